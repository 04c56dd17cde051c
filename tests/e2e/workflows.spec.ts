import { createServer } from 'node:http';
import { expect, type Page } from '@playwright/test';
import { listenOnLoopback } from '../loopback-server';
import {
  en,
  expectNoAxeViolations,
  importFiles,
  signUpAndOpenOrganization,
  test,
  textFiles,
  uniqueEmail,
  uploadThroughApi,
} from './helpers';

const texts = en.workflows;

// Each test signs up its own user, with its own organization and receiver: the file's tests share both
// workers. The run's last file (40 s), in order on one worker it left the other idle once that one's files ran out.
test.describe.configure({ mode: 'parallel' });

/** A call to the organization's API as the signed-in page makes it; answers the JSON. */
async function call<T>(page: Page, method: 'POST' | 'PUT', url: string, data: unknown): Promise<T> {
  const response = await page.request.fetch(url, { method, headers: { origin: new URL(page.url()).origin }, data });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A 'YYYY-MM-DD' day `days` from today (UTC, as the Worker counts days). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The run log of the workflow page. */
const runLog = (page: Page) => page.getByRole('list', { name: texts.runs.title });

test('a workflow built in the builder renames and tags a document on arrival, and its run is in the log', async ({ page }) => {
  test.setTimeout(120_000);
  const { api } = await signUpAndOpenOrganization(page, { name: 'Ada Lovelace', email: uniqueEmail('ada-workflows') });
  await call(page, 'POST', `${api}/tags`, { name: 'Receipts', color: '#116633' });
  // The organization's page may have read its tags before the tag was made through the API: read them again.
  await page.reload();

  await page
    .getByRole('navigation', { name: en.layout.navigation })
    .getByRole('link', { name: en.layout['organization-menu'].workflows })
    .click();
  await expect(page.getByText(texts.list.empty.title)).toBeVisible();
  await expectNoAxeViolations(page, 'the empty list of workflows');
  await page.getByRole('link', { name: texts.list.create }).click();
  await expect(page).toHaveURL(/\/workflows\/create$/);

  await test.step('the form refuses a workflow without a name or tags, in words of the locale', async () => {
    await page.getByRole('button', { name: texts.create.submit }).click();
    await expect(page.getByText(texts.form.errors.name)).toBeVisible();
    await expect(page.getByText(texts.form.errors.tags)).toBeVisible();
  });

  await page.getByRole('textbox', { name: texts.form.name, exact: true }).fill('File receipts');
  // On arrival (the first trigger's default), add the tag…
  await page.getByRole('button', { name: en['tagging-rules'].form.tags.label, exact: true }).click();
  await page.getByRole('option', { name: /Receipts/ }).click();
  await page.keyboard.press('Escape');

  await test.step('…then rename from a template, a placeholder inserted from the menu at the cursor, previewed', async () => {
    await page.getByRole('button', { name: texts.form.actions.add, exact: true }).click();
    await page.getByRole('combobox', { name: texts.form.actions.type.replace('{{position}}', '2'), exact: true }).selectOption('rename');
    const template = page.getByRole('textbox', { name: texts.form.actions['name-template'] });
    await template.fill('Receipt ');
    await page
      .getByRole('button', { name: texts.template['insert-label'].replace('{{field}}', texts.form.actions['name-template']) })
      .click();
    await page.getByRole('menuitem', { name: new RegExp(texts.placeholders.originalName) }).click();
    await expect(template).toHaveValue('Receipt {{originalName}}');
    await expect(template).toBeFocused();
    await expect(page.getByText('Receipt scan_0042.pdf')).toBeVisible();
  });

  await expectNoAxeViolations(page, 'the builder');
  await page.getByRole('button', { name: texts.create.submit }).click();
  await expect(page).toHaveURL(/\/workflows\/wf_[a-z0-9]+$/);
  await expect(page.getByText(texts.create.success.replace('{{name}}', 'File receipts'))).toBeVisible();

  await importFiles(page, textFiles([{ name: 'lunch.txt', text: 'Lunch at the canteen, 12.50' }]), { imported: 1 });
  await page.getByRole('button', { name: en.uploads.panel.close }).click();

  await test.step('the run renamed and tagged the document, and says so in the log', async () => {
    // The log is read again every 30 s, and at once on a reload: the run comes from the queue once the text is read.
    await expect(async () => {
      await page.reload();
      await expect(runLog(page).getByRole('link', { name: 'Receipt lunch.txt' })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 45_000 });
    await expect(runLog(page).getByText(texts.runs.status.succeeded)).toBeVisible({ timeout: 30_000 });
    await expect(runLog(page).getByText(texts.actions.rename.label)).toBeVisible();
    await expectNoAxeViolations(page, 'the workflow page with its run log');
    await runLog(page).getByRole('link', { name: 'Receipt lunch.txt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Receipt lunch.txt' })).toBeVisible();
    await expect(page.getByText('Receipts').first()).toBeVisible();
  });
});

test('the list runs workflows in the order the move buttons give, and switches them off', async ({ page }) => {
  const { api, organizationPath } = await signUpAndOpenOrganization(page, { name: 'Alan Turing', email: uniqueEmail('alan-workflows') });
  for (const name of ['First', 'Second'])
    await call(page, 'POST', `${api}/workflows`, { name, triggers: [{ type: 'manual' }], actions: [{ type: 'trash' }] });
  await page.goto(`${organizationPath}/workflows`);
  const names = page.getByRole('list', { name: texts.list.title }).getByRole('link');
  await expect(names).toHaveText(['First', 'Second']);

  // The list moves at once; the order is saved by the request it sends.
  const orderSaved = page.waitForResponse(
    (response) => response.url().endsWith('/workflows/order') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: texts.list['move-down'].replace('{{name}}', 'First') }).click();
  await expect(names).toHaveText(['Second', 'First']);
  expect((await orderSaved).status()).toBe(200);
  const saved = (await (await page.request.get(`${api}/workflows`)).json()) as { workflows: { name: string }[] };
  expect(saved.workflows.map(({ name }) => name)).toEqual(['Second', 'First']);

  await page.getByRole('switch', { name: texts.list.toggle.replace('{{name}}', 'First') }).click();
  await expect(page.getByText(texts.toggle.disabled.replace('{{name}}', 'First'))).toBeVisible();
  await expect(page.getByRole('switch', { name: texts.list.toggle.replace('{{name}}', 'First') })).not.toBeChecked();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'the list of workflows at 390 px');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a reminder 30 days before a date property shows in Try it, with what the email would say', async ({ page }) => {
  test.setTimeout(120_000);
  const { api, organizationPath } = await signUpAndOpenOrganization(page, { name: 'Grace Hopper', email: uniqueEmail('grace-workflows') });
  const { property } = await call<{ property: { id: string } }>(page, 'POST', `${api}/properties`, { name: 'End date', type: 'date' });
  const [documentId] = await uploadThroughApi(page, api, [{ name: 'Lease.txt', text: 'Lease of the office, ends in forty days' }]);
  await call(page, 'PUT', `${api}/documents/${documentId}/properties/${property.id}`, { value: dayFromToday(40) });

  await page.goto(`${organizationPath}/workflows/create`);
  await page.getByRole('textbox', { name: texts.form.name, exact: true }).fill('Lease reminder');
  await page.getByRole('combobox', { name: texts.form.triggers.type.replace('{{position}}', '1'), exact: true }).selectOption('scheduled');
  await page.getByRole('combobox', { name: texts.form.schedule['date-of'], exact: true }).selectOption({ label: 'End date' });
  await page.getByRole('spinbutton', { name: texts.form.schedule['offset-days'] }).fill('30');
  await page.getByRole('combobox', { name: texts.form.schedule.direction }).selectOption('before');
  await page.getByRole('combobox', { name: texts.form.actions.type.replace('{{position}}', '1'), exact: true }).selectOption('send_email');
  await page.getByRole('textbox', { name: texts.form.actions.subject }).fill('Ends soon: {{name}} on {{property:End date}}');
  await page.getByRole('button', { name: texts.create.submit }).click();
  await expect(page).toHaveURL(/\/workflows\/wf_[a-z0-9]+$/);

  await test.step('the due list names the document and the day, ten days from now', async () => {
    const due = page.getByRole('region', { name: texts.try['due-title'].replace('{{days}}', '30') });
    // The schedules of a saved workflow are worked out in the background (the queue): the page shows them once they are.
    await expect(async () => {
      await page.reload();
      await expect(due.getByRole('link', { name: 'Lease.txt' })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(due.getByText(dayFromToday(10))).toBeVisible();
  });

  await test.step('Try it on the document: the email it would send, nothing sent', async () => {
    await page.getByRole('textbox', { name: texts.try['search-label'] }).fill('Lease');
    await page.getByRole('button', { name: texts.try.search, exact: true }).click();
    await page.getByRole('button', { name: texts.try.pick.replace('{{name}}', 'Lease.txt') }).click();
    await expect(page.getByText(texts.try['meets-conditions'])).toBeVisible();
    const steps = page.getByRole('list', { name: texts.try.steps });
    await expect(steps.getByText(texts.actions.send_email.label)).toBeVisible();
    await expect(steps.getByText(texts.try.change)).toBeVisible();
    await expect(steps.getByText(`Ends soon: Lease.txt on ${dayFromToday(40)}`)).toBeVisible();
  });
  await expectNoAxeViolations(page, 'Try it with its steps and due list');
});

test('an action applying suggestions is built with the keyboard, saved, and Try it says what it would accept', async ({ page }) => {
  test.setTimeout(120_000);
  const { api, organizationPath } = await signUpAndOpenOrganization(page, { name: 'Mary Jackson', email: uniqueEmail('mary-workflows') });
  await uploadThroughApi(page, api, [{ name: 'Letter.txt', text: 'A letter from the power company' }]);

  await page.goto(`${organizationPath}/workflows/create`);
  await page.getByRole('textbox', { name: texts.form.name, exact: true }).fill('Hands off');
  const actionType = page.getByRole('combobox', { name: texts.form.actions.type.replace('{{position}}', '1'), exact: true });
  await actionType.selectOption('apply_suggestions');
  await expect(page.getByText(texts.actions.apply_suggestions.description)).toBeVisible();
  const threshold = page.getByRole('combobox', { name: texts.form.actions['min-confidence'] });
  await expect(threshold).toHaveValue('0.9');
  await expect(threshold.getByRole('option')).toHaveText(['50%', '55%', '60%', '65%', '70%', '75%', '80%', '85%', '90%', '95%', '100%']);
  await threshold.focus();
  await page.keyboard.press('ArrowUp');
  await expect(threshold).toHaveValue('0.85');
  const tags = page.getByRole('checkbox', { name: texts.form.actions['suggestion-kind'].tag });
  const properties = page.getByRole('checkbox', { name: texts.form.actions['suggestion-kind'].property });
  // The name and the date come from the language model alone: offered, not chosen unless asked.
  for (const kind of ['name', 'documentDate'] as const)
    await expect(page.getByRole('checkbox', { name: texts.form.actions['suggestion-kind'][kind] })).not.toBeChecked();

  await test.step('without a kind the form refuses, in words of the locale', async () => {
    for (const kind of [tags, properties]) {
      await kind.focus();
      await page.keyboard.press('Space');
      await expect(kind).not.toBeChecked();
    }
    await page.getByRole('button', { name: texts.create.submit }).click();
    await expect(page.getByText(texts.form.errors['suggestion-kinds'])).toBeVisible();
    await tags.focus();
    await page.keyboard.press('Space');
  });
  await expectNoAxeViolations(page, 'the builder with an action applying suggestions');
  await page.getByRole('button', { name: texts.create.submit }).click();
  await expect(page).toHaveURL(/\/workflows\/wf_[a-z0-9]+$/);
  const workflowId = page.url().split('/').at(-1);
  const saved = await (await page.request.get(`${api}/workflows/${workflowId}`)).json();
  expect(saved.workflow.actions).toEqual([{ type: 'apply_suggestions', minConfidence: 0.85, kinds: ['tag'] }]);

  await test.step('Try it on a document: the threshold and the kinds it would accept', async () => {
    await page.getByRole('textbox', { name: texts.try['search-label'] }).fill('letter');
    await page.getByRole('button', { name: texts.try.search, exact: true }).click();
    await page.getByRole('button', { name: texts.try.pick.replace('{{name}}', 'Letter.txt') }).click();
    const steps = page.getByRole('list', { name: texts.try.steps });
    await expect(steps.getByText('Pending suggestions at least 85% sure: tags')).toBeVisible();
  });
  await expectNoAxeViolations(page, 'Try it with an action applying suggestions');
});

test('a run whose webhook call cannot go fails in the log, and Retry sends it once the webhook is back', async ({ page }) => {
  test.setTimeout(120_000);
  const received: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push(body);
      // The receiver is down: every delivery fails, and goes to the webhook's own retries and log.
      response.writeHead(500, { 'content-type': 'text/plain' }).end('down');
    });
  });
  const receiver = await listenOnLoopback(server);
  try {
    const { api, organizationPath } = await signUpAndOpenOrganization(page, {
      name: 'Edsger Dijkstra',
      email: uniqueEmail('edsger-workflows'),
    });
    const webhookInput = { name: 'Receiver', url: `http://127.0.0.1:${receiver.port}/hooks`, events: ['document:deleted'] };
    const { webhook } = await call<{ webhook: { id: string } }>(page, 'POST', `${api}/webhooks`, webhookInput);
    const { workflow } = await call<{ workflow: { id: string } }>(page, 'POST', `${api}/workflows`, {
      name: 'Tell the receiver',
      triggers: [{ type: 'manual' }],
      actions: [{ type: 'call_webhook', webhookId: webhook.id, body: '{ "document": "{{name}}" }' }],
    });
    const [documentId] = await uploadThroughApi(page, api, [{ name: 'Memo.txt', text: 'A memo for the receiver' }]);
    await call(page, 'PUT', `${api}/webhooks/${webhook.id}`, { ...webhookInput, enabled: false });

    await test.step('run by hand from the document page', async () => {
      await page.goto(`${organizationPath}/documents/${documentId}`);
      await page.getByRole('button', { name: en.documents.actions['run-workflow'] }).click();
      const dialog = page.getByRole('dialog', { name: texts.run.title });
      await expect(dialog.getByRole('combobox', { name: texts.run.workflow })).toHaveValue(workflow.id);
      await dialog.getByRole('button', { name: texts.run.submit }).click();
      await expect(page.getByText(texts.run.queued.replace('{{name}}', 'Tell the receiver').replace('{{count}}', '1'))).toBeVisible();
    });

    await page.goto(`${organizationPath}/workflows/${workflow.id}`);
    const failed = runLog(page).getByRole('article');
    // The run is made by the queue, after the page has read the log: the page shows it once it is.
    await expect(async () => {
      await page.reload();
      await page.getByRole('combobox', { name: texts.runs['status-filter'] }).selectOption('failed');
      // The run's badge, then its step's.
      await expect(failed.getByText(texts.runs.status.failed)).toHaveCount(2, { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(failed.getByText(texts.reasons.webhook_unavailable)).toBeVisible();
    await expectNoAxeViolations(page, 'a failed run with Retry');
    expect(received).toEqual([]);

    await call(page, 'PUT', `${api}/webhooks/${webhook.id}`, { ...webhookInput, enabled: true });
    await failed.getByRole('button', { name: texts.runs.retry }).click();
    await expect(page.getByText(texts.runs.retried)).toBeVisible();
    await page.getByRole('combobox', { name: texts.runs['status-filter'] }).selectOption('');
    await expect(runLog(page).getByText(texts.runs.status.succeeded)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => received.some((body) => body.includes('Memo.txt')), { timeout: 30_000 }).toBe(true);

    await test.step("the document's activity lists its runs", async () => {
      await page.goto(`${organizationPath}/documents/${documentId}?tab=activity`);
      const runs = page.getByRole('region', { name: texts.runs['document-title'] });
      await expect(runs.getByRole('link', { name: 'Tell the receiver' })).toBeVisible();
    });
  } finally {
    await receiver.close();
  }
});
