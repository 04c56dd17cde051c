import { describe, expect, it } from 'vitest';
import { webhookUrlRefusal } from './webhook-url';

describe('webhookUrlRefusal', () => {
  it.each([
    ['https://hooks.example.com/archive', undefined],
    ['http://hooks.example.com/archive', undefined],
    ['https://93.184.216.34/hook', undefined],
    ['https://[2606:4700::1111]/hook', undefined],
    ['not a url', 'invalid'],
    ['ftp://hooks.example.com/', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['http://localhost:8080/', 'internal_name'],
    ['http://LOCALHOST./', 'internal_name'],
    ['http://printer.local/', 'internal_name'],
    ['http://api.internal/', 'internal_name'],
    ['http://intranet/', 'internal_name'],
    ['http://127.0.0.1/', 'private_address'],
    ['http://127.1/', 'private_address'],
    ['http://2130706433/', 'private_address'],
    ['http://0x7f000001/', 'private_address'],
    ['http://0.0.0.0/', 'private_address'],
    ['http://10.1.2.3/', 'private_address'],
    ['http://172.16.0.1/', 'private_address'],
    ['http://172.31.255.255/', 'private_address'],
    ['http://172.32.0.1/', undefined],
    ['http://192.168.1.10/', 'private_address'],
    ['http://169.254.169.254/latest/meta-data/', 'private_address'],
    ['http://100.64.0.1/', 'private_address'],
    ['http://[::1]/', 'private_address'],
    ['http://[::ffff:127.0.0.1]/', 'private_address'],
    ['http://[::ffff:10.0.0.1]/', 'private_address'],
    ['http://[fd00::1]/', 'private_address'],
    ['http://[fe80::1]/', 'private_address'],
  ])('%s → %s', (url, expected) => {
    expect(webhookUrlRefusal(url)).toBe(expected);
  });

  it('allows the configured hosts, and requires https where told', () => {
    expect(webhookUrlRefusal('http://127.0.0.1:9999/hook', { allowedHostnames: ['127.0.0.1'] })).toBeUndefined();
    expect(webhookUrlRefusal('http://hooks.example.com/', { requireHttps: true })).toBe('https_required');
    expect(webhookUrlRefusal('https://hooks.example.com/', { requireHttps: true })).toBeUndefined();
  });
});
