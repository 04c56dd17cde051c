import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { textPdf } from '../../web/src/demo/seed/text-pdf';
import { DEMO_APP_URL } from './configured-app';
import {
  boxesIntersect,
  en,
  expectUncovered,
  LAYOUT_VIEWPORTS,
  registerAndVerify,
  test,
  uniqueEmail,
  importFiles,
  openFromUploadPanel,
} from './helpers';

/**
 * The demo: the app on the browser's IndexedDB, at /demo on the Worker and as the standalone build
 * (npm run demo). Every test fails on a request to the API: the demo fetches its own static files only.
 */
function failOnApiRequests(context: BrowserContext) {
  const requests: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request.url());
  });
  return requests;
}

const OCR_TIMEOUT_MS = 90_000;

async function contentOf(page: Page) {
  await page.getByRole('tab', { name: en.documents.tabs.content }).click();
  return page.getByLabel(en.documents.content.label);
}

test('the demo at /demo: upload a PDF, read it, find it inside a word, tag it, a rule tags the next upload, trash and restore, reload, reset', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const apiRequests = failOnApiRequests(context);

  await page.goto('/login');
  await page.getByRole('link', { name: en.auth['try-demo'] }).click();
  await expect(page).toHaveURL(/\/demo\/organizations\/org_[a-z0-9]+$/);
  await expect(page.getByRole('heading', { name: en.demo.popup.title })).toBeVisible();
  const organizationPath = new URL(page.url()).pathname;
  // The sign-in page asked the server for its config and session; from here on, nothing may.
  apiRequests.length = 0;

  // A PDF of the visitor's own, read in the browser.
  const pdf = Buffer.from(
    textPdf([{ text: 'Zahnarztpraxis Dr. Weber', size: 16 }, { text: 'Kontrolle und Zahnreinigung am 3. März 2025' }]),
  );
  await importFiles(page, [{ name: 'Zahnarzt.pdf', mimeType: 'application/pdf', buffer: pdf }], { imported: 1 });
  await openFromUploadPanel(page, 'Zahnarzt.pdf');
  await expect(await contentOf(page)).toHaveValue(/Zahnarztpraxis Dr\. Weber/, { timeout: 30_000 });

  // The palette finds it by a word inside a longer word.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog');
  await palette.getByRole('combobox').fill('arztpraxis');
  await expect(palette.getByRole('option', { name: /Zahnarzt\.pdf/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // Tagged by hand with a sample tag.
  await page.getByRole('button', { name: en.tags['document-editor'].add }).click();
  await page.getByRole('option', { name: /Personal/ }).click();
  await expect(page.getByText(en.tags['document-editor'].added.replace('{{name}}', 'Personal'))).toBeAttached();

  // The sample rule "Invoices in any language" tags the next upload that mentions an invoice.
  await importFiles(
    page,
    [{ name: 'hotel.txt', mimeType: 'text/plain', buffer: Buffer.from('Hotel Seeblick: invoice for two nights, 240 EUR') }],
    { imported: 1 },
  );
  await openFromUploadPanel(page, 'hotel.txt');
  await expect(page.getByRole('main').getByText('Invoices', { exact: true }).first()).toBeVisible({ timeout: 30_000 });

  // Trash and restore.
  await page.getByRole('button', { name: en.documents.actions.delete }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.documents.delete.confirm.confirm }).click();
  await expect(page.getByText(en.documents.delete.success)).toBeVisible();
  await page.goto(`${organizationPath}/deleted`);
  await page.getByRole('button', { name: en.documents.trash['restore-label'].replace('{{name}}', 'hotel.txt') }).click();
  await expect(page.getByText(en.documents.restore.success)).toBeVisible();

  // A reload keeps everything.
  await page.goto(`${organizationPath}/documents`);
  await page.reload();
  await expect(page.getByRole('link', { name: /Zahnarzt\.pdf/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /hotel\.txt/ })).toBeVisible();

  // Reset brings back the sample workspace, and the home page.
  await page.getByRole('button', { name: en.demo.popup.reset }).click();
  await page.getByRole('group', { name: en.demo.popup.reset }).getByRole('button', { name: en.demo.popup.reset }).click();
  await expect(page).toHaveURL(/\/demo\/organizations\/org_[a-z0-9]+$/);
  await page.goto(`${new URL(page.url()).pathname}/documents`);
  await expect(page.getByRole('link', { name: /Hundeschule_Anmeldung\.pdf/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Zahnarzt\.pdf/ })).toBeHidden();

  expect(apiRequests).toEqual([]);
});

test('the demo reads a scan with OCR in a Web Worker and shows its thumbnail', async ({ page, context }) => {
  test.setTimeout(150_000);
  const apiRequests = failOnApiRequests(context);
  await page.goto('/demo');
  await expect(page).toHaveURL(/\/demo\/organizations\/org_[a-z0-9]+$/);
  await importFiles(page, fileURLToPath(new URL('../fixtures/ocr/small-scan.png', import.meta.url)), { imported: 1 });
  await openFromUploadPanel(page, 'small-scan.png');
  await expect(await contentOf(page)).toHaveValue(/Total/i, { timeout: OCR_TIMEOUT_MS });
  await page.goto(page.url().replace(/\/documents\/.*$/, '/documents'));
  await expect(page.getByRole('row', { name: /small-scan\.png/ }).locator('img')).toBeVisible();
  expect(apiRequests).toEqual([]);
});

test('the demo says what it cannot do: invitations, webhooks, barcodes, Paperless-ngx imports and workflows are not available', async ({
  page,
  context,
}) => {
  const apiRequests = failOnApiRequests(context);
  await page.setViewportSize({ width: 1280, height: 520 });
  await page.goto('/demo');
  await expect(page).toHaveURL(/\/demo\/organizations\/org_[a-z0-9]+$/);
  const organizationPath = new URL(page.url()).pathname;
  await page.goto(`${organizationPath}/members`);
  await page.getByRole('link', { name: en.members.page.invite }).click();
  await page.getByLabel(en.members.invite.email.label).fill('teammate@example.com');
  // The popup floats over the page's bottom right; the page keeps room below its content so nothing stays under it.
  const submit = page.getByRole('button', { name: en.members.invite.submit });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const popupTop = (await page.getByRole('region', { name: en.demo.popup.title }).boundingBox())!.y;
  const submitBox = (await submit.boundingBox())!;
  expect(submitBox.y + submitBox.height).toBeLessThanOrEqual(popupTop);
  await submit.click();
  await expect(page.getByText(en['api-errors'].demo.not_available).first()).toBeVisible();
  await page.goto(`${organizationPath}/settings/webhooks`);
  await expect(page.getByText(en.demo.notices.webhooks)).toBeVisible();
  // It reads no barcodes: their settings are shown off, and cannot be changed.
  await page.goto(`${organizationPath}/settings`);
  await expect(page.getByText(en.barcodes.demo)).toBeVisible();
  await expect(page.getByRole('switch', { name: en.barcodes.separator.label })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: en.barcodes.separator.label })).toBeDisabled();
  await expect(page.getByRole('button', { name: en.barcodes.submit })).toBeDisabled();
  // Nor takes a Paperless-ngx export, which the server reads.
  await expect(page.getByText(en.imports.sources.paperless.demo)).toBeVisible();
  await expect(page.getByRole('button', { name: en.imports.sources.paperless.button })).toBeDisabled();
  // Workflows run in the Worker: their page says so.
  await page.goto(`${organizationPath}/workflows`);
  await expect(page.getByText(en.workflows['demo-warning'])).toBeVisible();
  await expect(page.getByText(en['api-errors'].demo.not_available).first()).toBeVisible();
  expect(apiRequests).toEqual([]);
});

