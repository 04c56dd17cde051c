import { expect, type Page } from '@playwright/test';
import { en, test, uniqueEmail, signUpAndOpenOrganization, importFiles, textFiles } from './helpers';

async function signUpWithOrganization(page: Page) {
  await signUpAndOpenOrganization(page, { name: 'Rosalind Franklin', email: uniqueEmail('rosalind'), password: 'correct horse battery' });
}

const nav = (page: Page) => page.getByRole('navigation', { name: en.layout.navigation });

async function importTextFiles(page: Page, files: { name: string; text: string }[]) {
  await importFiles(page, textFiles(files), { imported: files.length });
  await page.getByRole('button', { name: en.uploads.panel.close }).click();
}

async function createTag(page: Page, name: string, pickColor: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await nav(page).getByRole('link', { name: en.layout['organization-menu'].tags, exact: true }).click();
  await page.getByRole('button', { name: en.tags.page.create }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(en.tags.form.name.label).fill(name);
  await pickColor(dialog);
  await dialog.getByRole('button', { name: en.tags.form.create }).click();
  await expect(page.getByText(en.tags.create.success.replace('{{name}}', name))).toBeVisible();
}

test('tags: preset and typed colours, tag a document, filter the list by several tags', async ({ page }) => {
  await signUpWithOrganization(page);
  await importTextFiles(page, [
    { name: 'electricity-bill.txt', text: 'Electricity bill for March' },
    { name: 'holiday-photos.txt', text: 'List of holiday photos' },
  ]);

  await createTag(page, 'Bills', async (dialog) => {
    await dialog.getByRole('radio', { name: /Sky blue/ }).click();
  });
  await createTag(page, 'Urgent', async (dialog) => {
    const hex = dialog.getByLabel(en.tags['color-picker'].hex);
    await hex.fill('#zzzzzz'); // ignored: the last valid colour stays
    await hex.fill('#FF0044');
  });
  const table = page.getByRole('main').getByRole('table');
  await expect(table.getByRole('row', { name: /Bills/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Urgent/ })).toBeVisible();

  // Tag the electricity bill with both tags from its detail page.
  await nav(page).getByRole('link', { name: en.layout['organization-menu'].documents, exact: true }).click();
  await page.getByRole('link', { name: /electricity-bill\.txt/ }).click();
  for (const tagName of ['Bills', 'Urgent']) {
    await page.getByRole('button', { name: en.tags['document-editor'].add }).click();
    await page.getByRole('option', { name: new RegExp(tagName) }).click();
    await expect(page.getByText(en.tags['document-editor'].added.replace('{{name}}', tagName))).toBeAttached();
  }

  // The tags page counts it, and its count links to the filtered list.
  await nav(page).getByRole('link', { name: en.layout['organization-menu'].tags, exact: true }).click();
  await table.getByRole('row', { name: /Bills/ }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/documents\?tags=tag_/);
  await expect(page.getByRole('link', { name: /electricity-bill\.txt/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /holiday-photos\.txt/ })).toBeHidden();

  // Filtering by both tags at once still finds it; removing the filter shows everything again.
  const organizationPath = new URL(page.url()).pathname.replace(/\/documents$/, '');
  const { tags } = (await (await page.request.get(`/api${organizationPath}/tags`)).json()) as { tags: { id: string; name: string }[] };
  await page.goto(`${organizationPath}/documents?tags=${tags.map((tag) => tag.id).join(',')}`);
  await expect(page.getByRole('link', { name: /electricity-bill\.txt/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /holiday-photos\.txt/ })).toBeHidden();
  await page.getByRole('button', { name: en.documents.list.filters.clear }).click();
  await expect(page.getByRole('link', { name: /holiday-photos\.txt/ })).toBeVisible();
});

test('tagging rules: a rule created in the UI tags a matching upload once its text is extracted', async ({ page }) => {
  await signUpWithOrganization(page);
  await createTag(page, 'Contracts', async (dialog) => {
    await dialog.getByRole('radio', { name: /Coral/ }).click();
  });

  await nav(page).getByRole('link', { name: en.layout['organization-menu']['tagging-rules'], exact: true }).click();
  await page.getByRole('link', { name: en['tagging-rules'].list.create }).first().click();
  await page.getByLabel(en['tagging-rules'].form.name.label).fill('Contracts');
  await page.getByLabel(en['tagging-rules'].form.conditions.field.label.replace('{{position}}', '1')).selectOption('content');
  await page.getByLabel(en['tagging-rules'].form.conditions.operator.label.replace('{{position}}', '1')).selectOption('contains');
  await page.getByLabel(en['tagging-rules'].form.conditions.value.label.replace('{{position}}', '1')).fill('hereby agree');
  await page.getByRole('button', { name: en['tagging-rules'].form.tags.label, exact: true }).click();
  await page.getByRole('option', { name: /Contracts/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: en['tagging-rules'].create.submit }).click();
  await expect(page.getByText(en['tagging-rules'].create.success)).toBeVisible();

  await importTextFiles(page, [
    { name: 'lease.txt', text: 'The parties hereby agree to the following terms.' },
    { name: 'postcard.txt', text: 'Greetings from the seaside.' },
  ]);
  await nav(page).getByRole('link', { name: en.layout['organization-menu'].documents, exact: true }).click();
  // The address changes once the page has loaded; reloading before would reload the rules page.
  await expect(page).toHaveURL(/\/documents$/);
  // Extraction runs in the queue; the rule tags the lease right after it.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row', { name: /lease\.txt/ }).getByRole('link', { name: 'Contracts' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: /postcard\.txt/ }).getByRole('link', { name: 'Contracts' })).toBeHidden();
});
