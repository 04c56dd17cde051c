import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { zipEntries } from '../zip-entries';
import { en, test, uniqueEmail, signUpAndOpenOrganization, chooseFiles } from './helpers';

const texts = en.organizations.settings.export;

test('an owner exports the organization from its settings, downloads the zip, and the demo imports it in the browser', async ({ page }) => {
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

  // The demo has no server: its card reads the parts in the browser and brings the documents, their tags and
  // versions in through its API (the app imports an export whole on the server: archive-import.spec.ts).
  await page.goto('/demo');
  await expect(page).toHaveURL(/\/demo\/organizations\/org_[a-z0-9]+$/);
  const demoPath = new URL(page.url()).pathname;
  await page.goto(`${demoPath}/settings`);
  await chooseFiles(page, () => page.getByRole('button', { name: texts.import.button }).click(), zipPath);
  await expect(page.getByText('Done: 2 documents imported, 0 skipped as already here, 0 failed.')).toBeVisible({ timeout: 30_000 });
  await page.goto(`${demoPath}/documents`);
  await expect(page.getByRole('row', { name: /invoice\.txt/ })).toContainText('Tax');
  await expect(page.getByRole('row', { name: /letter\.txt/ })).toBeVisible();
});
