import { expect, type Page } from '@playwright/test';
import { en, LAYOUT_VIEWPORTS, signUpWithDocuments, test, uniqueEmail, signUpAndOpenOrganization, importFiles, textFiles } from './helpers';

async function signUpWithOrganization(page: Page) {
  await signUpAndOpenOrganization(page, { name: 'Grace Hopper', email: uniqueEmail('grace'), password: 'correct horse battery' });
}

const uploadPanel = (page: Page) =>
  page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .last();

test('upload through the picker with progress, read the extracted text, edit, rename, delete, restore from the trash', async ({ page }) => {
  await signUpWithOrganization(page);

  // Slow the upload down so the progress bar is seen moving before success.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
  const filler = 'the keeper lit the lamp at dusk '.repeat(34_000);
  await importFiles(page, {
    name: 'lighthouse-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(`Quarterly notes about the lighthouse keeper\n${filler}`),
  });

  const progress = page.getByRole('progressbar', { name: /lighthouse-notes\.txt/ });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(page.getByText(en.uploads.panel.title.success.replace('{{count}}', '1'))).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  // The success row links to the document; the queue extracts its text within a few seconds.
  await uploadPanel(page)
    .getByRole('link', { name: /lighthouse-notes\.txt/ })
    .click();
  await expect(page).toHaveURL(/\/documents\/doc_[a-z0-9]+/);
  await page.getByRole('tab', { name: en.documents.tabs.content }).click();
  const content = page.getByLabel(en.documents.content.label);
  await expect(content).toHaveValue(/^Quarterly notes about the lighthouse keeper/, { timeout: 20_000 });

  // Edit the content and save it.
  await page.getByRole('button', { name: en.documents.content.edit }).click();
  await content.fill('Corrected text by hand');
  await page.getByRole('button', { name: en.documents.content.save }).click();
  await expect(page.getByText(en.documents.content['save-success'])).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(en.documents.content.label)).toHaveValue('Corrected text by hand');

  // Rename: the extension is kept.
  await page.getByRole('button', { name: /lighthouse-notes\.txt/ }).click();
  await page.getByLabel(en.documents.rename.name.label).fill('Keeper minutes');
  await page.getByRole('button', { name: en.documents.rename.submit }).click();
  await expect(page.getByText(en.documents.rename.success)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Keeper minutes.txt');

  // Delete with the spec's confirmation, then find it in the trash and restore it.
  await page.getByRole('button', { name: en.documents.actions.delete }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(en.documents.delete.confirm.message.replace('{{name}}', 'Keeper minutes.txt'))).toBeVisible();
  await dialog.getByRole('button', { name: en.documents.delete.confirm.confirm }).click();
  await expect(page.getByText(en.documents.delete.success)).toBeVisible();

  await page
    .getByRole('navigation', { name: en.layout.navigation })
    .getByRole('link', { name: en.layout['organization-menu'].deleted })
    .click();
  await expect(page.getByRole('heading', { name: en.documents.trash.title })).toBeVisible();
  await page.getByRole('button', { name: en.documents.trash['restore-label'].replace('{{name}}', 'Keeper minutes.txt') }).click();
  await expect(page.getByText(en.documents.restore.success)).toBeVisible();
  await expect(page.getByText(en.documents.trash.empty.title)).toBeVisible();

  await page
    .getByRole('navigation', { name: en.layout.navigation })
    .getByRole('link', { name: en.layout['organization-menu'].documents, exact: true })
    .click();
  await expect(page.getByRole('link', { name: /Keeper minutes\.txt/ })).toBeVisible();
});

