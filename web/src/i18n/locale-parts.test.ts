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

  it('gives the share links’ error messages to the settings part', () => {
    expect(Object.keys(localePart(en, 'settings')['api-errors'] ?? {})).toEqual(['share', 'share_link']);
    expect(localePart(en, 'sign-in')['api-errors']).not.toHaveProperty('share');
  });

  it('leaves the settings and management pages’ sections out of the app part', () => {
    expect(Object.keys(localePart(en, 'settings')).sort()).toEqual(['account', 'api-errors', 'api-keys', 'intake-emails', 'invitations', 'members', 'share-links', 'shared-document', 'tagging-rules', 'webhooks']);
  });

  it('gives the sign-in pages what they say and not the app', () => {
    expect(Object.keys(localePart(en, 'sign-in')).sort()).toEqual(['api-errors', 'auth', 'common', 'server-unreachable']);
  });
});
