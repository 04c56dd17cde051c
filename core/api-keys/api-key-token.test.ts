import { describe, expect, it } from 'vitest';
import { generateApiKeyToken, hashApiKeyToken, isApiKeyTokenShaped, TOKEN_DISPLAY_LENGTH } from './api-key-token';

describe('API key tokens', () => {
  it('are ppapi_ and 64 alphanumerics, all different', () => {
    const tokens = Array.from({ length: 200 }, generateApiKeyToken);
    for (const token of tokens) expect(token).toMatch(/^ppapi_[A-Za-z0-9]{64}$/);
    expect(new Set(tokens).size).toBe(200);
    expect(tokens[0]!.slice(0, TOKEN_DISPLAY_LENGTH)).toMatch(/^ppapi_[A-Za-z0-9]{5}$/);
  });

  it.each([
    [`ppapi_${'a'.repeat(64)}`, true],
    [`ppapi_${'a'.repeat(63)}`, false],
    [`ppapi_${'a'.repeat(63)}-`, false],
    [`sk_${'a'.repeat(64)}`, false],
    ['', false],
  ])('%s shaped: %s', (token, expected) => {
    expect(isApiKeyTokenShaped(token)).toBe(expected);
  });

  it('hashes to the SHA-256 hex digest', async () => {
    expect(await hashApiKeyToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
