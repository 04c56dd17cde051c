import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { en, test, uniqueEmail, signUpAndOpenOrganization, importFiles } from './helpers';

/** The scans of tests/fixtures/ocr: photo-en.jpg is a phone photo of a Greenway Hardware receipt; corrupt.png is a broken PNG. */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/ocr/${name}`, import.meta.url));

/** OCR of a page takes seconds, more on a loaded machine. */
const OCR_TIMEOUT_MS = 90_000;

async function signUpWithOrganization(page: Page) {
  await signUpAndOpenOrganization(page, { name: 'Rosalind Franklin', email: uniqueEmail('rosalind'), password: 'correct horse battery' });
  return new URL(page.url()).pathname;
}

/** Imports a fixture through the top bar's picker and opens its page from the upload panel; returns the document's id. */
async function importAndOpen(page: Page, name: string) {
  await importFiles(page, fixture(name), { imported: 1 });
  await page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .last()
    .getByRole('link', { name: new RegExp(name.replace('.', '\\.')) })
    .click();
  await expect(page).toHaveURL(/\/documents\/doc_[a-z0-9]+/);
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

const progressLabel = new RegExp(`${en.documents.processing.extracting}|${en.documents.processing.reading}`);

test('a photographed receipt is read with OCR: progress then its text, found from the palette, with its thumbnail in the documents table', async ({
  page,
}) => {
  test.setTimeout(OCR_TIMEOUT_MS + 60_000);
  const organizationPath = await signUpWithOrganization(page);
  await importAndOpen(page, 'photo-en.jpg');

  // The content tab says what is happening until the text is there, never an empty finished tab.
  await page.getByRole('tab', { name: en.documents.tabs.content }).click();
  const content = page.getByLabel(en.documents.content.label);
  await expect(page.getByRole('tabpanel').getByRole('status').filter({ hasText: progressLabel }).or(content)).toBeVisible();
  await expect(content).toHaveValue(/Greenway Hardware/, { timeout: OCR_TIMEOUT_MS });

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: en.search.palette.title });
  await palette.getByRole('combobox').fill('Greenway');
  await expect(palette.getByRole('option', { name: /photo-en\.jpg/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // The first page's thumbnail beside the name, loaded (a broken image has no natural width).
  await page.goto(`${organizationPath}/documents`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: /photo-en\.jpg/ }) });
  const thumbnail = row.locator('img[src*="/thumbnail"]');
  await expect(thumbnail).toHaveAttribute('loading', 'lazy');
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);
});

test('a file that cannot be read shows why, and Retry reads it again', async ({ page }) => {
  test.setTimeout(OCR_TIMEOUT_MS + 60_000);
  const organizationPath = await signUpWithOrganization(page);
  const documentId = await importAndOpen(page, 'corrupt.png');

  await page.getByRole('tab', { name: en.documents.tabs.content }).click();
  const failure = page.getByRole('tabpanel').getByRole('alert').filter({ hasText: en.documents.content.failed.title });
  await expect(failure).toBeVisible({ timeout: OCR_TIMEOUT_MS });
  const { document } = (await (await page.request.get(`/api${organizationPath}/documents/${documentId}`)).json()) as {
    document: { processing: { error: string | null } };
  };
  expect(document.processing.error).toBeTruthy();
  await expect(failure).toContainText(document.processing.error!);

  const reprocess = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes(`/documents/${documentId}/reprocess`),
  );
  await failure.getByRole('button', { name: en.common.retry }).click();
  expect((await reprocess).status()).toBe(202);
  await expect(page.getByText(en.documents.reprocess.success)).toBeVisible();

  // Read again, failed again: the reason and Retry are back, and the history says what happened.
  await expect(failure.getByRole('button', { name: en.common.retry })).toBeVisible({ timeout: OCR_TIMEOUT_MS });
  await page.getByRole('tab', { name: en.documents.tabs.activity }).click();
  await expect(page.getByRole('tabpanel').getByText(en.documents.activity.events.reprocessed)).toBeVisible();
});
