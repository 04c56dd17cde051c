import { expect } from '@playwright/test';
import { en, expectNoAxeViolations, test } from './helpers';

test('the app is installable: a manifest with its icons, a service worker for static files only, and an offline page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: en.auth.login.submit }).or(page.getByRole('heading')).first()).toBeVisible();

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ name: 'Archive', start_url: '/', scope: '/', display: 'standalone' });
  for (const size of ['192x192', '512x512']) expect(manifest.icons.some((icon: { sizes: string }) => icon.sizes === size)).toBe(true);
  expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons as { src: string }[]) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${new URL(baseURL!).origin}/`);
  // A page loaded under the worker: its static files are kept, no API answer ever.
  await page.reload();
  await page.waitForLoadState('networkidle');
  const cached = await page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)))).flat());
  expect(cached).toContain('/offline');
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((path) => !path.startsWith('/assets/') && !['/offline', '/offline.js', '/offline.css', '/favicon.svg', '/color-mode.js'].includes(path))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/organizations');
  await expect(page.getByRole('heading', { name: 'Vous êtes hors ligne' })).toBeVisible();
  await expect(page.getByText('Vos documents restent sur le serveur')).toBeVisible();
  await expectNoAxeViolations(page, 'the offline page');
  await context.close();
});
