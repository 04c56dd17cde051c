import { expect, type Locator, type Page } from '@playwright/test';
import de from '../../web/src/i18n/locales/de.json' with { type: 'json' };
import es from '../../web/src/i18n/locales/es.json' with { type: 'json' };
import fr from '../../web/src/i18n/locales/fr.json' with { type: 'json' };
import it_ from '../../web/src/i18n/locales/it.json' with { type: 'json' };
import pl from '../../web/src/i18n/locales/pl.json' with { type: 'json' };
import ptBR from '../../web/src/i18n/locales/pt-BR.json' with { type: 'json' };
import pt from '../../web/src/i18n/locales/pt.json' with { type: 'json' };
import ro from '../../web/src/i18n/locales/ro.json' with { type: 'json' };
import { LOCAL_STORAGE_KEYS } from '../../web/src/lib/local-storage-keys';
import { en, linkFromOutbox, test, uniqueEmail, signUpAndOpenOrganization } from './helpers';

const MESSAGES = { en, fr, de, 'pt-BR': ptBR, pt, pl, ro, es, it: it_ };

/** Signs up, creates the first organization and returns its path, `/organizations/org_…`. */
async function signUpWithOrganization(page: Page) {
  await signUpAndOpenOrganization(page, { name: 'Mary Somerville', email: uniqueEmail('mary'), password: 'correct horse battery' });
  return new URL(page.url()).pathname;
}

