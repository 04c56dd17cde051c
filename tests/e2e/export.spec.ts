import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { zipEntries } from '../zip-entries';
import { en, test, uniqueEmail, signUpAndOpenOrganization, chooseFiles } from './helpers';

const texts = en.organizations.settings.export;

test('an owner exports the organization from its settings, downloads the zip, and imports it into another organization', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAndOpenOrganization(page, { name: 'Ada Export', email: uniqueEmail('export'), password: 'correct horse battery' });
  const organizationPath = new URL(page.url()).pathname;
  const origin = new URL(page.url()).origin;
  const api = `/api${organizationPath}`;
  const uploaded: string[] = [];
  for (const name of ['invoice.txt', 'letter.txt']) {
    const response = await page.request.post(`${api}/documents`, {
      headers: { origin },
      multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(`${name} ${Date.now()}`) } },
    });
    uploaded.push(((await response.json()) as { document: { id: string } }).document.id);
  }
  const { tag } = (await (
    await page.request.post(`${api}/tags`, { headers: { origin }, data: { name: 'Tax', color: '#2563eb' } })
  ).json()) as { tag: { id: string } };
  await page.request.post(`${api}/documents/${uploaded[0]}/tags`, { headers: { origin }, data: { tagId: tag.id } });
  // The letter gets a second version, the invoice an archive serial number.
  const signed = await page.request.post(`${api}/documents/${uploaded[1]}/versions`, {
    headers: { origin },
    multipart: {
      file: { name: 'letter-signed.txt', mimeType: 'text/plain', buffer: Buffer.from(`signed ${Date.now()}`) },
      label: 'signed',
    },
  });
  expect(signed.status()).toBe(201);
  const numbered = await page.request.patch(`${api}/documents/${uploaded[0]}`, { headers: { origin }, data: { archiveSerialNumber: 5 } });
  expect(numbered.status()).toBe(200);

  await page.goto(`${organizationPath}/settings`);
  await page.getByRole('button', { name: texts.submit }).click();
  const exports = page.getByRole('list', { name: texts.list });
  const download = exports.getByRole('link', { name: /Download/ });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(exports).toContainText('2 documents exported');
  const downloading = page.waitForEvent('download');
  await download.click();
  const zipPath = (await (await downloading).path())!;
  const names = zipEntries(new Uint8Array(readFileSync(zipPath))).map(({ name }) => name);
  expect(names.toSorted()).toEqual(['invoice.txt', 'letter.txt', 'metadata.csv', 'metadata.json', 'versions/letter.txt']);

  // Into a second organization, where a document of its own already has number 5: documents, the tag on the invoice, the letter's versions.
  const { organization } = (await (
    await page.request.post('/api/organizations', { headers: { origin }, data: { name: 'Restored' } })
  ).json()) as { organization: { id: string } };
  const restoredApi = `/api/organizations/${organization.id}`;
  const own = await page.request.post(`${restoredApi}/documents`, {
    headers: { origin },
    multipart: { file: { name: 'own.txt', mimeType: 'text/plain', buffer: Buffer.from(`own ${Date.now()}`) } },
  });
  const ownId = ((await own.json()) as { document: { id: string } }).document.id;
  await page.request.patch(`${restoredApi}/documents/${ownId}`, { headers: { origin }, data: { archiveSerialNumber: 5 } });
  await page.goto(`/organizations/${organization.id}/settings`);
  await chooseFiles(page, () => page.getByRole('button', { name: texts.import.button }).click(), zipPath);
  await expect(page.getByText('Done: 2 documents imported, 0 skipped as already here, 0 failed.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(en.documents['archive-serial-number']['import-taken_one'].replace('{{count}}', '1'))).toBeVisible();
  const restored = (await (await page.request.get(`${restoredApi}/documents`)).json()) as { documents: { id: string; name: string }[] };
  const letterId = restored.documents.find(({ name }) => name === 'letter.txt')!.id;
  const { versions } = (await (await page.request.get(`${restoredApi}/documents/${letterId}/versions`)).json()) as {
    versions: { number: number; label: string | null; originalName: string }[];
  };
  expect(versions.map(({ number, label, originalName }) => [number, label, originalName])).toEqual([
    [2, 'signed', 'letter-signed.txt'],
    [1, null, 'letter.txt'],
  ]);
  await page.goto(`/organizations/${organization.id}/documents`);
  await expect(page.getByRole('row', { name: /invoice\.txt/ })).toContainText('Tax');
  await expect(page.getByRole('row', { name: /letter\.txt/ })).toBeVisible();
});
