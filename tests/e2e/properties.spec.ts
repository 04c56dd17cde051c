import { expect } from '@playwright/test';
import { en, signUpWithDocuments, test, uniqueEmail, signUpAndOpenOrganization } from './helpers';

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

  for (const [name, amount, saved] of [
    ['cheap.txt', '50', '50'],
    ['dear.txt', '1200,50', '1200.5'],
  ] as const) {
    await page.goto(`${organizationPath}/documents`);
    await page.getByRole('link', { name: new RegExp(name.replace('.', '\\.')) }).click();
    const field = page.getByLabel('Amount (EUR)');
    await field.fill(amount);
    await field.press('Enter');
    await expect(field).toHaveValue(saved);
    await expect(page.getByText(en.properties.value.saved.replace('{{name}}', 'Amount')).first()).toBeVisible();
  }
  // What was saved is told, and the activity names the property.
  await page.getByRole('tab', { name: en.documents.tabs.activity }).click();
  await expect(page.getByText(en.documents.activity.events['property-updated'].replace('{{property}}', 'Amount'))).toBeVisible();

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
  await expect(page.getByRole('alert').filter({ hasText: en.search.documents['invalid-query'] })).toContainText(
    '“Amount:lots” is not a number',
  );
});

test('the new-property dialog: says what creating means, a choice starts with an option, each option in its own colour', async ({
  page,
}) => {
  await signUpAndOpenOrganization(page, { name: 'Ada Choices', email: uniqueEmail('choices'), password: 'correct horse battery' });
  await page.getByRole('link', { name: en.layout['organization-menu'].properties }).click();
  await page.getByRole('button', { name: en.properties.add }).click();
  const form = en.properties.form;
  const dialog = page.getByRole('dialog', { name: form['create-title'] });
  await expect(dialog).toContainText(form['create-description']);
  await expect(dialog).not.toContainText(form['description-text']);

  await dialog.getByLabel(form.name.label).fill('Status');
  await dialog.getByLabel(form.type.label).selectOption({ label: en.properties.types.select });
  // One dialog at a time: the new property's, then the same property's edit.
  const openDialog = page.getByRole('dialog');
  const optionName = (position: number) =>
    openDialog.getByLabel(form.options.name.replace('{{position}}', String(position)), { exact: true });
  const optionColor = (position: number) => openDialog.getByLabel(form.options.color.replace('{{position}}', String(position)));
  await expect(optionName(1)).toBeVisible();
  await optionName(1).fill('To pay');
  for (const [position, name] of [
    [2, 'Paid'],
    [3, 'Disputed'],
  ] as const) {
    await dialog.getByRole('button', { name: form.options.add }).click();
    await optionName(position).fill(name);
  }
  const colors = await Promise.all([1, 2, 3].map((position) => optionColor(position).inputValue()));
  expect(new Set(colors).size).toBe(3);
  await dialog.getByRole('button', { name: form.create }).click();
  await expect(page.getByText(form.created.replace('{{name}}', 'Status'))).toBeVisible();

  await page.getByRole('button', { name: `${en.properties.edit} Status` }).click();
  const editDialog = page.getByRole('dialog', { name: form['edit-title'] });
  await expect(editDialog).toContainText(form['description-text']);
  const savedColors = await Promise.all([1, 2, 3].map((position) => optionColor(position).inputValue()));
  expect(savedColors).toEqual(colors);
});

test('a tagging rule sets a property on matching documents, and a selection gets a value in bulk', async ({ page }) => {
  const organizationPath = await signUpWithDocuments(page, {
    name: 'Ada Rules',
    files: [
      { name: 'bill-power.txt', text: 'Electricity bill' },
      { name: 'bill-water.txt', text: 'Water bill' },
      { name: 'letter.txt', text: 'A letter' },
    ],
  });
  const origin = new URL(page.url()).origin;
  const created = await page.request.post(`/api${organizationPath}/properties`, {
    headers: { origin },
    data: {
      name: 'Status',
      type: 'select',
      options: [
        { name: 'To pay', color: '#dc2626' },
        { name: 'Paid', color: '#16a34a' },
      ],
    },
  });
  expect(created.ok()).toBe(true);
  const rules = en['tagging-rules'];

  await page.goto(`${organizationPath}/tagging-rules/create`);
  await page.getByLabel(rules.form.name.label).fill('Bills');
  await page.getByLabel(rules.form.conditions.value.label.replace('{{position}}', '1')).fill('bill-');
  await page.getByRole('button', { name: rules.create.submit }).click();
  await expect(page.getByText(rules.form.tags['or-property-required'])).toBeVisible();
  await page.getByLabel(rules.form.properties.add).selectOption({ label: 'Status' });
  await page.getByRole('button', { name: rules.create.submit }).click();
  await expect(page.getByText(rules.form.properties['value-required'])).toBeVisible();
  await page.getByLabel(rules.form.properties['value-of'].replace('{{name}}', 'Status')).selectOption({ label: 'To pay' });
  await page.getByRole('button', { name: rules.create.submit }).click();
  await page.getByRole('button', { name: rules.create['apply-now'] }).click();
  await expect(page.getByRole('main')).toContainText(`${rules.card['sets-properties']} Status: To pay`);

  const statusOf = async (name: string) => {
    await page.goto(`${organizationPath}/documents`);
    await page.getByRole('link', { name: new RegExp(name.replace('.', '\\.')) }).click();
    return page.getByLabel('Status', { exact: true });
  };
  await expect(async () => expect(await statusOf('bill-water.txt')).toHaveValue(/^opt_/, { timeout: 1000 })).toPass();
  await expect(await statusOf('letter.txt')).toHaveValue('');

  await page.goto(`${organizationPath}/documents`);
  const bulk = en.documents.bulk;
  for (const name of ['letter.txt', 'bill-water.txt'])
    await page.getByRole('checkbox', { name: bulk['select-document'].replace('{{name}}', name) }).click();
  await page.getByRole('button', { name: bulk['set-property'] }).click();
  const dialog = page.getByRole('dialog', { name: bulk['set-property-dialog'].title });
  await dialog.getByLabel(bulk['set-property-dialog']['value-of'].replace('{{name}}', 'Status')).selectOption({ label: 'Paid' });
  await dialog.getByRole('button', { name: bulk['set-property-dialog'].apply }).click();
  await expect(page.getByText(bulk.done['set-property_other'].replace('{{count}}', '2'))).toBeVisible();
  const status = await statusOf('letter.txt');
  await expect(status.locator('option:checked')).toHaveText('Paid');
});
