import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  apiKeyFormSchema,
  createDefaultFormValues,
  expiresAtOf,
  PERMISSION_SECTIONS,
  toApiKeyInput,
  toDateInputValue,
  type ApiKeyFormValues,
} from './api-key-form';

const t = ((key: string) => key) as unknown as TFunction;
const schema = apiKeyFormSchema(t);
const values = (overrides: Partial<ApiKeyFormValues> = {}): ApiKeyFormValues => ({
  ...createDefaultFormValues(),
  name: 'Scanner',
  ...overrides,
});
const messagesOf = (input: ApiKeyFormValues) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('PERMISSION_SECTIONS', () => {
  it('groups the seventeen permissions by resource, in order', () => {
    expect(PERMISSION_SECTIONS.map(({ section, permissions }) => [section, permissions.map(({ action }) => action)])).toEqual([
      ['documents', ['create', 'read', 'update', 'delete', 'share']],
      ['tags', ['create', 'read', 'update', 'delete']],
      ['tagging-rules', ['create', 'read', 'update', 'delete']],
      ['properties', ['read', 'update']],
      ['workflows', ['read', 'write']],
    ]);
  });
});

describe('apiKeyFormSchema', () => {
  it('accepts the defaults with a name: every permission, all organizations, no expiry', () => {
    expect(messagesOf(values())).toEqual({});
    expect(values().permissions).toHaveLength(17);
  });

  it('asks for a name and a permission, and for organizations and a date only when chosen, all at once', () => {
    expect(messagesOf(values({ name: '  ', permissions: [], organizationScope: 'chosen', expiry: 'date' }))).toEqual({
      name: 'api-keys.form.name.required',
      permissions: 'api-keys.form.permissions.required',
      organizationIds: 'api-keys.form.organizations.required',
      expiryDate: 'api-keys.form.expiry.date-invalid',
    });
    expect(messagesOf(values({ organizationIds: [], expiryDate: '' }))).toEqual({});
  });

  it('refuses a day already over and accepts today, which lasts until midnight', () => {
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    expect(messagesOf(values({ expiry: 'date', expiryDate: toDateInputValue(yesterday) }))).toEqual({
      expiryDate: 'api-keys.form.expiry.date-invalid',
    });
    expect(messagesOf(values({ expiry: 'date', expiryDate: toDateInputValue(new Date()) }))).toEqual({});
    expect(messagesOf(values({ expiry: 'date', expiryDate: '2030-02-30' }))).toEqual({ expiryDate: 'api-keys.form.expiry.date-invalid' });
  });
});

describe('toApiKeyInput', () => {
  const now = new Date(2030, 0, 1, 12);

  it('sends all organizations as the flag, with no ids', () => {
    expect(toApiKeyInput(values({ name: ' Scanner ', organizationIds: ['org_a'] }), now)).toEqual({
      name: 'Scanner',
      permissions: values().permissions,
      allOrganizations: true,
      organizationIds: [],
      expiresAt: null,
    });
  });

  it('sends the chosen organizations and the expiry', () => {
    const input = toApiKeyInput(values({ organizationScope: 'chosen', organizationIds: ['org_a'], expiry: '30' }), now);
    expect(input).toMatchObject({
      allOrganizations: false,
      organizationIds: ['org_a'],
      expiresAt: new Date(2030, 0, 31, 12).toISOString(),
    });
  });
});

describe('expiresAtOf', () => {
  it('ends a chosen day at its last moment, in the user’s time zone', () => {
    expect(expiresAtOf({ expiry: 'date', expiryDate: '2030-06-15' })).toEqual(new Date(2030, 5, 15, 23, 59, 59, 999));
    expect(expiresAtOf({ expiry: 'never', expiryDate: '2030-06-15' })).toBeNull();
    expect(expiresAtOf({ expiry: '365', expiryDate: '' }, new Date(2030, 0, 1))).toEqual(new Date(2031, 0, 1));
  });
});
