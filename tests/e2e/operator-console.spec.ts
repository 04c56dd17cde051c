import { expect, type Page } from '@playwright/test';
import { CONFIGURED_APP_SETTINGS, CONFIGURED_APP_URL } from './configured-app';
import {
  en,
  expectNoAxeViolations,
  linkFromOutbox,
  PASSWORD,
  signUpAndOpenOrganization,
  signUpThroughApi,
  test,
  uniqueEmail,
} from './helpers';

// Only the configured app names an operator (APP_OPERATOR_EMAILS); its state outlives a run, so the
// operator's account may exist already.
test.use({ baseURL: CONFIGURED_APP_URL });

const admin = en.admin;
const OPERATOR = { name: 'Olga Operator', email: CONFIGURED_APP_SETTINGS.APP_OPERATOR_EMAILS };
const fill = (text: string, values: Record<string, string>) => text.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');

/** The operator, signed in through the API in this page's context: signed up the first time, signed in after. */
async function signInOperator(page: Page) {
  const headers = { origin: CONFIGURED_APP_URL };
  const signIn = await page.request.post('/api/auth/sign-in/email', { headers, data: { email: OPERATOR.email, password: PASSWORD } });
  if (signIn.ok()) return;
  const signUp = await page.request.post('/api/auth/sign-up/email', { headers, data: { ...OPERATOR, password: PASSWORD } });
  expect(signUp.ok(), `operator sign-up: ${signUp.status()} ${await signUp.text()}`).toBe(true);
  expect((await page.request.get(await linkFromOutbox(page.request, OPERATOR.email))).ok()).toBe(true);
}

/** A section of the console, among its tabs. */
const tab = (page: Page, name: string) => page.getByRole('navigation', { name: admin.tabs.label }).getByRole('link', { name });

/** Answers the reason dialog the operator's action opened, and waits for it to close. */
async function giveReason(page: Page, submit: string, reason: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(admin.reason.label).fill(reason);
  await dialog.getByRole('button', { name: submit }).click();
  await expect(dialog).toBeHidden();
}

