import AxeBuilder from '@axe-core/playwright';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { APIRequestContext, Browser, FileChooser, Locator, Page } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import { type BarcodeSettings, DEFAULT_BARCODE_SETTINGS } from '../../core/documents/barcode-settings';
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

export const PASSWORD = 'correct horse battery';

/**
 * Another user, invited by the owner whose page is on the organization, who signs up through the form
 * in a context of their own and accepts: their page is then on the organization. Close `context` when done.
 */
export async function joinThroughInvitation(
  owner: Page,
  browser: Browser,
  { name, role }: { name: string; role: 'admin' | 'member' | 'viewer' },
) {
  const organizationPath = new URL(owner.url()).pathname;
  const email = uniqueEmail(role);
  const invited = await owner.request.post(`/api${organizationPath}/members/invitations`, {
    headers: { origin: new URL(owner.url()).origin },
    data: { email, role },
  });
  expect(invited.ok()).toBe(true);
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerAndVerify(page, { name, email, password: PASSWORD });
  await page.getByRole('button', { name: /^Accept the invitation to / }).click();
  await expect(page).toHaveURL(new RegExp(`${organizationPath}$`));
  return { page, context };
}

/** The origin `page.request` sends to: the API refuses a session's writes that come from another site. */
async function originOf(page: Page) {
  return new URL((await page.request.get('/api/config')).url()).origin;
}

/**
 * A new user, signed in, made through the API (sign-up, then the emailed link) for the tests whose
 * subject is not signing up: the session cookie lands in the page's context, no form is filled.
 */
export async function signUpThroughApi(
  page: Page,
  {
    name,
    email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-')),
    password = PASSWORD,
  }: { name: string; email?: string; password?: string },
) {
  const origin = await originOf(page);
  const response = await page.request.post('/api/auth/sign-up/email', { headers: { origin }, data: { name, email, password } });
  expect(response.ok(), `sign-up: ${response.status()} ${await response.text()}`).toBe(true);
  expect((await page.request.get(await linkFromOutbox(page.request, email))).ok()).toBe(true);
  return { email, password, origin };
}

/**
 * A new user signed in through the API with a first organization, named as the first-organization
 * form names it. The page stays where it was: open `organizationPath` when the test starts there.
 */
export async function signUpWithOrganization(page: Page, user: { name: string; email?: string; password?: string }) {
  const signedUp = await signUpThroughApi(page, user);
  const name = en.organizations.first['default-name-with-user'].replace('{{name}}', user.name);
  const response = await page.request.post('/api/organizations', { headers: { origin: signedUp.origin }, data: { name } });
  expect(response.status()).toBe(201);
  const { organization } = (await response.json()) as { organization: { id: string } };
  const organizationPath = `/organizations/${organization.id}`;
  return { ...signedUp, organizationId: organization.id, organizationPath, api: `/api${organizationPath}` };
}

/** `signUpWithOrganization`, then the page opens the organization, as the first-organization form would have. */
export async function signUpAndOpenOrganization(page: Page, user: { name: string; email?: string; password?: string }) {
  const signedUp = await signUpWithOrganization(page, user);
  await page.goto(signedUp.organizationPath);
  return signedUp;
}

/** Turns these uses of barcodes on through the API (`api`: the organization's), the others left at their defaults: off. */
export async function turnOnBarcodes(page: Page, api: string, rules: (keyof BarcodeSettings)[], { mayCreateTags = false } = {}) {
  const barcodes = structuredClone(DEFAULT_BARCODE_SETTINGS);
  for (const rule of rules) barcodes[rule].isEnabled = true;
  barcodes.tags.mayCreateTags = mayCreateTags;
  const response = await page.request.put(api, { headers: { origin: await originOf(page) }, data: { barcodes } });
  expect(response.ok(), `barcode settings: ${response.status()} ${await response.text()}`).toBe(true);
}

