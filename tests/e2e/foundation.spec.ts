import { expect } from '@playwright/test';
import fr from '../../web/src/i18n/locales/fr.json' with { type: 'json' };
import { en, registerAndVerify, test, uniqueEmail } from './helpers';

const ORGANIZATION_URL = /\/organizations\/(org_[a-z0-9]+)$/;

test('register, verify, first organization, rename, second organization, switch, language, theme, logout', async ({ page }) => {
  const name = 'Ada Lovelace';
  await registerAndVerify(page, { name, email: uniqueEmail('ada'), password: 'correct horse battery' });

  // The verification link signs the user in; with no organization yet, "/" leads to the first-organization page.
  await expect(page).toHaveURL(/\/organizations\/first$/);
  const nameField = page.getByLabel(en.organizations.form.name.label);
  await expect(nameField).toHaveValue(`${name}'s organization`);
  await page.getByRole('button', { name: en.organizations.first.submit }).click();
  await expect(page).toHaveURL(ORGANIZATION_URL);
  const firstOrganizationId = ORGANIZATION_URL.exec(page.url())![1];

  // Rename it from the organization settings.
  await page
    .getByRole('navigation', { name: en.layout.navigation })
    .getByRole('link', { name: en.layout['organization-menu'].settings })
    .click();
  const renameField = page.getByLabel(en.organizations.form.name.label);
  await expect(renameField).toHaveValue(`${name}'s organization`);
  const updateButton = page.getByRole('button', { name: en.organizations.settings.rename.submit });
  await expect(updateButton).toBeDisabled();
  await renameField.fill('Lovelace family papers');
  await updateButton.click();
  await expect(page.getByText(en.organizations.settings.rename.success)).toBeVisible();
  const switcher = page.getByRole('button', { name: en.layout['organization-switcher'].label });
  await expect(switcher).toContainText('Lovelace family papers');

  // Create a second organization from the switcher, then switch back to the first.
  await switcher.click();
  await page.getByRole('menuitem', { name: en.layout['organization-switcher'].create }).click();
  // The settings page stays up, with a field of the same name, until the create page has loaded.
  await expect(page).toHaveURL(/\/organizations\/create$/);
  await page.getByLabel(en.organizations.form.name.label).fill('Analytical engine notes');
  await page.getByRole('button', { name: en.organizations.create.submit }).click();
  await expect(page).toHaveURL(ORGANIZATION_URL);
  expect(ORGANIZATION_URL.exec(page.url())![1]).not.toBe(firstOrganizationId);
  await expect(switcher).toContainText('Analytical engine notes');

  await switcher.click();
  await page.getByRole('menuitem', { name: 'Lovelace family papers' }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${firstOrganizationId}$`));
  await expect(switcher).toContainText('Lovelace family papers');

  // Change the language: the interface text changes and the choice survives a reload.
  await page.getByRole('button', { name: en.layout['user-menu'].label }).click();
  // Through the keyboard, as the submenu is meant to be usable without a mouse.
  await page.getByRole('menuitem', { name: en.layout['user-menu'].language }).press('ArrowRight');
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeDisabled();
  const french = page.getByRole('menuitemradio', { name: 'Français' });
  await french.focus();
  await french.press('Enter');
  await expect(
    page.getByRole('navigation', { name: fr.layout.navigation }).getByRole('link', { name: fr.layout['organization-menu'].settings }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: fr.layout.navigation }).getByRole('link', { name: fr.layout['organization-menu'].settings }),
  ).toBeVisible();

  // Change the theme: dark by default, light once chosen, kept in local storage.
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: fr.layout.theme.label }).click();
  await page.getByRole('menuitemradio', { name: fr.layout.theme.light }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  // Log out, then a private page sends the visitor to the login page.
  await page.getByRole('button', { name: fr.layout['user-menu'].label }).click();
  await page.getByRole('menuitem', { name: fr.layout['user-menu'].logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(`/organizations/${firstOrganizationId}`);
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown page shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/this/page/does/not/exist');
  await expect(page.getByRole('heading', { name: en['not-found'].title })).toBeVisible();
  await page.getByRole('link', { name: en['not-found']['back-home'] }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('login with a wrong password shows an error; an unverified account goes to the verification page', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await page.goto('/register');
  await page.getByLabel(en.auth.fields.email.label).fill(email);
  await page.getByLabel(en.auth.fields.name.label).fill('Charles Babbage');
  await page.getByLabel(en.auth.fields.password.label).fill('difference engine');
  await page.getByRole('button', { name: en.auth.register.submit }).click();
  await expect(page).toHaveURL(/\/email-validation-required$/);

  await page.goto('/login');
  await page.getByLabel(en.auth.fields.email.label).fill(email);
  await page.getByLabel(en.auth.fields.password.label).fill('not the password');
  await page.getByRole('button', { name: en.auth.login.submit }).click();
  await expect(page.getByText(en['api-errors'].INVALID_EMAIL_OR_PASSWORD)).toBeVisible();

  await page.getByLabel(en.auth.fields.password.label).fill('difference engine');
  await page.getByRole('button', { name: en.auth.login.submit }).click();
  await expect(page).toHaveURL(/\/email-validation-required$/);
});