test('an operator finds a user and disables them (their open tab is signed out), enables them again, and makes an organization read-only, which its member sees, and its owner finds in the settings', async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext({ baseURL: CONFIGURED_APP_URL });
  const member = await memberContext.newPage();
  const organizationName = `Read-only ${Date.now()}`;
  const { email: memberEmail, organizationPath } = await signUpAndOpenOrganization(member, {
    name: 'Mary Member',
    email: uniqueEmail('console-member'),
  });
  await member.request.put(`/api${organizationPath}`, { headers: { origin: CONFIGURED_APP_URL }, data: { name: organizationName } });

  await signInOperator(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: admin.title })).toBeVisible();

  await test.step('disable a user: their open tab is signed out, and signing in says why', async () => {
    await page.getByLabel(admin.users.search).fill(memberEmail);
    await expect(page.getByRole('list', { name: admin.tabs.users }).getByRole('listitem')).toHaveCount(1);
    const card = page.getByRole('list', { name: admin.tabs.users }).getByRole('listitem').filter({ hasText: memberEmail });
    await expect(card).toHaveCount(1);
    await expectNoAxeViolations(page, 'the console users');
    await card.getByRole('button', { name: fill(admin.users['disable-label'], { email: memberEmail }) }).click();
    await giveReason(page, admin.users.disable, 'Spam uploads');
    await expect(card.getByText(admin.users.disabled, { exact: true })).toBeVisible();

    await member.reload();
    await expect(member).toHaveURL(/\/login/);
    // The configured app offers providers too: the email form is behind its button.
    await member.getByRole('button', { name: en.auth.login['with-email'] }).click();
    await member.getByLabel(en.auth.fields.email.label).fill(memberEmail);
    await member.getByLabel(en.auth.fields.password.label).fill(PASSWORD);
    await member.getByRole('button', { name: en.auth.login.submit }).click();
    await expect(member.getByText(en['api-errors'].auth.account_disabled)).toBeVisible();
  });

  await test.step('enable them again: they sign in', async () => {
    const card = page.getByRole('list', { name: admin.tabs.users }).getByRole('listitem').filter({ hasText: memberEmail });
    await card.getByRole('button', { name: fill(admin.users['enable-label'], { email: memberEmail }) }).click();
    await expect(card.getByText(admin.users.disabled, { exact: true })).toBeHidden();
    await member.getByRole('button', { name: en.auth.login.submit }).click();
    await expect(member).not.toHaveURL(/\/login/);
  });

  await test.step('make their organization read-only: the member sees the notice with the reason', async () => {
    await tab(page, admin.tabs.organizations).click();
    await page.getByLabel(admin.organizations.search).fill(organizationName);
    // The search applies after a pause: until then the card is among the newest, and the search's list replaces it.
    await expect(page.getByRole('list', { name: admin.tabs.organizations }).getByRole('listitem')).toHaveCount(1);
    const card = page.getByRole('list', { name: admin.tabs.organizations }).getByRole('listitem').filter({ hasText: organizationName });
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: fill(admin.organizations['suspend-label'], { name: organizationName }) }).click();
    await giveReason(page, admin.organizations.suspend, 'Unpaid invoices');
    await expect(card.getByText(admin.organizations['read-only'], { exact: true })).toBeVisible();

    await member.goto(organizationPath);
    await expect(member.getByText(en.organizations['read-only'].title)).toBeVisible();
    await expect(member.getByText(fill(en.organizations['read-only'].description, { reason: 'Unpaid invoices' }))).toBeVisible();
  });

  await test.step("the owner finds it in the settings, among the service's operators' changes", async () => {
    await member.goto(`${organizationPath}/settings`);
    const changes = member.getByRole('list', { name: en['operator-actions'].title }).getByRole('listitem');
    await expect(changes).toHaveCount(1);
    await expect(changes).toContainText(en['operator-actions'].actions['organization-suspended']);
    await expect(changes).toContainText(fill(en['operator-actions'].reason, { reason: 'Unpaid invoices' }));
    await expectNoAxeViolations(member, "the operators' changes in the organization's settings");
  });

  await test.step('the audit log lists the three actions, newest first, and the console fits a phone', async () => {
    await tab(page, admin.tabs['audit-log']).click();
    await page.getByLabel(admin.audit.search).fill(organizationName);
    const entries = page.getByRole('list', { name: admin.tabs['audit-log'] }).getByRole('listitem');
    await expect(entries.filter({ hasText: admin.audit.actions['organization-suspended'] })).toHaveCount(1);
    await page.getByLabel(admin.audit.search).fill(memberEmail);
    await expect(entries).toHaveText([new RegExp(admin.audit.actions['user-enabled']), new RegExp(admin.audit.actions['user-disabled'])]);
    await expectNoAxeViolations(page, 'the console audit log');
    await page.setViewportSize({ width: 390, height: 844 });
    await tab(page, admin.tabs.organizations).click();
    await expect(page.getByRole('heading', { level: 1, name: admin.title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'the console organizations at 390 px');
  });
  await memberContext.close();
});

test('an operator sends an account that never verified its address the verification email again', async ({ page, request }) => {
  const email = uniqueEmail('console-unverified');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: CONFIGURED_APP_URL },
    data: { name: 'Una Verified', email, password: PASSWORD },
  });
  expect(signUp.ok(), `sign-up: ${signUp.status()} ${await signUp.text()}`).toBe(true);
  await signInOperator(page);
  await page.goto('/admin/users');
  await page.getByLabel(admin.users.search).fill(email);
  const card = page.getByRole('list', { name: admin.tabs.users }).getByRole('listitem').filter({ hasText: email });
  await expect(card.getByText(admin.users.unverified, { exact: true })).toBeVisible();
  const resend = card.getByRole('button', { name: fill(admin.users['resend-verification-label'], { email }) });
  await expectNoAxeViolations(page, 'the console with an unverified user');
  await resend.click();
  await expect(page.getByText(fill(admin.users['verification-resent-toast'], { email }))).toBeVisible();

  // Its link verifies the account, whose card then offers nothing to resend. Followed outside the operator's
  // page: it signs its account in (autoSignInAfterVerification), which would end the operator's session there.
  expect((await request.get(await linkFromOutbox(request, email))).ok()).toBe(true);
  await page.reload();
  await page.getByLabel(admin.users.search).fill(email);
  await expect(card).toHaveCount(1);
  await expect(card.getByText(admin.users.unverified, { exact: true })).toBeHidden();
  await expect(resend).toBeHidden();
});

