import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import en from '@/i18n/locales/en.json';
import { urlRefusalMessage } from './url-refusal';

// Looks keys up in the English file, as i18next would.
const t = ((key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) ?? key) as unknown as TFunction;
const refused = en.webhooks.form.url.refused;

describe('urlRefusalMessage', () => {
  it.each([
    [{ reason: 'https_required' }, refused['https-required']],
    [{ reason: 'private_address' }, refused['private-address']],
    [{ reason: 'internal_name' }, refused['internal-name']],
    [{ reason: 'something_new' }, en['api-errors'].webhook.url_not_allowed],
    [undefined, en['api-errors'].webhook.url_not_allowed],
  ])('%j → %s', (details, message) => {
    expect(urlRefusalMessage(new ApiError(400, 'webhook.url_not_allowed', 'Refused', details), t)).toBe(message);
  });
});
