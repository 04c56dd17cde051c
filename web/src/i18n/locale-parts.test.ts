import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import { localePart } from './locale-parts';

describe('localePart', () => {
  it('cuts a locale file in three parts that hold every section once', () => {
    const parts = (['sign-in', 'app', 'settings'] as const).map((part) => localePart(en, part));
    const sections = parts.flatMap((part) => Object.keys(part));
    expect(new Set(sections).size).toBe(sections.length);
    expect(Object.assign({}, ...parts)).toEqual(en);
  });

  it('leaves the settings and management pages’ sections out of the app part', () => {
    expect(Object.keys(localePart(en, 'settings')).sort()).toEqual(['account', 'api-keys', 'intake-emails', 'invitations', 'members', 'tagging-rules', 'webhooks']);
  });

  it('gives the sign-in pages what they say and not the app', () => {
    expect(Object.keys(localePart(en, 'sign-in')).sort()).toEqual(['api-errors', 'auth', 'common', 'server-unreachable']);
  });
});
