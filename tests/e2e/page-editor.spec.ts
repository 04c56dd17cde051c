import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { en, importFiles, openFromUploadPanel, signUpAndOpenOrganization, test } from './helpers';

const texts = en['page-editor'];
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/ocr/${name}`, import.meta.url));
/** small-scan-3-pages.pdf: three scanned pages, no text layer, one word each to find. */
const THREE_LETTERS = 'small-scan-3-pages.pdf';
/** OCR of a page takes seconds, more on a loaded machine. */
const OCR_TIMEOUT_MS = 90_000;

const editor = (page: Page) => page.getByRole('dialog', { name: texts.title });
const pageOption = (page: Page, number: number) =>
  editor(page).getByRole('option', { name: new RegExp(`^${texts.page.replace('{{page}}', String(number))}( |$)`) });

/** Imports the three-letter scan, opens it and waits for its three pages to be read (OCR). */
async function importThreeLetters(page: Page) {
  await signUpAndOpenOrganization(page, { name: 'Paige Turner' });
  await importFiles(page, fixture(THREE_LETTERS), { imported: 1 });
  await openFromUploadPanel(page, THREE_LETTERS);
  await page.getByRole('tab', { name: en.documents.tabs.content }).click();
  await expect(page.getByLabel(en.documents.content.label)).toHaveValue(/amber lantern[\s\S]*copper kettle[\s\S]*silver compass/, {
    timeout: OCR_TIMEOUT_MS,
  });
  return new URL(page.url()).pathname.replace(/\/documents\/.*$/, '');
}

async function openEditor(page: Page) {
  await page.getByRole('button', { name: en.documents.actions['edit-pages'] }).click();
  await expect(editor(page).getByRole('listbox', { name: texts.pages }).getByRole('option')).toHaveCount(3);
}

/** The palette's results for `word`: the names of the documents it finds. */
async function expectFound(page: Page, word: string, names: RegExp[]) {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: en.search.palette.title });
  await palette.getByRole('combobox').fill(word);
  for (const name of names) await expect(palette.getByRole('option', { name })).toBeVisible();
  await expect(palette.getByRole('option', { name: /\.pdf/ })).toHaveCount(names.length);
  await page.keyboard.press('Escape');
}

test('rotate page 2 of a scan with the keyboard, save a new version, and find its text again', async ({ page }) => {
  test.setTimeout(2 * OCR_TIMEOUT_MS + 60_000);
  await importThreeLetters(page);
  await openEditor(page);

  // Each page is its image, drawn small, loaded lazily.
  const image = pageOption(page, 2).locator('img');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);

  // The keyboard alone: the grid's one tab stop is the first page; an arrow reaches page 2, R turns it twice.
  await pageOption(page, 1).focus();
  await page.keyboard.press('ArrowRight');
  await expect(pageOption(page, 2)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(pageOption(page, 2)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('r');
  await page.keyboard.press('r');
  // The live region says it; the page shows it turned.
  await expect(editor(page).locator('[aria-live="polite"]')).toHaveText(
    texts.announce.rotated.replace('{{page}}', '2').replace('{{degrees}}', '180'),
  );
  await expect(image).toHaveCSS('transform', /^matrix\(-1, .*\)$/);
  await expect(pageOption(page, 2)).toContainText(texts.turned.replace('{{degrees}}', '180'));

  await editor(page).getByRole('button', { name: texts.save.submit }).click();
  await expect(page.getByText(texts.save.success.replace('{{number}}', '2'))).toBeVisible();
  await expect(editor(page)).toBeHidden();
  await expect(page.getByRole('tab', { name: en.documents.tabs['versions-count_other'].replace('{{count}}', '2') })).toBeVisible();

  // Page 2 is read again, turned upside down (the document's reading ends with version 2 current); its words are found as before, in their place.
  const documentApi = `/api${new URL(page.url()).pathname}`;
  await expect
    .poll(
      async () => {
        const { document } = (await (await page.request.get(documentApi)).json()) as {
          document: { processingStatus: string; currentVersion: { number: number } };
        };
        return [document.currentVersion.number, document.processingStatus];
      },
      { timeout: OCR_TIMEOUT_MS },
    )
    .toEqual([2, 'processed']);
  await page.reload();
  await page.getByRole('tab', { name: en.documents.tabs.content }).click();
  await expect(page.getByLabel(en.documents.content.label)).toHaveValue(/amber lantern[\s\S]*copper kettle[\s\S]*silver compass/, {
    timeout: OCR_TIMEOUT_MS,
  });
  await expectFound(page, 'kettle', [/small-scan-3-pages\.pdf/]);

  await page.getByRole('tab', { name: en.documents.tabs.activity }).click();
  await expect(
    page.getByText(
      en.documents.activity.pages.edited.replace('{{operations}}', en.documents.activity.pages.rotated_one.replace('{{count}}', '1')),
    ),
  ).toBeVisible();
});

test('split the three-letter scan into three documents, a cut after each page, and find each by its word', async ({ page }) => {
  test.setTimeout(OCR_TIMEOUT_MS + 90_000);
  await importThreeLetters(page);
  await openEditor(page);

  await pageOption(page, 1).click();
  await page.keyboard.press('Control+a');
  await expect(editor(page).getByText(texts.selected_other.replace('{{count}}', '3'))).toBeVisible();
  await editor(page).getByRole('button', { name: texts.split.open }).click();
  const split = page.getByRole('dialog', { name: texts.split.title });
  await split.getByRole('radio', { name: texts.split['cut-after'].label }).click();
  await expect(split.getByText(texts.split.makes_other.replace('{{count}}', '3'))).toBeVisible();
  await split.getByRole('checkbox', { name: texts.split['trash-original'].label }).click();
  await split.getByRole('button', { name: texts.split.submit }).click();

  const made = page.getByRole('listitem').filter({ has: page.getByText(texts.split.success_other.replace('{{count}}', '3')) });
  await expect(page.getByText(texts.split.success_other.replace('{{count}}', '3'))).toBeVisible();
  await expect(split).toBeHidden();
  await expect(editor(page)).toBeHidden();
  for (const part of [1, 2, 3]) await expect(made.getByRole('link', { name: `small-scan-3-pages (${part}).pdf` })).toBeVisible();

  // The toast's link opens the second part, whose history says where it came from.
  await made.getByRole('link', { name: 'small-scan-3-pages (2).pdf' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'small-scan-3-pages (2).pdf' })).toBeVisible();
  await page.getByRole('tab', { name: en.documents.tabs.activity }).click();
  await expect(page.getByRole('link', { name: THREE_LETTERS })).toBeVisible();
  await expect(page.getByText('Split from small-scan-3-pages.pdf (pages 2)')).toBeVisible();

  // The original went to the trash; each part carries its page's text, found by its word.
  await expectFound(page, 'lantern', [/small-scan-3-pages \(1\)\.pdf/]);
  await expectFound(page, 'kettle', [/small-scan-3-pages \(2\)\.pdf/]);
  await expectFound(page, 'compass', [/small-scan-3-pages \(3\)\.pdf/]);
});

test('merge two documents, in the order chosen, into one of their pages; the two go to the trash', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndOpenOrganization(page, { name: 'Marge Merger' });
  await importFiles(page, [fixture('small-scan.pdf'), fixture(THREE_LETTERS)], { imported: 2 });
  await page.getByRole('button', { name: en.uploads.panel.close }).click();
  const organizationPath = new URL(page.url()).pathname;
  await page.goto(`${organizationPath}/documents`);
  await page.getByRole('checkbox', { name: en.documents.bulk['select-page'] }).click();
  await page.getByRole('region', { name: en.documents.bulk.region }).getByRole('button', { name: en.documents.bulk.merge }).click();

  const dialog = page.getByRole('dialog', { name: texts.merge.title });
  const order = dialog.getByRole('list', { name: texts.merge.order });
  await expect(order.getByRole('listitem')).toHaveCount(2);
  // The three-letter scan first, moved with the keyboard if the list put it second.
  if ((await order.getByRole('listitem').first().textContent())?.includes('small-scan.pdf')) {
    await dialog.getByRole('button', { name: texts.merge['move-down'].replace('{{name}}', 'small-scan.pdf') }).press('Enter');
    await expect(dialog.getByText(texts.merge.moved.replace('{{name}}', 'small-scan.pdf').replace('{{position}}', '2'))).toBeAttached();
  }
  await expect(order.getByRole('listitem').first()).toContainText(THREE_LETTERS);
  await dialog.getByLabel(texts.merge.name).fill('Letters and scan.pdf');
  await dialog.getByRole('button', { name: texts.merge.submit }).click();
  await expect(page.getByText(texts.merge.success_other.replace('{{count}}', '2'))).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list shows the new document alone; it has the four pages, three and one.
  await expect(page.getByRole('link', { name: 'Letters and scan.pdf' }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /small-scan/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Letters and scan.pdf' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Letters and scan.pdf' })).toBeVisible();
  await page.getByRole('button', { name: en.documents.actions['edit-pages'] }).click();
  await expect(editor(page).getByRole('option')).toHaveCount(4);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: en.documents.tabs.activity }).click();
  for (const name of [THREE_LETTERS, 'small-scan.pdf']) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  await page.goto(`${organizationPath}/deleted`);
  for (const name of [THREE_LETTERS, 'small-scan.pdf'])
    await expect(page.getByRole('button', { name: en.documents.trash['restore-label'].replace('{{name}}', name) })).toBeVisible();
});

test('the demo edits pages in the browser: merge two PDFs, delete and turn a page as a new version, split in two', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/demo');
  await expect(page).toHaveURL(/\/demo\/organizations\/org_[a-z0-9]+$/);
  await page.getByRole('button', { name: en.demo.popup.hide }).click();
  const organizationPath = new URL(page.url()).pathname;
  await page.goto(`${organizationPath}/documents`);

  // Two of the sample PDFs become one document of their two pages; the two go to the trash.
  const merged = ['invoice-northwind-2025-03.pdf', 'facture-internet-fevrier.pdf'];
  for (const name of merged)
    await page.getByRole('checkbox', { name: en.documents.bulk['select-document'].replace('{{name}}', name) }).click();
  await page.getByRole('region', { name: en.documents.bulk.region }).getByRole('button', { name: en.documents.bulk.merge }).click();
  const dialog = page.getByRole('dialog', { name: texts.merge.title });
  const order = dialog.getByRole('list', { name: texts.merge.order });
  if ((await order.getByRole('listitem').first().textContent())?.includes(merged[1]!))
    await dialog.getByRole('button', { name: texts.merge['move-down'].replace('{{name}}', merged[1]!) }).press('Enter');
  await expect(order.getByRole('listitem').first()).toContainText(merged[0]!);
  await dialog.getByLabel(texts.merge.name).fill('Two invoices.pdf');
  await dialog.getByRole('button', { name: texts.merge.submit }).click();
  await expect(page.getByText(texts.merge.success_other.replace('{{count}}', '2'))).toBeVisible();
  await page.getByRole('link', { name: 'Two invoices.pdf' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two invoices.pdf' })).toBeVisible();
  await page.getByRole('tab', { name: en.documents.tabs.activity }).click();
  for (const name of merged) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  // Its pages are drawn in the browser; a cut after the first makes two documents of a page each.
  await page.getByRole('button', { name: en.documents.actions['edit-pages'] }).click();
  await expect(editor(page).getByRole('option')).toHaveCount(2);
  for (const number of [1, 2]) await expect(pageOption(page, number).locator('img')).toHaveAttribute('src', /^blob:/);
  await pageOption(page, 1).click();
  await editor(page).getByRole('button', { name: texts.split.open }).click();
  const split = page.getByRole('dialog', { name: texts.split.title });
  await split.getByRole('radio', { name: texts.split['cut-after'].label }).click();
  await expect(split.getByText(texts.split.makes_other.replace('{{count}}', '2'))).toBeVisible();
  await split.getByRole('button', { name: texts.split.submit }).click();
  const made = page.getByRole('listitem').filter({ has: page.getByText(texts.split.success_other.replace('{{count}}', '2')) });
  for (const part of [1, 2]) await expect(made.getByRole('link', { name: `Two invoices (${part}).pdf` })).toBeVisible();
  await expect(editor(page)).toBeHidden();

  // On the merged document still: its second page deleted and its first turned make a new version, read again.
  await page.getByRole('button', { name: en.documents.actions['edit-pages'] }).click();
  await expect(editor(page).getByRole('option')).toHaveCount(2);
  await pageOption(page, 2).click();
  await page.keyboard.press('Delete');
  await pageOption(page, 1).click();
  await page.keyboard.press('r');
  await expect(pageOption(page, 1)).toContainText(texts.turned.replace('{{degrees}}', '90'));
  await editor(page).getByRole('button', { name: texts.save.submit }).click();
  await expect(page.getByText(texts.save.success.replace('{{number}}', '2'))).toBeVisible();
  await expect(editor(page)).toBeHidden();
  const operations = [en.documents.activity.pages.rotated_one, en.documents.activity.pages.deleted_one].map((text) =>
    text.replace('{{count}}', '1'),
  );
  await expect(page.getByText(en.documents.activity.pages.edited.replace('{{operations}}', operations.join(' and ')))).toBeVisible();
  await page.getByRole('tab', { name: en.documents.tabs.content }).click();
  await expect(page.getByLabel(en.documents.content.label)).toHaveValue(/INVOICE INV-2025-0312/, { timeout: 30_000 });
  await expect(page.getByLabel(en.documents.content.label)).not.toHaveValue(/facture/i);
  await page.getByRole('button', { name: en.documents.actions['edit-pages'] }).click();
  await expect(editor(page).getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Escape');

  // The second part says where it came from, and carries the second page's text.
  await page.goto(`${organizationPath}/documents`);
  await page.getByRole('link', { name: 'Two invoices (2).pdf' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two invoices (2).pdf' })).toBeVisible();
  await page.getByRole('tab', { name: en.documents.tabs.activity }).click();
  await expect(page.getByText('Split from Two invoices.pdf (pages 2)')).toBeVisible();
  await page.getByRole('tab', { name: en.documents.tabs.content }).click();
  await expect(page.getByLabel(en.documents.content.label)).toHaveValue(/facture/i, { timeout: 30_000 });
});

test('the demo carries the text of the pages a page edit keeps unturned: the new version is read with no OCR', async ({
  page,
  context,
}) => {
  test.setTimeout(OCR_TIMEOUT_MS + 60_000);
  await page.goto('/demo');
  await expect(page).toHaveURL(/\/demo\/organizations\/org_[a-z0-9]+$/);
  await page.getByRole('button', { name: en.demo.popup.hide }).click();
  await importFiles(page, fixture(THREE_LETTERS), { imported: 1 });
  await openFromUploadPanel(page, THREE_LETTERS);
  const content = page.getByLabel(en.documents.content.label);
  await page.getByRole('tab', { name: en.documents.tabs.content }).click();
  await expect(content).toHaveValue(/amber lantern[\s\S]*copper kettle[\s\S]*silver compass/, { timeout: OCR_TIMEOUT_MS });

  // A new page, so new Web Workers: with the OCR engine and its models out of reach, only carried text can be read.
  await context.route(/tesseract|\/ocr\//, (route) => route.abort());
  await page.reload();
  await openEditor(page);
  await pageOption(page, 3).click();
  await page.keyboard.press('Delete');
  await editor(page).getByRole('button', { name: texts.save.submit }).click();
  await expect(page.getByText(texts.save.success.replace('{{number}}', '2'))).toBeVisible();
  await page.getByRole('tab', { name: en.documents.tabs.content }).click();
  await expect(content).toHaveValue(/amber lantern[\s\S]*copper kettle/, { timeout: 30_000 });
  await expect(content).not.toHaveValue(/compass/);
});

test('at 390 px: two columns, a page dragged to the front, and the question before replacing text typed by hand', async ({ page }) => {
  test.setTimeout(OCR_TIMEOUT_MS + 60_000);
  await importThreeLetters(page);
  const documentApi = `/api${new URL(page.url()).pathname}`;
  const typed = await page.request.patch(documentApi, {
    headers: { origin: new URL(page.url()).origin },
    data: { content: 'Typed by hand' },
  });
  expect(typed.status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await openEditor(page);

  // Two pages a row, nothing wider than the screen.
  const [first, second, third] = await Promise.all([1, 2, 3].map((number) => pageOption(page, number).boundingBox()));
  expect(first!.y).toBe(second!.y);
  expect(third!.y).toBeGreaterThan(first!.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await pageOption(page, 3).dragTo(pageOption(page, 1), { targetPosition: { x: 5, y: 20 } });
  await expect(editor(page).locator('[aria-live="polite"]')).toHaveText(
    texts.announce.moved.replace('{{page}}', '3').replace('{{position}}', '1'),
  );
  await expect(editor(page).getByRole('option').first()).toHaveAccessibleName(texts.page.replace('{{page}}', '3'));

  await editor(page).getByRole('button', { name: texts.save.submit }).click();
  const question = page.getByRole('alertdialog', { name: texts.save['replace-content'].title });
  await expect(question.getByText(texts.save['replace-content'].message.replace('{{name}}', THREE_LETTERS))).toBeVisible();
  await question.getByRole('button', { name: texts.save['replace-content'].confirm }).click();
  await expect(page.getByText(texts.save.success.replace('{{number}}', '2'))).toBeVisible();
  await expect(editor(page)).toBeHidden();

  await page.getByRole('tab', { name: en.documents.tabs.activity }).click();
  await expect(
    page.getByText(en.documents.activity.pages.edited.replace('{{operations}}', en.documents.activity.pages.reordered)),
  ).toBeVisible();
});
