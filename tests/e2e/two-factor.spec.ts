import { expect, type Page } from '@playwright/test';
import { APP_URL } from './configured-app';
import {
  en,
  enableTwoFactor,
  expectNoAxeViolations,
  registerAndVerify,
  test,
  totpCodeFor,
  uniqueEmail,
  signUpAndOpenOrganization,
} from './helpers';

const PASSWORD = 'correct horse battery';
const twoFactor = en.account['two-factor'];

/** Signs in as on a new device: no cookie, and no organization remembered by this browser. */
async function logIn(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await page.getByLabel(en.auth.fields.email.label).fill(email);
  await page.getByLabel(en.auth.fields.password.label).fill(PASSWORD);
  await page.getByRole('button', { name: en.auth.login.submit }).click();
}

test('two-factor sign-in: set up with a QR code, then sign in with a code and with a backup code', async ({ page }) => {
  const email = uniqueEmail('totp');
  await signUpAndOpenOrganization(page, { name: 'Hedy Lamarr', email, password: PASSWORD });
  const onlyOrganizationUrl = page.url();

  const { key, backupCodes } = await enableTwoFactor(page, PASSWORD);
  await expectNoAxeViolations(page, 'the backup codes');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: twoFactor.codes.download }).click();
  expect((await download).suggestedFilename()).toBe('archive-backup-codes.txt');
  await page.getByRole('button', { name: twoFactor.codes.done }).click();
  await expect(page.locator('#two-factor')).toContainText(twoFactor.on);

  await logIn(page, email);
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  await expect(page.getByRole('heading', { name: en['two-factor-sign-in'].title })).toBeVisible();
  await expectNoAxeViolations(page, 'the second sign-in step');
  await page.getByLabel(en['two-factor-sign-in'].code).fill('000000');
  await page.getByRole('button', { name: en['two-factor-sign-in'].submit }).click();
  await expect(page.getByText(en['api-errors'].INVALID_CODE)).toBeVisible();
  await page.getByLabel(en['two-factor-sign-in'].code).fill(await totpCodeFor(key));
  await page.getByRole('button', { name: en['two-factor-sign-in'].submit }).click();
  // A new device opens the user's only organization, not the list to choose from.
  await expect(page).toHaveURL(onlyOrganizationUrl);

  // With a second organization opened last, a new device opens that one, as the server knows.
  const created = await page.request.post('/api/organizations', { headers: { origin: APP_URL }, data: { name: 'Second archive' } });
  const secondPath = `/organizations/${(await created.json()).organization.id}`;
  const opened = page.waitForResponse((response) => response.url().endsWith(`/api${secondPath}`) && response.ok());
  await page.goto(secondPath);
  await opened;

  await logIn(page, email);
  await page.getByRole('button', { name: en['two-factor-sign-in']['use-backup-code'] }).click();
  await page.getByLabel(en['two-factor-sign-in']['backup-code']).fill(backupCodes[0]!);
  await page.getByRole('button', { name: en['two-factor-sign-in'].submit }).click();
  await expect(page).toHaveURL(new RegExp(`${secondPath}$`));
});

test('the authenticator key reads in groups of four and is copied without spaces', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpAndOpenOrganization(page, { name: 'Grace Hopper', email: uniqueEmail('totp-key'), password: PASSWORD });
  await page.goto('/settings');
  const card = page.locator('#two-factor');
  await card.getByRole('button', { name: twoFactor.enable }).click();
  await card.getByLabel(twoFactor.password.label).fill(PASSWORD);
  await card.getByRole('button', { name: twoFactor.password.continue }).click();

  const shownKey = (await card.locator('code').textContent())!;
  expect(shownKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  await card.getByRole('button', { name: twoFactor.scan['copy-secret'] }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shownKey.replaceAll(' ', ''));
});

