import { expect, type Page } from '@playwright/test';
import { en, test, uniqueEmail, signUpAndOpenOrganization, chooseFiles, textFiles } from './helpers';

const ORGANIZATION_URL = /\/organizations\/(org_[a-z0-9]+)$/;

/** Signs up with an organization holding one tag, one tagging rule and one document; returns the organization's path. */
async function signUpWithRule(page: Page) {
  await signUpAndOpenOrganization(page, { name: 'Edsger Dijkstra', email: uniqueEmail('edsger'), password: 'correct horse battery' });
  const organizationPath = new URL(page.url()).pathname;
  const api = `/api${organizationPath}`;
  const headers = { origin: new URL(page.url()).origin };
  const tagResponse = await page.request.post(`${api}/tags`, { headers, data: { name: 'Letters', color: '#7AD7FF' } });
  const { tag } = (await tagResponse.json()) as { tag: { id: string } };
  expect(
    (await page.request.post(`${api}/tagging-rules`, { headers, data: { name: 'Letters', conditions: [], tagIds: [tag.id] } })).ok(),
  ).toBe(true);
  expect(
    (
      await page.request.post(`${api}/documents`, {
        headers,
        multipart: { file: { name: 'letter.txt', mimeType: 'text/plain', buffer: Buffer.from('Dear reader') } },
      })
    ).ok(),
  ).toBe(true);
  return organizationPath;
}

const nav = (page: Page) => page.getByRole('navigation', { name: en.layout.navigation });
const palette = (page: Page) => page.getByRole('dialog', { name: en.search.palette.title });

test('a modal dialog blocks the global shortcuts and closes when the page changes', async ({ page }) => {
  const organizationPath = await signUpWithRule(page);
  await page.goto(organizationPath);
  await nav(page).getByRole('link', { name: en.layout['organization-menu']['tagging-rules'] }).click();

  // The path: Ctrl+K over "Apply to existing documents?" opened the palette, whose "Go to documents" left the dialog up and live.
  await page.getByRole('button', { name: en['tagging-rules'].apply.action }).click();
  const confirmation = page.getByRole('alertdialog', { name: en['tagging-rules'].apply.confirm.title });
  await expect(confirmation).toBeVisible();
  await page.keyboard.press('Control+K');
  await expect(palette(page)).toBeHidden();
  await expect(confirmation.getByRole('button', { name: en['tagging-rules'].apply.confirm.cancel })).toBeFocused();

  // Browser back: the page it belonged to is gone, and so is the dialog (answered "no": nothing runs).
  await page.goBack();
  await expect(page).toHaveURL(ORGANIZATION_URL);
  await expect(confirmation).toBeHidden();
  await expect(page.getByText(en['tagging-rules'].apply.started.replace('{{name}}', 'Letters'))).toBeHidden();

  // A form dialog: the same.
  await nav(page).getByRole('link', { name: en.layout['organization-menu'].tags }).click();
  await page.getByRole('button', { name: en.tags.page.create }).click();
  const tagDialog = page.getByRole('dialog', { name: en.tags.form['create-title'] });
  await expect(tagDialog).toBeVisible();
  await page.keyboard.press('Control+K');
  await expect(palette(page)).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(ORGANIZATION_URL);
  await expect(tagDialog).toBeHidden();

  // With no modal open, the shortcut opens the palette, which closes on the way back too, and again with the shortcut.
  await page.keyboard.press('Control+K');
  await expect(palette(page)).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/tags$/);
  await expect(palette(page)).toBeHidden();
  await page.keyboard.press('Control+K');
  await expect(palette(page)).toBeVisible();
  await page.keyboard.press('Control+K');
  await expect(palette(page)).toBeHidden();
});

