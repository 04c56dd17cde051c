import { readFileSync } from 'node:fs';
import { type APIResponse, expect, type Locator, type Page } from '@playwright/test';
import { makeEml } from '../../core/extraction/extraction.fixtures';
import { CONFIGURED_APP_URL, OIDC_PROVIDER } from './configured-app';
import {
  en,
  expectNoAxeViolations,
  signUpThroughApi,
  signUpWithOrganization,
  test,
  turnOnBarcodes,
  uniqueEmail,
  uploadThroughApi,
  importFiles,
  textFiles,
} from './helpers';

// Each test makes its own user and organization, so the sweep runs on both workers at once: as one
// test it kept one worker busy for 5 of the phase's 9.5 minutes.
test.describe.configure({ mode: 'parallel' });

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const COLOR_MODE_KEY = 'archive:color-mode';
const ORGANIZATION_URL = /\/organizations\/(org_[a-z0-9]+)$/;

// The app follows the system's colour scheme (its 'system' mode, stored before each page's first script):
// each check switches the scheme in place, as the system would, instead of loading every page once per theme.
test.beforeEach(({ page }) => page.addInitScript((key) => localStorage.setItem(key, 'system'), COLOR_MODE_KEY));

async function showTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  const html = expect(page.locator('html'));
  await (theme === 'dark' ? html : html.not).toHaveClass(/\bdark\b/);
}

/**
 * Checks what the page shows now in both themes: light with every WCAG 2.2 AA rule, dark, which changes
 * only colours, with the colour rules (the same pages with every rule twice took half the sweep's time).
 */
async function checkBothThemes(page: Page, where: string) {
  for (const theme of THEMES) {
    await showTheme(page, theme);
    await expectNoAxeViolations(page, `${where} (${theme})`, { coloursOnly: theme === 'dark' });
  }
}

/** Loads `path` and checks it once `ready` shows (and nothing is loading any more). */
async function checkPage(page: Page, path: string, ready: (page: Page) => Locator) {
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await checkBothThemes(page, path);
}

/** Checks an overlay once it is open, then closes it with Escape and waits for it to go. */
async function checkOverlay(page: Page, name: string, open: () => Promise<Locator>) {
  const overlay = await open();
  await expect(overlay).toBeVisible();
  await checkBothThemes(page, name);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name });

/**
 * What the signed-in pages show, made through the API: three documents (one tagged and numbered, one deleted), a
 * tag, a rule, a property of each kind of editor with values, a note, a saved view, an invitation, an
 * API key, webhooks with a failed test delivery, intake emails with an import and a bounce in their
 * log, and an export (the jobs panel is on every page).
 */
