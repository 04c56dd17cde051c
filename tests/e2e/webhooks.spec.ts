import { createServer, type IncomingHttpHeaders } from 'node:http';
import { expect, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { listenOnLoopback } from '../loopback-server';
import { en, test, uniqueEmail, signUpAndOpenOrganization, importFiles } from './helpers';

const texts = en.webhooks;

type Received = { headers: IncomingHttpHeaders; body: string };

/**
 * A webhook receiver on loopback (which the local server allows through WEBHOOK_URL_ALLOWED_HOSTNAMES):
 * it records every request and answers the statuses put in `nextStatuses` first, then 200.
 */
async function startReceiver() {
  const received: Received[] = [];
  const nextStatuses: number[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(nextStatuses.shift() ?? 200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  const { port, close } = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}/archive-hooks`,
    received,
    nextStatuses,
    /** The requests whose body has this `type`, oldest first. */
    ofType: (type: string) => received.filter(({ body }) => (JSON.parse(body) as { type: string }).type === type),
    close,
  };
}

/** What `standardwebhooks` makes of a request with `secret`: the payload, or the reason it refuses it. */
function verified(secret: string, { headers, body }: Received) {
  return new Webhook(secret).verify(body, headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
}

/** The deliveries table's rows of one event type, newest first. */
const deliveryRows = (page: Page, eventType: string) =>
  page.getByRole('table', { name: texts.deliveries.title }).getByRole('row').filter({ hasText: eventType });
/** After the toggle, the status and the event. */
const ATTEMPTS_COLUMN = 3;

async function importFile(page: Page, name: string) {
  await importFiles(page, { name, mimeType: 'text/plain', buffer: Buffer.from(`The text of ${name}.`) }, { imported: 1 });
  await page.getByRole('button', { name: en.uploads.panel.close }).click();
}
/** How the polls of the receiver's list wait: it is in this process, so it is read every 100 ms rather than each second. */
const RECEIVED = { timeout: 30_000, intervals: [100] };
const secretField = (page: Page) => page.getByRole('textbox', { name: texts.form.secret.label });

test('a webhook made in the UI gets signed events, retries a failure, redelivers, rotates its secret, turns off and on, and goes', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const receiver = await startReceiver();

  try {
    await signUpAndOpenOrganization(page, { name: 'Grace Hopper', email: uniqueEmail('grace'), password: 'correct horse battery' });

    // From the settings part of the navigation to the empty list, whose call to action opens the form.
    await page
      .getByRole('navigation', { name: en.layout.navigation })
      .getByRole('link', { name: en.layout['organization-menu'].webhooks })
      .click();
    await expect(page).toHaveURL(/\/settings\/webhooks$/);
    await expect(page.getByText(texts.empty.title)).toBeVisible();
    await page.getByRole('link', { name: texts.empty.create }).click();
    await expect(page).toHaveURL(/\/settings\/webhooks\/create$/);

    await test.step('the form asks for a name, a URL and an event, and shows why the server refuses a private URL', async () => {
      await page.getByRole('button', { name: texts.create.submit }).click();
      for (const message of [texts.form.name.required, texts.form.url.required, texts.form.events.required])
        await expect(page.getByText(message)).toBeVisible();
      await page.getByLabel(texts.form.name.label).fill('Receiver');
      await page.getByLabel(texts.form.url.label).fill('not a url');
      await expect(page.getByText(texts.form.url.invalid)).toBeVisible();
      await page.getByLabel(texts.form.url.label).fill('http://192.168.1.20/hooks');
      await page.getByRole('checkbox', { name: texts.events['document-created'] }).check();
      await page.getByRole('button', { name: texts.create.submit }).click();
      await expect(page.getByText(texts.form.url.refused['private-address'])).toBeVisible();
      await expect(page.getByLabel(texts.form.url.label)).toHaveAttribute('aria-invalid', 'true');
    });

    // Left empty, the secret is generated and shown once.
    await page.getByLabel(texts.form.url.label).fill(receiver.url);
    await page.getByRole('button', { name: texts.create.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.secret.title })).toBeVisible();
    await expect(page.getByText(texts.secret.warning.description)).toBeVisible();
    await expect(secretField(page)).toHaveAttribute('readonly');
    const secret = await secretField(page).inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await page.getByRole('button', { name: texts.secret.copy }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    await page.getByRole('link', { name: texts.back }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Receiver' }) });
    await expect(card.getByText(receiver.url)).toBeVisible();
    await expect(card.getByText(texts.card['never-triggered'])).toBeVisible();

    await test.step('an upload reaches the receiver as a document:created that standardwebhooks verifies', async () => {
      await importFile(page, 'boiler-invoice.txt');
      await expect.poll(() => receiver.ofType('document:created').length, RECEIVED).toBe(1);
      const event = verified(secret, receiver.ofType('document:created')[0]!);
      expect(event).toMatchObject({ type: 'document:created', data: { documentName: 'boiler-invoice.txt' } });
      expect(() => verified(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, receiver.ofType('document:created')[0]!)).toThrow();
    });

    await card.getByRole('link', { name: texts.card['edit-label'].replace('{{name}}', 'Receiver') }).click();
    await expect(page).toHaveURL(/\/settings\/webhooks\/wh_[A-Za-z0-9]+$/);
    await expect(deliveryRows(page, 'document:created')).toContainText(texts.deliveries.statuses.succeeded);

    await test.step('a delivery answered 500 is retried a second later (the local .dev.vars) and succeeds: two attempts, one webhook-id', async () => {
      receiver.nextStatuses.push(500);
      await importFile(page, 'tenancy-agreement.txt');
      await expect.poll(() => receiver.ofType('document:created').length, RECEIVED).toBe(3);
      const [, failed, retried] = receiver.ofType('document:created');
      expect(retried!.headers['webhook-id']).toBe(failed!.headers['webhook-id']);
      expect(verified(secret, retried!)).toMatchObject({ data: { documentName: 'tenancy-agreement.txt' } });

      // Newest first; a new delivery shows once the page loads again.
      await page.reload();
      const row = deliveryRows(page, 'document:created').first();
      await expect(row).toContainText(texts.deliveries.statuses.succeeded);
      await expect(row.getByRole('cell').nth(ATTEMPTS_COLUMN)).toHaveText('2');

      // The row opens, from the keyboard, on the body sent, the answer and each attempt.
      const toggle = row.getByRole('button', { name: /^Details of the document:created delivery/ });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const attempts = page.getByRole('table', { name: texts.deliveries.details.attempts });
      await expect(attempts.getByRole('row')).toHaveCount(3);
      await expect(attempts.getByRole('row').nth(1)).toContainText('500');
      await expect(attempts.getByRole('row').nth(2)).toContainText('200');
      await expect(page.getByText('"documentName": "tenancy-agreement.txt"')).toBeVisible();
      await expect(page.getByText('thanks')).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(attempts).toHaveCount(0);
    });

    await test.step('a test event is sent once; Redeliver sends the same message again, and the page follows it', async () => {
      receiver.nextStatuses.push(500);
      await page.getByRole('button', { name: texts.test.action }).click();
      await expect(page.getByText(texts.test.success)).toBeVisible();
      const row = deliveryRows(page, 'webhook.test');
      await expect(row).toContainText(texts.deliveries.statuses.failed, { timeout: 30_000 });
      await expect(row.getByRole('cell').nth(ATTEMPTS_COLUMN)).toHaveText('1');

      await row.getByRole('button', { name: /^Redeliver the webhook\.test delivery/ }).click();
      await expect(page.getByText(texts.deliveries.redeliver.success)).toBeVisible();
      await expect(row).toContainText(texts.deliveries.statuses.succeeded, { timeout: 30_000 });
      await expect(row.getByRole('cell').nth(ATTEMPTS_COLUMN)).toHaveText('2');
      const [first, again] = receiver.ofType('webhook.test');
      expect(again!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
      expect(verified(secret, again!).type).toBe('webhook.test');
    });

    await test.step('the secret is locked until rotated; the new one signs from the save on', async () => {
      await expect(secretField(page)).toBeDisabled();
      await page.getByRole('button', { name: texts.form.secret.rotate }).click();
      await expect(secretField(page)).toBeEnabled();
      await expect(secretField(page)).toBeFocused();
      const newSecret = await secretField(page).inputValue();
      expect(newSecret).toMatch(/^whsec_/);
      expect(newSecret).not.toBe(secret);
      await page.getByRole('button', { name: texts.update.submit }).click();
      await expect(page.getByText(texts.update.success.replace('{{name}}', 'Receiver'))).toBeVisible();
      await expect(page.getByRole('button', { name: texts.form.secret.rotate })).toBeVisible();
      await expect(secretField(page)).toBeDisabled();

      const before = receiver.ofType('webhook.test').length;
      await page.getByRole('button', { name: texts.test.action }).click();
      await expect.poll(() => receiver.ofType('webhook.test').length, RECEIVED).toBe(before + 1);
      // For a day after a rotation, messages carry both signatures.
      const message = receiver.ofType('webhook.test').at(-1)!;
      expect(verified(newSecret, message).type).toBe('webhook.test');
      expect(verified(secret, message).type).toBe('webhook.test');
    });

    await test.step('turned off in the form, the webhook sends nothing; the list turns it back on', async () => {
      await page.getByRole('switch', { name: texts.form.enabled.label }).click();
      await page.getByRole('button', { name: texts.update.submit }).click();
      await expect(page.getByText(texts.disabled['paused-title'])).toBeVisible();
      await expect(page.getByRole('button', { name: texts.test.action })).toBeDisabled();

      await page.getByRole('link', { name: texts.back }).click();
      await expect(card.getByText(texts.disabled.badge, { exact: true })).toBeVisible();
      await expect(card.getByText(texts.disabled.reasons.manual)).toBeVisible();
      await card.getByRole('button', { name: texts.enable.label.replace('{{name}}', 'Receiver') }).click();
      await expect(page.getByText(texts.enable.success.replace('{{name}}', 'Receiver'))).toBeVisible();
      await expect(card.getByText(texts.disabled.badge, { exact: true })).toHaveCount(0);
      await expect(card.getByText(texts.card['never-triggered'])).toHaveCount(0);
    });

    await test.step('deleting asks first, then empties the list', async () => {
      await card.getByRole('button', { name: texts.card['delete-label'].replace('{{name}}', 'Receiver') }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: texts.delete.confirm.confirm }).click();
      await expect(page.getByText(texts.delete.success.replace('{{name}}', 'Receiver'))).toBeVisible();
      await expect(page.getByText(texts.empty.title)).toBeVisible();
    });
  } finally {
    await receiver.close();
  }
});
