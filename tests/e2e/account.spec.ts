import { expect, type Locator, type Page } from '@playwright/test';
import { en, expectNoAxeViolations, LAYOUT_VIEWPORTS, test, uniqueEmail, signUpAndOpenOrganization } from './helpers';

const account = en.account;

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(en.auth.fields.email.label).fill(email);
  await page.getByLabel(en.auth.fields.password.label).fill(password);
  await page.getByRole('button', { name: en.auth.login.submit }).click();
}

test('account settings: sign out another device, change the password, delete the account', async ({ page, browser }) => {
  const email = uniqueEmail('account');
  await signUpAndOpenOrganization(page, { name: 'Grace Hopper', email, password: 'correct horse battery' });

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

test('at 390 px a long email address and a long name are shown whole, on the account settings and among the members', async ({ page }) => {
  const name = 'Maximiliana Featherstone';
  const email = uniqueEmail('maximiliana-theodora-featherstonehaugh');
  await signUpAndOpenOrganization(page, { name, email, password: 'correct horse battery' });
  const organizationPath = new URL(page.url()).pathname;
  await page.setViewportSize(LAYOUT_VIEWPORTS[1]);

  // Whole: none of it hidden past the element's edge.
  const isWhole = (element: Locator) => element.evaluate((node) => node.scrollWidth <= node.clientWidth);
  await page.goto('/settings');
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  expect(await isWhole(page.getByText(email, { exact: true }))).toBe(true);

  await page.goto(`${organizationPath}/members`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(name);
  for (const text of [name, email]) {
    const element = row.getByText(text).filter({ visible: true }).first();
    await expect(element).toBeVisible();
    expect(await isWhole(element)).toBe(true);
    const box = (await element.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(LAYOUT_VIEWPORTS[1].width);
  }
});