async function signUpWithEverything(page: Page) {
  const { organizationPath, api, origin } = await signUpWithOrganization(page, { name: 'Alan Turing' });
  const [invoiceId, tenancyId, receiptId] = await uploadThroughApi(page, api, [
    { name: 'boiler-invoice.txt', text: 'Invoice for the boiler repair, paid in March.' },
    { name: 'tenancy-agreement.txt', text: 'The tenant and the landlord hereby agree to the following terms.' },
    { name: 'old-receipt.txt', text: 'A receipt nobody needs any more.' },
  ]);
  // Each call must succeed: a page checked without its data would pass for the wrong reason.
  const ok = async <T>(response: Promise<APIResponse>) => {
    const answer = await response;
    const text = await answer.text();
    expect(answer.ok(), `${answer.url()}: ${answer.status()} ${text}`).toBe(true);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const post = <T = unknown>(path: string, data?: unknown) => ok<T>(page.request.post(path, { headers: { origin }, data }));
  const put = (path: string, data: unknown) => ok(page.request.put(path, { headers: { origin }, data }));

  const { tag } = await post<{ tag: { id: string } }>(`${api}/tags`, { name: 'Invoices', color: '#2563eb' });
  const { taggingRule } = await post<{ taggingRule: { id: string } }>(`${api}/tagging-rules`, {
    name: 'Invoices',
    description: 'Tags the invoices of our suppliers',
    conditions: [{ field: 'name', operator: 'contains', value: 'invoice' }],
    tagIds: [tag.id],
  });
  await post(`${api}/documents/${invoiceId}/tags`, { tagId: tag.id });
  await ok(page.request.delete(`${api}/documents/${receiptId}`, { headers: { origin } }));
  const createProperty = async (data: Record<string, unknown>) =>
    (await post<{ property: { id: string; options: { id: string }[] } }>(`${api}/properties`, data)).property;
  const amount = await createProperty({ name: 'Amount', type: 'number', unit: 'EUR' });
  const status = await createProperty({ name: 'Status', type: 'select', options: [{ name: 'Paid', color: '#16a34a' }] });
  await createProperty({ name: 'Archived on paper', type: 'boolean' });
  await createProperty({ name: 'Labels', type: 'multiselect', options: [{ name: 'Urgent', color: '#dc2626' }] });
  await put(`${api}/documents/${invoiceId}/properties/${amount.id}`, { value: 120 });
  await put(`${api}/documents/${invoiceId}/properties/${status.id}`, { value: status.options[0]!.id });
  await post(`${api}/documents/${invoiceId}/notes`, { content: 'Paid on https://example.com/bank' });
  // A second version of the tenancy agreement (its text still begins as the grid view expects): its Versions tab has a version to make current and one to delete.
  await ok(
    page.request.post(`${api}/documents/${tenancyId}/versions`, {
      headers: { origin },
      multipart: {
        file: {
          name: 'tenancy-signed.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('The tenant and the landlord hereby agree to the following terms. Signed by both.'),
        },
        label: 'signed',
      },
    }),
  );
  await ok(page.request.patch(`${api}/documents/${invoiceId}`, { headers: { origin }, data: { archiveSerialNumber: 1024 } }));
  await post(`${api}/views`, { name: 'Invoices', searchQuery: 'invoice', columns: ['tags', amount.id] });
  const invited = uniqueEmail('invited');
  await post(`${api}/members/invitations`, { email: invited, role: 'viewer' });
  await post('/api/api-keys', {
    name: 'Office scanner',
    permissions: ['documents:create', 'documents:read'],
    organizationIds: [organizationPath.split('/').pop()],
    allOrganizations: false,
    expiresAt: null,
  });
  // Webhooks to a port where nothing listens (loopback is allowed locally): a test event waits for its retry with an error.
  const { webhook } = await post<{ webhook: { id: string } }>(`${api}/webhooks`, {
    name: 'Accounting system',
    url: 'http://127.0.0.1:9/hooks',
    events: ['document:created'],
  });
  await post(`${api}/webhooks`, { name: 'Paused webhook', url: 'http://127.0.0.1:9/paused', enabled: false, events: ['document:deleted'] });
  await post(`${api}/webhooks/${webhook.id}/test`);
  // Intake emails: an address that allows one sender, whose log holds an import and a bounce; another disabled, with no sender yet.
  const createIntakeEmail = async () =>
    (await post<{ intakeEmail: { id: string; emailAddress: string } }>(`${api}/intake-emails`)).intakeEmail;
  const intakeEmail = await createIntakeEmail();
  await put(`${api}/intake-emails/${intakeEmail.id}`, { allowedOrigins: ['ada@example.com'] });
  await put(`${api}/intake-emails/${(await createIntakeEmail()).id}`, { isEnabled: false });
  for (const from of ['ada@example.com', 'eve@example.com']) {
    const raw = makeEml({
      from,
      to: intakeEmail.emailAddress,
      subject: `Invoice from ${from}`,
      attachments: [{ fileName: 'emailed-invoice.txt', mimeType: 'text/plain', content: 'Invoice sent by email.' }],
      headers: { 'Message-ID': `<${crypto.randomUUID()}@example.com>` },
    });
    await page.request.post(`/cdn-cgi/handler/email?${new URLSearchParams({ from, to: intakeEmail.emailAddress })}`, { data: raw });
  }
  await post(`${api}/exports`);
  return {
    organizationPath,
    api,
    origin,
    documentPath: `${organizationPath}/documents/${invoiceId}`,
    versionedDocumentPath: `${organizationPath}/documents/${tenancyId}`,
    taggingRuleId: taggingRule.id,
    webhookPath: `${organizationPath}/settings/webhooks/${webhook.id}`,
    intakeEmailAddress: intakeEmail.emailAddress,
    invited,
  };
}

test('the public pages, signed out, have no WCAG 2.2 AA violation, in light and dark', async ({ page }) => {
  await checkPage(page, '/login', heading(en.auth.login.title));
  await checkPage(page, '/register', heading(en.auth.register.title));
  await checkPage(page, '/request-password-reset', heading(en.auth['request-password-reset'].title));
  await checkPage(page, '/reset-password?token=not-a-real-token', heading(en.auth['reset-password'].title));
  await checkPage(page, '/email-validation-required', heading(en.auth['email-validation-required'].title));
  await checkPage(page, '/no-such-page', heading(en['not-found'].title));
});

test("a new user's first-organization page and the new organization's empty home have no WCAG 2.2 AA violation, in light and dark", async ({
  page,
}) => {
  await signUpThroughApi(page, { name: 'Alan Turing' });
  await page.goto('/organizations/first');
  await checkPage(page, '/organizations/first', heading(en.organizations.first.title));
  await page.getByRole('button', { name: en.organizations.first.submit }).click();
  await expect(page).toHaveURL(ORGANIZATION_URL);
  const organizationPath = new URL(page.url()).pathname;
  await checkPage(page, organizationPath, (page) => page.getByRole('heading', { name: en.home.empty.title }));
});

test('the account, document, tag, rule, property and view pages have no WCAG 2.2 AA violation, in light and dark', async ({ page }) => {
  test.setTimeout(180_000);
  const { organizationPath, api, documentPath, taggingRuleId } = await signUpWithEverything(page);
  await page.goto(organizationPath);
  // Every barcode setting on, after the uploads (none is read for barcodes): the settings page shows each one's text and the tag box.
  await turnOnBarcodes(page, api, ['separator', 'asn', 'tags']);
  await checkPage(page, '/organizations', heading(en.organizations.list.title));
  await checkPage(page, '/organizations/create', heading(en.organizations.create.title));
  await checkPage(page, '/settings', heading(en.account.title));
  await checkPage(page, organizationPath, (page) => page.getByRole('heading', { name: en.home.latest.title }));
  await checkPage(page, `${organizationPath}/documents`, (page) => page.getByRole('link', { name: /boiler-invoice\.txt/ }));
  for (const tab of ['info', 'content', 'versions', 'notes', 'activity'] as const) {
    await checkPage(page, `${documentPath}?tab=${tab}`, (page) => page.getByRole('tab', { name: en.documents.tabs[tab], selected: true }));
    if (tab !== 'info') continue;
    const numbers = en.documents['archive-serial-number'];
    await page.getByRole('button', { name: numbers.change, exact: true }).click();
    await expect(page.getByRole('button', { name: numbers['use-next'].replace('{{number}}', '1025') })).toBeVisible();
    await checkBothThemes(page, 'the archive serial number form');
  }
  await checkPage(page, `${organizationPath}/deleted`, (page) =>
    page.getByRole('button', { name: en.documents.trash['restore-label'].replace('{{name}}', 'old-receipt.txt') }),
  );
  await checkPage(page, `${organizationPath}/tags`, (page) => page.getByRole('row', { name: /Invoices/ }));
  await checkPage(page, `${organizationPath}/tagging-rules`, (page) =>
    page.getByRole('link', { name: en['tagging-rules'].card['edit-label'].replace('{{name}}', 'Invoices') }),
  );
  await checkPage(page, `${organizationPath}/tagging-rules/create`, heading(en['tagging-rules'].create.title));
  await checkPage(page, `${organizationPath}/tagging-rules/${taggingRuleId}`, heading(en['tagging-rules'].edit.title));
  await checkPage(page, `${organizationPath}/settings`, heading(en.organizations.settings.title));
  // The organization is loaded before the page shows, so the check above had every barcode setting open.
  await expect(page.getByRole('checkbox', { name: en.barcodes.tags['may-create'] })).toBeVisible();
  await checkPage(page, `${organizationPath}/settings/properties`, (page) => page.getByRole('list', { name: en.properties.title }));
  await checkPage(page, `${organizationPath}/views`, (page) => page.getByRole('list', { name: en.views.manage.title }));
});

test('the webhook and intake-email pages, with a delivery, a log, a menu and a dialog open, have no WCAG 2.2 AA violation, in light and dark', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { organizationPath, webhookPath, intakeEmailAddress } = await signUpWithEverything(page);
  const intakeTexts = en['intake-emails'];
  await checkPage(page, `${organizationPath}/settings/webhooks`, (page) => page.getByRole('heading', { name: 'Paused webhook' }));
  await checkPage(page, `${organizationPath}/settings/webhooks/create`, heading(en.webhooks.create.title));
  await checkPage(page, webhookPath, (page) => page.getByRole('row', { name: /webhook\.test/ }));
  await page.getByRole('button', { name: /^Details of the webhook\.test delivery/ }).click();
  await expect(page.getByRole('heading', { name: en.webhooks.deliveries.details.request })).toBeVisible();
  await page.getByRole('button', { name: en.webhooks.form.secret.rotate }).click();
  // Back to the top: scrolled, the back link sits under the sticky top bar, which axe's target-size takes for a crowded target.
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkBothThemes(page, `${webhookPath} with a delivery open and the secret rotating`);
  await checkPage(page, `${organizationPath}/settings/intake-emails`, (page) => page.getByRole('heading', { name: intakeEmailAddress }));
  await page.getByRole('button', { name: intakeTexts.messages.title }).first().click();
  const log = page.getByRole('table', { name: intakeTexts.messages.title });
  await expect(log.getByRole('link', { name: 'emailed-invoice.txt' })).toBeVisible({ timeout: 30_000 });
  await expect(log).toContainText(intakeTexts.messages.outcomes.rejected);
  await checkBothThemes(page, 'intake emails with a log open');
  await checkOverlay(page, 'intake email actions menu', async () => {
    await page.getByRole('button', { name: intakeTexts.card.actions.replace('{{address}}', intakeEmailAddress) }).click();
    return page.getByRole('menu');
  });
  await checkOverlay(page, 'allowed-origins dialog with an invalid email', async () => {
    await page.getByRole('button', { name: intakeTexts.card.actions.replace('{{address}}', intakeEmailAddress) }).click();
    await page.getByRole('menuitem', { name: intakeTexts.origins.manage }).click();
    const dialog = page.getByRole('dialog', { name: intakeTexts.origins.title });
    await dialog.getByLabel(intakeTexts.origins.email.label).fill('not an email');
    await dialog.getByRole('button', { name: intakeTexts.origins.add.submit }).click();
    await expect(dialog.getByText(intakeTexts.origins.email.invalid)).toBeVisible();
    return dialog;
  });
});

