import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { chooseFiles, en, expectNoAxeViolations, signUpAndOpenOrganization, test, uploadThroughApi } from './helpers';

const texts = en.imports;
const archive = texts.sources.archive;
/** Exported, read, analysed and imported by the server: slower than a page's usual wait on a busy machine. */
const SERVER_WORK = { timeout: 60_000 };

type Created = { id: string };

/** POSTs or PATCHes `data` to the API as the signed-in person, and answers the JSON (checked for its status). */
async function send(page: Page, method: 'post' | 'patch', url: string, data: unknown, status: number) {
  const origin = new URL(page.url()).origin;
  const response = await page.request[method](url, { headers: { origin }, data });
  expect(response.status(), `${method} ${url}`).toBe(status);
  return (status === 204 ? {} : response.json()) as Promise<Record<string, Created>>;
}

/** Another organization of the signed-in person: answers its API path. */
async function createOrganization(page: Page, name: string) {
  const { organization } = await send(page, 'post', '/api/organizations', { name }, 201);
  return { id: organization!.id, api: `/api/organizations/${organization!.id}` };
}

/** An export of the organization made through the API: its one part's bytes once the job is done. */
async function exportThroughApi(page: Page, api: string) {
  const { job } = await send(page, 'post', `${api}/exports`, {}, 202);
  let parts: { number: number }[] = [];
  await expect
    .poll(async () => {
      const { jobs } = (await (await page.request.get(`${api}/exports`)).json()) as {
        jobs: { id: string; status: string; parts: { number: number }[] }[];
      };
      const done = jobs.find(({ id, status }) => id === job!.id && status === 'done');
      parts = done?.parts ?? [];
      return parts.length;
    }, SERVER_WORK)
    .toBe(1);
  return (await page.request.get(`${api}/documents/bulk-downloads/${job!.id}/parts/1`)).body();
}