test('closing a dialog, a menu or the palette gives the focus back to what opened it', async ({ page }) => {
  const organizationPath = await signUpWithRule(page);

  // The skip link is the first stop of the keyboard.
  await page.goto(`${organizationPath}/tagging-rules`);
  await expect(page.getByRole('button', { name: en['tagging-rules'].apply.action })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: en.layout['skip-to-content'] })).toBeFocused();

  // A confirmation opened from a button.
  const apply = page.getByRole('button', { name: en['tagging-rules'].apply.action });
  await apply.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(apply).toBeFocused();

  // The palette, from its button and from the shortcut.
  const searchButton = page.getByRole('button', { name: en.search.trigger.label });
  await searchButton.focus();
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(searchButton).toBeFocused();
  const editLink = page.getByRole('link', { name: en['tagging-rules'].card['edit-label'].replace('{{name}}', 'Letters') });
  await editLink.focus();
  await page.keyboard.press('Control+K');
  await expect(palette(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editLink).toBeFocused();

  // A menu.
  const userMenuButton = page.getByRole('button', { name: en.layout['user-menu'].label });
  await userMenuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(userMenuButton).toBeFocused();

  // A dialog opened from a button.
  await page.goto(`${organizationPath}/tags`);
  const createTag = page.getByRole('button', { name: en.tags.page.create });
  await createTag.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(createTag).toBeFocused();

  // A dialog opened from a menu item: the focus goes back to the menu's button, the item being gone.
  await page.goto(`${organizationPath}/documents`);
  const actions = page.getByRole('button', { name: en.documents.table['actions-for'].replace('{{name}}', 'letter.txt') });
  await actions.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: en.documents.actions.rename }).press('Enter');
  await expect(page.getByRole('dialog', { name: en.documents.rename.title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(actions).toBeFocused();

  // The navigation drawer of small screens.
  await page.setViewportSize({ width: 390, height: 844 });
  const openNavigation = page.getByRole('button', { name: en.layout['open-navigation'] });
  await openNavigation.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: en.layout.navigation })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(openNavigation).toBeFocused();
});

test('Delete, Restore and a palette choice leave the focus somewhere useful', async ({ page }) => {
  const organizationPath = await signUpWithRule(page);
  await page.goto(organizationPath);
  await expect(page.getByRole('button', { name: en.search.trigger.label })).toBeVisible();

  // A document opened from the palette: the focus is on its name, the page's heading.
  await page.keyboard.press('Control+K');
  await palette(page).getByRole('combobox').fill('letter');
  await palette(page)
    .getByRole('option', { name: /letter\.txt/ })
    .click();
  const heading = page.getByRole('heading', { level: 1, name: 'letter.txt' });
  await expect(heading).toBeFocused();

  // Delete becomes Restore, which takes the focus; Restore gives it to the name again.
  const main = page.getByRole('main');
  await main.getByRole('button', { name: en.documents.actions.delete }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.documents.delete.confirm.confirm }).click();
  const restore = main.getByRole('button', { name: en.documents.actions.restore });
  await expect(restore).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('button', { name: en.documents.actions.delete })).toBeVisible();
  await expect(heading).toBeFocused();
});

test('the palette goes to the settings pages, and Ctrl+O imports from anywhere but a field', async ({ page }) => {
  const organizationPath = await signUpWithRule(page);
  await page.goto(organizationPath);
  await expect(page.getByRole('button', { name: en.search.trigger.label })).toBeVisible();

  // An owner's palette: the pages of the side navigation, and Import with its shortcut.
  await page.keyboard.press('Control+K');
  for (const name of [
    en.layout['organization-menu'].members,
    en.layout['account-menu']['api-keys'],
    en.layout['organization-menu'].webhooks,
    en.layout['organization-menu'].settings,
  ]) {
    await expect(palette(page).getByRole('option', { name, exact: true })).toBeVisible();
  }
  await expect(palette(page).getByRole('option', { name: en.search.palette.actions.import })).toHaveAttribute(
    'aria-keyshortcuts',
    'Control+O Meta+O',
  );
  await palette(page).getByRole('option', { name: en.layout['organization-menu'].webhooks }).click();
  await expect(page).toHaveURL(/\/settings\/webhooks$/);
  await expect(page.getByRole('heading', { level: 1, name: en.webhooks.page.title })).toBeFocused();

  // Ctrl+O in a field is the field's; anywhere else it opens the file picker of Import.
  let fileChoosers = 0;
  page.on('filechooser', () => fileChoosers++);
  await page.goto(`${organizationPath}/documents`);
  await page
    .getByRole('searchbox', { name: en.search.documents.label })
    .or(page.getByRole('textbox', { name: en.search.documents.label }))
    .first()
    .focus();
  await page.keyboard.press('Control+O');
  await page.getByRole('heading', { level: 1 }).focus();
  await chooseFiles(page, () => page.keyboard.press('Control+O'), textFiles([{ name: 'shortcut.txt', text: 'Imported with Ctrl+O' }]));
  await expect(page.getByText(en.uploads.panel.title.success.replace('{{count}}', '1'))).toBeVisible({ timeout: 30_000 });
  // Counted once the import is done: a picker opened from the field would have shown by then.
  expect(fileChoosers).toBe(1);
});

