import { expect } from '@playwright/test';
import { en, signUpWithDocuments, test } from './helpers';

test('a document’s date is found after upload, edited on its page, shown in the list and searched with date:', async ({ page }) => {
  const organizationPath = await signUpWithDocuments(page, {
    name: 'Ada Dates',
    files: [
      { name: 'northwind.txt', text: 'Northwind Office Supplies\nInvoice date: 12 March 2025\nDue date: 11 April 2025\nTotal 617.40 GBP' },
    ],
  });
  expect(
    ((await (await page.request.get(`/api${organizationPath}/documents`)).json()) as { documents: { documentDate: string | null }[] })
      .documents[0]?.documentDate,
  ).toBe('2025-03-12');

  await page.goto(`${organizationPath}/documents`);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: en.documents.table['document-date'] })).toBeVisible();
  await expect(table.getByRole('row', { name: /northwind\.txt/ })).toContainText('Mar 12, 2025');

  await table.getByRole('link', { name: /northwind\.txt/ }).click();
  const dateField = page.getByLabel(en.documents.date.label, { exact: true });
  await expect(dateField).toHaveValue('2025-03-12');
  await dateField.fill('2025-03-01');
  await dateField.press('Enter');
  await expect(page.getByText(en.documents.date.saved.replace('{{date}}', 'Mar 1, 2025'))).toBeVisible();

  await page.goto(`${organizationPath}/documents?q=${encodeURIComponent('date:2025-03')}`);
  await expect(page.getByRole('link', { name: /northwind\.txt/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /northwind\.txt/ })).toContainText('Mar 1, 2025');
  await page.goto(`${organizationPath}/documents?q=${encodeURIComponent('date:2024')}`);
  await expect(page.getByRole('link', { name: /northwind\.txt/ })).toBeHidden();

  // A malformed filter says what is wrong, with no Retry that could not help.
  await page.goto(`${organizationPath}/documents?q=${encodeURIComponent('date:2025-13')}`);
  const alert = page.getByRole('alert').filter({ hasText: en.search.documents['invalid-query'] });
  await expect(alert).toContainText('“date:2025-13” is not a date: write it like date:>2024-01-31');
  await expect(alert.getByRole('button', { name: en.common.retry })).toHaveCount(0);

  // Cleared from the document's page: the list says so.
  await page.goto(`${organizationPath}/documents`);
  await page.getByRole('link', { name: /northwind\.txt/ }).click();
  await page.getByRole('button', { name: en.documents.date.clear }).click();
  await expect(page.getByText(en.documents.date.cleared)).toBeVisible();
  await expect(page.getByLabel(en.documents.date.label, { exact: true })).toHaveValue('');
});

test('leaving the content editor with unsaved text asks first', async ({ page }) => {
  const organizationPath = await signUpWithDocuments(page, { name: 'Ada Drafts', files: [{ name: 'draft.txt', text: 'First words' }] });
  await page.goto(`${organizationPath}/documents`);
  await page
    .getByRole('link', { name: /draft\.txt/ })
    .first()
    .click();
  await page.getByRole('tab', { name: en.documents.tabs.content }).click();
  await page.getByRole('button', { name: en.documents.content.edit }).click();
  await page.getByLabel(en.documents.content.label).fill('Words not saved yet');

  await page.getByRole('tab', { name: en.documents.tabs.info }).click();
  const dialog = page.getByRole('alertdialog', { name: en.common['unsaved-changes'].title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: en.common['unsaved-changes'].cancel }).click();
  await expect(page.getByLabel(en.documents.content.label)).toHaveValue('Words not saved yet');

  await page.getByRole('link', { name: en.layout['organization-menu'].documents, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.common['unsaved-changes'].confirm }).click();
  await expect(page).toHaveURL(/\/documents$/);
});