test('an owner brings two exports back whole from the Export card: reads each part’s report, confirms once, closes the dialog, sees both imported in the list, and finds the dates, notes, tags and the trash as they were', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { organizationPath, api } = await signUpAndOpenOrganization(page, { name: 'Olga Outbound' });

  // The organization that moves: a tagged invoice with a note, a date and a serial number, a letter with a
  // second version, and a draft in the trash.
  const [invoiceId, letterId, draftId] = await uploadThroughApi(page, api, [
    { name: 'invoice.txt', text: `Invoice ${Date.now()}` },
    { name: 'letter.txt', text: `Letter ${Date.now()}` },
    { name: 'draft.txt', text: `Draft ${Date.now()}` },
  ]);
  const { tag } = await send(page, 'post', `${api}/tags`, { name: 'Tax', color: '#2563eb' }, 201);
  await send(page, 'post', `${api}/documents/${invoiceId}/tags`, { tagId: tag!.id }, 204);
  await send(page, 'patch', `${api}/documents/${invoiceId}`, { documentDate: '2024-03-15', archiveSerialNumber: 5 }, 200);
  await send(page, 'post', `${api}/documents/${invoiceId}/notes`, { content: 'Paid by transfer' }, 201);
  const origin = new URL(page.url()).origin;
  const signed = await page.request.post(`${api}/documents/${letterId}/versions`, {
    headers: { origin },
    multipart: {
      file: { name: 'letter-signed.txt', mimeType: 'text/plain', buffer: Buffer.from(`signed ${Date.now()}`) },
      label: 'signed',
    },
  });
  expect(signed.status()).toBe(201);
  expect((await page.request.delete(`${api}/documents/${draftId}`, { headers: { origin } })).status()).toBe(204);

  // Its export, made and downloaded from the card.
  await page.goto(`${organizationPath}/settings`);
  await page.getByRole('button', { name: en.organizations.settings.export.submit }).click();
  const download = page.getByRole('list', { name: en.organizations.settings.export.list }).getByRole('link', { name: /Download/ });
  await expect(download).toBeVisible(SERVER_WORK);
  const downloading = page.waitForEvent('download');
  await download.click();
  const firstPart = readFileSync((await (await downloading).path())!);

  // A second export, of another organization with a receipt tagged alike: a part read on its own, as each part of one export is.
  const other = await createOrganization(page, 'Second office');
  const [receiptId] = await uploadThroughApi(page, other.api, [{ name: 'receipt.txt', text: `Receipt ${Date.now()}` }]);
  const { tag: otherTag } = await send(page, 'post', `${other.api}/tags`, { name: 'Tax', color: '#2563eb' }, 201);
  await send(page, 'post', `${other.api}/documents/${receiptId}/tags`, { tagId: otherTag!.id }, 204);
  const secondPart = await exportThroughApi(page, other.api);

  // Into a new organization, where a document of its own already has serial number 5.
  const target = await createOrganization(page, 'Restored');
  const [ownId] = await uploadThroughApi(page, target.api, [{ name: 'own.txt', text: `Own ${Date.now()}` }]);
  await send(page, 'patch', `${target.api}/documents/${ownId}`, { archiveSerialNumber: 5 }, 200);
  await page.goto(`/organizations/${target.id}/settings`);
  const button = page.getByRole('button', { name: archive.button });
  await expect(button).toBeEnabled();
  await expect(page.getByText(archive.hint)).toBeVisible();

  // By keyboard: the button opens the dialog, which says what comes and takes several parts.
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: archive.title });
  await expect(dialog.getByText(archive['zip-hint'])).toBeVisible();
  await expectNoAxeViolations(page, 'the export import dialog, choosing the parts');
  await chooseFiles(page, () => dialog.getByRole('button', { name: archive.choose }).click(), [
    { name: 'export-olga.zip', mimeType: 'application/zip', buffer: firstPart },
    { name: 'export-second-office.zip', mimeType: 'application/zip', buffer: secondPart },
  ]);

  // Each part's report under its name, in the person's language: what comes, the conflict, the format.
  const partOf = (name: string) => dialog.getByRole('region', { name });
  const first = partOf('export-olga.zip');
  const second = partOf('export-second-office.zip');
  const counts = first.getByRole('table', { name: texts.report.counts });
  await expect(counts).toBeVisible(SERVER_WORK);
  await expect(second.getByRole('table', { name: texts.report.counts })).toBeVisible(SERVER_WORK);
  const rows = archive.rows;
  // A row is named by its cells: the kind, how many the export has, how many come, what they become.
  const expectRow = ({ kind, becomes }: { kind: string; becomes: string }, inExport: number, coming: number) =>
    expect(counts.getByRole('row', { name: `${kind} ${inExport} ${coming} ${becomes}`, exact: true })).toBeVisible();
  // Three documents, one of them in the trash; one earlier version; one note; one tag.
  await expectRow(rows.documents, 3, 3);
  await expectRow(rows.trashed, 1, 1);
  await expectRow(rows.versions, 1, 1);
  await expectRow(rows.notes, 1, 1);
  await expectRow(rows.tags, 1, 1);
  await expect(first.getByText(/^3 documents will come; 0 left out\. Export format: archive-export 2\.$/)).toBeVisible();
  await expect(second.getByText(/^1 document will come; 0 left out\./)).toBeVisible();
  await expect(first.getByRole('heading', { name: texts.report.conflicts, level: 4 })).toBeVisible();
  await expect(first).toContainText('5: document');
  await expect(dialog.getByText(texts.dialog['parts-hint'])).toBeVisible();
  await expectNoAxeViolations(page, 'the export import dialog, two parts’ reports');

  // A phone: the dialog and its tables fit the screen, and Import is reachable.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const start = dialog.getByRole('button', { name: texts.dialog.start, exact: true });
  await start.scrollIntoViewIfNeeded();
  await expect(start).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });

  // Confirmed once, in one call, and the dialog closed at once: the server runs the parts one after the other.
  const starts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/start')) starts.push(new URL(request.url()).pathname);
  });
  const confirmed = page.waitForResponse((response) => response.url().endsWith('/imports/start'));
  await start.click();
  expect((await confirmed).status()).toBe(202);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The card's list follows both to the end, each with its source: no other click, no open dialog.
  const imports = page.getByRole('list', { name: texts.list });
  for (const name of ['export-olga.zip', 'export-second-office.zip']) {
    await expect(imports.getByRole('listitem').filter({ hasText: name })).toContainText(texts.status.done, SERVER_WORK);
    await expect(imports.getByRole('listitem').filter({ hasText: name })).toContainText(archive.name);
  }
  expect(starts).toEqual([`${target.api}/imports/start`]);

  // A part's report, opened from the list, says what came.
  await imports.getByRole('button', { name: `${texts.view} export-olga.zip` }).click();
  await expect(dialog.getByText(/^Done: 3 documents imported, 0 skipped\.$/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: texts.dialog['open-documents'] })).toBeVisible();
  await expectNoAxeViolations(page, 'the export import dialog, a part imported');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The invoice came as it was: its date, its tag (one Tax, merged by name), its note; the serial number, taken here, stayed off.
  const { documents } = (await (await page.request.get(`${target.api}/documents?pageSize=100`)).json()) as {
    documents: { id: string; name: string; documentDate: string | null; archiveSerialNumber: number | null }[];
  };
  expect(documents.map(({ name }) => name).toSorted()).toEqual(['invoice.txt', 'letter.txt', 'own.txt', 'receipt.txt']);
  const invoice = documents.find(({ name }) => name === 'invoice.txt')!;
  expect(invoice.documentDate?.slice(0, 10)).toBe('2024-03-15');
  expect(invoice.archiveSerialNumber).toBeNull();
  const { tags } = (await (await page.request.get(`${target.api}/tags`)).json()) as { tags: { name: string }[] };
  expect(tags.filter(({ name }) => name === 'Tax')).toHaveLength(1);
  // The letter with both its versions, the label kept.
  const letter = documents.find(({ name }) => name === 'letter.txt')!;
  const { versions } = (await (await page.request.get(`${target.api}/documents/${letter.id}/versions`)).json()) as {
    versions: { number: number; label: string | null }[];
  };
  expect(versions.map(({ number, label }) => [number, label])).toEqual([
    [2, 'signed'],
    [1, null],
  ]);
  await page.goto(`/organizations/${target.id}/documents/${invoice.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /invoice\.txt/ })).toBeVisible();
  await expect(page.getByRole('main').getByText('Tax', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: new RegExp(`^${en.documents.tabs.notes}`) }).click();
  await expect(page.getByRole('list', { name: en.documents.tabs.notes })).toContainText('Paid by transfer');

  // The draft is in the trash, not among the documents.
  await page
    .getByRole('navigation', { name: en.layout.navigation })
    .getByRole('link', { name: en.layout['organization-menu'].deleted })
    .click();
  await expect(page.getByRole('heading', { name: en.documents.trash.title })).toBeVisible();
  await expect(page.getByRole('button', { name: en.documents.trash['restore-label'].replace('{{name}}', 'draft.txt') })).toBeVisible();
});