test('the member, invitation and API key pages have no WCAG 2.2 AA violation, in light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  const { organizationPath, invited } = await signUpWithEverything(page);
  await checkPage(page, `${organizationPath}/members`, (page) => page.getByRole('cell', { name: 'Alan Turing (you)', exact: true }));
  await checkPage(page, `${organizationPath}/invite`, heading(en.members.invite.title));
  await checkPage(page, `${organizationPath}/invitations`, (page) => page.getByRole('cell', { name: invited, exact: true }));
  await checkPage(page, '/invitations', (page) => page.getByText(en.invitations.empty.title));
  await checkPage(page, '/api-keys', (page) => page.getByRole('heading', { name: 'Office scanner' }));
  await checkPage(page, '/api-keys/create', heading(en['api-keys'].create.title));
  await checkPage(page, '/no-such-page', heading(en['not-found'].title));
});

test("the shell's overlays (palette, menus, drop overlay, upload panel, phone navigation) have no WCAG 2.2 AA violation, in light and dark", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { organizationPath } = await signUpWithEverything(page);
  await page.goto(organizationPath);
  await expect(page.getByRole('heading', { name: en.home.latest.title })).toBeVisible();

  await checkOverlay(page, 'command palette with search results', async () => {
    await page.getByRole('button', { name: en.search.trigger.label }).click();
    const palette = page.getByRole('dialog', { name: en.search.palette.title });
    // As it opens: the commands, in groups with a separator between them.
    await expect(palette.getByRole('option', { name: en.layout['organization-menu'].home })).toBeVisible();
    await checkBothThemes(page, 'command palette');
    await palette.getByRole('combobox').fill('invoice');
    await expect(palette.getByRole('option', { name: /boiler-invoice\.txt/ })).toBeVisible();
    return palette;
  });
  await checkOverlay(page, 'user menu', async () => {
    await page.getByRole('button', { name: en.layout['user-menu'].label }).click();
    return page.getByRole('menu');
  });
  await checkOverlay(page, 'language submenu', async () => {
    await page.getByRole('button', { name: en.layout['user-menu'].label }).click();
    await page.getByRole('menuitem', { name: en.layout['user-menu'].language }).press('ArrowRight');
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
    return page.getByRole('menu').first();
  });
  await page.keyboard.press('Escape');
  await checkOverlay(page, 'theme menu', async () => {
    await page.getByRole('button', { name: en.layout.theme.label }).click();
    return page.getByRole('menu');
  });
  await checkOverlay(page, 'organization switcher', async () => {
    await page.getByRole('button', { name: en.layout['organization-switcher'].label }).click();
    return page.getByRole('menu');
  });

  await test.step('drop overlay', async () => {
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['dragged'], 'dragged.txt', { type: 'text/plain' }));
      return transfer;
    });
    const overlay = page.getByText(en.uploads['drop-overlay'].title);
    await page.dispatchEvent('main', 'dragenter', { dataTransfer });
    await expect(overlay).toBeVisible();
    await checkBothThemes(page, 'drop overlay');
    await page.dispatchEvent('main', 'dragleave', { dataTransfer });
    await expect(overlay).toBeHidden();
  });

  await test.step('upload panel', async () => {
    await importFiles(page, textFiles([{ name: 'notes.txt', text: 'Notes written while checking the themes.' }]), { imported: 1 });
    await checkBothThemes(page, 'upload panel');
    await page.getByRole('button', { name: en.uploads.panel.close }).click();
  });

  await test.step('mobile navigation drawer', async () => {
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(organizationPath);
    await checkOverlay(page, 'navigation drawer', async () => {
      await page.getByRole('button', { name: en.layout['open-navigation'] }).click();
      return page.getByRole('dialog', { name: en.layout.navigation });
    });
    await page.setViewportSize(viewport);
  });
});