/** A POST to the API with the page's session, from the app's origin (the API refuses cookies from other sites). */
async function post<T>(
  page: Page,
  path: string,
  options: { data?: unknown; multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }> },
): Promise<T> {
  const response = await page.request.post(`/api${path}`, { ...options, headers: { origin: new URL(page.url()).origin } });
  const text = await response.text();
  expect(response.ok(), `${path}: ${response.status()} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function upload(page: Page, organizationPath: string, file: { name: string; mimeType: string; content: string }) {
  const { document } = await post<{ document: { id: string; name: string } }>(page, `${organizationPath}/documents`, {
    multipart: { file: { name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.content) } },
  });
  return document;
}

/** WCAG 2.5.8: a pointer target of 24×24 CSS px at least. */
async function expectTargetSize(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
}

async function useLocale(page: Page, locale: string) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LOCAL_STORAGE_KEYS.locale, locale] as const);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

test('side navigation labels fit its width in every language; a label that does not fit is cut, with its whole text as a tooltip', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpWithOrganization(page);

  const cutByLocale: Record<string, string[]> = {};
  for (const [locale, messages] of Object.entries(MESSAGES)) {
    await useLocale(page, locale);
    const links = page.getByRole('navigation', { name: messages.layout.navigation }).getByRole('link');
    await expect(links.getByText(messages.layout['organization-menu'].settings)).toBeVisible();
    const cut = await links.evaluateAll((elements) =>
      elements.flatMap((link) =>
        [...link.querySelectorAll('span')]
          .filter((span) => span.scrollWidth > span.clientWidth)
          .map((span) => `${span.textContent} (${span.scrollWidth} > ${span.clientWidth} px)`),
      ),
    );
    if (cut.length > 0) cutByLocale[locale] = cut;
  }
  expect(cutByLocale).toEqual({});

  // Narrower than any label (a smaller screen, a longer translation): cut on one line, the whole label on hover.
  await useLocale(page, 'en');
  const navigation = page.getByRole('navigation', { name: en.layout.navigation });
  await page.addStyleTag({ content: 'nav a > span { max-width: 3.5rem }' });
  const settings = navigation
    .getByRole('link', { name: en.layout['organization-menu'].settings })
    .getByText(en.layout['organization-menu'].settings);
  await settings.hover();
  await expect(settings).toHaveAttribute('title', en.layout['organization-menu'].settings);
  expect(await settings.evaluate((label) => label.getClientRects().length === 1 && label.scrollWidth > label.clientWidth)).toBe(true);
  const home = navigation.getByRole('link', { name: en.layout['organization-menu'].home }).getByText(en.layout['organization-menu'].home);
  await home.hover();
  await expect(home).toHaveAttribute('title', '');
});

test('a document without a visual preview shows its extracted text, says so while extracting, and is an unknown type without text; the Info tab cuts a long type', async ({
  page,
}) => {
  const organizationPath = await signUpWithOrganization(page);
  const email = await upload(page, organizationPath, {
    name: 'inventory.eml',
    mimeType: 'message/rfc822',
    content:
      'From: Keeper <keeper@example.com>\r\nSubject: Lighthouse inventory\r\nContent-Type: text/plain\r\n\r\nTwelve lamps and a foghorn.\r\n',
  });

  // The first answer says the text is still being extracted; the page polls until it is there.
  let isExtracting = true;
  await page.route(`**/api${organizationPath}/documents/${email.id}`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const extracting = {
      processingStatus: 'pending',
      processing: { ...body.document.processing, status: 'pending', step: 'extracting' },
      content: '',
    };
    await route.fulfill({ response, json: isExtracting ? { document: { ...body.document, ...extracting } } : body });
  });
  await page.goto(`${organizationPath}/documents/${email.id}`);
  const preview = page.getByRole('region', { name: en.documents.preview.title });
  await expect(preview.getByRole('status')).toContainText(en.documents.processing.extracting);
  await expect(preview).toContainText(en.documents.preview.extracting);
  isExtracting = false;

  await expect(preview.getByLabel(en.documents.preview['text-label'].replace('{{name}}', 'inventory.eml'))).toHaveText(
    'Subject: Lighthouse inventory\nFrom: Keeper <keeper@example.com>\n\nTwelve lamps and a foghorn.',
    { timeout: 20_000 },
  );
  await expect(preview).toContainText(en.documents.preview['extracted-text']);
  await expect(preview).not.toContainText(en.documents.preview.unknown.title);

  // Not a real docx: nothing to extract, so nothing to show.
  const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const letter = await upload(page, organizationPath, { name: 'letter.docx', mimeType: docxType, content: 'not a zip at all' });
  await page.goto(`${organizationPath}/documents/${letter.id}`);
  await expect(preview.getByText(en.documents.preview.unknown.title)).toBeVisible({ timeout: 20_000 });

  // The Info tab, in its column beside the preview: the 71-character type is cut to its row, whole in a tooltip.
  await page.setViewportSize({ width: 1600, height: 900 });
  const type = page.getByRole('tabpanel').getByText(docxType);
  expect(await type.evaluate((element) => element.scrollWidth > element.clientWidth && element.getClientRects().length === 1)).toBe(true);
  await type.focus();
  await expect(page.getByRole('tooltip')).toHaveText(docxType);
});

test('document page: the heading is the name, a rename button beside it; the id once, in the Info tab; tag remove buttons of 24×24 px', async ({
  page,
}) => {
  const organizationPath = await signUpWithOrganization(page);
  const document = await upload(page, organizationPath, { name: 'tide-tables.txt', mimeType: 'text/plain', content: 'High water at noon' });
  const { tag } = await post<{ tag: { id: string } }>(page, `${organizationPath}/tags`, { data: { name: 'Harbour', color: '#7ad7ff' } });
  await post(page, `${organizationPath}/documents/${document.id}/tags`, { data: { tagId: tag.id } });
  await page.goto(`${organizationPath}/documents/${document.id}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('tide-tables.txt');
  const renameLabel = en.documents.detail.rename.replace('{{name}}', 'tide-tables.txt');
  await page.getByRole('button', { name: renameLabel }).click();
  await expect(page.getByRole('dialog', { name: en.documents.rename.title })).toBeVisible();
  await page.keyboard.press('Escape');
  // A click on the name itself renames too.
  // (The button's hit area lies over the heading, so Playwright must be told to click there anyway.)
  await page.getByRole('heading', { level: 1 }).click({ force: true });
  await expect(page.getByRole('dialog', { name: en.documents.rename.title })).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(page.getByText(document.id)).toHaveCount(1);
  const infoTab = page.getByRole('tabpanel', { name: en.documents.tabs.info });
  await expect(infoTab.getByText(document.id)).toBeVisible();
  await expect(infoTab.getByRole('button', { name: en.documents.info['copy-id'] })).toBeVisible();

  const removeFromDocument = page.getByRole('button', { name: en.tags['document-editor'].remove.replace('{{name}}', 'Harbour') });
  await expectTargetSize(removeFromDocument);

  await page.goto(`${organizationPath}/documents?tags=${tag.id}`);
  const removeFilter = page.getByRole('button', { name: en.documents.list.filters.remove.replace('{{name}}', 'Harbour') });
  await expectTargetSize(removeFilter);
});

