import { describe, expect, it } from 'vitest';
import { senderOf } from './email-sender';

describe('senderOf', () => {
  it.each([
    ['Archive <no-reply@example.com>', { name: 'Archive', email: 'no-reply@example.com' }],
    ['"Acme, Inc." <mail@acme.test>', { name: 'Acme, Inc.', email: 'mail@acme.test' }],
    ['<bare@example.com>', 'bare@example.com'],
    [' plain@example.com ', 'plain@example.com'],
  ])('reads %s', (from, expected) => {
    expect(senderOf(from)).toEqual(expected);
  });
});
