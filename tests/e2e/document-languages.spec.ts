import { expect, type Page } from '@playwright/test';
import { en, joinThroughInvitation, test, uniqueEmail, signUpAndOpenOrganization } from './helpers';

const PASSWORD = 'correct horse battery';
const texts = en.organizations.settings['document-languages'];

const languagesGroup = (page: Page) => page.getByRole('group', { name: texts.legend });
const isReadAgainCall = (method: string, url: string) => method === 'POST' && url.endsWith('/documents/reprocess-scanned');

test('an owner adds German to the document languages and has the scanned documents read again', async ({ page }) => {
  // Signed up from an English browser: the organization reads English.
  await signUpAndOpenOrganization(page, { name: 'Rosalind Franklin', email: uniqueEmail('rosalind'), password: PASSWORD });
  const organizationPath = new URL(page.url()).pathname;
  await page.goto(`${organizationPath}/settings`);

  const languages = languagesGroup(page);
  const english = languages.getByRole('checkbox', { name: texts.names.en });
  const german = languages.getByRole('checkbox', { name: texts.names.de });
  const save = page.getByRole('button', { name: texts.submit });
  await expect(languages.getByRole('checkbox')).toHaveCount(8);
  await expect(english).toBeChecked();
  await expect(german).not.toBeChecked();
  await expect(save).toBeDisabled();

  // None left: the save is refused, and the focus goes back to the list.
  await english.click();
  await save.click();
  await expect(languages.getByText(texts.required)).toBeVisible();
  await expect(english).toBeFocused();

  // English back and German added, from the keyboard.
  await english.press('Space');
  await german.focus();
  await german.press('Space');
  await expect(german).toBeChecked();
  await expect(languages.getByText(texts.required)).toHaveCount(0);
  await save.click();
  await expect(page.getByText(texts.success)).toBeVisible();
  const { organization } = (await (await page.request.get(`/api${organizationPath}`)).json()) as {
    organization: { documentLanguages: string[] };
  };
  expect(organization.documentLanguages.toSorted()).toEqual(['de', 'en']);

  // The offer to read the scans again in the new languages (the page behind it is out of reach meanwhile).
  const offer = page.getByRole('alertdialog', { name: texts['read-again'].title });
  await expect(offer).toContainText(texts['read-again'].message);
  const reprocess = page.waitForResponse((response) => isReadAgainCall(response.request().method(), response.url()));
  await offer.getByRole('button', { name: texts['read-again'].confirm }).click();
  expect((await reprocess).status()).toBe(202);
  await expect(page.getByText(texts['read-again'].success_other.replace('{{count}}', '0'))).toBeVisible();
  await expect(offer).toBeHidden();
  await expect(german).toBeChecked();
  await expect(save).toBeDisabled();

  // Another change, and "Not now": nothing is read again.
  const readAgainRequests: string[] = [];
  page.on('request', (request) => {
    if (isReadAgainCall(request.method(), request.url())) readAgainRequests.push(request.url());
  });
  await german.click();
  await save.click();
  await offer.getByRole('button', { name: texts['read-again'].cancel }).click();
  await expect(offer).toBeHidden();
  await expect(german).not.toBeChecked();
  expect(readAgainRequests).toEqual([]);
});

test('a viewer sees the document languages but cannot change them', async ({ page: owner, browser }) => {
  test.setTimeout(120_000);
  await signUpAndOpenOrganization(owner, { name: 'Grace Hopper', email: uniqueEmail('grace'), password: PASSWORD });
  const organizationPath = new URL(owner.url()).pathname;
  const { page: viewer, context: viewerContext } = await joinThroughInvitation(owner, browser, { name: 'Alan Turing', role: 'viewer' });
  await viewer.goto(`${organizationPath}/settings`);

  const languages = languagesGroup(viewer);
  await expect(languages.getByRole('checkbox', { name: texts.names.en })).toBeChecked();
  for (const checkbox of await languages.getByRole('checkbox').all()) await expect(checkbox).toBeDisabled();
  await expect(viewer.getByText(texts['admin-only'])).toBeVisible();
  await expect(viewer.getByRole('button', { name: texts.submit })).toBeDisabled();
  await viewerContext.close();
});
