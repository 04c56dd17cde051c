import { expect, type Page } from '@playwright/test';
import {
  en,
  joinThroughInvitation,
  LAYOUT_VIEWPORTS,
  PASSWORD,
  signUpAndOpenOrganization,
  test,
  turnOnBarcodes,
  uniqueEmail,
} from './helpers';

const texts = en.barcodes;
const PHONE = LAYOUT_VIEWPORTS[1];

type BarcodeSettings = { separator: { isEnabled: boolean }; asn: { isEnabled: boolean; prefix: string }; tags: { isEnabled: boolean } };

async function savedBarcodes(page: Page, organizationPath: string) {
  const response = await page.request.get(`/api${organizationPath}`);
  return ((await response.json()) as { organization: { barcodes: BarcodeSettings } }).organization.barcodes;
}

test('an admin numbers documents from barcodes of "NO" and digits, on a phone, from the keyboard', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUpAndOpenOrganization(page, { name: 'Katherine Johnson', email: uniqueEmail('katherine'), password: PASSWORD });
  const organizationPath = new URL(page.url()).pathname;
  await page.goto(`${organizationPath}/settings`);

  const numbers = page.getByRole('switch', { name: texts.asn.label });
  const prefix = page.getByRole('textbox', { name: texts.asn.text });
  const save = page.getByRole('button', { name: texts.submit });
  await expect(numbers).not.toBeChecked();
  await expect(numbers).toHaveAccessibleDescription(texts.asn.description.replace('{{text}}', 'ASN'));
  for (const other of [texts.separator.label, texts.tags.label]) await expect(page.getByRole('switch', { name: other })).not.toBeChecked();
  await expect(prefix).toHaveCount(0);
  await expect(save).toBeDisabled();

  // On from the keyboard: its prefix shows, and an empty one is refused.
  await numbers.focus();
  await page.keyboard.press('Space');
  await expect(numbers).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(prefix).toBeFocused();
  await expect(prefix).toHaveValue('ASN');
  await prefix.fill(' ');
  await save.click();
  await expect(page.getByText(texts['text-required'])).toBeVisible();
  await expect(prefix).toBeFocused();
  await prefix.fill('NO');
  await expect(numbers).toHaveAccessibleDescription(texts.asn.description.replace('{{text}}', 'NO'));
  // Nothing of the card runs off a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await prefix.press('Enter');
  await expect(page.getByText(texts.success)).toBeVisible();
  await expect(save).toBeDisabled();
  expect(await savedBarcodes(page, organizationPath)).toEqual({
    separator: { isEnabled: false, text: 'PATCH T' },
    asn: { isEnabled: true, prefix: 'NO' },
    tags: { isEnabled: false, prefix: 'TAG:', mayCreateTags: false },
  });

  await page.reload();
  await expect(numbers).toBeChecked();
  await expect(prefix).toHaveValue('NO');

  // Off again: the prefix is kept for next time.
  await numbers.click();
  await expect(prefix).toHaveCount(0);
  await save.click();
  await expect(page.getByText(texts.success)).toBeVisible();
  expect((await savedBarcodes(page, organizationPath)).asn).toEqual({ isEnabled: false, prefix: 'NO' });
});

test('a member sees the barcode settings but cannot change them', async ({ page: owner, browser }) => {
  test.setTimeout(120_000);
  const { organizationPath, api } = await signUpAndOpenOrganization(owner, { name: 'Dorothy Vaughan' });
  await turnOnBarcodes(owner, api, ['tags'], { mayCreateTags: true });
  const { page: member, context: memberContext } = await joinThroughInvitation(owner, browser, { name: 'Mary Jackson', role: 'member' });
  await member.goto(`${organizationPath}/settings`);

  const tags = member.getByRole('switch', { name: texts.tags.label });
  await expect(tags).toBeChecked();
  await expect(tags).toBeDisabled();
  await expect(member.getByRole('textbox', { name: texts.tags.text })).toBeDisabled();
  await expect(member.getByRole('checkbox', { name: texts.tags['may-create'] })).toBeDisabled();
  await expect(member.getByRole('switch', { name: texts.asn.label })).toBeDisabled();
  await expect(member.getByText(texts['admin-only'])).toBeVisible();
  await expect(member.getByRole('button', { name: texts.submit })).toBeDisabled();
  await memberContext.close();
});
