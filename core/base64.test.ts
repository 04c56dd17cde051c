import { describe, expect, it } from 'vitest';
import { base64Of, bytesOfBase64 } from './base64';

describe('base64Of', () => {
  it.each([
    [[], ''],
    [[0], 'AA=='],
    [[255, 254, 253], '//79'],
  ])('encodes %j as %s', (bytes, expected) => {
    expect(base64Of(Uint8Array.from(bytes))).toBe(expected);
  });

  it('encodes a file of megabytes, which one spread of its bytes could not', () => {
    const bytes = Uint8Array.from({ length: 3 * 1024 * 1024 }, (_, index) => (index * 7) % 256);
    expect(bytesOfBase64(base64Of(bytes))).toEqual(bytes);
  });
});
