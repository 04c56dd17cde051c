import { expect, type Locator, type Page } from '@playwright/test';
import { makeEml } from '../../core/extraction/extraction.fixtures';
import { CONFIGURED_APP_URL, OIDC_PROVIDER } from './configured-app';
import { en, expectNoAxeViolations, registerAndVerify, test, uniqueEmail } from './helpers';

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const COLOR_MODE_KEY = 'archive:color-mode';
const ORGANIZATION_URL = /\/organizations\/(org_[a-z0-9]+)$/;

/** The colour mode the next page load starts in (web/public/color-mode.js reads it before the first paint). */
async function useTheme(page: Page, theme: Theme) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [COLOR_MODE_KEY, theme] as const);
}

/** Loads `path` and checks it once `ready` shows (and nothing is loading any more). */
async function checkPage(page: Page, theme: Theme, path: string, ready: (page: Page) => Locator) {
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  const html = expect(page.locator('html'));
  await (theme === 'dark' ? html : html.not).toHaveClass(/\bdark\b/);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, `${path} (${theme})`);
}

/** Checks an overlay once it is open, then closes it with Escape and waits for it to go. */
async function checkOverlay(page: Page, theme: Theme, name: string, open: () => Promise<Locator>) {
  const overlay = await open();
  await expect(overlay).toBeVisible();
  await expectNoAxeViolations(page, `${name} (${theme})`);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name });

async function importFiles(page: Page, files: { name: string; text: string }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('banner').getByRole('button', { name: en.uploads['import-button'].label }).click();
  await (await chooser).setFiles(files.map(({ name, text }) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) })));
  await expect(page.getByText(en.uploads.panel.title.success.replace('{{count}}', String(files.length)))).toBeVisible({ timeout: 30_000 });
}