const pageEditor = en['page-editor'];

test("the documents' overlays (the page editor, split and merge dialogs among them), selection bar, grid and jobs panel have no WCAG 2.2 AA violation, in light and dark", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { organizationPath, api, origin, documentPath, versionedDocumentPath } = await signUpWithEverything(page);
  // A scan of three pages for the page editor and its split.
  const scanUpload = await page.request.post(`${api}/documents`, {
    headers: { origin },
    multipart: {
      file: {
        name: 'three-letters.pdf',
        mimeType: 'application/pdf',
        buffer: readFileSync(new URL('../fixtures/ocr/small-scan-3-pages.pdf', import.meta.url)),
      },
    },
  });
  expect(scanUpload.status()).toBe(201);
  const scanPath = `${organizationPath}/documents/${((await scanUpload.json()) as { document: { id: string } }).document.id}`;
  const jobs = page.getByRole('region', { name: en.documents.bulk.panel.title });
  // The jobs panel shows the export's end once, then opens folded on the next pages.
  await expect
    .poll(async () =>
      ((await (await page.request.get(`${api}/documents/bulk-jobs`)).json()) as { jobs: { status: string }[] }).jobs.every(
        (job) => job.status !== 'running',
      ),
    )
    .toBe(true);
  await page.goto(organizationPath);
  await expect(jobs.getByText(en.documents.bulk.running.export)).toBeVisible();
  await page.goto(`${organizationPath}/documents`);
  const actions = page.getByRole('button', { name: en.documents.table['actions-for'].replace('{{name}}', 'tenancy-agreement.txt') });
  await checkOverlay(page, 'document actions menu', async () => {
    await actions.click();
    return page.getByRole('menu');
  });
  await checkOverlay(page, 'rename dialog', async () => {
    await actions.click();
    await page.getByRole('menuitem', { name: en.documents.actions.rename }).click();
    return page.getByRole('dialog', { name: en.documents.rename.title });
  });
  await checkOverlay(page, 'delete confirmation', async () => {
    await actions.click();
    await page.getByRole('menuitem', { name: en.documents.actions.delete }).click();
    return page.getByRole('alertdialog', { name: en.documents.delete.confirm.title });
  });

  await checkOverlay(page, 'search help dialog', async () => {
    await page.getByRole('button', { name: en.search.help.open }).click();
    return page.getByRole('dialog', { name: en.search.help.title });
  });

  await page.getByRole('checkbox', { name: en.documents.bulk['select-page'] }).click();
  await expect(page.getByRole('region', { name: en.documents.bulk.region })).toBeVisible();
  await checkBothThemes(page, 'selection bar');
  await checkOverlay(page, 'merge dialog', async () => {
    await page.getByRole('region', { name: en.documents.bulk.region }).getByRole('button', { name: en.documents.bulk.merge }).click();
    const dialog = page.getByRole('dialog', { name: pageEditor.merge.title });
    await expect(dialog.getByRole('button', { name: pageEditor.merge['move-up'].replace('{{name}}', 'three-letters.pdf') })).toBeVisible();
    return dialog;
  });
  await page.getByRole('button', { name: en.documents.bulk.clear }).click();
  await page.getByRole('button', { name: en.documents.view.grid }).click();
  await expect(page.getByRole('list', { name: en.documents.grid.label })).toContainText('The tenant and the landlord');
  await checkBothThemes(page, "grid view with the texts' first lines");
  await page.getByRole('button', { name: en.documents.view.table }).click();
  await expect(jobs.getByRole('button', { name: en.documents.bulk.panel['folded-ended_one'].replace('{{count}}', '1') })).toBeVisible();
  await checkBothThemes(page, 'folded jobs panel');
  await jobs.getByRole('button').click();
  await expect(jobs.getByText(en.documents.bulk.running.export)).toBeVisible();
  await checkBothThemes(page, 'open jobs panel');
  await jobs.getByRole('button', { name: en.documents.bulk.panel.fold }).click();

  await page.goto(documentPath);
  await checkOverlay(page, 'add-tag popover', async () => {
    await page.getByRole('button', { name: en.tags['document-editor'].add }).click();
    return page.getByRole('dialog');
  });

  await page.goto(scanPath);
  const editor = page.getByRole('dialog', { name: pageEditor.title });
  await checkOverlay(page, 'edit pages dialog with a page turned', async () => {
    await page.getByRole('button', { name: en.documents.actions['edit-pages'] }).click();
    await editor.getByRole('option', { name: /^Page 2/ }).click();
    await page.keyboard.press('r');
    await expect(editor.getByRole('option', { name: /^Page 2 turned 90°/ })).toHaveAttribute('aria-selected', 'true');
    return editor;
  });
  await page.getByRole('button', { name: en.documents.actions['edit-pages'] }).click();
  await editor.getByRole('option', { name: /^Page 2/ }).click();
  await checkOverlay(page, 'split dialog', async () => {
    await editor.getByRole('button', { name: pageEditor.split.open }).click();
    const split = page.getByRole('dialog', { name: pageEditor.split.title });
    await expect(split.getByText(pageEditor.split.makes_one.replace('{{count}}', '1'))).toBeVisible();
    return split;
  });
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();

  const versions = en.documents.versions;
  await page.goto(`${versionedDocumentPath}?tab=versions`);
  await expect(
    page.getByRole('table', { name: versions.table.label }).getByText('signed', { exact: true }).filter({ visible: true }),
  ).toBeVisible();
  await checkBothThemes(page, 'versions tab at 2 versions');
  await checkOverlay(page, 'upload version dialog with a too long label', async () => {
    await page.getByRole('button', { name: versions.upload.open }).click();
    const dialog = page.getByRole('dialog', { name: versions.upload.title });
    await dialog.getByLabel(versions.label.label).fill('x'.repeat(101));
    await dialog.getByRole('button', { name: versions.upload.submit }).click();
    await expect(dialog.getByText(versions.label['max-length'].replace('{{max}}', '100'))).toBeVisible();
    return dialog;
  });
  await checkOverlay(page, 'version label dialog', async () => {
    await page.getByRole('button', { name: versions.actions['edit-label'].replace('{{number}}', '2') }).click();
    return page.getByRole('dialog', { name: versions.label.title });
  });
  await checkOverlay(page, 'make-current confirmation', async () => {
    await page.getByRole('button', { name: versions.actions.restore.replace('{{number}}', '1') }).click();
    return page.getByRole('alertdialog', { name: versions.restore.confirm.title.replace('{{number}}', '1') });
  });
  await checkOverlay(page, 'version delete confirmation', async () => {
    await page.getByRole('button', { name: versions.actions.delete.replace('{{number}}', '2') }).click();
    return page.getByRole('alertdialog', { name: versions.delete['confirm-current'].title.replace('{{number}}', '2') });
  });

  await page.goto(`${organizationPath}/tags`);
  await checkOverlay(page, 'tag dialog with colour picker', async () => {
    await page.getByRole('button', { name: en.tags.page.create }).click();
    return page.getByRole('dialog', { name: en.tags.form['create-title'] });
  });
});

test.describe('with the optional features on', () => {
  test.use({ baseURL: CONFIGURED_APP_URL });

  test('the sign-in providers, the legal links, the rail links and the subscription have no WCAG 2.2 AA violation, in light and dark', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const providerButton = (page: Page) =>
      page.getByRole('button', { name: en.auth.login['with-provider'].replace('{{provider}}', OIDC_PROVIDER.providerName) });
    await checkPage(page, '/login', providerButton);
    await checkPage(page, `/login?provider=${OIDC_PROVIDER.providerId}&error=access_denied`, (page) =>
      page.getByText(en.auth.providers.errors['access-denied']),
    );
    await checkPage(page, '/login?error=state_not_found', (page) => page.getByText(en.auth.providers.errors.restart));
    await checkPage(page, '/register', heading(en.auth.register.title));

    const { organizationPath } = await signUpWithOrganization(page, { name: 'Mary Jackson' });
    await checkPage(page, organizationPath, (page) => page.getByRole('link', { name: new RegExp(en.layout.rail.repository) }));
    await checkPage(page, `${organizationPath}/settings`, (page) =>
      page.getByRole('button', { name: en.organizations.settings.subscription.manage }),
    );
  });
});
