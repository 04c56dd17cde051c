import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import { localePart } from './locale-parts';

describe('localePart', () => {
  it('cuts a locale file in three parts that hold every message once', () => {
    const parts = (['sign-in', 'app', 'settings'] as const).map((part) => localePart(en, part));
    const errors = parts.map((part) => (part['api-errors'] ?? {}) as Record<string, unknown>);
    const codes = errors.flatMap((part) => Object.keys(part));
    expect(new Set(codes).size).toBe(codes.length);
    const sections = parts.flatMap((part) => Object.keys(part).filter((section) => section !== 'api-errors'));
    expect(new Set(sections).size).toBe(sections.length);
    expect({ ...Object.assign({}, ...parts), 'api-errors': Object.assign({}, ...errors) }).toEqual(en);
  });

  it('gives each part the error messages of its pages: the sign-in pages none of the documents’ or the settings’', () => {
    const codesOf = (part: 'sign-in' | 'app' | 'settings') => Object.keys(localePart(en, part)['api-errors'] ?? {}).sort();
    expect(codesOf('settings')).toEqual(['INVALID_PASSWORD', 'api_key', 'intake_email', 'invitation', 'member', 'share', 'share_link', 'webhook']);
    expect(codesOf('app')).toEqual(['demo', 'document', 'note', 'organization', 'property', 'search', 'tags', 'view']);
    expect(codesOf('sign-in')).toEqual(expect.arrayContaining(['default', 'auth', 'network', 'INVALID_EMAIL_OR_PASSWORD', 'EMAIL_NOT_VERIFIED']));
    expect(codesOf('sign-in')).not.toContain('document');
  });

  it('leaves the settings and management pages’ sections out of the app part', () => {
    expect(Object.keys(localePart(en, 'settings')).sort()).toEqual(['account', 'api-errors', 'api-keys', 'intake-emails', 'invitations', 'members', 'share-links', 'shared-document', 'tagging-rules', 'webhooks']);
  });

  it('gives the sign-in pages what they say and not the app', () => {
    expect(Object.keys(localePart(en, 'sign-in')).sort()).toEqual(['api-errors', 'auth', 'common', 'server-unreachable']);
  });
});
