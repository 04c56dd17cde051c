import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { chooseFiles, en, expectNoAxeViolations, signUpAndOpenOrganization, test } from './helpers';

const texts = en.imports;
const paperless = texts.sources.paperless;
const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'paperless');
/** A Paperless-ngx 3.x export (core/imports/paperless/paperless-export.fixtures.ts): four documents, one of them a version, one in the trash. */
const V3_ZIP = path.join(FIXTURES, 'v3.zip');
/** Read, analysed and imported by the server: slower than a page's usual wait on a busy machine. */
const SERVER_WORK = { timeout: 60_000 };

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replaceAll(`{{${key}}}`, String(value)), text);

const importDialog = (page: Page) => page.getByRole('dialog', { name: paperless.title });

async function openSettings(page: Page, organizationPath: string) {
  await page.goto(`${organizationPath}/settings`);
  await expect(page.getByRole('button', { name: paperless.button })).toBeEnabled();
}

test('an owner imports a Paperless-ngx zip from the organization settings: reads the report, confirms, follows the job, and finds the invoice with its tags, correspondent, note and versions', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { organizationPath } = await signUpAndOpenOrganization(page, { name: 'Paula Paperless' });
  await openSettings(page, organizationPath);

  // By keyboard: the button opens the dialog, whose first control takes the focus.
  await page.getByRole('button', { name: paperless.button }).focus();
  await page.keyboard.press('Enter');
  const dialog = importDialog(page);
  await expect(dialog.getByText(paperless['zip-hint'])).toBeVisible();
  await expect(dialog.getByText('npm run import:paperless')).toBeVisible();
  await expectNoAxeViolations(page, 'the Paperless-ngx import dialog, choosing a file');
  await chooseFiles(page, () => dialog.getByRole('button', { name: paperless.choose }).click(), V3_ZIP);

  // The report: counts by kind, in the person's language, then Import.
  const counts = dialog.getByRole('table', { name: texts.report.counts });
  await expect(counts).toBeVisible(SERVER_WORK);
  const rows = paperless.rows;
  // A row is named by its cells: the kind, then its counts.
  const countRow = (kind: string) => counts.getByRole('row', { name: new RegExp(`^${kind.replace(/[()]/g, '\\$&')} \\d`) });
  await expect(countRow(rows.documents.kind)).toContainText(rows.documents.becomes);
  await expect(countRow(rows.correspondents.kind)).toContainText(rows.correspondents.becomes);
  await expect(countRow(rows.versions.kind)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: texts.report['not-carried'] })).toBeVisible();
  await expect(dialog.getByText(/^\d+ documents will come; \d+ left out\. Exported by Paperless-ngx /)).toBeVisible();
  await expectNoAxeViolations(page, 'the Paperless-ngx import dialog, its report');

  // A phone: the dialog and its table fit the screen (the table scrolls within its card).
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: texts.dialog.start, exact: true }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: texts.dialog.start, exact: true })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });

  // The archived PDF/A files come as second versions unless unticked.
  await expect(dialog.getByRole('checkbox', { name: texts.dialog['keep-archives'] })).toBeChecked();
  const started = page.waitForResponse((response) => response.url().endsWith('/start') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: texts.dialog.start, exact: true }).click();
  const startAnswer = await started;
  expect(startAnswer.status()).toBe(202);
  // The dialog confirms its imports in one call (one here), keeping the archives.
  expect(startAnswer.request().postDataJSON()).toEqual({ importIds: [expect.stringMatching(/^imp_/)], keepArchives: true });
  // The jobs panel names the import's job, running or ended.
  await expect(page.getByText(en.documents.bulk.running.import).first()).toBeVisible(SERVER_WORK);
  await expect(dialog.getByText(/^Done: \d+ documents? imported, \d+ skipped\.$/)).toBeVisible(SERVER_WORK);
  await expectNoAxeViolations(page, 'the Paperless-ngx import dialog, done');

  // Closed, the card lists the import as imported, with its report a click away.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const imports = page.getByRole('list', { name: texts.list });
  await expect(imports.getByRole('listitem').filter({ hasText: 'v3.zip' })).toContainText(texts.status.done);
  await imports.getByRole('button', { name: `${texts.view} v3.zip` }).click();
  await expect(dialog.getByRole('table', { name: texts.report.counts })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The report's colours in the dark theme too (web/public/color-mode.js reads the mode before the first paint).
  await page.evaluate(() => localStorage.setItem('archive:color-mode', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await imports.getByRole('button', { name: `${texts.view} v3.zip` }).click();
  await expect(dialog.getByRole('table', { name: texts.report.counts })).toBeVisible();
  await expectNoAxeViolations(page, 'the Paperless-ngx import dialog, its report (dark)', { coloursOnly: true });
  await page.keyboard.press('Escape');

  // The invoice came with its name, tags (the nested one as Parent / Child), correspondent, note and signed version.
  await page.goto(`${organizationPath}/documents`);
  await page
    .getByRole('link', { name: /Invoice March/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Invoice March/ })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Finance / Tax')).toBeVisible();
  await expect(main.getByText('Inbox', { exact: true })).toBeVisible();
  // The correspondent is an option of the select property Correspondent, chosen.
  await expect(main.getByLabel('Correspondent', { exact: true }).locator('option:checked')).toHaveText('Acme');
  await page.getByRole('tab', { name: new RegExp(`^${en.documents.tabs.notes}`) }).click();
  await expect(page.getByRole('list', { name: en.documents.tabs.notes })).toContainText('Paid by transfer');
  await page.getByRole('tab', { name: new RegExp(`^${en.documents.tabs.versions}`) }).click();
  await expect(page.getByRole('table', { name: en.documents.versions.table.label })).toContainText('Signed');
});

test('an unfinished upload resumes with the same file only and sends only its missing parts; a refused export shows why and is deleted; an import cancelled at its report is deleted', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { organizationPath, api, origin } = await signUpAndOpenOrganization(page, { name: 'Rita Resume' });
  // Two parts of bytes that are no zip: an upload that stopped after its first part (a reload, a lost connection).
  const partSize = 16 * 1024 * 1024;
  const notAnExport = { name: 'not-an-export.zip', mimeType: 'application/zip', buffer: Buffer.alloc(partSize + 1000, 'not a zip ') };
  const created = await page.request.post(`${api}/imports`, {
    headers: { origin },
    data: { source: 'paperless', fileName: notAnExport.name, size: notAnExport.buffer.length },
  });
  expect(created.status()).toBe(201);
  const { import: unfinished } = (await created.json()) as { import: { id: string; partSize: number; partsCount: number } };
  expect([unfinished.partSize, unfinished.partsCount]).toEqual([partSize, 2]);
  const firstPart = await page.request.put(`${api}/imports/${unfinished.id}/parts/1`, {
    headers: { origin, 'content-type': 'application/octet-stream' },
    data: notAnExport.buffer.subarray(0, partSize),
  });
  expect(firstPart.status()).toBe(200);

  await openSettings(page, organizationPath);
  const imports = page.getByRole('list', { name: texts.list });
  await expect(imports.getByRole('listitem').filter({ hasText: notAnExport.name })).toContainText(texts.status.uploading);
  await imports.getByRole('button', { name: `${texts.resume} ${notAnExport.name}` }).click();
  const dialog = importDialog(page);
  const chooseAgain = dialog.getByRole('button', { name: fill(texts.dialog['choose-again'], { name: notAnExport.name }) });
  await chooseFiles(page, () => chooseAgain.click(), path.join(FIXTURES, 'v2-datetimes.zip'));
  await expect(dialog.getByRole('alert')).toContainText(/^v2-datetimes\.zip is not the file this upload began with/);
  await expectNoAxeViolations(page, 'the Paperless-ngx import dialog, resuming with another file');

  const sentParts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/imports\/imp_\w+\/parts\//.test(request.url())) sentParts.push(request.url().split('/').pop()!);
  });
  await chooseFiles(page, () => chooseAgain.click(), notAnExport);
  // Read, and refused with the reason; only the second part was sent again.
  await expect(dialog.getByRole('alert')).toContainText(fill(texts.dialog.refused, { reason: '' }).trim(), SERVER_WORK);
  expect(sentParts).toEqual(['2']);
  await expectNoAxeViolations(page, 'the Paperless-ngx import dialog, refused');
  await dialog.getByRole('button', { name: texts.dialog.delete }).click();
  await expect(dialog).toBeHidden();
  await expect(imports).toBeHidden();

  // Cancelled at its report: the uploaded export is deleted, and the list is empty again.
  await page.getByRole('button', { name: paperless.button }).click();
  await chooseFiles(page, () => dialog.getByRole('button', { name: paperless.choose }).click(), V3_ZIP);
  await expect(dialog.getByRole('table', { name: texts.report.counts })).toBeVisible(SERVER_WORK);
  const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && /\/imports\/imp_/.test(response.url()));
  await dialog.getByRole('button', { name: texts.dialog['cancel-import'] }).click();
  expect((await deleted).status()).toBe(204);
  await expect(dialog).toBeHidden();
  await expect(imports).toBeHidden();
});