test('drop files anywhere on the page to upload them', async ({ page }) => {
  await signUpWithOrganization(page);
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['Dropped invoice for the harbour'], 'dropped-invoice.txt', { type: 'text/plain' }));
    return transfer;
  });
  // The overlay listens once the organization has loaded (the import button shows it has).
  await expect(page.getByRole('button', { name: en.uploads['import-button'].label, exact: true })).toBeVisible();
  await expect(async () => {
    await page.dispatchEvent('main', 'dragenter', { dataTransfer });
    await expect(page.getByText(en.uploads['drop-overlay'].title)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.dispatchEvent('main', 'dragover', { dataTransfer });
  await page.dispatchEvent('main', 'drop', { dataTransfer });
  await expect(page.getByText(en.uploads['drop-overlay'].title)).toBeHidden();
  await expect(uploadPanel(page).getByRole('link', { name: /dropped-invoice\.txt/ })).toBeVisible();
});

test('a file already in the archive is told apart from failures, with a link to the document and no Retry', async ({ page }) => {
  await signUpWithOrganization(page);
  await importFiles(page, textFiles([{ name: 'lease.txt', text: 'The lease of the flat' }]), { imported: 1 });
  await page.getByRole('button', { name: en.uploads.panel.close }).click();

  await importFiles(
    page,
    textFiles([
      { name: 'lease copy.txt', text: 'The lease of the flat' },
      { name: 'deposit.txt', text: 'The deposit receipt' },
    ]),
  );
  const panel = uploadPanel(page);
  const title = `${en.uploads.panel.title.success.replace('{{count}}', '1')} · ${en.uploads.panel.title.duplicates.replace('{{count}}', '1')}`;
  await expect(panel.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
  const row = panel.getByRole('listitem').filter({ hasText: 'lease copy.txt' });
  await expect(row).toContainText(en.uploads.item.duplicate);
  await expect(row.getByRole('button')).toHaveCount(0);
  await row.getByRole('link', { name: en.uploads.item['open-existing'] }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('lease.txt');
});

test('paginates a list of more than 15 documents', async ({ page }) => {
  await signUpWithOrganization(page);
  const files = Array.from({ length: 17 }, (_, index) => ({
    name: `page-test-${String(index).padStart(2, '0')}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(`document number ${index}`),
  }));
  await importFiles(page, files, { imported: 17 });
  // The panel sits over the bottom-right corner, where the pager is: close it, as a user would.
  await page.getByRole('button', { name: en.uploads.panel.close }).click();

  await page
    .getByRole('navigation', { name: en.layout.navigation })
    .getByRole('link', { name: en.layout['organization-menu'].documents, exact: true })
    .click();
  await page.getByLabel(en.documents.pagination['rows-per-page']).selectOption('15');
  const pageLabel = (page_: number, count: number) =>
    en.documents.pagination.page.replace('{{page}}', String(page_)).replace('{{pageCount}}', String(count));
  await expect(page.getByText(pageLabel(1, 2))).toBeVisible();
  const rows = page.getByRole('main').getByRole('row');
  await expect(rows).toHaveCount(16); // header + 15
  await page.getByRole('button', { name: en.documents.pagination.next }).click();
  await expect(page.getByText(pageLabel(2, 2))).toBeVisible();
  await expect(rows).toHaveCount(3);
  await page.getByRole('button', { name: en.documents.pagination.first }).click();
  await expect(page.getByText(pageLabel(1, 2))).toBeVisible();
});

test('the document page gives the name the width at 1440 × 900: the actions on a row of their own, the tags in a row', async ({ page }) => {
  const organizationPath = await signUpWithDocuments(page, {
    name: 'Ada Header',
    files: [{ name: 'quarterly-tax.txt', text: 'Quarterly tax return' }],
  });
  const api = `/api${organizationPath}`;
  const origin = new URL(page.url()).origin;
  const { documents } = (await (await page.request.get(`${api}/documents`)).json()) as { documents: { id: string }[] };
  for (const name of ['Taxes', 'Household', 'Important']) {
    const { tag } = (await (await page.request.post(`${api}/tags`, { headers: { origin }, data: { name, color: '#2563eb' } })).json()) as {
      tag: { id: string };
    };
    const attached = await page.request.post(`${api}/documents/${documents[0]!.id}/tags`, { headers: { origin }, data: { tagId: tag.id } });
    expect(attached.ok()).toBe(true);
  }
  await page.setViewportSize(LAYOUT_VIEWPORTS[0]);
  await page.goto(`${organizationPath}/documents/${documents[0]!.id}`);

  const heading = page.getByRole('heading', { level: 1, name: 'quarterly-tax.txt' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: en.documents.detail.name.expand })).toHaveCount(0);
  const headingBox = (await heading.boundingBox())!;
  const fontSize = await heading.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  expect(headingBox.height).toBeLessThan(fontSize * 2); // one line
  const tags = page.getByRole('list', { name: en.tags['document-editor'].label }).getByRole('listitem');
  await expect(tags).toHaveCount(4); // the three, and the add button
  const tagTops = await Promise.all((await tags.all()).map(async (tag) => Math.round((await tag.boundingBox())!.y)));
  expect(new Set(tagTops).size).toBe(1);
  // The actions sit below the name, not beside it.
  const download = (await page.getByRole('link', { name: en.documents.detail.download }).boundingBox())!;
  expect(download.y).toBeGreaterThanOrEqual(headingBox.y + headingBox.height);
});