test('a tagging rule card shows its state once: the switch', async ({ page }) => {
  const organizationPath = await signUpWithOrganization(page);
  const { tag } = await post<{ tag: { id: string } }>(page, `${organizationPath}/tags`, { data: { name: 'Invoices', color: '#d8ff75' } });
  await post(page, `${organizationPath}/tagging-rules`, {
    data: { name: 'Bills', conditions: [{ field: 'name', operator: 'contains', value: 'bill' }], tagIds: [tag.id], isEnabled: false },
  });
  await page.goto(`${organizationPath}/tagging-rules`);

  const toggle = page.getByRole('switch', { name: en['tagging-rules'].card['toggle-label'].replace('{{name}}', 'Bills') });
  await expect(toggle).not.toBeChecked();
  // The words of the badge that used to repeat the switch.
  await expect(page.getByText(/^(Enabled|Disabled)$/)).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByText(/^(Enabled|Disabled)$/)).toHaveCount(0);
});

test('the command palette list and the notifications region are named in the interface language', async ({ page }) => {
  const organizationPath = await signUpWithOrganization(page);
  await useLocale(page, 'de');
  // The shortcut is the launcher's: pressed before the reloaded shell has mounted it, it opened nothing (failed in two runs).
  await expect(page.getByRole('button', { name: de.search.trigger.label })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('listbox', { name: de.search.palette.suggestions })).toBeVisible();
  await page.keyboard.press('Escape');

  // The toaster, and its region, come with the first toast (ui/toast.ts).
  await page.goto(`${organizationPath}/settings`);
  await page.getByLabel(de.organizations.form.name.label).fill('Umbenannt');
  await page.getByRole('button', { name: de.organizations.settings.rename.submit }).click();
  const notifications = page.getByRole('region', { name: new RegExp(`^${de.common.notifications}`) });
  await expect(notifications.getByText(de.organizations.settings.rename.success)).toBeVisible();
});

/** The emails the dev outbox holds for an address. */
async function emailsTo(page: Page, to: string) {
  const { emails } = (await (await page.request.get('/api/dev/outbox')).json()) as { emails: { to: string; links: string[] }[] };
  return emails.filter((email) => email.to === to);
}

async function register(page: Page, email: string) {
  await page.goto('/register');
  await page.getByLabel(en.auth.fields.email.label).fill(email);
  await page.getByLabel(en.auth.fields.name.label).fill('Caroline Herschel');
  await page.getByLabel(en.auth.fields.password.label).fill('comet hunter 1786');
  await page.getByRole('button', { name: en.auth.register.submit }).click();
  await expect(page).toHaveURL(/\/email-validation-required$/);
}

const resendIn = (seconds: number) => en.auth.verification['resend-in'].replace('{{seconds}}', String(seconds));

/** The seconds the disabled "Resend the email in N s" button says are left. */
async function resendCountdown(page: Page) {
  const button = page.getByRole('button', { name: new RegExp(`^${resendIn(0).replace('0', '\\d+')}$`) });
  await expect(button).toBeDisabled();
  return Number(/\d+/.exec((await button.textContent()) ?? '')?.[0]);
}

