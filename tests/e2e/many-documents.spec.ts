import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { zipEntries } from '../zip-entries';
import {
  boxesIntersect,
  en,
  expectUncovered,
  LAYOUT_VIEWPORTS,
  test,
  signUpAndOpenOrganization,
  uploadThroughApi,
  importFiles,
  chooseFiles,
} from './helpers';

const bulk = en.documents.bulk;

/** An owner's organization with these text files, read by the queue; answers its API path. */
async function setUp(page: Page, files: { name: string; text: string }[]) {
  const { organizationPath, api, origin } = await signUpAndOpenOrganization(page, { name: 'Ada Bulk' });
  await uploadThroughApi(page, api, files);
  const createTag = async (name: string) =>
    (
      (await (await page.request.post(`${api}/tags`, { headers: { origin }, data: { name, color: '#2563eb' } })).json()) as {
        tag: { id: string };
      }
    ).tag;
  return { organizationPath, createTag };
}

const rowOf = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) });

test('select three rows (Shift selects the range) and tag them at once', async ({ page }) => {
  const { organizationPath, createTag } = await setUp(
    page,
    ['a.txt', 'b.txt', 'c.txt', 'd.txt'].map((name) => ({ name, text: `${name} ${Date.now()}` })),
  );
  await createTag('Quarterly');
  await page.goto(`${organizationPath}/documents`);

  // Newest first: d, c, b, a. Click d, then Shift+click b: d, c and b.
  await page.getByRole('checkbox', { name: bulk['select-document'].replace('{{name}}', 'd.txt') }).click();
  await page.getByRole('checkbox', { name: bulk['select-document'].replace('{{name}}', 'b.txt') }).click({ modifiers: ['Shift'] });
  const bar = page.getByRole('region', { name: bulk.region });
  await expect(bar).toContainText(bulk.selected_other.replace('{{countLabel}}', '3'));
  await bar.getByRole('button', { name: bulk['add-tag'] }).click();
  await page.getByRole('menuitem', { name: 'Quarterly' }).click();
  await expect(page.getByText(bulk.done['add-tag_other'].replace('{{count}}', '3'))).toBeVisible();
  await expect(bar).toBeHidden();
  for (const name of ['b.txt', 'c.txt', 'd.txt']) await expect(rowOf(page, name).getByRole('link', { name: 'Quarterly' })).toBeVisible();
  await expect(rowOf(page, 'a.txt').getByRole('link', { name: 'Quarterly' })).toHaveCount(0);

  // Space on a focused row toggles it.
  await rowOf(page, 'a.txt')
    .getByRole('link', { name: /a\.txt/ })
    .first()
    .focus();
  await page.keyboard.press('Space');
  await expect(bar).toContainText(bulk.selected_one.replace('{{countLabel}}', '1'));

  // Download a zip of two: the files and metadata.csv.
  await page.getByRole('checkbox', { name: bulk['select-document'].replace('{{name}}', 'b.txt') }).click();
  const downloading = page.waitForEvent('download');
  await bar.getByRole('button', { name: bulk.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^documents-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = zipEntries(new Uint8Array(readFileSync((await download.path())!)));
  // In the order they were selected.
  expect(entries.map(({ name }) => name)).toEqual(['a.txt', 'b.txt', 'metadata.csv']);
  expect(entries[1]!.text()).toMatch(/^b\.txt \d+$/);
  expect(entries[2]!.text()).toContain('b.txt,b.txt,b.txt,');

  // Moving a selection to the trash is undone from its toast.
  await bar.getByRole('button', { name: bulk.trash }).click();
  const trashed = page.getByRole('listitem').filter({ hasText: bulk.done.trash_other.replace('{{count}}', '2') });
  await expect(rowOf(page, 'b.txt')).toHaveCount(0);
  await trashed.getByRole('button', { name: bulk.undo }).click();
  await expect(page.getByText(bulk.done.restore_other.replace('{{count}}', '2'))).toBeVisible();
  for (const name of ['a.txt', 'b.txt']) await expect(rowOf(page, name)).toBeVisible();
});

test('select all matching a search, move them to the trash, restore them from the trash', async ({ page }) => {
  const files = [
    ...Array.from({ length: 17 }, (_, index) => ({ name: `invoice-${index}.txt`, text: `Invoice number ${index}` })),
    { name: 'letter.txt', text: 'Dear neighbour' },
  ];
  const { organizationPath } = await setUp(page, files);
  await page.goto(`${organizationPath}/documents?q=invoice`);
  await expect(page.getByRole('row', { name: /invoice-/ }).first()).toBeVisible();
  // Fifteen a page: the seventeen matches do not fit.
  await page.getByLabel(en.documents.pagination['rows-per-page']).selectOption('15');
  await expect(page.getByRole('row', { name: /invoice-/ })).toHaveCount(15);

  await page.getByRole('checkbox', { name: bulk['select-page'] }).click();
  const bar = page.getByRole('region', { name: bulk.region });
  await bar.getByRole('button', { name: bulk['select-all-matching_other'].replace('{{countLabel}}', '17') }).click();
  await expect(bar).toContainText(bulk['all-selected_other'].replace('{{countLabel}}', '17'));
  // Scrolled down the list, the bar stays whole below the sticky top bar, its actions clickable, on a laptop and on a phone.
  const topBar = page.getByRole('banner');
  for (const viewport of LAYOUT_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const [barBox, topBarBox] = [(await bar.boundingBox())!, (await topBar.boundingBox())!];
    expect(barBox.y).toBeGreaterThanOrEqual(topBarBox.y + topBarBox.height);
    await expectUncovered(bar.getByRole('button', { name: bulk.trash }));
    await expectUncovered(bar.getByRole('button', { name: bulk.clear }));
  }
  await bar.getByRole('button', { name: bulk.trash }).click();
  await expect(page.getByText(bulk.done.trash_other.replace('{{count}}', '17'))).toBeVisible();
  await page.setViewportSize(LAYOUT_VIEWPORTS[0]);

  await page.goto(`${organizationPath}/documents`);
  await expect(page.getByRole('row', { name: /letter\.txt/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /invoice-/ })).toHaveCount(0);

  await page.goto(`${organizationPath}/deleted`);
  await page.getByRole('checkbox', { name: bulk['select-page'] }).click();
  await page.getByRole('region', { name: bulk.region }).getByRole('button', { name: bulk.restore }).click();
  await expect(page.getByText(bulk.done.restore_other.replace('{{count}}', '17'))).toBeVisible();
  await expect(page.getByText(en.documents.trash.empty.title)).toBeVisible();
});

test('an action on more than 100 documents runs in the background: the jobs panel shows it through a reload', async ({ page }) => {
  test.setTimeout(180_000);
  const { organizationPath, createTag } = await setUp(
    page,
    Array.from({ length: 105 }, (_, index) => ({ name: `scan-${index}.txt`, text: `Page ${index} ${Date.now()}` })),
  );
  await createTag('Archive 2024');
  await page.goto(`${organizationPath}/documents`);
  await page.getByRole('checkbox', { name: bulk['select-page'] }).click();
  const bar = page.getByRole('region', { name: bulk.region });
  await bar.getByRole('button', { name: bulk['select-all-matching_other'].replace('{{countLabel}}', '105') }).click();
  await bar.getByRole('button', { name: bulk['add-tag'] }).click();
  await page.getByRole('menuitem', { name: 'Archive 2024' }).click();
  await expect(page.getByText(bulk.started_other.replace('{{count}}', '105'))).toBeVisible();

  const panel = page.getByRole('region', { name: bulk.panel.title });
  await expect(panel).toBeVisible();
  await page.reload();
  // Seen ending before the reload, it comes back folded to its indicator; else open, with the result.
  const indicator = panel.getByRole('button', { name: bulk.panel['folded-ended_one'].replace('{{count}}', '1') });
  const result = panel.getByText(bulk.done['add-tag_other'].replace('{{count}}', '105'));
  await expect(result.or(indicator)).toBeVisible({ timeout: 60_000 });
  if (await indicator.isVisible()) await indicator.click();
  await expect(result).toBeVisible();
  await expect(page.getByRole('row', { name: /scan-104\.txt/ }).getByRole('link', { name: 'Archive 2024' })).toBeVisible();

  // Its end seen, the panel folds to an indicator from the next page on, through reloads, and opens again on a click.
  await page.getByRole('link', { name: en.layout['organization-menu'].tags, exact: true }).first().click();
  await expect(indicator).toBeVisible();
  await expect(panel.getByRole('button', { name: bulk.panel.dismiss })).toBeHidden();
  for (const viewport of LAYOUT_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.reload();
    await expect(indicator).toBeVisible();
    expect((await panel.boundingBox())!.height).toBeLessThan(48);
    // With the upload panel open, neither covers the other.
    await importFiles(page, {
      name: `late-${viewport.width}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from(`late on a screen ${viewport.width} px wide`),
    });
    const uploads = page.getByRole('region', { name: en.uploads.panel.title.success.replace('{{count}}', '1') });
    await expect(uploads).toBeVisible();
    await indicator.click();
    await expect(panel.getByRole('button', { name: bulk.panel.dismiss })).toBeVisible();
    expect(boxesIntersect((await panel.boundingBox())!, (await uploads.boundingBox())!)).toBe(false);
    await expectUncovered(panel.getByRole('button', { name: bulk.panel.dismiss }));
    await expectUncovered(uploads.getByRole('button', { name: en.uploads.panel.close }));
    await uploads.getByRole('button', { name: en.uploads.panel.close }).click();
  }
  await page.setViewportSize(LAYOUT_VIEWPORTS[0]);
  await panel.getByRole('button', { name: bulk.panel.dismiss }).click();
  await expect(panel).toBeHidden();
  await page.goto(`${organizationPath}/documents`);
  await expect(page.getByRole('row', { name: /scan-/ }).first()).toBeVisible();
  await expect(panel).toBeHidden();
});

test('sort the list by name both ways, kept in the URL through a reload', async ({ page }) => {
  const { organizationPath } = await setUp(
    page,
    ['beta.txt', 'Alpha.txt', 'gamma.txt'].map((name) => ({ name, text: `${name} ${Date.now()}` })),
  );
  await page.goto(`${organizationPath}/documents`);
  const firstName = async () => ((await page.locator('tbody tr').first().textContent()) ?? '').match(/\w+\.txt/)?.[0];
  await expect.poll(firstName).toBe('gamma.txt');

  await page.getByLabel(en.documents.sort.label).selectOption(en.documents.sort.choices['name-asc']);
  await expect(page).toHaveURL(/[?&]sort=name-asc/);
  await expect.poll(firstName).toBe('Alpha.txt');
  await page.getByLabel(en.documents.sort.label).selectOption(en.documents.sort.choices['name-desc']);
  await expect.poll(firstName).toBe('gamma.txt');
  await page.reload();
  await expect(page.getByLabel(en.documents.sort.label)).toHaveValue('name-desc');
  await expect.poll(firstName).toBe('gamma.txt');
  await page.getByLabel(en.documents.sort.label).selectOption(en.documents.sort.choices['createdAt-desc']);
  await expect(page).not.toHaveURL(/sort=/);
});

test('import a folder: every file below it, hidden ones left out; a failed file is retried from the panel', async ({ page }) => {
  const { organizationPath } = await setUp(page, []);
  // In the test's output folder, which Playwright empties before each run.
  const folder = test.info().outputPath('scans');
  mkdirSync(path.join(folder, '2024'), { recursive: true });
  mkdirSync(path.join(folder, '.cache'));
  for (const [name, text] of [
    ['a.txt', 'first'],
    ['2024/b.txt', 'second'],
    ['2024/c.txt', 'third'],
    ['.DS_Store', 'hidden'],
    ['.cache/d.txt', 'hidden'],
    ['empty.txt', ''],
  ] as const)
    writeFileSync(path.join(folder, name), text);
  const uploads: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/documents') && uploads.push(request.url()));

  await chooseFiles(page, () => page.getByRole('button', { name: en.uploads['import-folder'] }).click(), folder);
  await expect(page.getByText(en.uploads.panel.title.error.replace('{{count}}', '1').replace('{{total}}', '4'))).toBeVisible({
    timeout: 30_000,
  });
  expect(uploads).toHaveLength(4);

  await page.getByRole('button', { name: en.uploads.item['retry-label'].replace('{{name}}', 'empty.txt') }).click();
  await expect.poll(() => uploads.length).toBe(5);
  await expect(page.getByRole('button', { name: en.uploads.item['retry-label'].replace('{{name}}', 'empty.txt') })).toBeVisible();

  await page.goto(`${organizationPath}/documents`);
  for (const name of ['a.txt', 'b.txt', 'c.txt']) await expect(rowOf(page, name)).toBeVisible();
  await expect(rowOf(page, 'd.txt')).toHaveCount(0);
});

test('filter by several tags with the filter control, all or any of them; a tag chip adds to the filter', async ({ page }) => {
  const { organizationPath, createTag } = await setUp(
    page,
    ['paid.txt', 'urgent.txt', 'plain.txt'].map((name) => ({ name, text: `${name} ${Date.now()}` })),
  );
  const [paid, urgent] = [await createTag('Paid'), await createTag('Urgent')];
  const api = `/api${organizationPath}`;
  const origin = new URL(page.url()).origin;
  const { documents } = (await (await page.request.get(`${api}/documents`)).json()) as { documents: { id: string; name: string }[] };
  const idOf = (name: string) => documents.find((document) => document.name === name)!.id;
  await page.request.post(`${api}/documents/${idOf('paid.txt')}/tags`, { headers: { origin }, data: { tagId: paid.id } });
  await page.request.post(`${api}/documents/${idOf('urgent.txt')}/tags`, { headers: { origin }, data: { tagId: urgent.id } });

  await page.goto(`${organizationPath}/documents`);
  const filters = en.documents.list.filters;
  await page.getByRole('button', { name: filters.add }).click();
  await page.getByRole('menuitem', { name: 'Paid' }).click();
  await expect(rowOf(page, 'paid.txt')).toBeVisible();
  await expect(rowOf(page, 'urgent.txt')).toHaveCount(0);
  await page.getByRole('button', { name: filters.add }).click();
  await page.getByRole('menuitem', { name: 'Urgent' }).click();
  await expect(page.getByText(en.documents.list['no-results'].title)).toBeVisible();
  await page.getByLabel(filters.match.label).selectOption(filters.match.any);
  await expect(page).toHaveURL(/[?&]match=any/);
  await expect(rowOf(page, 'paid.txt')).toBeVisible();
  await expect(rowOf(page, 'urgent.txt')).toBeVisible();
  await expect(rowOf(page, 'plain.txt')).toHaveCount(0);

  await page.getByRole('button', { name: filters.clear }).click();
  await expect(rowOf(page, 'plain.txt')).toBeVisible();
  await rowOf(page, 'paid.txt').getByRole('link', { name: 'Paid', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`tags=${paid.id}$`));
  await expect(rowOf(page, 'plain.txt')).toHaveCount(0);
});

test('the grid view: cards with the first page’s thumbnail or a text’s first lines, selection there too, the choice remembered', async ({
  page,
}) => {
  const { organizationPath } = await setUp(page, [{ name: 'notes.txt', text: `Shopping list\nnotes ${Date.now()}` }]);
  const origin = new URL(page.url()).origin;
  const scan = readFileSync(fileURLToPath(new URL('../fixtures/ocr/small-scan.png', import.meta.url)));
  expect(
    (
      await page.request.post(`/api${organizationPath}/documents`, {
        headers: { origin },
        multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: scan } },
      })
    ).status(),
  ).toBe(201);
  await page.goto(`${organizationPath}/documents`);
  await page.getByRole('button', { name: en.documents.view.grid }).click();
  const grid = page.getByRole('list', { name: en.documents.grid.label });
  const card = (name: string) => grid.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  // Its thumbnail arrives once the scan is read: the list refreshes while it is.
  await expect(card('receipt.png').locator('img')).toBeVisible({ timeout: 60_000 });
  await expect(card('notes.txt').locator('img')).toHaveCount(0);
  // A text without a thumbnail shows its first lines instead of the type's icon.
  await expect(card('notes.txt')).toContainText(/Shopping list\s*notes \d+/);

  await page.reload();
  await expect(page.getByRole('button', { name: en.documents.view.grid })).toHaveAttribute('aria-pressed', 'true');
  await card('notes.txt').getByRole('checkbox').click();
  await expect(page.getByRole('region', { name: bulk.region })).toContainText(bulk.selected_one.replace('{{countLabel}}', '1'));
  await page.getByRole('checkbox', { name: bulk['select-page'] }).click();
  await expect(page.getByRole('region', { name: bulk.region })).toContainText(bulk.selected_other.replace('{{countLabel}}', '2'));
  await page.getByRole('button', { name: en.documents.view.table }).click();
  await expect(page.getByRole('table')).toBeVisible();
});

test('the documents table is one tab stop: arrows move between rows and along a row, Tab leaves it', async ({ page }) => {
  const { organizationPath } = await setUp(
    page,
    ['a.txt', 'b.txt', 'c.txt'].map((name) => ({ name, text: `${name} ${Date.now()}` })),
  );
  await page.goto(`${organizationPath}/documents`);
  // Newest first: c, b, a.
  const checkboxOf = (name: string) => rowOf(page, name).getByRole('checkbox');
  await page.getByRole('checkbox', { name: bulk['select-page'] }).focus();
  await page.keyboard.press('Tab');
  await expect(checkboxOf('c.txt')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(checkboxOf('b.txt')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(rowOf(page, 'b.txt').getByRole('link').first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(
    rowOf(page, 'b.txt').getByRole('button', { name: en.documents.table['actions-for'].replace('{{name}}', 'b.txt') }),
  ).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(
    rowOf(page, 'a.txt').getByRole('button', { name: en.documents.table['actions-for'].replace('{{name}}', 'a.txt') }),
  ).toBeFocused();
  await page.keyboard.press('Control+Home');
  await expect(checkboxOf('c.txt')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  // Space still selects the row; Tab leaves the table, Shift+Tab comes back where it was.
  await page.keyboard.press('Space');
  await expect(checkboxOf('b.txt')).toBeChecked();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('tbody') === null)).toBe(true);
  await page.keyboard.press('Shift+Tab');
  await expect(checkboxOf('b.txt')).toBeFocused();
});
