import { expect } from '@playwright/test';
import { en, expectNoAxeViolations, test, uniqueEmail, signUpAndOpenOrganization } from './helpers';

test('the app is installable: a manifest with its icons, a service worker for static files only, and an offline page', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: en.auth.login.submit }).or(page.getByRole('heading')).first()).toBeVisible();

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ name: 'Archive', start_url: '/', scope: '/', display: 'standalone' });
  for (const size of ['192x192', '512x512']) expect(manifest.icons.some((icon: { sizes: string }) => icon.sizes === size)).toBe(true);
  expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons as { src: string }[])
    expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${new URL(baseURL!).origin}/`);
  // A page loaded under the worker: its static files are kept, no API answer ever.
  await page.reload();
  await page.waitForLoadState('networkidle');
  const cached = await page.evaluate(async () =>
    (
      await Promise.all(
        (await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)),
      )
    ).flat(),
  );
  expect(cached).toContain('/offline');
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(
    cached.filter(
      (path) =>
        !path.startsWith('/assets/') && !['/offline', '/offline.js', '/offline.css', '/favicon.svg', '/color-mode.js'].includes(path),
    ),
  ).toEqual([]);

  await context.setOffline(true);
  await page.goto('/organizations');
  await expect(page.getByRole('heading', { name: 'Vous êtes hors ligne' })).toBeVisible();
  await expect(page.getByText('Vos documents restent sur le serveur')).toBeVisible();
  await expectNoAxeViolations(page, 'the offline page');
  await context.close();
});

test('a file shared to the installed app from another app uploads to the chosen organization; Chromium finds the app installable', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  await signUpAndOpenOrganization(page, {
    name: 'Rosalind Franklin',
    email: uniqueEmail('share-target'),
    password: 'correct horse battery',
  });
  const { organizations } = (await (await page.request.get('/api/organizations')).json()) as { organizations: { name: string }[] };
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // What Chromium checks before offering to install (Lighthouse's installability audit asks it the same).
  const devtools = await context.newCDPSession(page);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  // Playwright's contexts are off the record, which Chromium never installs from.
  expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);

  // The share sheet's POST, as the manifest's share_target describes it.
  await page.evaluate(() => {
    const form = Object.assign(document.createElement('form'), { method: 'POST', action: '/share-target', enctype: 'multipart/form-data' });
    const input = Object.assign(document.createElement('input'), { type: 'file', name: 'files' });
    const transfer = new DataTransfer();
    transfer.items.add(new File(['Bakery receipt, 12.40 EUR, paid by card'], 'bakery-receipt.txt', { type: 'text/plain' }));
    input.files = transfer.files;
    form.append(input);
    document.body.append(form);
    form.submit();
  });
  await expect(page).toHaveURL(/\/share-target$/);
  const shareTarget = en['share-target'];
  await expect(page.getByRole('heading', { name: shareTarget.title_one.replace('{{count}}', '1') })).toBeVisible();
  await expect(page.getByRole('list', { name: shareTarget.files })).toContainText('bakery-receipt.txt');
  await expectNoAxeViolations(page, 'the shared files');
  await page.getByRole('button', { name: organizations[0]!.name }).click();
  await expect(page).toHaveURL(/\/organizations\/org_[a-z0-9]+\/documents$/);
  // In the list (the upload panel links to it too).
  await expect(page.locator('#main-content').getByRole('link', { name: 'bakery-receipt.txt' })).toBeVisible({ timeout: 30_000 });
  // The share is consumed: the page has nothing left to upload.
  await page.goto('/share-target');
  await expect(page.getByRole('heading', { name: shareTarget.empty.title })).toBeVisible();
  await context.close();
});