test('every page of the navigation, and every page they link to, is reached from the palette', async ({ page }) => {
  test.setTimeout(120_000);
  const organizationPath = await signUpWithRule(page);
  const menu = en.layout['organization-menu'];
  const account = en.layout['account-menu'];
  // An owner's: every page (navigation-pages.test.ts checks the list against the routes).
  const pages: [label: string, path: string][] = [
    [menu.home, organizationPath],
    [menu.documents, `${organizationPath}/documents`],
    [menu['saved-views'], `${organizationPath}/views`],
    [menu.tags, `${organizationPath}/tags`],
    [menu['tagging-rules'], `${organizationPath}/tagging-rules`],
    [menu.members, `${organizationPath}/members`],
    [menu.invitations, `${organizationPath}/invitations`],
    [menu.deleted, `${organizationPath}/deleted`],
    [menu.settings, `${organizationPath}/settings`],
    [menu.properties, `${organizationPath}/settings/properties`],
    [menu['shared-links'], `${organizationPath}/settings/shared-links`],
    [menu['intake-emails'], `${organizationPath}/settings/intake-emails`],
    [menu.webhooks, `${organizationPath}/settings/webhooks`],
    [account['account-settings'], '/settings'],
    [account['api-keys'], '/api-keys'],
    [account.invitations, '/invitations'],
    [en.layout.rail['all-organizations'], '/organizations'],
  ];
  await page.goto(`${organizationPath}/tags`);
  for (const [label, path] of pages) {
    await expect(page.getByRole('button', { name: en.search.trigger.label })).toBeVisible();
    await page.keyboard.press('Control+K');
    await palette(page).getByRole('combobox').fill(label);
    await palette(page).getByRole('option', { name: label, exact: true }).click();
    await expect(palette(page)).toBeHidden();
    await expect.poll(() => new URL(page.url()).pathname, { message: label }).toBe(path);
    // The page takes the focus once drawn, which would close a palette opened before.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  }

  // A query that names no page and no document says so once, on screen and to screen readers.
  await page.keyboard.press('Control+K');
  await palette(page).getByRole('combobox').fill('zzqx');
  const noDocuments = en.search.palette['no-documents'].replace('{{query}}', 'zzqx');
  await expect(palette(page).getByRole('status')).toHaveText(noDocuments);
  expect((await palette(page).ariaSnapshot()).split(noDocuments).length - 1).toBe(1);
});

test('the sticky top bar never covers the focused element', async ({ page }) => {
  const organizationPath = await signUpWithRule(page);
  // A short window, so that the rule form scrolls under the top bar.
  await page.setViewportSize({ width: 1280, height: 420 });
  await page.goto(`${organizationPath}/tagging-rules/create`);
  const main = page.getByRole('main');
  const submit = main.getByRole('button', { name: en['tagging-rules'].create.submit });
  await submit.scrollIntoViewIfNeeded();
  await submit.focus();
  const topBarBottom = (await page.getByRole('banner').boundingBox())!.y + (await page.getByRole('banner').boundingBox())!.height;

  // Back up through the form with Shift+Tab: each field the browser scrolls to stays clear of the bar.
  for (let step = 0; step < 15; step++) {
    await page.keyboard.press('Shift+Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement!;
      const { top } = element.getBoundingClientRect();
      return { top, inMain: document.querySelector('main')!.contains(element), label: element.outerHTML.slice(0, 80) };
    });
    if (!focused.inMain) break;
    expect(focused.top, `${focused.label} is below the top bar`).toBeGreaterThanOrEqual(topBarBottom);
  }
});
