import { expect, type Page } from '@playwright/test';
import { en, registerAndVerify, test, uniqueEmail, signUpAndOpenOrganization, importFiles } from './helpers';

const ORGANIZATION_URL = /\/organizations\/(org_[a-z0-9]+)$/;

/** `<page> · <organization> · Archive`, as tabs, history and screen readers show it. */
const titleOf = (...parts: string[]) => [...parts, en.common['product-name']].join(' · ');

const uploadPanel = (page: Page) =>
  page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .last();

test('every page names itself, and its organization, in the browser title', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(titleOf(en.auth.login.submit));

  await signUpAndOpenOrganization(page, { name: 'Mary Jackson', email: uniqueEmail('titles'), password: 'correct horse battery' });
  const organizationId = ORGANIZATION_URL.exec(page.url())![1]!;
  const organizationName = en.organizations.first['default-name-with-user'].replace('{{name}}', 'Mary Jackson');
  await expect(page).toHaveTitle(titleOf(en.layout['organization-menu'].home, organizationName));

  await page
    .getByRole('navigation', { name: en.layout.navigation })
    .getByRole('link', { name: en.layout['organization-menu'].tags, exact: true })
    .click();
  await expect(page).toHaveTitle(titleOf(en.tags.page.title, organizationName));

  await page.goto('/settings');
  await expect(page).toHaveTitle(titleOf(en.account.title));

  await page.goto('/no-such-page');
  await expect(page).toHaveTitle(titleOf(en['not-found'].title));

  // A document's page is named by the document, however long its name.
  const documentName = `${'Minutes of the lighthouse keepers meeting about the lamp '.repeat(5).slice(0, 250)}.txt`;
  await page.goto(`/organizations/${organizationId}`);
  await importFiles(page, { name: documentName, mimeType: 'text/plain', buffer: Buffer.from('The lamp was lit at dusk.') });
  await uploadPanel(page).getByRole('link', { name: documentName }).click();
  await expect(page).toHaveTitle(titleOf(documentName, organizationName));

  // Its heading keeps to two lines, the tabs in view, and shows the rest on demand.
  await expect(page.getByRole('tablist', { name: en.documents.tabs.label })).toBeInViewport();
  await page.getByRole('button', { name: en.documents.detail.name.expand }).click();
  await expect(page.getByRole('button', { name: en.documents.detail.name.collapse })).toBeVisible();
});

test('a user name too long for the suggested first organization name suggests the plain one, which the form takes', async ({ page }) => {
  const name = 'Maria Gaetana Agnesi della Scienza Analitica';
  await registerAndVerify(page, { name, email: uniqueEmail('long-name'), password: 'correct horse battery' });
  await expect(page.getByLabel(en.organizations.form.name.label)).toHaveValue(en.organizations.first['default-name']);
  await page.getByRole('button', { name: en.organizations.first.submit }).click();
  await expect(page).toHaveURL(ORGANIZATION_URL);
  await expect(page).toHaveTitle(titleOf(en.layout['organization-menu'].home, en.organizations.first['default-name']));
});
