import { expect } from '@playwright/test';
import { en, expectNoAxeViolations, signUpWithDocuments, test } from './helpers';

const share = en['share-links'];
const shared = en['shared-document'];

test('a document shared with a password opens for a stranger, nothing else of the organization, until its link is revoked', async ({
  page,
  browser,
}) => {
  const organizationPath = await signUpWithDocuments(page, {
    name: 'Ada Sharing',
    files: [{ name: 'contract.txt', text: 'The tenant and the landlord agree.' }],
  });
  await page.goto(`${organizationPath}/documents`);
  await page.getByRole('link', { name: /contract\.txt/ }).click();
  await page.getByRole('button', { name: en.documents.actions.share }).click();
  const dialog = page.getByRole('dialog', { name: share.dialog.title });
  await expect(dialog.getByText(share.dialog.empty)).toBeVisible();
  await dialog.getByLabel(share.form.password.label).fill('open sesame');
  await dialog.getByLabel(share.form.expiry.label).selectOption({ label: share.form.expiry.after.replace('{{days}}', '7 days') });
  await dialog.getByRole('button', { name: share.form.submit }).click();
  const url = await dialog.getByRole('textbox', { name: share.created.title }).inputValue();
  expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{32}$/);
  await expect(dialog.getByRole('list', { name: share.dialog.links })).toContainText(share.status.active);
  await expectNoAxeViolations(page, 'the share dialog');

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  const response = await strangerPage.goto(url);
  expect([response?.headers()['referrer-policy'], response?.headers()['x-robots-tag']]).toEqual([
    expect.stringContaining('no-referrer'),
    'noindex, nofollow',
  ]);
  await strangerPage.getByLabel(shared.password.label).fill('wrong one');
  await strangerPage.getByRole('button', { name: shared.password.submit }).click();
  await expect(strangerPage.getByText(en['api-errors'].share.wrong_password)).toBeVisible();
  await strangerPage.getByLabel(shared.password.label).fill('open sesame');
  await strangerPage.getByRole('button', { name: shared.password.submit }).click();
  await expect(strangerPage.getByRole('heading', { name: 'contract.txt' })).toBeVisible();
  await expect(strangerPage.getByText('The tenant and the landlord agree.')).toBeVisible();
  await expect(strangerPage.getByRole('link', { name: shared.download })).toBeVisible();
  await expect(strangerPage.locator('body')).not.toContainText('Ada Sharing');
  await expect(strangerPage.locator('body')).not.toContainText(/org_|doc_/);
  await expectNoAxeViolations(strangerPage, 'a shared document');

  await dialog.getByRole('button', { name: /^Revoke the link/ }).click();
  await expect(dialog.getByRole('list', { name: share.dialog.links })).toContainText(share.status.revoked);
  await strangerPage.reload();
  await expect(strangerPage.getByRole('heading', { name: shared.unavailable.title })).toBeVisible();
  await stranger.close();

  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: en.layout['organization-menu'].settings, exact: true }).click();
  await page.getByRole('link', { name: share.settings['see-all'] }).click();
  await expect(page.getByRole('list', { name: share.page.title })).toContainText('contract.txt');
  await expect(page.getByRole('list', { name: share.page.title })).toContainText(share.status.revoked);
});
