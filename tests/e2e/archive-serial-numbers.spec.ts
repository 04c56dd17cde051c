import { expect } from '@playwright/test';
import { en, expectUncovered, signUpWithOrganization, test, uploadThroughApi } from './helpers';

const asn = en.documents['archive-serial-number'];

test('an archive serial number is set with “Use next”, refused when another document has it, listed, sorted and found with asn:', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const { origin, organizationPath, api } = await signUpWithOrganization(page, { name: 'Ada Numbers' });
  const [leaseId, insuranceId] = await uploadThroughApi(page, api, [
    { name: 'lease.txt', text: 'Lease of the flat on Elm Street' },
    { name: 'insurance.txt', text: 'Home insurance policy' },
  ]);
  const numbered = await page.request.patch(`${api}/documents/${insuranceId}`, { headers: { origin }, data: { archiveSerialNumber: 41 } });
  expect(numbered.status()).toBe(200);

  await page.goto(`${organizationPath}/documents/${leaseId}`);
  await expect(page.getByText(asn.none)).toBeVisible();
  await page.getByRole('button', { name: asn.set, exact: true }).click();
  const field = page.getByRole('textbox', { name: asn.label });
  await expect(field).toBeFocused();
  await page.getByRole('button', { name: asn['use-next'].replace('{{number}}', '42') }).click();
  await expect(field).toHaveValue('42');
  await page.getByRole('button', { name: asn.save, exact: true }).click();
  await expect(page.getByText(asn.saved.replace('{{number}}', '42'))).toBeVisible();
  await expect(page.getByRole('button', { name: asn.change, exact: true })).toBeFocused();

  // A number another document has: named and linked, and the form stays open.
  await page.getByRole('button', { name: asn.change, exact: true }).click();
  await field.fill('41');
  await field.press('Enter');
  const alert = page.getByRole('alert').filter({ hasText: 'Number 41 already belongs to insurance.txt.' });
  await expect(alert.getByRole('link', { name: 'insurance.txt' })).toHaveAttribute('href', `${organizationPath}/documents/${insuranceId}`);
  await field.fill('0');
  await field.press('Enter');
  await expect(page.getByText(asn.invalid)).toBeVisible();
  await page.getByRole('button', { name: asn.cancel, exact: true }).click();
  await expect(page.getByRole('button', { name: asn.change, exact: true })).toBeVisible();

  // On a phone the form fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: asn.change, exact: true }).click();
  for (const control of [
    field,
    page.getByRole('button', { name: asn['use-next'].replace('{{number}}', '43') }),
    page.getByRole('button', { name: asn.save, exact: true }),
  ]) {
    await control.scrollIntoViewIfNeeded();
    await expectUncovered(control);
    expect((await control.boundingBox())!.x + (await control.boundingBox())!.width).toBeLessThanOrEqual(390);
  }
  await field.press('Escape');
  await page.setViewportSize({ width: 1400, height: 900 });

  await page.goto(`${organizationPath}/documents`);
  await page
    .getByRole('searchbox', { name: en.search.documents.label })
    .or(page.getByRole('textbox', { name: en.search.documents.label }))
    .first()
    .fill('asn:42');
  await expect(page.getByRole('link', { name: /lease\.txt/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /insurance\.txt/ })).toBeHidden();

  await page.goto(`${organizationPath}/documents?cols=archiveSerialNumber&sort=archiveSerialNumber-asc`);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: asn.column })).toBeVisible();
  for (const [index, name, number] of [
    [1, 'insurance.txt', '41'],
    [2, 'lease.txt', '42'],
  ] as const) {
    const row = table.getByRole('row').nth(index);
    await expect(row).toContainText(name);
    await expect(row.getByRole('cell', { name: number, exact: true })).toBeVisible();
  }
});
