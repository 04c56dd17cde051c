import { expect } from '@playwright/test';
import { en, signUpWithDocuments, test } from './helpers';

test('a note is added on a document, counted on its tab, linked, and finds the document in search', async ({ page }) => {
  const organizationPath = await signUpWithDocuments(page, {
    name: 'Ada Notes',
    files: [
      { name: 'lease.txt', text: 'Lease of the flat in Lisbon' },
      { name: 'groceries.txt', text: 'Milk and bread' },
    ],
  });
  await page.goto(`${organizationPath}/documents`);
  await page.getByRole('link', { name: /lease\.txt/ }).click();
  await page.getByRole('tab', { name: en.documents.tabs.notes }).click();
  await expect(page.getByText(en.documents.notes.empty)).toBeVisible();
  await page.getByLabel(en.documents.notes.new.label).fill('Call Mariana about the renewal, details on https://example.com/lease');
  await page.getByRole('button', { name: en.documents.notes.new.submit }).click();
  await expect(page.getByText(en.documents.notes.added)).toBeVisible();
  await expect(page.getByRole('tab', { name: en.documents.tabs['notes-count_one'].replace('{{count}}', '1') })).toBeVisible();
  const notes = page.getByRole('list', { name: en.documents.tabs.notes });
  await expect(notes).toContainText('Ada Notes');
  await expect(notes.getByRole('link', { name: 'https://example.com/lease' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');

  for (const searchQuery of ['mariana', 'note:renewal']) {
    await page.goto(`${organizationPath}/documents?q=${encodeURIComponent(searchQuery)}`);
    await expect(page.getByRole('link', { name: /lease\.txt/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /groceries\.txt/ })).toBeHidden();
  }
});

test('a note half typed under an existing note asks before another tab or page, with one blocker on the page', async ({ page }) => {
  const blockerWarnings: string[] = [];
  page.on('console', (message) => message.text().includes('blocker') && blockerWarnings.push(message.text()));
  const organizationPath = await signUpWithDocuments(page, { name: 'Ada Drafts', files: [{ name: 'lease.txt', text: 'Lease' }] });
  await page.goto(`${organizationPath}/documents`);
  await page.getByRole('link', { name: /lease\.txt/ }).click();
  await page.getByRole('tab', { name: en.documents.tabs.notes }).click();
  await expect(page.getByText(en.documents.notes.empty)).toBeVisible();
  await page.getByLabel(en.documents.notes.new.label).fill('The first note');
  // Under a loaded suite the note's POST and the list's refresh can outlast one assertion's wait: wait for both.
  const noteListed = page.waitForResponse(
    (response) => response.url().endsWith('/notes') && response.request().method() === 'GET' && response.ok(),
  );
  await page.getByRole('button', { name: en.documents.notes.new.submit }).click();
  await noteListed;
  await expect(page.getByRole('list', { name: en.documents.tabs.notes })).toContainText('The first note');

  await page.getByLabel(en.documents.notes.new.label).fill('A second note, half typed');
  const unsaved = en.common['unsaved-changes'];
  await page.getByRole('tab', { name: en.documents.tabs.info }).click();
  const dialog = page.getByRole('alertdialog', { name: unsaved.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: unsaved.cancel }).click();
  await expect(page.getByLabel(en.documents.notes.new.label)).toHaveValue('A second note, half typed');

  await page.getByRole('link', { name: en.layout['organization-menu'].tags, exact: true }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: unsaved.confirm }).click();
  await expect(page).toHaveURL(/\/tags$/);
  expect(blockerWarnings).toEqual([]);
});

test('a view is saved from the documents page, listed in the navigation with its count, and reopened exactly', async ({ page }) => {
  const organizationPath = await signUpWithDocuments(page, {
    name: 'Ada Notes',
    files: [
      { name: 'invoice-march.txt', text: 'Invoice for March' },
      { name: 'invoice-april.txt', text: 'Invoice for April' },
      { name: 'letter.txt', text: 'A letter' },
    ],
  });
  await page.goto(`${organizationPath}/documents?q=invoice`);
  await expect(page.getByRole('link', { name: /invoice-march\.txt/ })).toBeVisible();
  await page.getByLabel(en.documents.sort.label).selectOption({ label: en.documents.sort.choices['name-desc'] });
  await page.getByRole('button', { name: en.documents.columns.label }).click();
  await page.getByRole('menuitemcheckbox', { name: en.documents.table['created-at'] }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: en.documents.table['created-at'] })).toBeHidden();

  const searchBox = page
    .getByRole('searchbox', { name: en.search.documents.label })
    .or(page.getByRole('textbox', { name: en.search.documents.label }))
    .first();
  const sortBox = page.getByLabel(en.documents.sort.label);
  const toolbarBefore = [await searchBox.boundingBox(), await sortBox.boundingBox()];
  await page.getByRole('button', { name: en.views.controls.save }).click();
  const dialog = page.getByRole('dialog', { name: en.views.save.title });
  await dialog.getByLabel(en.views.save.name.label).fill('Invoices, newest names');
  await dialog.getByRole('button', { name: en.views.save.submit }).click();
  await expect(page.getByText(en.views.save.created.replace('{{name}}', 'Invoices, newest names'))).toBeVisible();
  // Saving moves nothing of the toolbar, and an unchanged view is not offered to be saved again.
  await expect(page.getByText(en.views.controls.current.replace('{{name}}', 'Invoices, newest names'))).toBeVisible();
  expect([await searchBox.boundingBox(), await sortBox.boundingBox()]).toEqual(toolbarBefore);
  await expect(page.getByRole('button', { name: en.views.controls.save })).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.views.controls.update })).toHaveCount(0);

  const nav = page.getByRole('list', { name: en.views.nav.label });
  const link = nav.getByRole('link', { name: /Invoices, newest names/ });
  await expect(link).toContainText('2');

  // Elsewhere, with the browser's columns back to all of them, the view restores its own.
  await page.goto(`${organizationPath}/tags`);
  await link.click();
  await expect(page).toHaveURL(/[?&]view=view_[a-z0-9]+/);
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(en.views.controls.current.replace('{{name}}', 'Invoices, newest names'))).toBeVisible();
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: /invoice-/ }) });
  await expect(rows).toHaveText([/invoice-march\.txt/, /invoice-april\.txt/]);
  await expect(page.getByRole('columnheader', { name: en.documents.table['created-at'] })).toBeHidden();

  // Changing the search offers to update the view.
  await page
    .getByRole('searchbox', { name: en.search.documents.label })
    .or(page.getByRole('textbox', { name: en.search.documents.label }))
    .first()
    .fill('invoice march');
  await expect(page.getByRole('button', { name: en.views.controls.update })).toBeVisible();
  await expect(page.getByRole('button', { name: en.views.controls.save })).toBeVisible();
});