test.describe('passkeys', () => {
  // WebAuthn refuses IP addresses as relying parties: this test opens the app by name.
  test.use({ baseURL: APP_URL.replace('127.0.0.1', 'localhost') });

  test('added with a virtual authenticator, then sign in with it alone', async ({ page }) => {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('WebAuthn.enable');
    await devtools.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const email = uniqueEmail('passkey');
    await signUpAndOpenOrganization(page, { name: 'Joan Clarke', email, password: PASSWORD });

    await page.goto('/settings');
    const card = page.locator('#passkeys');
    await expect(card.getByText(en.account.passkeys.empty)).toBeVisible();
    await card.getByRole('button', { name: en.account.passkeys.add }).click();
    await card.getByLabel(en.account.passkeys.name).fill('Test laptop');
    await card.getByRole('button', { name: en.account.passkeys.create }).click();
    await expect(page.getByText(en.account.passkeys['added-toast'])).toBeVisible();
    await expect(card.getByRole('listitem')).toContainText('Test laptop');
    await expectNoAxeViolations(page, 'the passkeys card');

    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByRole('button', { name: en.auth.login['with-passkey'] }).click();
    await expect(page).toHaveURL(/\/organizations/);
    await page.goto('/settings');
    await expect(page.getByText(email, { exact: true })).toBeVisible();
  });
});

test('on an IP address, the passkey buttons say that passkeys need a host name, before asking anything', async ({ page }) => {
  expect(new URL(APP_URL).hostname).toBe('127.0.0.1');
  const passkeyRequests: string[] = [];
  page.on('request', (request) => request.url().includes('/api/auth/passkey/') && passkeyRequests.push(request.url()));
  const needsHostName = en['api-errors'].PASSKEY_NEEDS_HOST_NAME;

  await page.goto('/login');
  await page.getByRole('button', { name: en.auth.login['with-passkey'] }).click();
  await expect(page.getByRole('alert').filter({ hasText: needsHostName })).toBeVisible();

  await signUpAndOpenOrganization(page, { name: 'Radia Perlman', email: uniqueEmail('passkey-ip'), password: PASSWORD });
  await page.goto('/settings');
  const card = page.locator('#passkeys');
  // The list's arrival moves the button: a click between its mouse-down and mouse-up would miss.
  await expect(card.getByText(en.account.passkeys.empty)).toBeVisible();
  await card.getByRole('button', { name: en.account.passkeys.add }).click();
  await card.getByLabel(en.account.passkeys.name).fill('Test laptop');
  await card.getByRole('button', { name: en.account.passkeys.create }).click();
  await expect(card.getByText(needsHostName)).toBeVisible();
  expect(passkeyRequests.filter((url) => !url.includes('/list-user-passkeys'))).toEqual([]);
});

test("an owner's two-factor requirement: a member without it is asked to set it up, then enters", async ({ page, browser }) => {
  const ownerEmail = uniqueEmail('owner-2fa');
  await signUpAndOpenOrganization(page, { name: 'Owner Olga', email: ownerEmail, password: PASSWORD });
  const organizationPath = new URL(page.url()).pathname;

  const memberEmail = uniqueEmail('member-2fa');
  await page.goto(`${organizationPath}/invite`);
  await page.getByLabel(en.members.invite.email.label).fill(memberEmail);
  await page.getByRole('button', { name: en.members.invite.submit }).click();
  await expect(page).toHaveURL(/\/invitations$/);

  await page.goto(`${organizationPath}/settings`);
  const security = en['organization-security'].settings;
  await page.getByRole('switch', { name: security.require.label }).click();
  await expect(page.getByText(en['api-errors'].two_factor.setup_first)).toBeVisible();
  await enableTwoFactor(page, PASSWORD);
  await page.goto(`${organizationPath}/settings`);
  await page.getByRole('switch', { name: security.require.label }).click();
  await expect(page.getByText(security.success)).toBeVisible();

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await registerAndVerify(memberPage, { name: 'Member Max', email: memberEmail, password: PASSWORD });
  await expect(memberPage).toHaveURL(/\/invitations$/);
  await memberPage.getByRole('button', { name: /^Accept the invitation to / }).click();
  const gate = en['organization-security'].required;
  await expect(memberPage.getByRole('heading', { name: gate.title })).toBeVisible();
  await expectNoAxeViolations(memberPage, 'the two-factor requirement');
  await memberPage.getByRole('link', { name: gate['set-up'] }).click();
  await enableTwoFactor(memberPage, PASSWORD);
  await memberPage.goto(organizationPath);
  await expect(memberPage.getByRole('heading', { name: gate.title })).toBeHidden();
  await expect(memberPage.getByRole('navigation').first()).toBeVisible();
  await memberContext.close();
});