test('the demo popup: accessible, collapses to an info button and stays so across reloads', async ({ page }) => {
  await page.goto('/demo');
  await expect(page.getByRole('heading', { name: en.demo.popup.title })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.getByRole('button', { name: en.demo.popup.hide }).click();
  await expect(page.getByRole('button', { name: en.demo.popup.show })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: en.demo.popup.show })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.demo.popup.title })).toBeHidden();
  await page.getByRole('button', { name: en.demo.popup.show }).click();
  await expect(page.getByRole('heading', { name: en.demo.popup.title })).toBeVisible();
});

test('the upload panel opens above the demo card, never over it: Reset stays clickable, on a laptop and on a phone', async ({ page }) => {
  const popup = page.getByRole('region', { name: en.demo.popup.title });
  const reset = popup.getByRole('button', { name: en.demo.popup.reset });
  for (const viewport of LAYOUT_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/demo');
    await expect(reset).toBeVisible();
    await importFiles(
      page,
      [
        {
          name: `note-${viewport.width}.txt`,
          mimeType: 'text/plain',
          buffer: Buffer.from(`A note for a screen ${viewport.width} px wide`),
        },
      ],
      { imported: 1 },
    );
    const uploads = page.getByRole('region', { name: en.uploads.panel.title.success.replace('{{count}}', '1') });
    expect(boxesIntersect((await uploads.boundingBox())!, (await popup.boundingBox())!)).toBe(false);
    await expectUncovered(reset);
    await expectUncovered(uploads.getByRole('button', { name: en.uploads.panel.close }));
  }
  await reset.click();
  await expect(popup.getByText(en.demo.popup['reset-confirm'])).toBeVisible();
});

