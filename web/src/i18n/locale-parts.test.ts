import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import { localePart } from './locale-parts';

describe('localePart', () => {
  it('cuts a locale file in seven parts that hold every message once', () => {
    const parts = (['base', 'sign-in', 'app', 'settings', 'page-editor', 'organization-settings', 'workflows', 'admin'] as const).map(
      (part) => localePart(en, part),
    );
    const errors = parts.map((part) => (part['api-errors'] ?? {}) as Record<string, unknown>);
    const codes = errors.flatMap((part) => Object.keys(part));
    expect(new Set(codes).size).toBe(codes.length);
    const sections = parts.flatMap((part) => Object.keys(part).filter((section) => section !== 'api-errors'));
    expect(new Set(sections).size).toBe(sections.length);
    expect({ ...Object.assign({}, ...parts), 'api-errors': Object.assign({}, ...errors) }).toEqual(en);
  });

  it('gives each part the error messages of its pages: the sign-in pages none of the documents’ or the settings’', () => {
    const codesOf = (part: 'base' | 'app' | 'settings') => Object.keys(localePart(en, part)['api-errors'] ?? {}).sort();
    expect(codesOf('settings')).toEqual([
      'ACCOUNT_TEMPORARILY_LOCKED',
      'AUTHENTICATION_FAILED',
      'INVALID_BACKUP_CODE',
      'INVALID_CODE',
      'INVALID_PASSWORD',
      'PASSKEY_ALREADY_REGISTERED',
      'PASSKEY_CANCELLED',
      'PASSKEY_NEEDS_HOST_NAME',
      'PASSKEY_NOT_FOUND',
      'TOTP_NOT_ENABLED',
      'api_key',
      'intake_email',
      'invitation',
      'member',
      'share',
      'share_link',
      'two_factor',
      'webhook',
    ]);
    expect(codesOf('app')).toEqual(['demo', 'document', 'note', 'organization', 'property', 'search', 'tags', 'view']);
    expect(codesOf('base')).toEqual(
      expect.arrayContaining(['default', 'auth', 'network', 'INVALID_EMAIL_OR_PASSWORD', 'EMAIL_NOT_VERIFIED']),
    );
    expect(codesOf('base')).not.toContain('document');
  });

  it('leaves the settings and management pages’ sections out of the app part', () => {
    expect(Object.keys(localePart(en, 'settings')).sort()).toEqual([
      'account',
      'api-errors',
      'api-keys',
      'intake-emails',
      'invitations',
      'members',
      'organization-security',
      'share-links',
      'share-target',
      'shared-document',
      'tagging-rules',
      'two-factor-sign-in',
      'webhooks',
    ]);
  });

  it('gives the workflows their texts and their errors in a part of their own', () => {
    expect(Object.keys(localePart(en, 'workflows')).sort()).toEqual(['api-errors', 'workflows']);
    expect(Object.keys(localePart(en, 'workflows')['api-errors'] ?? {}).sort()).toEqual(['workflow', 'workflow_run', 'workflows']);
  });

  it("gives the operator's console its texts and its errors in a part of their own", () => {
    expect(Object.keys(localePart(en, 'admin')).sort()).toEqual(['admin', 'api-errors']);
    expect(Object.keys(localePart(en, 'admin')['api-errors'] ?? {}).sort()).toEqual(['admin', 'operator']);
  });

  it('gives every screen the base part, and the sign-in pages their texts alone', () => {
    expect(Object.keys(localePart(en, 'base')).sort()).toEqual(['api-errors', 'common', 'server-unreachable']);
    expect(localePart(en, 'sign-in')).toEqual({ 'api-errors': {}, auth: en.auth });
  });
});
