import { expect, type Page } from '@playwright/test';
import { en, expectNoAxeViolations, registerAndVerify, test, uniqueEmail } from './helpers';

const account = en.account;

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(en.auth.fields.email.label).fill(email);
  await page.getByLabel(en.auth.fields.password.label).fill(password);
  await page.getByRole('button', { name: en.auth.login.submit }).click();
}

test('account settings: sign out another device, change the password, delete the account', async ({ page, browser }) => {
  const email = uniqueEmail('account');
  await registerAndVerify(page, { name: 'Grace Hopper', email, password: 'correct horse battery' });
  await page.getByRole('button', { name: en.organizations.first.submit }).click();
  await expect(page).toHaveURL(/\/organizations\/org_[a-z0-9]+$/);

  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  await logIn(laptopPage, email, 'correct horse battery');
  await expect(laptopPage).toHaveURL(/\/organizations/);

  await page.goto('/settings');
  const devices = page.getByRole('list', { name: account.sessions.title });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').first()).toContainText(account.sessions['this-device']);
  await expectNoAxeViolations(page, 'the account settings');
  await devices.getByRole('button', { name: /^Sign out / }).click();
  await expect(page.getByText(account.sessions.revoked)).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await laptopPage.reload();
  await expect(laptopPage).toHaveURL(/\/login/);
  await laptop.close();

  await page.getByLabel(account.password.current).fill('wrong password here');
  await page.getByLabel(account.password.new).fill('difference engine 2');
  await page.getByRole('button', { name: account.password.submit }).click();
  await expect(page.getByText(en['api-errors'].INVALID_PASSWORD)).toBeVisible();
  await page.getByLabel(account.password.current).fill('correct horse battery');
  await page.getByRole('button', { name: account.password.submit }).click();
  await expect(page.getByText(account.password.changed)).toBeVisible();

  await page.getByLabel(account.delete.password).fill('difference engine 2');
  await page.getByRole('button', { name: account.delete.submit }).click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, email, 'difference engine 2');
  await expect(page.getByText(en['api-errors'].INVALID_EMAIL_OR_PASSWORD)).toBeVisible();
});
