import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';

const options = { authSecret: 'a-long-enough-auth-secret-for-tests-0123456789', purpose: 'webhook-secret' };

describe('sealSecret / openSecret', () => {
  it('round-trips, with a new IV each time', async () => {
    const first = await sealSecret('whsec_abc', options);
    const second = await sealSecret('whsec_abc', options);
    expect(first).not.toBe(second);
    expect(first).not.toContain('whsec_abc');
    expect(await openSecret(first, options)).toBe('whsec_abc');
    expect(await openSecret(second, options)).toBe('whsec_abc');
  });

  it('cannot be opened with another AUTH_SECRET or purpose, nor once altered', async () => {
    const sealed = await sealSecret('my secret', options);
    await expect(openSecret(sealed, { ...options, authSecret: 'another-auth-secret-entirely-0123456789' })).rejects.toThrow();
    await expect(openSecret(sealed, { ...options, purpose: 'other' })).rejects.toThrow();
    const altered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await expect(openSecret(altered, options)).rejects.toThrow();
  });
});
