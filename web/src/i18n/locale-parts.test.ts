import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import { localePart } from './locale-parts';

describe('localePart', () => {
  it('cuts a locale file in two parts that hold every section once', () => {
    const signIn = localePart(en, 'sign-in');
    const app = localePart(en, 'app');
    expect(Object.keys(signIn).filter((section) => section in app)).toEqual([]);
    expect({ ...signIn, ...app }).toEqual(en);
  });

  it('gives the sign-in pages what they say and not the app', () => {
    expect(Object.keys(localePart(en, 'sign-in')).sort()).toEqual(['api-errors', 'auth', 'common', 'server-unreachable']);
  });
});
