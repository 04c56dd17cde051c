import { expect, type Page } from '@playwright/test';
import { startPostHogFake } from '../posthog-fake';
import { startStripeFake } from '../stripe-fake';
import { startLanguageModelFake } from '../language-model-fake';
import {
  APP_URL,
  CONFIGURED_APP_SETTINGS,
  CONFIGURED_APP_URL,
  LANGUAGE_MODEL_FAKE_PORT,
  POSTHOG_FAKE_PORT,
  STRIPE_FAKE_PORT,
} from './configured-app';
import { en, test, uniqueEmail, signUpAndOpenOrganization, importFiles, openFromUploadPanel, expectNoAxeViolations } from './helpers';

const ORGANIZATION_URL = /\/organizations\/(org_[a-z0-9]+)$/;
const VERSION = '0.9.1';

async function signUpWithOrganization(page: Page, label: string, email = uniqueEmail(label)) {
  await signUpAndOpenOrganization(page, { name: 'Dorothy Vaughan', email, password: 'correct horse battery' });
  return ORGANIZATION_URL.exec(page.url())![1]!;
}

const rail = (page: Page) => page.getByRole('complementary');
const opensInNewTab = (name: string) => `${name} ${en.common['opens-in-new-tab']}`;

test('with analytics off, the login and organization pages call no one but the app, and never fetch the analytics library', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: en.auth.login.title })).toBeVisible();
  const organizationId = await signUpWithOrganization(page, 'no-analytics');
  await page.goto(`/organizations/${organizationId}/documents`);
  await expect(page.getByRole('heading', { level: 1, name: en.documents.list.title })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(requested.filter((url) => new URL(url).origin !== APP_URL)).toEqual([]);
  expect(requested.filter((url) => /posthog|\/api\/analytics/.test(url))).toEqual([]);
});

test('without repository and social links, the rail shows the version as plain text', async ({ page }) => {
  await signUpWithOrganization(page, 'plain-rail');
  await expect(rail(page).getByText(`v${VERSION}`)).toBeVisible();
  await expect(rail(page).getByRole('link', { name: new RegExp(`v${VERSION}`) })).toHaveCount(0);
  await expect(rail(page).getByRole('link', { name: opensInNewTab(en.layout.rail.repository) })).toHaveCount(0);
});