/** Uploads these text files through the API and waits until every document of the organization is processed (searchable); answers their ids. */
export async function uploadThroughApi(page: Page, api: string, files: { name: string; text: string }[]) {
  const origin = await originOf(page);
  const ids: string[] = [];
  for (const { name, text } of files) {
    const response = await page.request.post(`${api}/documents`, {
      headers: { origin },
      multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } },
    });
    expect(response.status(), `upload of ${name}`).toBe(201);
    ids.push(((await response.json()) as { document: { id: string } }).document.id);
  }
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`${api}/documents?pageSize=100`)).json()) as { documents: { processingStatus: string }[] }
        ).documents.every((document) => document.processingStatus === 'processed'),
      { timeout: 60_000 },
    )
    .toBe(true);
  return ids;
}

/** What a file chooser is given: paths, or files made in the test. */
export type ChosenFiles = Parameters<FileChooser['setFiles']>[0];

/** Plain-text files made in the test, for a file chooser. */
export const textFiles = (files: { name: string; text: string }[]) =>
  files.map(({ name, text }) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) }));

/** Opens the browser's file chooser with `open` (a click, a shortcut) and picks `files`, as a person would. */
export async function chooseFiles(page: Page, open: () => Promise<unknown>, files: ChosenFiles) {
  const chooser = page.waitForEvent('filechooser');
  await open();
  await (await chooser).setFiles(files);
}

/**
 * Imports `files` with the header's "Import documents" button (named exactly: an empty home's drop zone
 * has a button whose name starts alike); with `imported`, waits until the upload panel says that many arrived.
 */
export async function importFiles(page: Page, files: ChosenFiles, { imported }: { imported?: number } = {}) {
  const button = page.getByRole('banner').getByRole('button', { name: en.uploads['import-button'].label, exact: true });
  await chooseFiles(page, () => button.click(), files);
  if (imported === undefined) return;
  await expect(page.getByText(en.uploads.panel.title.success.replace('{{count}}', String(imported)))).toBeVisible({ timeout: 30_000 });
}

/** Opens the document `name` from the upload panel's link once it arrived, then closes the panel. */
export async function openFromUploadPanel(page: Page, name: string) {
  await page
    .getByRole('region', { name: new RegExp(en.uploads.panel.title.success.replace('{{count}}', '\\d+')) })
    .getByRole('link', { name: new RegExp(name.replace('.', '\\.')) })
    .click();
  await expect(page).toHaveURL(/\/documents\/doc_[a-z0-9]+/);
  await page.getByRole('button', { name: en.uploads.panel.close }).click();
}

/**
 * A new user with their first organization and these text files, processed (searchable), all made
 * through the API; the page is left on the organization. Answers the organization's path.
 */
export async function signUpWithDocuments(page: Page, { name, files }: { name: string; files: { name: string; text: string }[] }) {
  await page.setViewportSize({ width: 1400, height: 900 });
  const { organizationPath, api } = await signUpWithOrganization(page, { name });
  await uploadThroughApi(page, api, files);
  await page.goto(organizationPath);
  return organizationPath;
}

/** WCAG 2.2 AA, as axe tags it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * The WCAG 2.2 AA rules that read colours, the only thing a colour theme changes: a page checked
 * with every rule in one theme needs only these in the other.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the page as it is once its finite animations and transitions have ended (open overlays
 * included), with every WCAG 2.2 AA rule or only those of colour, and records every violation, one line per
 * element: rule id, impact, target and axe's summary. Soft, so that one run lists them all.
 */
export async function expectNoAxeViolations(page: Page, where: string, { coloursOnly = false } = {}) {
  // Colours mid-transition are neither the start's nor the end's: a toast fading in read 1.75:1. A toast
  // starts its fade-in transition only once an effect has marked it mounted (data-mounted), after a frame
  // or two: until then it is see-through, with no transition to wait for yet (it read 3.13:1 so).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(
    () =>
      document.querySelector('[data-sonner-toast][data-mounted="false"]') === null &&
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const axe = new AxeBuilder({ page });
  const { violations } = await (coloursOnly ? axe.withRules(COLOUR_RULES) : axe.withTags(WCAG_TAGS)).analyze();
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
  // The toast saying so comes with the codes; a check of the page waits for it rather than meeting it half drawn.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: twoFactor.enabled })).toBeVisible();
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