test('the console does not exist for anyone but an operator', async ({ page }) => {
  await signUpThroughApi(page, { name: 'Nosy Owner' });
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: en['not-found'].title })).toBeVisible();
  expect((await page.request.get('/api/admin/users')).status()).toBe(404);
});

test('an operator sees each database on the health screen and retries a document that failed to be read', async ({ page, browser }) => {
  const memberContext = await browser.newContext({ baseURL: CONFIGURED_APP_URL });
  const member = await memberContext.newPage();
  const { organizationPath } = await signUpAndOpenOrganization(member, { name: 'Fay Failing', email: uniqueEmail('console-failing') });
  const name = `unreadable-${Date.now()}.pdf`;
  const api = `/api${organizationPath}`;
  const upload = await member.request.post(`${api}/documents`, {
    headers: { origin: CONFIGURED_APP_URL },
    multipart: { file: { name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 not really a PDF') } },
  });
  expect(upload.status()).toBe(201);
  const uploaded = ((await upload.json()) as { document: { id: string } }).document;
  await expect
    .poll(
      async () =>
        ((await (await member.request.get(`${api}/documents/${uploaded.id}`)).json()) as { document: { processingStatus: string } })
          .document.processingStatus,
      {
        timeout: 60_000,
      },
    )
    .toBe('failed');

  await signInOperator(page);
  await page.goto('/admin');
  await tab(page, admin.tabs.health).click();
  await expect(page).toHaveURL(/\/admin\/health$/);
  const databases = page.getByRole('list', { name: admin.health.databases }).getByRole('listitem');
  await expect(databases.first()).toBeVisible();
  await expect(databases.filter({ hasText: 'DB' }).first().getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('list', { name: admin.health['cron-runs'] }).or(page.getByText(admin.health['no-cron-runs']))).toBeVisible();

  const failed = page.getByRole('list', { name: admin.health['failed-documents'] }).getByRole('listitem').filter({ hasText: name });
  await expect(failed).toHaveCount(1);
  await expectNoAxeViolations(page, 'the console health screen');
  await failed.getByRole('button', { name: fill(admin.health['reprocess-label'], { name }) }).click();
  await expect(page.getByText(fill(admin.health['reprocessed-toast'], { name }))).toBeVisible();

  await tab(page, admin.tabs['audit-log']).click();
  const entries = page.getByRole('list', { name: admin.tabs['audit-log'] }).getByRole('listitem');
  await expect(entries.filter({ hasText: fill(admin.audit.detail, { detail: name }) })).toContainText(
    admin.audit.actions['document-reprocessed'],
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await tab(page, admin.tabs.health).click();
  await expect(page.getByRole('list', { name: admin.health.databases })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'the console health screen at 390 px');
  await memberContext.close();
});

test('an operator deletes an organization, then its owner’s account, each once its name is typed', async ({ page, browser }) => {
  const ownerContext = await browser.newContext({ baseURL: CONFIGURED_APP_URL });
  const owner = await ownerContext.newPage();
  const organizationName = `Deleted ${Date.now()}`;
  const { email, organizationPath } = await signUpAndOpenOrganization(owner, {
    name: 'Dora Deleted',
    email: uniqueEmail('console-deleted'),
  });
  await owner.request.put(`/api${organizationPath}`, { headers: { origin: CONFIGURED_APP_URL }, data: { name: organizationName } });

  await signInOperator(page);
  await page.goto('/admin/organizations');
  await page.getByLabel(admin.organizations.search).fill(organizationName);
  // The search applies after a pause: until then the card is among the newest, and the search's list replaces it.
  await expect(page.getByRole('list', { name: admin.tabs.organizations }).getByRole('listitem')).toHaveCount(1);
  const organization = page
    .getByRole('list', { name: admin.tabs.organizations })
    .getByRole('listitem')
    .filter({ hasText: organizationName });
  const dialog = page.getByRole('dialog');
  // The local app has one database: Move says there is nowhere to go.
  await organization.getByRole('button', { name: fill(admin.move['open-label'], { name: organizationName }) }).click();
  await expect(dialog.getByText(admin.move.nowhere)).toBeVisible();
  await expectNoAxeViolations(page, 'the console move dialog');
  await dialog.getByRole('button', { name: en.common.close, exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await organization.getByRole('button', { name: fill(admin.organizations['delete-label'], { name: organizationName }) }).click();
  await dialog.getByLabel(admin.reason.label).fill('Asked by its owner');
  await dialog.getByLabel(fill(admin.organizations['delete-confirm'], { name: organizationName })).fill('Deleted');
  await dialog.getByRole('button', { name: admin.organizations.delete }).click();
  await expect(dialog.getByText(admin.reason['confirmation-mismatch'])).toBeVisible();
  await expectNoAxeViolations(page, 'the console delete dialog');
  await dialog.getByLabel(fill(admin.organizations['delete-confirm'], { name: organizationName })).fill(organizationName);
  await dialog.getByRole('button', { name: admin.organizations.delete }).click();
  await expect(page.getByText(fill(admin.organizations['deleted-toast'], { name: organizationName }))).toBeVisible();
  await expect(page.getByText(admin.organizations.empty)).toBeVisible();

  await tab(page, admin.tabs.users).click();
  await page.getByLabel(admin.users.search).fill(email);
  await expect(page.getByRole('list', { name: admin.tabs.users }).getByRole('listitem')).toHaveCount(1);
  const user = page.getByRole('list', { name: admin.tabs.users }).getByRole('listitem').filter({ hasText: email });
  await user.getByRole('button', { name: fill(admin.users['delete-label'], { email }) }).click();
  await dialog.getByLabel(admin.reason.label).fill('Asked by email');
  await dialog.getByLabel(fill(admin.users['delete-confirm'], { email })).fill(email);
  await dialog.getByRole('button', { name: admin.users.delete }).click();
  await expect(page.getByText(fill(admin.users['deleted-toast'], { email }))).toBeVisible();
  await expect(page.getByText(admin.users.empty)).toBeVisible();

  await owner.reload();
  await expect(owner).toHaveURL(/\/login/);
  await ownerContext.close();
});

test('an operator sees the service’s figures over time as charts, and as a table', async ({ page }) => {
  await signInOperator(page);
  // The daily run records the figures (wrangler's --test-scheduled route runs a Cron Trigger now).
  const ran = await page.request.get(`/__scheduled?cron=${encodeURIComponent('0 3 * * *')}`);
  expect(ran.ok()).toBe(true);
  await page.goto('/admin/users');
  await tab(page, admin.tabs.numbers).click();
  await expect(page).toHaveURL(/\/admin\/numbers$/);
  for (const figure of Object.values(admin.numbers.figures))
    await expect(page.getByRole('heading', { level: 2, name: figure, exact: true })).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(Object.keys(admin.numbers.figures).length);
  await page.getByText(admin.numbers.table, { exact: true }).click();
  const table = page.getByRole('table', { name: admin.numbers.table });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(table.getByRole('columnheader', { name: admin.numbers.figures.signUps })).toBeVisible();
  await expectNoAxeViolations(page, 'the console numbers');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('canvas').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'the console numbers at 390 px');
  // A canvas keeps the colours it was drawn with: another theme must draw the charts again.
  const chart = page.locator('canvas').first();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const drawnDark = await chart.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
  await page.getByRole('button', { name: en.layout.theme.label }).click();
  await page.getByRole('menuitemradio', { name: en.layout.theme.light }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect.poll(() => chart.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL())).not.toBe(drawnDark);
});
