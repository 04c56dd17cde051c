import { expect, type Page } from '@playwright/test';
import { en, registerAndVerify, test, uniqueEmail, signUpAndOpenOrganization } from './helpers';

const ORGANIZATION_URL = /\/organizations\/(org_[a-z0-9]+)$/;
const PASSWORD = 'correct horse battery';
const nav = (page: Page) => page.getByRole('navigation', { name: en.layout.navigation });

test('an owner invites a teammate, who joins, becomes a viewer, then is removed', async ({ page: owner, browser }) => {
  test.setTimeout(120_000);
  // The owner, with an organization holding one document.
  await signUpAndOpenOrganization(owner, { name: 'Grace Hopper', email: uniqueEmail('grace'), password: PASSWORD });
  const organizationId = ORGANIZATION_URL.exec(owner.url())![1]!;
  const headers = { origin: new URL(owner.url()).origin };
  const upload = await owner.request.post(`/api/organizations/${organizationId}/documents`, {
    headers,
    multipart: { file: { name: 'Compiler notes.txt', mimeType: 'text/plain', buffer: Buffer.from('A-0 system') } },
  });
  expect(upload.ok()).toBe(true);

  // Members → Invite: the invitation shows as pending.
  const teammateEmail = uniqueEmail('teammate');
  await nav(owner).getByRole('link', { name: en.layout['organization-menu'].members }).click();
  await expect(owner).toHaveURL(/\/members$/);
  await expect(owner.getByRole('cell', { name: 'Grace Hopper (you)', exact: true })).toBeVisible();
  await owner.getByRole('link', { name: en.members.page.invite }).click();
  await expect(owner).toHaveURL(/\/invite$/);
  await owner.getByRole('button', { name: en.members.invite.submit }).click();
  await expect(owner.getByText(en.members.invite.email.invalid)).toBeVisible();
  await owner.getByLabel(en.members.invite.email.label).fill(teammateEmail);
  await owner.getByRole('button', { name: en.members.invite.submit }).click();
  await expect(owner).toHaveURL(/\/invitations$/);
  await expect(owner.getByRole('cell', { name: teammateEmail, exact: true })).toBeVisible();
  await expect(owner.getByText(en.members.invitations.statuses.pending)).toBeVisible();

  // The teammate signs up with that address, finds the invitation with its badge, and accepts.
  const teammateContext = await browser.newContext();
  const teammate = await teammateContext.newPage();
  await registerAndVerify(teammate, { name: 'Alan Turing', email: teammateEmail, password: PASSWORD });
  await expect(teammate).toHaveURL(/\/invitations$/);
  await expect(teammate.getByRole('button', { name: 'User menu, 1 pending invitation' })).toBeVisible();
  await expect(teammate.getByRole('cell', { name: 'Grace Hopper', exact: true })).toBeVisible();
  await teammate.getByRole('button', { name: /^Accept the invitation to / }).click();
  await expect(teammate).toHaveURL(new RegExp(`/organizations/${organizationId}$`));
  await expect(teammate.getByRole('link', { name: 'Compiler notes.txt' })).toBeVisible();
  await expect(teammate.getByRole('button', { name: en.layout['user-menu'].label })).toBeVisible();
  await expect(teammate.getByRole('button', { name: en.uploads['import-button'].label, exact: true })).toBeVisible();

  // The owner makes them a viewer: their import button is gone and a direct upload is refused.
  await owner.goto(`/organizations/${organizationId}/members`);
  await owner.getByRole('combobox', { name: 'Role of Alan Turing' }).selectOption('viewer');
  await expect(owner.getByText('The role of Alan Turing was changed')).toBeVisible();
  // Without a reload: coming back to the tab reads the membership again.
  await teammate.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(teammate.getByRole('link', { name: 'Compiler notes.txt' })).toBeVisible();
  // Neither the top bar's import button nor the home page's upload tile.
  await expect(teammate.getByRole('button', { name: en.uploads['import-button'].label })).toHaveCount(0);
  // A form they may not save shows read-only, saying why.
  await teammate.goto(`/organizations/${organizationId}/tagging-rules/create`);
  await expect(teammate.getByText(en['tagging-rules'].form['read-only'])).toBeVisible();
  await expect(teammate.getByLabel(en['tagging-rules'].form.name.label)).toBeDisabled();
  await expect(teammate.getByRole('button', { name: en['tagging-rules'].create.submit })).toHaveCount(0);
  await teammate.goBack();
  const refused = await teammate.request.post(`/api/organizations/${organizationId}/documents`, {
    headers,
    multipart: { file: { name: 'Mine.txt', mimeType: 'text/plain', buffer: Buffer.from('no') } },
  });
  expect(refused.status()).toBe(403);

  // The owner removes them: their next navigation is refused and takes them home.
  await owner.getByRole('button', { name: 'Remove Alan Turing' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: en.members.remove.confirm.confirm }).click();
  await expect(owner.getByText('Alan Turing was removed from the organization')).toBeVisible();
  await expect(owner.getByRole('cell', { name: 'Alan Turing' })).toHaveCount(0);
  // Their next navigation is refused and takes them home, unless the app, reading the organization
  // again in the background (run 74: the page it went back to), has already found them gone and done so.
  const documentsLink = nav(teammate).getByRole('link', { name: en.layout['organization-menu'].documents, exact: true });
  await expect(async () => {
    if (await documentsLink.isVisible()) await documentsLink.click({ timeout: 1000 });
    await expect(teammate).toHaveURL(/\/organizations\/first$/, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await teammateContext.close();
});