test.describe('on the configured app', () => {
  test.use({ baseURL: CONFIGURED_APP_URL });

  test('the rail links to the source repository, the social profile and the release of the version', async ({ page }) => {
    await signUpWithOrganization(page, 'rail');
    await expect(rail(page).getByRole('link', { name: opensInNewTab(en.layout.rail.repository) })).toHaveAttribute(
      'href',
      CONFIGURED_APP_SETTINGS.APP_REPOSITORY_URL,
    );
    await expect(rail(page).getByRole('link', { name: opensInNewTab(en.layout.rail.social) })).toHaveAttribute(
      'href',
      CONFIGURED_APP_SETTINGS.APP_SOCIAL_URL,
    );
    await expect(rail(page).getByRole('link', { name: opensInNewTab(`v${VERSION}`) })).toHaveAttribute(
      'href',
      `${CONFIGURED_APP_SETTINGS.APP_REPOSITORY_URL}/releases/tag/v${VERSION}`,
    );
  });

  test('with analytics on, PostHog gets the page views, the signed-in user and the product events, all through the relay', async ({
    page,
  }) => {
    const posthog = await startPostHogFake(POSTHOG_FAKE_PORT);
    // PostHog drops the events of a browser driven by automation, as it says navigator.webdriver is.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
    try {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      const email = uniqueEmail('analytics');
      const organizationId = await signUpWithOrganization(page, 'analytics', email);
      const { user } = (await (await page.request.get('/api/users/me')).json()) as { user: { id: string } };

      await page.goto(`/organizations/${organizationId}/tags`);
      await page.getByRole('button', { name: en.tags.page.create }).first().click();
      await page.getByRole('dialog').getByLabel(en.tags.form.name.label).fill('Receipts');
      await page.getByRole('dialog').getByRole('button', { name: en.tags.form.create }).click();
      await expect(page.getByText(en.tags.create.success.replace('{{name}}', 'Receipts'))).toBeVisible();
      await page.goto(`/organizations/${organizationId}/documents?q=invoice`);
      await expect(page.getByRole('heading', { level: 1, name: en.documents.list.title })).toBeVisible();
      await importFiles(
        page,
        {
          name: 'analytics-note.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('A note uploaded with analytics on'),
        },
        { imported: 1 },
      );

      await expect
        .poll(() => posthog.events.map(({ event }) => event), { timeout: 30_000 })
        .toEqual(expect.arrayContaining(['$pageview', '$identify', 'tag created', 'search', 'document uploaded']));
      // The file's name is the user's data: the event does not carry it.
      expect(JSON.stringify(posthog.events)).not.toContain('analytics-note');
      expect(posthog.events.find(({ event }) => event === '$identify')).toMatchObject({
        properties: { distinct_id: user.id },
        $set: { email },
      });
      // The documents page's address had the search in its query: no event carries it.
      expect(JSON.stringify(posthog.events)).not.toContain('invoice');
      expect(requested.filter((url) => new URL(url).origin !== CONFIGURED_APP_URL)).toEqual([]);
    } finally {
      await posthog.close();
    }
  });

  test("the owner's subscription button opens the customer portal in a new tab, and says so when it cannot", async ({ page, context }) => {
    const stripe = await startStripeFake(STRIPE_FAKE_PORT);
    try {
      // Stripe's portal is not reachable from here: a page stands in for it.
      await context.route('https://billing.stripe.test/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Billing portal</title>' }),
      );
      const organizationId = await signUpWithOrganization(page, 'subscription');
      await page.goto(`/organizations/${organizationId}/settings`);
      await expect(page.getByRole('heading', { name: en.organizations.settings.subscription.title })).toBeVisible();
      const manage = page.getByRole('button', { name: en.organizations.settings.subscription.manage });

      const portal = page.waitForEvent('popup');
      await manage.click();
      // Busy from the click until a second after the tab got its address (checked first: that second
      // may be over by the time the tab's address is), then ready for another.
      await expect(manage).toBeDisabled();
      await expect(await portal).toHaveURL(/^https:\/\/billing\.stripe\.test\/session\/cus_test\d+$/);
      await expect(manage).toBeEnabled();

      await stripe.close();
      const failedTab = page.waitForEvent('popup');
      await manage.click();
      // The tab may close before its close event is awaited (seen with two workers): check first.
      const failed = await failedTab;
      if (!failed.isClosed()) await failed.waitForEvent('close');
      await expect(page.getByText(en.organizations.settings.subscription.error)).toBeVisible();
      await expect(manage).toBeEnabled();
    } finally {
      await stripe.close();
    }
  });
  test("the language model: an admin turns it on with new tags, a new document's proposed name and new tag are accepted with the keyboard, and the month's budget runs out", async ({
    page,
  }) => {
    const languageModel = await startLanguageModelFake(LANGUAGE_MODEL_FAKE_PORT);
    try {
      await page.setViewportSize({ width: 1400, height: 900 });
      const organizationId = await signUpWithOrganization(page, 'language-model');
      const api = `/api/organizations/${organizationId}`;
      await page.request.post(`${api}/tags`, { headers: { origin: CONFIGURED_APP_URL }, data: { name: 'Bills', color: '#d8ff75' } });
      const texts = en.suggestions.settings['language-model'];

      await page.goto(`/organizations/${organizationId}/settings`);
      const sent = texts.sent.replace('{{host}}', `127.0.0.1:${LANGUAGE_MODEL_FAKE_PORT}`).replace('{{length}}', '4,000');
      await expect(page.getByText(sent)).toBeVisible();
      await expect(page.getByText(texts.budget.replace('{{used}}', '0').replace('{{total}}', '1'))).toBeVisible();
      await expect(page.getByText(texts.tokens.replace('{{used}}', '0').replace('{{total}}', '10,000'))).toBeVisible();
      const toggle = page.getByRole('switch', { name: texts.label });
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(page.getByText(en.suggestions.settings.success)).toBeVisible();
      await expect(toggle).toBeChecked();
      // Its second switch shows once the model is on.
      const newTags = page.getByRole('switch', { name: en.suggestions.settings['new-tags'].label });
      await expect(newTags).not.toBeChecked();
      await newTags.click();
      await expect(newTags).toBeChecked();
      await expectNoAxeViolations(page, 'the suggestions card with the language model');

      await page.goto(`/organizations/${organizationId}`);
      await importFiles(
        page,
        {
          name: 'scan-0042.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('Stadtwerke Musterstadt. Stromrechnung. Verbrauch 1.234 kWh.'),
        },
        { imported: 1 },
      );
      await openFromUploadPanel(page, 'scan-0042.txt');
      // Asked when the document is processed, in the queue: the page opened before shows them once read again.
      const documentId = page.url().match(/doc_[a-z0-9]+/)![0];
      await expect
        .poll(
          async () =>
            ((await (await page.request.get(`${api}/documents/${documentId}/suggestions`)).json()) as { suggestions: unknown[] })
              .suggestions.length,
          { timeout: 30_000 },
        )
        .toBe(5);
      await page.reload();
      const suggestions = page.getByRole('region', { name: en.suggestions.title });
      const name = suggestions.getByRole('listitem', { name: new RegExp(`^${en.suggestions.fields.name}: Electricity bill March 2025`) });
      await expect(name).toBeVisible();
      await expect(
        suggestions.getByRole('listitem', { name: new RegExp(`^${en.suggestions.fields.documentDate}: March 12, 2025`) }),
      ).toBeVisible();
      await expect(suggestions.getByRole('listitem', { name: new RegExp(`^${en.suggestions.fields.tag}: Bills`) })).toBeVisible();
      // The organization allows new tags: the names it does not have ("Home" too) are new tags, shown as such.
      const newTag = suggestions.getByRole('listitem', { name: new RegExp(`^${en.suggestions.fields['new-tag']}: Invented tag`) });
      await expect(newTag).toBeVisible();
      await expect(suggestions.getByRole('listitem', { name: new RegExp(`^${en.suggestions.fields['new-tag']}: Home`) })).toBeVisible();
      await expectNoAxeViolations(page, "the document's suggestions with new tags");
      await name.focus();
      await page.keyboard.press('a');
      await expect(name).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Electricity bill March 2025' })).toBeVisible();
      await newTag.focus();
      await page.keyboard.press('a');
      await expect(newTag).toBeHidden();
      const { tags } = (await (await page.request.get(`${api}/tags`)).json()) as { tags: { name: string }[] };
      expect(tags.map(({ name: tagName }) => tagName).sort()).toEqual(['Bills', 'Invented tag']);
      const { document } = (await (await page.request.get(`${api}/documents/${documentId}`)).json()) as {
        document: { tags: { name: string }[] };
      };
      expect(document.tags.map(({ name: tagName }) => tagName)).toEqual(['Invented tag']);

      await page.goto(`/organizations/${organizationId}/settings`);
      await expect(page.getByText(texts['used-up'])).toBeVisible();
      await expect(page.getByText(texts.budget.replace('{{used}}', '1').replace('{{total}}', '1'))).toBeVisible();
      await expect(page.getByText(texts.tokens.replace('{{used}}', '150').replace('{{total}}', '10,000'))).toBeVisible();
    } finally {
      await languageModel.close();
    }
  });
});
