import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { makeEml, makeTextPdf } from '../../core/extraction/extraction.fixtures';
import { en, joinThroughInvitation, test, uniqueEmail, signUpAndOpenOrganization } from './helpers';

const texts = en['intake-emails'];
const SENDER = 'ada@example.com';

/**
 * Sends a raw message to the local Worker's email() handler as Email Routing would (README "Documents
 * by email"): wrangler answers 200 when the handler accepts it, and 400 with the reason it bounced it.
 */
async function sendEmail(request: APIRequestContext, { from, to, raw }: { from: string; to: string; raw: string }) {
  const response = await request.post(`/cdn-cgi/handler/email?${new URLSearchParams({ from, to })}`, {
    data: raw,
    headers: { 'content-type': 'message/rfc822' },
  });
  return { status: response.status(), text: await response.text() };
}

const invoiceEmail = (to: string, from: string) =>
  makeEml({
    from: `Ada Lovelace <${from}>`,
    to,
    subject: 'Boiler invoice',
    text: 'Here is the invoice for the boiler repair.',
    attachments: [
      {
        fileName: 'boiler-invoice.pdf',
        mimeType: 'application/pdf',
        content: makeTextPdf(['Invoice 2931 for the boiler repair\nTotal due: 420 EUR']),
      },
    ],
    headers: { 'Message-ID': `<${crypto.randomUUID()}@example.com>` },
  });

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));

/** The card of the address, found by its title. */
const cardOf = (page: Page, address: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: address }) });