test('every page and open overlay has no WCAG 2.2 AA violation, in light and dark', async ({ page }) => {
  test.setTimeout(480_000);
  const email = uniqueEmail('axe');

  await test.step('public pages, signed out', async () => {
    await page.goto('/login');
    for (const theme of THEMES) {
      await useTheme(page, theme);
      await checkPage(page, theme, '/login', heading(en.auth.login.title));
      await checkPage(page, theme, '/register', heading(en.auth.register.title));
      await checkPage(page, theme, '/request-password-reset', heading(en.auth['request-password-reset'].title));
      await checkPage(page, theme, '/reset-password?token=not-a-real-token', heading(en.auth['reset-password'].title));
      await checkPage(page, theme, '/email-validation-required', heading(en.auth['email-validation-required'].title));
      await checkPage(page, theme, '/no-such-page', heading(en['not-found'].title));
    }
  });

  await registerAndVerify(page, { name: 'Alan Turing', email, password: 'correct horse battery' });
  await expect(page).toHaveURL(/\/organizations\/first$/);
  for (const theme of THEMES) {
    await useTheme(page, theme);
    await checkPage(page, theme, '/organizations/first', heading(en.organizations.first.title));
  }
  await page.getByRole('button', { name: en.organizations.first.submit }).click();
  await expect(page).toHaveURL(ORGANIZATION_URL);
  const organizationPath = new URL(page.url()).pathname;

  for (const theme of THEMES) {
    await useTheme(page, theme);
    await checkPage(page, theme, organizationPath, (page) => page.getByRole('heading', { name: en.home.empty.title }));
  }

  // What the other pages show: three documents imported through the UI (one gets tagged, one deleted), a tag made in its dialog, a rule.
  await importFiles(page, [
    { name: 'boiler-invoice.txt', text: 'Invoice for the boiler repair, paid in March.' },
    { name: 'tenancy-agreement.txt', text: 'The tenant and the landlord hereby agree to the following terms.' },
    { name: 'old-receipt.txt', text: 'A receipt nobody needs any more.' },
  ]);
  await page.getByRole('button', { name: en.uploads.panel.close }).click();

  await page.goto(`${organizationPath}/tags`);
  await page.getByRole('button', { name: en.tags.empty.create }).click();
  const tagDialog = page.getByRole('dialog');
  await tagDialog.getByLabel(en.tags.form.name.label).fill('Invoices');
  await tagDialog.getByRole('button', { name: en.tags.form.create }).click();
  await expect(page.getByText(en.tags.create.success.replace('{{name}}', 'Invoices'))).toBeVisible();

  const api = `/api${organizationPath}`;
  const { tags } = (await (await page.request.get(`${api}/tags`)).json()) as { tags: { id: string }[] };
  const origin = new URL(page.url()).origin;
  const ruleResponse = await page.request.post(`${api}/tagging-rules`, {
    headers: { origin },
    data: {
      name: 'Invoices',
      description: 'Tags the invoices of our suppliers',
      conditions: [{ field: 'name', operator: 'contains', value: 'invoice' }],
      tagIds: [tags[0]!.id],
    },
  });
  expect(ruleResponse.ok()).toBe(true);
  const { taggingRule } = (await ruleResponse.json()) as { taggingRule: { id: string } };

  const { documents } = (await (await page.request.get(`${api}/documents`)).json()) as { documents: { id: string; name: string }[] };
  const documentId = (name: string) => documents.find((document) => document.name === name)!.id;
  expect(
    (
      await page.request.post(`${api}/documents/${documentId('boiler-invoice.txt')}/tags`, {
        headers: { origin },
        data: { tagId: tags[0]!.id },
      })
    ).ok(),
  ).toBe(true);
  expect((await page.request.delete(`${api}/documents/${documentId('old-receipt.txt')}`, { headers: { origin } })).ok()).toBe(true);
  const documentPath = `${organizationPath}/documents/${documentId('boiler-invoice.txt')}`;
  // A property of each kind of editor with a value, a note and a saved view: their pages and the document's tabs show them.
  const createProperty = async (data: Record<string, unknown>) =>
    (
      (await (await page.request.post(`${api}/properties`, { headers: { origin }, data })).json()) as {
        property: { id: string; options: { id: string }[] };
      }
    ).property;
  const amount = await createProperty({ name: 'Amount', type: 'number', unit: 'EUR' });
  const status = await createProperty({ name: 'Status', type: 'select', options: [{ name: 'Paid', color: '#16a34a' }] });
  await createProperty({ name: 'Archived on paper', type: 'boolean' });
  await createProperty({ name: 'Labels', type: 'multiselect', options: [{ name: 'Urgent', color: '#dc2626' }] });
  for (const [propertyId, value] of [
    [amount.id, 120],
    [status.id, status.options[0]!.id],
  ] as const) {
    expect(
      (
        await page.request.put(`${api}/documents/${documentId('boiler-invoice.txt')}/properties/${propertyId}`, {
          headers: { origin },
          data: { value },
        })
      ).ok(),
    ).toBe(true);
  }
  expect(
    (
      await page.request.post(`${api}/documents/${documentId('boiler-invoice.txt')}/notes`, {
        headers: { origin },
        data: { content: 'Paid on https://example.com/bank' },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await page.request.post(`${api}/views`, {
        headers: { origin },
        data: { name: 'Invoices', searchQuery: 'invoice', columns: ['tags', amount.id] },
      })
    ).ok(),
  ).toBe(true);
  const invited = uniqueEmail('invited');
  expect(
    (await page.request.post(`${api}/members/invitations`, { headers: { origin }, data: { email: invited, role: 'viewer' } })).ok(),
  ).toBe(true);
  const apiKeyResponse = await page.request.post('/api/api-keys', {
    headers: { origin },
    data: {
      name: 'Office scanner',
      permissions: ['documents:create', 'documents:read'],
      organizationIds: [organizationPath.split('/').pop()],
      allOrganizations: false,
      expiresAt: null,
    },
  });
  expect(apiKeyResponse.ok()).toBe(true);
  // Webhooks to a port where nothing listens (loopback is allowed locally): a test event waits for its retry with an error.
  const webhookResponse = await page.request.post(`${api}/webhooks`, {
    headers: { origin },
    data: { name: 'Accounting system', url: 'http://127.0.0.1:9/hooks', events: ['document:created'] },
  });
  expect(webhookResponse.ok()).toBe(true);
  const { webhook } = (await webhookResponse.json()) as { webhook: { id: string } };
  expect(
    (
      await page.request.post(`${api}/webhooks`, {
        headers: { origin },
        data: { name: 'Paused webhook', url: 'http://127.0.0.1:9/paused', enabled: false, events: ['document:deleted'] },
      })
    ).ok(),
  ).toBe(true);
  expect((await page.request.post(`${api}/webhooks/${webhook.id}/test`, { headers: { origin } })).ok()).toBe(true);
  const webhookPath = `${organizationPath}/settings/webhooks/${webhook.id}`;
  // Intake emails: an address that allows one sender, whose log holds an import and a bounce; another disabled, with no sender yet.
  const createIntakeEmail = async () =>
    (
      (await (await page.request.post(`${api}/intake-emails`, { headers: { origin } })).json()) as {
        intakeEmail: { id: string; emailAddress: string };
      }
    ).intakeEmail;
  const intakeEmail = await createIntakeEmail();
  expect(
    (
      await page.request.put(`${api}/intake-emails/${intakeEmail.id}`, {
        headers: { origin },
        data: { allowedOrigins: ['ada@example.com'] },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await page.request.put(`${api}/intake-emails/${(await createIntakeEmail()).id}`, { headers: { origin }, data: { isEnabled: false } })
    ).ok(),
  ).toBe(true);
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
  const intakeTexts = en['intake-emails'];
  // An export: the jobs panel is on every page below, open on the first, folded to its indicator on the next ones.
  expect((await page.request.post(`${api}/exports`, { headers: { origin } })).ok()).toBe(true);

  for (const theme of THEMES) {
    await useTheme(page, theme);

    await test.step(`pages (${theme})`, async () => {
      await checkPage(page, theme, '/organizations', heading(en.organizations.list.title));
      await checkPage(page, theme, '/organizations/create', heading(en.organizations.create.title));
      await checkPage(page, theme, '/settings', heading(en.account.title));
      await checkPage(page, theme, organizationPath, (page) => page.getByRole('heading', { name: en.home.latest.title }));
      await checkPage(page, theme, `${organizationPath}/documents`, (page) => page.getByRole('link', { name: /boiler-invoice\.txt/ }));
      for (const tab of ['info', 'content', 'notes', 'activity'] as const) {
        await checkPage(page, theme, `${documentPath}?tab=${tab}`, (page) =>
          page.getByRole('tab', { name: en.documents.tabs[tab], selected: true }),
        );
      }
      await checkPage(page, theme, `${organizationPath}/deleted`, (page) =>
        page.getByRole('button', { name: en.documents.trash['restore-label'].replace('{{name}}', 'old-receipt.txt') }),
      );
      await checkPage(page, theme, `${organizationPath}/tags`, (page) => page.getByRole('row', { name: /Invoices/ }));
      await checkPage(page, theme, `${organizationPath}/tagging-rules`, (page) =>
        page.getByRole('link', { name: en['tagging-rules'].card['edit-label'].replace('{{name}}', 'Invoices') }),
      );
      await checkPage(page, theme, `${organizationPath}/tagging-rules/create`, heading(en['tagging-rules'].create.title));
      await checkPage(page, theme, `${organizationPath}/tagging-rules/${taggingRule.id}`, heading(en['tagging-rules'].edit.title));
      await checkPage(page, theme, `${organizationPath}/settings`, heading(en.organizations.settings.title));
      await checkPage(page, theme, `${organizationPath}/settings/properties`, (page) =>
        page.getByRole('list', { name: en.properties.title }),
      );
      await checkPage(page, theme, `${organizationPath}/views`, (page) => page.getByRole('list', { name: en.views.manage.title }));
      await checkPage(page, theme, `${organizationPath}/settings/webhooks`, (page) =>
        page.getByRole('heading', { name: 'Paused webhook' }),
      );
      await checkPage(page, theme, `${organizationPath}/settings/webhooks/create`, heading(en.webhooks.create.title));
      await checkPage(page, theme, webhookPath, (page) => page.getByRole('row', { name: /webhook\.test/ }));
      await page.getByRole('button', { name: /^Details of the webhook\.test delivery/ }).click();
      await expect(page.getByRole('heading', { name: en.webhooks.deliveries.details.request })).toBeVisible();
      await page.getByRole('button', { name: en.webhooks.form.secret.rotate }).click();
      // Back to the top: scrolled, the back link sits under the sticky top bar, which axe's target-size takes for a crowded target.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page, `${webhookPath} with a delivery open and the secret rotating (${theme})`);
      await checkPage(page, theme, `${organizationPath}/settings/intake-emails`, (page) =>
        page.getByRole('heading', { name: intakeEmail.emailAddress }),
      );
      await page.getByRole('button', { name: intakeTexts.messages.title }).first().click();
      const log = page.getByRole('table', { name: intakeTexts.messages.title });
      await expect(log.getByRole('link', { name: 'emailed-invoice.txt' })).toBeVisible({ timeout: 30_000 });
      await expect(log).toContainText(intakeTexts.messages.outcomes.rejected);
      await expectNoAxeViolations(page, `intake emails with a log open (${theme})`);
      await checkOverlay(page, theme, 'intake email actions menu', async () => {
        await page.getByRole('button', { name: intakeTexts.card.actions.replace('{{address}}', intakeEmail.emailAddress) }).click();
        return page.getByRole('menu');
      });
      await checkOverlay(page, theme, 'allowed-origins dialog with an invalid email', async () => {
        await page.getByRole('button', { name: intakeTexts.card.actions.replace('{{address}}', intakeEmail.emailAddress) }).click();
        await page.getByRole('menuitem', { name: intakeTexts.origins.manage }).click();
        const dialog = page.getByRole('dialog', { name: intakeTexts.origins.title });
        await dialog.getByLabel(intakeTexts.origins.email.label).fill('not an email');
        await dialog.getByRole('button', { name: intakeTexts.origins.add.submit }).click();
        await expect(dialog.getByText(intakeTexts.origins.email.invalid)).toBeVisible();
        return dialog;
      });
      await checkPage(page, theme, `${organizationPath}/members`, (page) =>
        page.getByRole('cell', { name: 'Alan Turing (you)', exact: true }),
      );
      await checkPage(page, theme, `${organizationPath}/invite`, heading(en.members.invite.title));
      await checkPage(page, theme, `${organizationPath}/invitations`, (page) => page.getByRole('cell', { name: invited, exact: true }));
      await checkPage(page, theme, '/invitations', (page) => page.getByText(en.invitations.empty.title));
      await checkPage(page, theme, '/api-keys', (page) => page.getByRole('heading', { name: 'Office scanner' }));
      await checkPage(page, theme, '/api-keys/create', heading(en['api-keys'].create.title));
      await checkPage(page, theme, '/no-such-page', heading(en['not-found'].title));
    });

    await test.step(`overlays of the shell (${theme})`, async () => {
      await page.goto(organizationPath);
      await expect(page.getByRole('heading', { name: en.home.latest.title })).toBeVisible();

      await checkOverlay(page, theme, 'command palette with search results', async () => {
        await page.getByRole('button', { name: en.search.trigger.label }).click();
        const palette = page.getByRole('dialog', { name: en.search.palette.title });
        // As it opens: the commands, in groups with a separator between them.
        await expect(palette.getByRole('option', { name: en.layout['organization-menu'].home })).toBeVisible();
        await expectNoAxeViolations(page, `command palette (${theme})`);
        await palette.getByRole('combobox').fill('invoice');
        await expect(palette.getByRole('option', { name: /boiler-invoice\.txt/ })).toBeVisible();
        return palette;
      });
      await checkOverlay(page, theme, 'user menu', async () => {
        await page.getByRole('button', { name: en.layout['user-menu'].label }).click();
        return page.getByRole('menu');
      });
      await checkOverlay(page, theme, 'language submenu', async () => {
        await page.getByRole('button', { name: en.layout['user-menu'].label }).click();
        await page.getByRole('menuitem', { name: en.layout['user-menu'].language }).press('ArrowRight');
        await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
        return page.getByRole('menu').first();
      });
      await page.keyboard.press('Escape');
      await checkOverlay(page, theme, 'theme menu', async () => {
        await page.getByRole('button', { name: en.layout.theme.label }).click();
        return page.getByRole('menu');
      });
      await checkOverlay(page, theme, 'organization switcher', async () => {
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
        await expectNoAxeViolations(page, `drop overlay (${theme})`);
        await page.dispatchEvent('main', 'dragleave', { dataTransfer });
        await expect(overlay).toBeHidden();
      });

      await test.step('upload panel', async () => {
        await importFiles(page, [{ name: `notes-${theme}.txt`, text: `Notes written in the ${theme} theme.` }]);
        await expectNoAxeViolations(page, `upload panel (${theme})`);
        await page.getByRole('button', { name: en.uploads.panel.close }).click();
      });
    });

    await test.step(`overlays of the documents (${theme})`, async () => {
      await page.goto(`${organizationPath}/documents`);
      const actions = page.getByRole('button', { name: en.documents.table['actions-for'].replace('{{name}}', 'tenancy-agreement.txt') });
      await checkOverlay(page, theme, 'document actions menu', async () => {
        await actions.click();
        return page.getByRole('menu');
      });
      await checkOverlay(page, theme, 'rename dialog', async () => {
        await actions.click();
        await page.getByRole('menuitem', { name: en.documents.actions.rename }).click();
        return page.getByRole('dialog', { name: en.documents.rename.title });
      });
      await checkOverlay(page, theme, 'delete confirmation', async () => {
        await actions.click();
        await page.getByRole('menuitem', { name: en.documents.actions.delete }).click();
        return page.getByRole('alertdialog', { name: en.documents.delete.confirm.title });
      });

      await checkOverlay(page, theme, 'search help dialog', async () => {
        await page.getByRole('button', { name: en.search.help.open }).click();
        return page.getByRole('dialog', { name: en.search.help.title });
      });

      await page.getByRole('checkbox', { name: en.documents.bulk['select-page'] }).click();
      await expect(page.getByRole('region', { name: en.documents.bulk.region })).toBeVisible();
      await expectNoAxeViolations(page, `selection bar (${theme})`);
      await page.getByRole('button', { name: en.documents.bulk.clear }).click();
      await page.getByRole('button', { name: en.documents.view.grid }).click();
      await expect(page.getByRole('list', { name: en.documents.grid.label })).toContainText('The tenant and the landlord');
      await expectNoAxeViolations(page, `grid view with the texts' first lines (${theme})`);
      await page.getByRole('button', { name: en.documents.view.table }).click();
      const jobs = page.getByRole('region', { name: en.documents.bulk.panel.title });
      await expect(jobs.getByRole('button', { name: en.documents.bulk.panel['folded-ended_one'].replace('{{count}}', '1') })).toBeVisible();
      await expectNoAxeViolations(page, `folded jobs panel (${theme})`);
      await jobs.getByRole('button').click();
      await expect(jobs.getByText(en.documents.bulk.running.export)).toBeVisible();
      await expectNoAxeViolations(page, `open jobs panel (${theme})`);
      await jobs.getByRole('button', { name: en.documents.bulk.panel.fold }).click();

      await page.goto(documentPath);
      await checkOverlay(page, theme, 'add-tag popover', async () => {
        await page.getByRole('button', { name: en.tags['document-editor'].add }).click();
        return page.getByRole('dialog');
      });

      await page.goto(`${organizationPath}/tags`);
      await checkOverlay(page, theme, 'tag dialog with colour picker', async () => {
        await page.getByRole('button', { name: en.tags.page.create }).click();
        return page.getByRole('dialog', { name: en.tags.form['create-title'] });
      });
    });

    await test.step(`mobile navigation drawer (${theme})`, async () => {
      const viewport = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(organizationPath);
      await checkOverlay(page, theme, 'navigation drawer', async () => {
        await page.getByRole('button', { name: en.layout['open-navigation'] }).click();
        return page.getByRole('dialog', { name: en.layout.navigation });
      });
      await page.setViewportSize(viewport);
    });
  }
});

test.describe('with the optional features on', () => {
  test.use({ baseURL: CONFIGURED_APP_URL });

  test('the sign-in providers, the legal links, the rail links and the subscription have no WCAG 2.2 AA violation, in light and dark', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const providerButton = (page: Page) =>
      page.getByRole('button', { name: en.auth.login['with-provider'].replace('{{provider}}', OIDC_PROVIDER.providerName) });
    await page.goto('/login');
    for (const theme of THEMES) {
      await useTheme(page, theme);
      await checkPage(page, theme, '/login', providerButton);
      await checkPage(page, theme, `/login?provider=${OIDC_PROVIDER.providerId}&error=access_denied`, (page) =>
        page.getByText(en.auth.providers.errors['access-denied']),
      );
      await checkPage(page, theme, '/login?error=state_not_found', (page) => page.getByText(en.auth.providers.errors.restart));
      await checkPage(page, theme, '/register', heading(en.auth.register.title));
    }

    await registerAndVerify(page, { name: 'Mary Jackson', email: uniqueEmail('axe-features'), password: 'correct horse battery' });
    await page.getByRole('button', { name: en.organizations.first.submit }).click();
    await expect(page).toHaveURL(ORGANIZATION_URL);
    const organizationPath = new URL(page.url()).pathname;
    for (const theme of THEMES) {
      await useTheme(page, theme);
      await checkPage(page, theme, organizationPath, (page) => page.getByRole('link', { name: new RegExp(en.layout.rail.repository) }));
      await checkPage(page, theme, `${organizationPath}/settings`, (page) =>
        page.getByRole('button', { name: en.organizations.settings.subscription.manage }),
      );
    }
  });
});
