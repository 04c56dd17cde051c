import { expect, type Page, type Request } from '@playwright/test';
import { en, test, uniqueEmail, signUpAndOpenOrganization, importFiles } from './helpers';

const ORGANIZATION_URL = /\/organizations\/(org_[a-z0-9]+)$/;

async function signUpWithOrganization(page: Page, email = uniqueEmail('shell')) {
  await signUpAndOpenOrganization(page, { name: 'Katherine Johnson', email, password: 'correct horse battery' });
  return { email, organizationId: ORGANIZATION_URL.exec(page.url())![1]! };
}

test('a cold load sends its start-up requests at once, the session only once', async ({ page }) => {
  const { organizationId } = await signUpWithOrganization(page);

  // Every API answer held back 1.5 s: one after another, the documents request could only leave
  // after the first answers; in parallel, it leaves before any answer is back.
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const sent: { path: string; at: number }[] = [];
  const answered: number[] = [];
  // The answers to this load's requests only: the organization home the sign-up landed on may still
  // be receiving its own.
  let isLoading = false;
  const requests = new WeakSet<Request>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!isLoading || !url.pathname.startsWith('/api/')) return;
    requests.add(request);
    sent.push({ path: url.pathname, at: Date.now() });
  });
  page.on('response', (response) => {
    if (requests.has(response.request())) answered.push(Date.now());
  });

  isLoading = true;
  await page.goto(`/organizations/${organizationId}/documents`);
  await expect(page.getByRole('heading', { level: 1, name: en.documents.list.title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(en.documents.list.empty.title)).toBeVisible();

  const paths = sent.map(({ path }) => path);
  expect(paths.filter((path) => path === '/api/auth/get-session')).toHaveLength(1);
  const firstAnswer = Math.min(...answered);
  for (const path of [
    '/api/config',
    '/api/auth/get-session',
    `/api/organizations/${organizationId}`,
    `/api/organizations/${organizationId}/members/me`,
    `/api/organizations/${organizationId}/documents`,
  ]) {
    const request = sent.find((candidate) => candidate.path === path);
    expect(request, `${path} was requested`).toBeDefined();
    expect(request!.at, `${path} left before the first answer came back`).toBeLessThan(firstAnswer);
  }
});

test('account settings keep the organization in the shell; signing in again lands in the last organization used', async ({ page }) => {
  const { email } = await signUpWithOrganization(page);
  const switcher = page.getByRole('button', { name: en.layout['organization-switcher'].label });
  await switcher.click();
  await page.getByRole('menuitem', { name: en.layout['organization-switcher'].create }).click();
  await expect(page).toHaveURL(/\/organizations\/create$/);
  await page.getByLabel(en.organizations.form.name.label).fill('Flight trajectories');
  await page.getByRole('button', { name: en.organizations.create.submit }).click();
  await expect(page).toHaveURL(ORGANIZATION_URL);
  const secondOrganizationId = ORGANIZATION_URL.exec(page.url())![1]!;

  // The account settings page: same switcher, search, import and organization menu.
  await page.getByRole('button', { name: en.layout['user-menu'].label }).click();
  await page.getByRole('menuitem', { name: en.layout['user-menu']['account-settings'] }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(switcher).toContainText('Flight trajectories');
  await expect(page.getByRole('button', { name: en.search.trigger.label })).toBeVisible();
  await expect(page.getByRole('button', { name: en.uploads['import-button'].label, exact: true })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: en.layout.navigation });
  await expect(navigation.getByRole('link', { name: en.layout['organization-menu'].documents, exact: true })).toHaveAttribute(
    'href',
    `/organizations/${secondOrganizationId}/documents`,
  );
  await expect(navigation.getByRole('link', { name: en.layout['account-menu']['account-settings'] })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The organizations list too.
  await page.goto('/organizations');
  await expect(switcher).toContainText('Flight trajectories');

  // Sign out, sign in: straight into the organization used last, not the list.
  await page.getByRole('button', { name: en.layout['user-menu'].label }).click();
  await page.getByRole('menuitem', { name: en.layout['user-menu'].logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(en.auth.fields.email.label).fill(email);
  await page.getByLabel(en.auth.fields.password.label).fill('correct horse battery');
  await page.getByRole('button', { name: en.auth.login.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${secondOrganizationId}$`));
});

test('bulk import: the panel follows the file being sent, and the table stays usable under it', async ({ page }) => {
  await signUpWithOrganization(page);
  const files = Array.from({ length: 40 }, (_, index) => ({
    name: `note-${String(index + 1).padStart(2, '0')}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(`Bulk note number ${index + 1}: ${'minutes of the quarterly meeting '.repeat(8)}`),
  }));
  await importFiles(page, files);

  const panel = page.getByRole('region', { name: /import/i }).or(page.locator('section[aria-labelledby]').last());
  const list = panel.getByRole('list');
  // While the batch runs, a file being sent is always in the visible part of the list.
  let checked = 0;
  await expect
    .poll(
      async () => {
        const state = await list.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const sending = [...element.querySelectorAll('[role="progressbar"]')].map((bar) => bar.getBoundingClientRect());
          return {
            sending: sending.length,
            inView: sending.some((bar) => bar.top >= box.top - 1 && bar.bottom <= box.bottom + 1),
            detail: `list ${Math.round(box.top)}-${Math.round(box.bottom)} scrollTop ${element.scrollTop}; bars ${sending.map((bar) => `${Math.round(bar.top)}-${Math.round(bar.bottom)}`).join(' ')}`,
          };
        });
        if (state.sending > 0) {
          expect(state.inView, `a file being sent is in view (${state.detail})`).toBe(true);
          checked++;
        }
        return state.sending;
      },
      { timeout: 60_000, intervals: [100] },
    )
    .toBe(0);
  expect(checked).toBeGreaterThan(0);
  await expect(page.getByText(en.uploads.panel.title.success.replace('{{count}}', '40'))).toBeVisible();

  // The documents list with the panel still open: the last row's actions can be reached and used.
  await page
    .getByRole('navigation', { name: en.layout.navigation })
    .getByRole('link', { name: en.layout['organization-menu'].documents, exact: true })
    .click();
  const lastRowActions = page.getByRole('button', { name: en.documents.table['actions-for'].replace('{{name}}', 'note-01.txt') });
  await lastRowActions.click({ timeout: 10_000 });
  const renameItem = page.getByRole('menuitem', { name: en.documents.actions.rename });
  await expect(renameItem).toBeVisible();
  // The row menus mount on first use: the keyboard opens one as well, and closing gives the focus back.
  await page.keyboard.press('Escape');
  await expect(renameItem).toBeHidden();
  await expect(lastRowActions).toBeFocused();
  const otherRowActions = page.getByRole('button', { name: en.documents.table['actions-for'].replace('{{name}}', 'note-02.txt') });
  await otherRowActions.focus();
  await page.keyboard.press('Enter');
  await expect(renameItem).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(otherRowActions).toBeFocused();
});
