import { expect, type Page } from '@playwright/test';
import {
  chooseFiles,
  en,
  expectNoAxeViolations,
  expectUncovered,
  importFiles,
  openFromUploadPanel,
  signUpAndOpenOrganization,
  test,
  textFiles,
} from './helpers';

const texts = en.documents.versions;
const FIRST_TEXT = 'Lease of the flat on Harbour Street, unsigned draft';
const SECOND_TEXT = 'Lease of the flat on Harbour Street, signed by both parties';

/** The row of version `number` in the Versions tab, by its first cell (not a row that names it as the version it restored). */
const versionRow = (page: Page, number: number) =>
  page
    .getByRole('table', { name: texts.table.label })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^Version ${number}( |$)`) }) });

async function expectContent(page: Page, text: string) {
  await page.getByRole('tab', { name: en.documents.tabs.content }).click();
  await expect(page.getByLabel(en.documents.content.label)).toHaveValue(text, { timeout: 30_000 });
}

const openVersionsTab = (page: Page) => page.getByRole('tab', { name: new RegExp(`^${en.documents.tabs.versions}`) }).click();

/**
 * Imports a text document and opens it, uploads a second version with other text (with the Versions tab's
 * button, or by dropping the file on the page and choosing "New version"), sees version 2 current and its
 * text, makes version 1 current and sees version 3, restored from version 1, with version 1's text back.
 */
async function uploadSecondVersionAndRestoreFirst(page: Page, { by }: { by: 'button' | 'drop' }) {
  await importFiles(page, textFiles([{ name: 'lease.txt', text: FIRST_TEXT }]), { imported: 1 });
  await openFromUploadPanel(page, 'lease.txt');
  await expectContent(page, FIRST_TEXT);

  await openVersionsTab(page);
  await expect(versionRow(page, 1).getByText(texts.current, { exact: true })).toBeVisible();
  const [second] = textFiles([{ name: 'lease-signed.txt', text: SECOND_TEXT }]);
  const dialog = page.getByRole('dialog', { name: texts.upload.title });
  if (by === 'button') {
    await page.getByRole('button', { name: texts.upload.open }).click();
    await chooseFiles(page, () => dialog.getByRole('button', { name: texts.upload['choose-file'] }).click(), [second!]);
  } else {
    const dataTransfer = await page.evaluateHandle(
      ({ name, text }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([text], name, { type: 'text/plain' }));
        return transfer;
      },
      { name: second!.name, text: SECOND_TEXT },
    );
    const heading = page.getByRole('heading', { level: 1, name: 'lease.txt' });
    for (const type of ['dragenter', 'dragover', 'drop']) await heading.dispatchEvent(type, { dataTransfer });
    const choice = page.getByRole('dialog', { name: texts.drop.title });
    await expect(choice.getByRole('button', { name: texts.drop['new-document'] })).toBeVisible();
    await choice.getByRole('button', { name: texts.drop['new-version'] }).click();
  }
  await expect(dialog.getByText(/lease-signed\.txt/)).toBeVisible();
  await dialog.getByLabel(texts.label.label).fill('signed');
  await dialog.getByRole('button', { name: texts.upload.submit }).click();
  const uploaded = page.getByText(texts.upload.success.replace('{{number}}', '2'));
  await expect(uploaded).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: en.documents.tabs['versions-count_other'].replace('{{count}}', '2') })).toBeVisible();
  await expect(versionRow(page, 2).getByText(texts.current, { exact: true })).toBeVisible();
  // The label's column, or under the number on a phone.
  await expect(versionRow(page, 2).getByText('signed', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(versionRow(page, 1).getByText(texts.current, { exact: true })).toBeHidden();
  await expectContent(page, SECOND_TEXT);

  await openVersionsTab(page);
  // The toast sits over the rows' actions (and stays while the pointer is on it).
  await expect(uploaded).toBeHidden();
  await versionRow(page, 1)
    .getByRole('button', { name: texts.actions.restore.replace('{{number}}', '1') })
    .click();
  const confirmation = page.getByRole('alertdialog', { name: texts.restore.confirm.title.replace('{{number}}', '1') });
  await expect(confirmation.getByText(texts.restore.confirm.message.replaceAll('{{number}}', '1'))).toBeVisible();
  await confirmation.getByRole('button', { name: texts.restore.confirm.confirm }).click();
  await expect(versionRow(page, 3).getByText(texts.current, { exact: true })).toBeVisible();
  await expect(versionRow(page, 3).getByText(texts['restored-from'].replace('{{number}}', '1'))).toBeVisible();
  await expectContent(page, FIRST_TEXT);

  // The history names each version.
  await page.getByRole('tab', { name: en.documents.tabs.activity }).click();
  await expect(page.getByText(en.documents.activity.versions['restored-from'].replace('{{number}}', '1'))).toBeVisible();
  await expect(
    page.getByText(
      en.documents.activity.events.version_added.replace(
        '{{version}}',
        en.documents.activity.versions['number-labelled'].replace('{{number}}', '2').replace('{{label}}', 'signed'),
      ),
    ),
  ).toBeVisible();
}

test('upload a second version and restore the first', async ({ page }) => {
  await signUpAndOpenOrganization(page, { name: 'Vera Versions' });
  await uploadSecondVersionAndRestoreFirst(page, { by: 'button' });
});

test('the demo: drop a second version on the document, then restore the first', async ({ page }) => {
  await page.goto('/demo');
  await expect(page).toHaveURL(/\/demo\/organizations\/org_[a-z0-9]+$/);
  // Folded, the demo's popup leaves the versions' row actions uncovered.
  await page.getByRole('button', { name: en.demo.popup.hide }).click();
  await uploadSecondVersionAndRestoreFirst(page, { by: 'drop' });

  // At 390 px the table keeps its number, label and actions, the rest under the number: nothing to scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await openVersionsTab(page);
  const table = page.getByRole('table', { name: texts.table.label });
  await expect(table.getByRole('columnheader', { name: texts.table.size })).toBeHidden();
  await expect(page.getByRole('region', { name: texts.table.label })).toHaveCount(0);
  await expectUncovered(versionRow(page, 1).getByRole('button', { name: texts.actions.delete.replace('{{number}}', '1') }));
  await expect(versionRow(page, 3).getByText(texts['restored-from'].replace('{{number}}', '1'))).toBeVisible();
});

test('a version added elsewhere since the page opened: the upload is refused in its dialog with a Reload, and goes through once reloaded', async ({
  page,
}) => {
  const { api, origin } = await signUpAndOpenOrganization(page, { name: 'Vera Versions' });
  await importFiles(page, textFiles([{ name: 'lease.txt', text: FIRST_TEXT }]), { imported: 1 });
  await openFromUploadPanel(page, 'lease.txt');
  // Read: the page no longer polls the document, so it goes on showing version 1.
  await expectContent(page, FIRST_TEXT);
  await openVersionsTab(page);
  await expect(versionRow(page, 1).getByText(texts.current, { exact: true })).toBeVisible();

  // Another member's upload lands while this page still shows version 1.
  const documentId = page.url().split('/').pop()!.split('?')[0]!;
  const elsewhere = await page.request.post(`${api}/documents/${documentId}/versions`, {
    headers: { origin },
    multipart: { file: { name: 'lease-elsewhere.txt', mimeType: 'text/plain', buffer: Buffer.from(SECOND_TEXT) } },
  });
  expect(elsewhere.status()).toBe(201);

  // The dialog says why, with the Reload a toast under it could not offer (neither clickable nor in reach of the keyboard).
  const dialog = page.getByRole('dialog', { name: texts.upload.title });
  await page.getByRole('button', { name: texts.upload.open }).click();
  await chooseFiles(
    page,
    () => dialog.getByRole('button', { name: texts.upload['choose-file'] }).click(),
    textFiles([{ name: 'lease-mine.txt', text: `${FIRST_TEXT}, with my changes` }]),
  );
  await dialog.getByRole('button', { name: texts.upload.submit }).click();
  const refused = dialog.getByRole('alert').filter({ hasText: texts.upload.error });
  await expect(refused.getByText(en['api-errors'].document.version_conflict)).toBeVisible();
  await expectNoAxeViolations(page, 'the refused upload');

  await refused.getByRole('button', { name: texts.reload }).focus();
  await page.keyboard.press('Enter');
  await expect(refused).toBeHidden();
  await expect(dialog.getByText(/lease-mine\.txt/)).toBeVisible();
  await dialog.getByRole('button', { name: texts.upload.submit }).click();
  await expect(page.getByText(texts.upload.success.replace('{{number}}', '3'))).toBeVisible();
  await expect(dialog).toBeHidden();
  // Nothing was stacked on the version the page did not show: 3 follows the other member's 2.
  await expect(versionRow(page, 3).getByText(texts.current, { exact: true })).toBeVisible();
  await expect(versionRow(page, 2).getByText('lease-elsewhere.txt')).toBeVisible();
});