test('the standalone demo build (npm run demo): the same app with no server at all', async ({ page, context }) => {
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  await page.goto(`${DEMO_APP_URL}/`);
  await expect(page).toHaveURL(/\/organizations\/org_[a-z0-9]+$/);
  await expect(page.getByRole('heading', { name: en.demo.popup.title })).toBeVisible();
  await expect(page.getByRole('link', { name: en.demo.popup['create-account'] })).toBeHidden();
  await importFiles(page, [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Lighthouse keeper notes') }], { imported: 1 });
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog').getByRole('combobox').fill('thouse');
  await expect(page.getByRole('dialog').getByRole('option', { name: /notes\.txt/ })).toBeVisible();
  expect(requests.filter((url) => !url.startsWith(`${DEMO_APP_URL}/`) || new URL(url).pathname.startsWith('/api/'))).toEqual([]);
});

test('create an account from the demo and keep its workspace: documents, tags and rules imported through the API', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/demo');
  await expect(page).toHaveURL(/\/demo\/organizations\/org_[a-z0-9]+$/);
  await importFiles(
    page,
    [{ name: 'lease-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Notes about the lease of the studio') }],
    { imported: 1 },
  );
  // Numbered in the demo, with the next free number: the number comes along.
  const numbers = en.documents['archive-serial-number'];
  await page
    .getByRole('link', { name: /lease-notes\.txt/ })
    .first()
    .click();
  await page.getByRole('button', { name: numbers.set, exact: true }).click();
  await page.getByRole('button', { name: numbers['use-next'].replace('{{number}}', '1') }).click();
  await page.getByRole('button', { name: numbers.save, exact: true }).click();
  await expect(page.getByText(numbers.saved.replace('{{number}}', '1'))).toBeVisible();
  await expect(page.getByRole('link', { name: en.demo.popup['create-account'] })).toHaveAttribute('href', '/register');

  await registerAndVerify(page, { name: 'Demo Keeper', email: uniqueEmail('keeper'), password: 'correct horse battery' });
  await page.getByRole('button', { name: en.organizations.first.submit }).click();
  await expect(page).toHaveURL(/\/organizations\/org_[a-z0-9]+$/);
  const organizationPath = new URL(page.url()).pathname;

  await expect(page.getByText(en.demo.import.title)).toBeVisible();
  await page.getByRole('button', { name: en.demo.import.start }).click();
  await expect(page.getByText(/^Done: \d+ documents imported, 0 skipped as already here, 0 failed\.$/)).toBeVisible({ timeout: 120_000 });
  await page.getByRole('button', { name: en.demo.import.close }).click();
  await expect(page.getByText(en.demo.import.title)).toBeHidden();

  await page.goto(`${organizationPath}/documents`);
  await expect(page.getByRole('link', { name: /lease-notes\.txt/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Hundeschule_Anmeldung\.pdf/ })).toBeVisible();
  const { documents } = (await (await page.request.get(`/api${organizationPath}/documents?pageSize=100`)).json()) as {
    documents: { name: string; archiveSerialNumber: number | null }[];
  };
  expect(documents.find(({ name }) => name === 'lease-notes.txt')?.archiveSerialNumber).toBe(1);
  await page.goto(`${organizationPath}/tagging-rules`);
  await expect(page.getByText('Invoices in any language')).toBeVisible();
  // Offered once: a reload does not ask again.
  await page.goto(organizationPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(en.demo.import.title)).toBeHidden();
});
