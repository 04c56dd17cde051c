import { describe, expect, it } from 'vitest';
import { isIpAddressHost } from './ip-address-host';

describe('isIpAddressHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['192.168.1.20', true],
    ['[::1]', true],
    ['[2001:db8::1]', true],
    ['localhost', false],
    ['archive.example.com', false],
    ['10.example.com', false],
    ['1.2.3.example', false],
  ])('%s → %s', (hostname, isIpAddress) => {
    expect(isIpAddressHost(hostname)).toBe(isIpAddress);
  });
});