async function openActions(page: Page, card: Locator, address: string, item: string) {
  await card.getByRole('button', { name: fill(texts.card.actions, { address }) }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('an address generated in the UI takes a PDF from an allowed sender, bounces anyone else, logs both, turns off and on, and goes', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await signUpAndOpenOrganization(page, { name: 'Ada Lovelace', email: uniqueEmail('ada'), password: 'correct horse battery' });
  const organizationPath = new URL(page.url()).pathname;

  await test.step('on a server with intake emails off, the page says so and links to the documentation', async () => {
    await page.route('**/api/config', async (route) => {
      const { config } = (await (await route.fetch()).json()) as {
        config: { intakeEmails: { isEnabled: boolean }; links: Record<string, string | null> };
      };
      await route.fulfill({
        json: {
          config: {
            ...config,
            intakeEmails: { isEnabled: false },
            links: { ...config.links, repositoryUrl: 'https://example.com/archive' },
          },
        },
      });
    });
    await page.goto(`${organizationPath}/settings/intake-emails`);
    await expect(page.getByRole('heading', { name: texts.disabled.title })).toBeVisible();
    await expect(page.getByRole('link', { name: texts.disabled.documentation })).toHaveAttribute(
      'href',
      'https://example.com/archive#documents-by-email',
    );
    await expect(page.getByRole('button', { name: texts.generate.action })).toHaveCount(0);
    await page.unroute('**/api/config');
    await page.goto(organizationPath);
  });

  // From the settings part of the navigation to the empty page, whose call to action generates an address.
  await page
    .getByRole('navigation', { name: en.layout.navigation })
    .getByRole('link', { name: en.layout['organization-menu']['intake-emails'] })
    .click();
  await expect(page).toHaveURL(/\/settings\/intake-emails$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.page.title })).toBeVisible();
  await expect(page.getByText(texts.empty.title)).toBeVisible();
  await page.getByRole('button', { name: texts.generate.action }).click();

  const list = page.getByRole('list', { name: texts.page.title });
  const title = list.getByRole('heading', { level: 2 });
  await expect(title).toHaveText(/^[a-z0-9]{12,}@intake\.localhost$/);
  const address = (await title.textContent())!;
  await expect(page.getByText(fill(texts.generate.success, { address }))).toBeVisible();
  const card = cardOf(page, address);

  await test.step('the copy button copies the address; with no allowed origin yet, the card warns that nobody can send to it', async () => {
    await card.getByRole('button', { name: fill(texts.card.copy, { address }) }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expect(card.getByText(texts.card['no-origins-warning'])).toBeVisible();
    const bounced = await sendEmail(page.request, { from: SENDER, to: address, raw: invoiceEmail(address, SENDER) });
    expect(bounced.status).toBe(400);
    expect(bounced.text).toContain(`${address} does not accept mail from ${SENDER}`);
  });

  await test.step('the allowed-origins dialog checks the email, refuses a duplicate, adds and removes', async () => {
    await openActions(page, card, address, texts.origins.manage);
    const dialog = page.getByRole('dialog', { name: texts.origins.title });
    const field = dialog.getByLabel(texts.origins.email.label);
    await expect(field).toBeFocused();
    await field.fill('not an email');
    await field.press('Enter');
    await expect(dialog.getByText(texts.origins.email.invalid)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(`  ${SENDER.toUpperCase()} `);
    await dialog.getByRole('button', { name: texts.origins.add.submit }).click();
    const origins = dialog.getByRole('list');
    await expect(origins.getByRole('listitem')).toHaveText([SENDER]);
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();

    await field.fill('Ada@Example.com');
    await field.press('Enter');
    await expect(dialog.getByText(texts.origins.email.duplicate)).toBeVisible();

    await field.fill('grace@example.com');
    await field.press('Enter');
    await expect(origins.getByRole('listitem')).toHaveText([SENDER, 'grace@example.com']);
    await dialog.getByRole('button', { name: fill(texts.origins.remove.label, { email: 'grace@example.com' }) }).click();
    await expect(origins.getByRole('listitem')).toHaveText([SENDER]);
    await expect(field).toBeFocused();

    await dialog.getByRole('button', { name: texts.origins.done }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(texts.card['no-origins-warning'])).toBeHidden();
    await expect(card.getByRole('button', { name: fill(texts.card['origins-count_one'], { count: 1 }) })).toBeVisible();
  });

  const log = card.getByRole('table', { name: texts.messages.title });

  await test.step('a message with a PDF from the allowed sender becomes a document, linked from the log', async () => {
    const accepted = await sendEmail(page.request, { from: SENDER, to: address, raw: invoiceEmail(address, SENDER) });
    expect(accepted.status, accepted.text).toBe(200);

    const toggle = card.getByRole('button', { name: texts.messages.title });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The log polls while the message is imported.
    const row = log.getByRole('row').filter({ hasText: 'Boiler invoice' }).first();
    await expect(row).toContainText(texts.messages.outcomes.accepted, { timeout: 30_000 });
    await expect(row).toContainText(SENDER);
    await expect(row.getByRole('link', { name: 'boiler-invoice.pdf' })).toBeVisible();
  });

  await test.step('a sender who is not allowed is bounced with the reason, and the log shows the rejection', async () => {
    const bounced = await sendEmail(page.request, { from: 'eve@example.com', to: address, raw: invoiceEmail(address, 'eve@example.com') });
    expect(bounced.status).toBe(400);
    expect(bounced.text).toContain(`${address} does not accept mail from eve@example.com`);
    await card.getByRole('button', { name: fill(texts.messages.refresh.label, { address }) }).click();
    const row = log.getByRole('row').filter({ hasText: 'eve@example.com' });
    await expect(row).toContainText(texts.messages.outcomes.rejected);
    await expect(row).toContainText('does not accept mail from eve@example.com');
    // Newest first: the rejection, the import, then the bounce from before the sender was allowed.
    await expect(log.getByRole('row')).toHaveCount(4);
    await expect(log.getByRole('row').nth(1)).toContainText('eve@example.com');
  });

  await test.step('the document has the PDF’s text and says it arrived by email from the sender', async () => {
    await log.getByRole('link', { name: 'boiler-invoice.pdf' }).click();
    await expect(page).toHaveURL(/\/documents\/doc_[A-Za-z0-9]+$/);
    await page.getByRole('tab', { name: en.documents.tabs.content }).click();
    await expect(page.getByLabel(en.documents.content.label)).toHaveValue(/Invoice 2931 for the boiler repair/, { timeout: 20_000 });
    await page.getByRole('tab', { name: en.documents.tabs.activity }).click();
    await expect(page.getByText(fill(en.documents.activity.events['received-by-email'], { sender: SENDER }))).toBeVisible();

    await page.goto(`${organizationPath}/documents`);
    await expect(page.getByRole('link', { name: /boiler-invoice\.pdf/ })).toBeVisible();
  });

  await page.goto(`${organizationPath}/settings/intake-emails`);

  await test.step('disabled, the address shows so and bounces mail; enabled, it takes mail again', async () => {
    await openActions(page, card, address, texts.disable.action);
    await expect(page.getByText(fill(texts.disable.success, { address }))).toBeVisible();
    await expect(card.getByText(texts.card.disabled, { exact: true })).toBeVisible();
    const bounced = await sendEmail(page.request, { from: SENDER, to: address, raw: invoiceEmail(address, SENDER) });
    expect(bounced.status).toBe(400);
    expect(bounced.text).toContain(`${address} is disabled`);

    await openActions(page, card, address, texts.enable.action);
    await expect(page.getByText(fill(texts.enable.success, { address }))).toBeVisible();
    await expect(card.getByText(texts.card.disabled, { exact: true })).toBeHidden();
    expect((await sendEmail(page.request, { from: SENDER, to: address, raw: invoiceEmail(address, SENDER) })).status).toBe(200);
  });

  await test.step('deleting asks first, then the address and its log go', async () => {
    await openActions(page, card, address, texts.delete.action);
    const confirmation = page.getByRole('alertdialog', { name: texts.delete.confirm.title });
    await expect(confirmation).toContainText(address);
    await confirmation.getByRole('button', { name: texts.delete.confirm.cancel }).click();
    await expect(card).toBeVisible();

    await openActions(page, card, address, texts.delete.action);
    await confirmation.getByRole('button', { name: texts.delete.confirm.confirm }).click();
    await expect(page.getByText(fill(texts.delete.success, { address }))).toBeVisible();
    await expect(card).toBeHidden();
    await expect(page.getByText(texts.empty.title)).toBeVisible();
    expect((await sendEmail(page.request, { from: SENDER, to: address, raw: invoiceEmail(address, SENDER) })).status).toBe(400);
  });

  await test.step('past the organization’s limit, generating says why in a toast', async () => {
    const origin = new URL(page.url()).origin;
    for (let created = 0; created < 10; created++)
      expect((await page.request.post(`/api${organizationPath}/intake-emails`, { headers: { origin } })).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('list', { name: texts.page.title }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: texts.generate.action }).click();
    await expect(page.getByText(en['api-errors'].intake_email.limit_reached)).toBeVisible();
  });
});

test('a member has no intake emails item, and the page sends them to the general settings', async ({ page: owner, browser }) => {
  test.setTimeout(120_000);
  await signUpAndOpenOrganization(owner, { name: 'Grace Hopper', email: uniqueEmail('grace'), password: 'correct horse battery' });
  const organizationPath = new URL(owner.url()).pathname;
  const { page: member, context: memberContext } = await joinThroughInvitation(owner, browser, { name: 'Alan Turing', role: 'member' });

  const navigation = member.getByRole('navigation', { name: en.layout.navigation });
  await expect(navigation.getByRole('link', { name: en.layout['organization-menu'].settings })).toBeVisible();
  await expect(navigation.getByRole('link', { name: en.layout['organization-menu']['intake-emails'] })).toHaveCount(0);
  await member.goto(`${organizationPath}/settings/intake-emails`);
  await expect(member).toHaveURL(new RegExp(`${organizationPath}/settings$`));
  await memberContext.close();
});
