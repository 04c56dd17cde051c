import { expect, type Page } from '@playwright/test';
import { en, test, uniqueEmail, signUpAndOpenOrganization } from './helpers';
import { API_KEY_PERMISSIONS } from '../../core/permissions/organization-permissions';

const ORGANIZATION_URL = /\/organizations\/(org_[a-z0-9]+)$/;
const texts = en['api-keys'];

/** Creates a key through /api-keys/create and reads its token from the read-only field it is shown in once. */
async function createKeyInUi(page: Page, name: string, { onlyPermission }: { onlyPermission?: { section: string; action: string } } = {}) {
  await page.goto('/api-keys/create');
  await page.getByLabel(texts.form.name.label).fill(name);
  if (onlyPermission) {
    for (const section of Object.values(texts.form.permissions.sections)) {
      const group = page.getByRole('group', { name: section, exact: true });
      for (const action of Object.values(texts.form.permissions.actions)) {
        const keep = section === onlyPermission.section && action === onlyPermission.action;
        // Not every resource has every action (properties: read and update).
        const checkbox = group.getByRole('checkbox', { name: action, exact: true });
        if ((await checkbox.count()) > 0) await checkbox.setChecked(keep);
      }
    }
  }
  await page.getByRole('button', { name: texts.form.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.token.title })).toBeVisible();
  await expect(page.getByText(texts.token.warning.description)).toBeVisible();
  const field = page.getByRole('textbox', { name: texts.token.label });
  await expect(field).toHaveAttribute('readonly');
  const token = await field.inputValue();
  expect(token).toMatch(/^ppapi_[A-Za-z0-9]{64}$/);
  return token;
}

test('a key made in the UI uploads, lists and searches with plain fetch; its permissions and its deletion hold', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpAndOpenOrganization(page, { name: 'Ada Lovelace', email: uniqueEmail('ada'), password: 'correct horse battery' });
  const organizationId = ORGANIZATION_URL.exec(page.url())![1]!;

  // From the user menu to the empty list, whose call to action opens the form.
  await page.getByRole('button', { name: en.layout['user-menu'].label }).click();
  await page.getByRole('menuitem', { name: en.layout['user-menu']['api-keys'] }).click();
  await expect(page).toHaveURL(/\/api-keys$/);
  await expect(page.getByText(texts.empty.title)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${texts.page.reference}`) })).toHaveAttribute('href', '/api/docs');
  await page.getByRole('link', { name: texts.empty.create }).click();
  await expect(page).toHaveURL(/\/api-keys\/create$/);
  await page.getByRole('button', { name: texts.form.submit }).click();
  await expect(page.getByText(texts.form.name.required)).toBeVisible();
  // Every permission is ticked to begin with.
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(API_KEY_PERMISSIONS.length);

  const token = await createKeyInUi(page, 'Scanner');
  const copy = page.getByRole('button', { name: texts.token.copy });
  await copy.click();
  await expect(page.getByRole('button', { name: en.common.copy.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expect(page.getByRole('button', { name: texts.token.copy })).toBeVisible({ timeout: 5_000 });

  // The key, as a script would use it: no cookie, only the Bearer header.
  const api = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}, key = token) =>
    fetch(new URL(`/api/organizations/${organizationId}${path}`, baseURL), {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${key}` },
    });
  const upload = async (key: string, name: string, text: string) => {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/plain' }), name);
    // The body whole, with its length, in one write: a refusal answered before the body is read (a key
    // without the permission) cannot close the connection under a body still being streamed (EPIPE).
    const multipart = new Response(form);
    const headers = { 'content-type': multipart.headers.get('content-type')! };
    return api('/documents', { method: 'POST', body: await multipart.arrayBuffer(), headers }, key);
  };
  const uploaded = await upload(token, 'Analytical engine.txt', 'Notes on the analytical engine and Bernoulli numbers');
  expect(uploaded.status).toBe(201);
  const { document } = (await uploaded.json()) as { document: { id: string } };
  const listed = (await (await api('/documents')).json()) as { documents: { id: string }[] };
  expect(listed.documents.map(({ id }) => id)).toEqual([document.id]);
  await expect
    .poll(
      async () =>
        ((await (await api('/documents/search?searchQuery=bernoulli')).json()) as { documents: { id: string }[] }).documents.map(
          ({ id }) => id,
        ),
      { timeout: 30_000 },
    )
    .toEqual([document.id]);

  // A read-only key lists but cannot upload.
  const reader = await createKeyInUi(page, 'Reader', {
    onlyPermission: { section: texts.form.permissions.sections.documents, action: texts.form.permissions.actions.read },
  });
  expect((await api('/documents', {}, reader)).status).toBe(200);
  expect((await upload(reader, 'Refused.txt', 'no')).status).toBe(403);

  // Both keys on the list; deleting the first one (after the confirmation) refuses it at once.
  await page.getByRole('link', { name: texts.token.back }).click();
  await expect(page).toHaveURL(/\/api-keys$/);
  await expect(page.getByRole('heading', { name: 'Scanner' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reader' })).toBeVisible();
  await expect(page.getByText(`${token.slice(0, 11)}…`)).toBeVisible();
  await page.getByRole('button', { name: texts.card['delete-label'].replace('{{name}}', 'Scanner') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: texts.delete.confirm.confirm }).click();
  await expect(page.getByText(texts.delete.success.replace('{{name}}', 'Scanner'))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scanner' })).toHaveCount(0);
  expect((await api('/documents')).status).toBe(401);
  expect((await api('/documents', {}, reader)).status).toBe(200);
});
