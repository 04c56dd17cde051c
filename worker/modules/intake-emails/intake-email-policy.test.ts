import { describe, expect, it } from 'vitest';
import { intakeRefusalMessage, intakeRefusalOf, isSenderForged, parseRecipient, senderAddressOf } from './intake-email-policy';

describe('parseRecipient', () => {
  it.each([
    ['abc@intake.example.com', { address: 'abc@intake.example.com', plusPart: undefined }],
    ['ABC@Intake.Example.com', { address: 'abc@intake.example.com', plusPart: undefined }],
    ['abc+Invoices@intake.example.com', { address: 'abc@intake.example.com', plusPart: 'Invoices' }],
    ['abc+two+parts@intake.example.com', { address: 'abc@intake.example.com', plusPart: 'two+parts' }],
    ['abc+@intake.example.com', { address: 'abc@intake.example.com', plusPart: undefined }],
  ])('%s → %j', (recipient, expected) => {
    expect(parseRecipient(recipient)).toEqual(expected);
  });
});

describe('senderAddressOf', () => {
  it.each([
    ['ada@example.com', 'ada@example.com'],
    ['"Ada Lovelace" <Ada@Example.com>', 'ada@example.com'],
    ['Ada <ada@example.com>, Bob <bob@example.com>', 'ada@example.com'],
    ['=?UTF-8?Q?Ad=C3=A1?= <ada@example.com>', 'ada@example.com'],
    ['undisclosed-recipients:;', undefined],
    ['not an address', undefined],
    [null, undefined],
  ])('%s → %s', (header, expected) => {
    expect(senderAddressOf(header)).toBe(expected);
  });
});

describe('isSenderForged', () => {
  it.each([
    [null, false],
    ['mx.cloudflare.net; dkim=pass header.d=example.com; spf=pass smtp.mailfrom=example.com; dmarc=pass header.from=example.com', false],
    [
      'mx.cloudflare.net; dkim=none; spf=pass smtp.mailfrom=example.com; dmarc=fail reason="No valid SPF, DKIM not aligned" header.from=example.com',
      true,
    ],
    ['mx.cloudflare.net; dkim=none; spf=fail smtp.mailfrom=example.com; dmarc=none header.from=example.com', true],
    ['mx.cloudflare.net; dkim=fail; spf=fail smtp.mailfrom=example.com', true],
    ['mx.cloudflare.net; dkim=pass header.d=example.com; spf=fail smtp.mailfrom=example.com; dmarc=pass', false],
    ['mx.cloudflare.net; spf=softfail smtp.mailfrom=example.com; dmarc=none', false],
    ['mx.cloudflare.net; DMARC=FAIL header.from=example.com', true],
  ])('%s → %s', (header, expected) => {
    expect(isSenderForged(header)).toBe(expected);
  });
});

describe('intakeRefusalOf', () => {
  const accepted = {
    isFeatureEnabled: true,
    intakeEmail: { isEnabled: true, allowedOrigins: ['ada@example.com'] },
    sender: 'ada@example.com',
    isForged: false,
    rawSize: 1000,
    maxSize: 25 * 1024 * 1024,
    requireAuthenticatedSender: true,
  };
  it.each([
    [{}, undefined],
    [{ isFeatureEnabled: false }, 'feature_disabled'],
    [{ intakeEmail: undefined }, 'unknown_address'],
    [{ intakeEmail: { isEnabled: false, allowedOrigins: ['ada@example.com'] } }, 'address_disabled'],
    [{ rawSize: 25 * 1024 * 1024 + 1 }, 'too_large'],
    [{ intakeEmail: { isEnabled: true, allowedOrigins: [] } }, 'no_allowed_origins'],
    [{ sender: 'eve@example.com' }, 'sender_not_allowed'],
    [{ sender: undefined }, 'sender_not_allowed'],
    [{ isForged: true }, 'sender_forged'],
    [{ isForged: true, requireAuthenticatedSender: false }, undefined],
  ] as const)('%j → %s', (change, expected) => {
    expect(intakeRefusalOf({ ...accepted, ...change })).toBe(expected);
  });

  it('says why in words, with the address, the sender and the size', () => {
    const words = { address: 'abc@intake.example.com', sender: 'eve@example.com', maxSize: 25 * 1024 * 1024 };
    expect(intakeRefusalMessage('sender_not_allowed', words)).toBe(
      'abc@intake.example.com does not accept mail from eve@example.com: an administrator of its organization can add the sender to its allowed addresses.',
    );
    expect(intakeRefusalMessage('too_large', words)).toContain('25 MiB');
  });
});
