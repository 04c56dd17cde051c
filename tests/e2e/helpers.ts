import AxeBuilder from '@axe-core/playwright';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import en from '../../web/src/i18n/locales/en.json' with { type: 'json' };

export { en };

/**
 * Playwright's `test`, failing any test during which a page reports a Content Security Policy
 * violation: the app must run entirely under the policy of web/public/_headers. `cspViolations` holds
 * them, for a test that provokes one on purpose.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const collect = (text: string) => {
        if (text.includes('Content Security Policy')) violations.push(text);
      };
      // Chromium logs most violations itself; the event also catches those it does not log, in every frame.
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline content'} in ${event.documentURI}`,
          ),
        ),
      );
      context.on('console', (message) => collect(message.text()));
      context.on('weberror', (error) => collect(error.error().message));
      await use(violations);
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** The first link of the newest dev-outbox email sent to `to`. */
export async function linkFromOutbox(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { emails } = (await (await request.get('/api/dev/outbox')).json()) as { emails: { to: string; links: string[] }[] };
      link = emails.find((email) => email.to === to)?.links[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/**
 * Registers through the UI and follows the verification link: the user lands signed in. Where other
 * sign-in providers exist, the form is behind its 'Register with email' button.
 */
export async function registerAndVerify(page: Page, { name, email, password }: { name: string; email: string; password: string }) {
  await page.goto('/register');
  const withEmail = page.getByRole('button', { name: en.auth.register['with-email'] });
  await expect(page.getByLabel(en.auth.fields.email.label).or(withEmail)).toBeVisible();
  if (await withEmail.isVisible()) await withEmail.click();
  await page.getByLabel(en.auth.fields.email.label).fill(email);
  await page.getByLabel(en.auth.fields.name.label).fill(name);
  await page.getByLabel(en.auth.fields.password.label).fill(password);
  await page.getByRole('button', { name: en.auth.register.submit }).click();
  await expect(page).toHaveURL(/\/email-validation-required$/);
  await page.goto(await linkFromOutbox(page.request, email));
}

/**
 * A new user with their first organization and these text files uploaded through the import button,
 * once every one is processed (searchable). Answers the organization's path.
 */
export async function signUpWithDocuments(page: Page, { name, files }: { name: string; files: { name: string; text: string }[] }) {
  await page.setViewportSize({ width: 1400, height: 900 });
  await registerAndVerify(page, { name, email: uniqueEmail(name.toLowerCase().replace(/\W+/g, '-')), password: 'correct horse battery' });
  await page.getByRole('button', { name: en.organizations.first.submit }).click();
  await expect(page).toHaveURL(/\/organizations\/org_[a-z0-9]+$/);
  const organizationPath = new URL(page.url()).pathname;
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: en.uploads['import-button'].label }).click();
  await (await chooser).setFiles(files.map((file) => ({ name: file.name, mimeType: 'text/plain', buffer: Buffer.from(file.text) })));
  await expect(page.getByText(en.uploads.panel.title.success.replace('{{count}}', String(files.length)))).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: en.uploads.panel.close }).click();
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api${organizationPath}/documents`)).json()) as { documents: { processingStatus: string }[] }
        ).documents.every((document) => document.processingStatus === 'processed'),
      { timeout: 30_000 },
    )
    .toBe(true);
  return organizationPath;
}

/** WCAG 2.2 AA, as axe tags it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is once its finite animations and transitions have ended (open overlays
 * included) and records every violation, one line per
 * element: rule id, impact, target and axe's summary. Soft, so that one run lists them all.
 */
export async function expectNoAxeViolations(page: Page, where: string) {
  // Colours mid-transition are neither the start's nor the end's: a toast fading in read 1.75:1.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const lines = violations.flatMap(({ id, impact, nodes }) =>
    nodes.map((node) => `${id} (${impact}) at ${node.target.join(' > ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`),
  );
  expect.soft(lines, `axe violations on ${where}`).toEqual([]);
}

/** What an authenticator app holding this key shows now. */
export const totpCodeFor = (key: string) => createOTP(base32.decode(key)).totp();

/** Sets up the authenticator app from the account settings, confirmed with `password`; answers the key and the backup codes. */
export async function enableTwoFactor(page: Page, password: string) {
  const twoFactor = en.account['two-factor'];
  await page.goto('/settings');
  const card = page.locator('#two-factor');
  await card.getByRole('button', { name: twoFactor.enable }).click();
  await card.getByLabel(twoFactor.password.label).fill(password);
  await card.getByRole('button', { name: twoFactor.password.continue }).click();
  await expect(card.getByRole('img', { name: twoFactor.scan['qr-label'] })).toBeVisible();
  // Shown in groups of four.
  const key = (await card.locator('code').textContent())!.replaceAll(' ', '');
  await card.getByLabel(twoFactor.scan.code).fill(await totpCodeFor(key));
  await card.getByRole('button', { name: twoFactor.scan.confirm }).click();
  const codes = card.getByRole('list', { name: twoFactor.codes.title }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  return { key, backupCodes: await codes.allTextContents() };
}

/** The two screens of a new user's tour: a laptop's and a phone's. */
export const LAYOUT_VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** That a click at the centre of `locator` lands on it: on screen, and nothing (a sticky bar, a panel) covers it. */
export async function expectUncovered(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && element.contains(hit);
      }),
    )
    .toBe(true);
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes (Playwright's boundingBox) overlap. */
export const boxesIntersect = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
