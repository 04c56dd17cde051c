import { expect, type Page } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { CONFIGURED_APP_URL, OIDC_PROVIDER, OIDC_PROVIDER_PORT } from './configured-app';
import { en, enableTwoFactor, registerAndVerify, test, totpCodeFor, uniqueEmail } from './helpers';

/**
 * Signing in with a custom OIDC provider, against a real one on loopback (oauth2-mock-server), which
 * the configured app lists in AUTH_PROVIDERS_CUSTOMS. The provider approves at once, as the person
 * `identity` names, with a verified email address.
 */
const provider = new OAuth2Server();
let identity = { sub: '', email: '', name: '' };

test.use({ baseURL: CONFIGURED_APP_URL });

test.beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  await provider.start(OIDC_PROVIDER_PORT, '127.0.0.1');
  // Both the ID token the app verifies and the user info answer say who signed in.
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, { ...identity, email_verified: true }));
  provider.service.on('beforeUserinfo', (userInfo) => (userInfo.body = { ...identity, email_verified: true }));
});

test.afterAll(async () => {
  await provider.stop();
});

function signInAs(label: string) {
  const email = uniqueEmail(label);
  identity = { sub: `sub-${email}`, email, name: 'Grace Hopper' };
  return identity;
}

const providerButton = (page: Page, texts: { 'with-provider': string } = en.auth.login) =>
  page.getByRole('button', { name: texts['with-provider'].replace('{{provider}}', OIDC_PROVIDER.providerName) });

async function myUserId(page: Page) {
  const response = await page.request.get('/api/users/me');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

const FIRST_ORGANIZATION_URL = /\/organizations\/first$/;

/** From the first-organization page: logs out, signs in with the provider, and checks it is the same user. */
async function expectSameUserAtNextProviderSignIn(page: Page) {
  const userId = await myUserId(page);
  await page.getByRole('button', { name: en.layout['user-menu'].logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await providerButton(page).click();
  await expect(page).toHaveURL(FIRST_ORGANIZATION_URL);
  expect(await myUserId(page)).toBe(userId);
}

test('the login page offers the providers, with the email form behind its button, and the legal links', async ({ page }) => {
  await page.goto('/login');
  await expect(providerButton(page)).toBeVisible();
  await expect(providerButton(page).locator('img')).toHaveAttribute('src', OIDC_PROVIDER.providerIconUrl);
  for (const name of ['GitHub', 'Google'])
    await expect(page.getByRole('button', { name: en.auth.login['with-provider'].replace('{{provider}}', name) })).toBeVisible();
  await expect(page.getByRole('separator')).toHaveText(en.auth.providers.separator);
  await expect(page.getByRole('link', { name: /^Terms of Service/ })).toHaveAttribute('href', 'https://legal.example.com/terms');
  await expect(page.getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute('href', 'https://legal.example.com/privacy');

  await expect(page.getByLabel(en.auth.fields.email.label)).toHaveCount(0);
  await page.getByRole('button', { name: en.auth.login['with-email'] }).click();
  await expect(page.getByLabel(en.auth.fields.email.label)).toBeFocused();
  await expect(page.getByRole('button', { name: en.auth.login['with-email'] })).toHaveCount(0);

  await page.goto('/register');
  await expect(providerButton(page, en.auth.register)).toBeVisible();
  await expect(page.getByRole('button', { name: en.auth.register['with-email'] })).toBeVisible();
});

test('a new user signs in with the provider, lands on the first-organization page, and is the same user at the next sign-in', async ({
  page,
}) => {
  signInAs('sso');
  await page.goto('/login');
  await providerButton(page).click();
  await expect(page).toHaveURL(FIRST_ORGANIZATION_URL);
  await expect(page.getByRole('heading', { level: 1, name: en.organizations.first.title })).toBeVisible();
  await expectSameUserAtNextProviderSignIn(page);
});

test('an account registered with its email address is joined by the provider saying the same verified address', async ({ page }) => {
  const { email } = signInAs('linked');
  await registerAndVerify(page, { name: 'Grace Hopper', email, password: 'correct horse battery' });
  await expect(page).toHaveURL(FIRST_ORGANIZATION_URL);
  await expectSameUserAtNextProviderSignIn(page);
});

test('an account with a second factor signing in with the provider is asked for its code first', async ({ page }) => {
  const { email } = signInAs('second-factor');
  const password = 'correct horse battery';
  await registerAndVerify(page, { name: 'Grace Hopper', email, password });
  await expect(page).toHaveURL(FIRST_ORGANIZATION_URL);
  const { key } = await enableTwoFactor(page, password);
  const userId = await myUserId(page);

  await page.context().clearCookies();
  await page.goto('/login');
  await providerButton(page).click();
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
  await page.getByLabel(en['two-factor-sign-in'].code).fill(await totpCodeFor(key));
  await page.getByRole('button', { name: en['two-factor-sign-in'].submit }).click();
  await expect(page).toHaveURL(FIRST_ORGANIZATION_URL);
  expect(await myUserId(page)).toBe(userId);
});

test('a refusal at the provider comes back as a red message under its button, which works again', async ({ page }) => {
  signInAs('refused');
  provider.service.once('beforeAuthorizeRedirect', ({ url }) => {
    url.searchParams.delete('code');
    url.searchParams.set('error', 'access_denied');
  });
  await page.goto('/login');
  await providerButton(page).click();

  await expect(page).toHaveURL(new RegExp(`/login\\?provider=${OIDC_PROVIDER.providerId}&error=access_denied$`));
  const message = page.getByRole('alert').filter({ hasText: en.auth.providers.errors['access-denied'] });
  await expect(message).toBeVisible();
  await expect(message).toHaveClass(/\btext-destructive\b/);
  await expect(providerButton(page)).toBeEnabled();
  await expect(providerButton(page)).toHaveAccessibleDescription(en.auth.providers.errors['access-denied']);

  // The next try clears the message and signs in.
  await providerButton(page).click();
  await expect(page).toHaveURL(FIRST_ORGANIZATION_URL);
});