test('after registering, the verification page names the address and resends the email after a countdown, both kept on reload', async ({
  page,
}) => {
  await page.clock.install();
  const email = uniqueEmail('caroline');
  await register(page, email);

  await expect(page.getByRole('heading', { name: en.auth['email-validation-required'].title })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await resendCountdown(page)).toBeGreaterThan(50);
  await page.clock.runFor(20_000);
  await expect.poll(() => resendCountdown(page)).toBeLessThanOrEqual(40);

  await page.reload();
  await expect(page.getByText(email)).toBeVisible();
  expect(await resendCountdown(page)).toBeLessThanOrEqual(40);

  await page.clock.runFor(40_000);
  await page.getByRole('button', { name: en.auth.verification.resend }).click();
  await expect(page.getByRole('status')).toHaveText(en.auth.verification.resent.replace('{{email}}', email));
  expect(await resendCountdown(page)).toBeGreaterThan(50);
  await expect.poll(async () => (await emailsTo(page, email)).length).toBe(2);

  // The new link works like the first: it lands on the verification page, which opens the app.
  await page.goto(await linkFromOutbox(page.request, email));
  await expect(page).toHaveURL(/\/organizations\/first$/);
});

test('a sign-in refused until the email is verified leads to the verification page with the address and a resend at once', async ({
  page,
}) => {
  const email = uniqueEmail('refused');
  await register(page, email);
  await page.goto('/login');
  await page.getByLabel(en.auth.fields.email.label).fill(email);
  await page.getByLabel(en.auth.fields.password.label).fill('comet hunter 1786');
  await page.getByRole('button', { name: en.auth.login.submit }).click();

  await expect(page).toHaveURL(/\/email-validation-required$/);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: en.auth.verification.resend }).click();
  await expect(page.getByRole('status')).toHaveText(en.auth.verification.resent.replace('{{email}}', email));
  await expect.poll(async () => (await emailsTo(page, email)).length).toBe(2);
});

test('opening a verification link: a designed page while signing in; a broken or expired link says so and sends a new one', async ({
  page,
}) => {
  const email = uniqueEmail('landing');
  await register(page, email);
  const link = await linkFromOutbox(page.request, email);

  // A broken link: the server sends the browser to the page with ?error=, which offers a new link to a typed address.
  const broken = new URL(link);
  broken.searchParams.set('token', 'not-a-token');
  await page.goto(broken.toString());
  await expect(page).toHaveURL(/\/email-verification\/done\?error=INVALID_TOKEN$/);
  await expect(page.getByRole('heading', { name: en.auth.verification.invalid.title })).toBeVisible();
  await page.getByLabel(en.auth.fields.email.label).fill(email);
  await page.getByRole('button', { name: en.auth.verification.resend }).click();
  await expect(page.getByRole('status')).toHaveText(en.auth.verification.resent.replace('{{email}}', email));
  expect(await resendCountdown(page)).toBeGreaterThan(50);
  await expect.poll(async () => (await emailsTo(page, email)).length).toBe(2);

  await page.goto('/email-verification/done?error=TOKEN_EXPIRED');
  await expect(page.getByRole('heading', { name: en.auth.verification.expired.title })).toBeVisible();
  await expect(page.getByText(en.auth.verification.expired.description)).toBeVisible();
  // Opened without the API's redirect (a link cut short): nothing was verified, and it says so.
  await page.goto('/email-verification');
  await expect(page.getByRole('heading', { name: en.auth.verification.incomplete.title })).toBeVisible();

  // The link that works: the page shows the product, a message and a progress bar until the session is there.
  let releaseSession = () => {};
  const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
  await page.route('**/api/auth/get-session', async (route) => {
    await sessionHeld;
    await route.continue();
  });
  await page.goto(link);
  await expect(page).toHaveURL(/\/email-verification\/done$/);
  await expect(page.getByRole('heading', { name: en.auth.verification.verified.title })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: en.auth.verification.verified.opening })).toBeVisible();
  await expect(page.getByRole('link', { name: en.common['product-name'] })).toBeVisible();
  releaseSession();
  await expect(page).toHaveURL(/\/organizations\/first$/);
});
