import { expect, type Page } from '@playwright/test';
import { en, signUpAndOpenOrganization, test, uploadThroughApi } from './helpers';

async function setUp(page: Page) {
  const { api } = await signUpAndOpenOrganization(page, { name: 'Ada Search' });
  await uploadThroughApi(page, api, [
    { name: 'dog-school.txt', text: 'Registration for the Hundeschule in Köln, <b>Tuesday</b> evenings at the Café am Markt.' },
    { name: 'groceries.txt', text: 'Milk, bread and apples.' },
  ]);
}

test('command palette: Ctrl+K, type, pick a result, land on the document', async ({ page }) => {
  await setUp(page);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog');
  const input = palette.getByRole('combobox');
  await input.fill('schule');
  await expect(palette.getByRole('option', { name: /dog-school\.txt/ })).toBeVisible();
  await expect(palette.getByRole('option', { name: /groceries\.txt/ })).toBeHidden();
  await palette.getByRole('option', { name: /dog-school\.txt/ }).click();
  await expect(page).toHaveURL(/\/documents\/doc_[a-z0-9]+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('dog-school.txt');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('documents page search: accent-insensitive, highlighted snippet, query kept in the URL, no HTML from the document', async ({
  page,
}) => {
  await setUp(page);
  await page
    .getByRole('navigation', { name: en.layout.navigation })
    .getByRole('link', { name: en.layout['organization-menu'].documents, exact: true })
    .click();
  const box = page
    .getByRole('searchbox', { name: en.search.documents.label })
    .or(page.getByRole('textbox', { name: en.search.documents.label }))
    .first();
  await box.fill('cafe');
  await expect(page.getByRole('main').locator('mark', { hasText: 'Café' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=cafe/);
  await expect(page.getByRole('link', { name: /dog-school\.txt/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /groceries\.txt/ })).toBeHidden();
  // The <b> in the document's text shows as text, never as markup.
  await expect(page.getByRole('main').locator('b', { hasText: 'Tuesday' })).toHaveCount(0);

  await page.reload();
  await expect(box).toHaveValue('cafe');
  await expect(page.getByRole('main').locator('mark', { hasText: 'Café' })).toBeVisible();
});
