import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { allowedOriginFormSchema, hasOrigin, normalizeOrigin, withOrigin, withoutOrigin } from './allowed-origins';

const t = ((key: string) => key) as TFunction;

describe('normalizeOrigin', () => {
  it('trims and lowercases, as the server stores origins', () => {
    expect(normalizeOrigin('  Accounting@Example.COM ')).toBe('accounting@example.com');
  });
});

describe('withOrigin and withoutOrigin', () => {
  const origins = ['ada@example.com', 'grace@example.com'];

  it('adds a new origin at the end, normalized, and leaves the list as it was', () => {
    expect(withOrigin(origins, ' Alan@Example.com')).toEqual(['ada@example.com', 'grace@example.com', 'alan@example.com']);
    expect(origins).toHaveLength(2);
  });

  it('does not add an origin twice, whatever its case', () => {
    expect(withOrigin(origins, 'GRACE@example.com')).toEqual(origins);
    expect(hasOrigin(origins, 'Grace@Example.com')).toBe(true);
  });

  it('removes an origin, and nothing when it is not there', () => {
    expect(withoutOrigin(origins, 'Ada@example.com')).toEqual(['grace@example.com']);
    expect(withoutOrigin(origins, 'nobody@example.com')).toEqual(origins);
  });
});

describe('allowedOriginFormSchema', () => {
  const schema = allowedOriginFormSchema(t, ['ada@example.com']);
  const errorOf = (email: string) => {
    const result = schema.safeParse({ email });
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('accepts a new valid email, trimmed', () => {
    expect(schema.parse({ email: '  grace@example.com ' })).toEqual({ email: 'grace@example.com' });
  });

  it('asks for a valid email', () => {
    for (const email of ['', 'grace', 'grace@', '@example.com', 'grace example@example.com'])
      expect(errorOf(email), email).toBe('intake-emails.origins.email.invalid');
  });

  it('refuses an origin the address has already, whatever its case', () => {
    expect(errorOf('ADA@example.com ')).toBe('intake-emails.origins.email.duplicate');
  });
});
