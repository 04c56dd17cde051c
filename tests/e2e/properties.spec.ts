import { expect } from '@playwright/test';
import { en, signUpWithDocuments, test } from './helpers';

test('a property is defined, set on two documents, shown as a column and searched', async ({ page }) => {
  const organizationPath = await signUpWithDocuments(page, {
    name: 'Ada Properties',
    files: [
      { name: 'cheap.txt', text: 'A small invoice' },
      { name: 'dear.txt', text: 'A large invoice' },
    ],
  });
  await page.getByRole('link', { name: en.layout['organization-menu'].properties }).click();
  await expect(page.getByText(en.properties.empty.title)).toBeVisible();
  await page.getByRole('button', { name: en.properties.add }).click();
  const dialog = page.getByRole('dialog', { name: en.properties.form['create-title'] });
  await dialog.getByLabel(en.properties.form.name.label).fill('Amount');
  await dialog.getByLabel(en.properties.form.type.label).selectOption({ label: en.properties.types.number });
  await dialog.getByLabel(en.properties.form.unit.label).fill('EUR');
  await dialog.getByRole('button', { name: en.properties.form.create }).click();
  await expect(page.getByText(en.properties.form.created.replace('{{name}}', 'Amount'))).toBeVisible();
  await expect(page.getByRole('list', { name: en.properties.title })).toContainText('Amount');

  for (const [name, amount, saved] of [['cheap.txt', '50', '50'], ['dear.txt', '1200,50', '1200.5']] as const) {
    await page.goto(`${organizationPath}/documents`);
    await page.getByRole('link', { name: new RegExp(name.replace('.', '\\.')) }).click();
    const field = page.getByLabel('Amount (EUR)');
    await field.fill(amount);
    await field.press('Enter');
    await expect(field).toHaveValue(saved);
  }

  await page.goto(`${organizationPath}/documents`);
  await page.getByRole('button', { name: en.documents.columns.label }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Amount' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Amount (EUR)' })).toBeVisible();
  await expect(page.getByRole('row', { name: /dear\.txt/ })).toContainText('1200.5 EUR');

  await page.goto(`${organizationPath}/documents?q=${encodeURIComponent('amount:>100')}`);
  await expect(page.getByRole('link', { name: /dear\.txt/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /cheap\.txt/ })).toBeHidden();
  await page.goto(`${organizationPath}/documents?q=${encodeURIComponent('amount:lots')}`);
  await expect(page.getByRole('alert').filter({ hasText: en.search.documents['invalid-query'] })).toContainText('“Amount:lots” is not a number');
});
