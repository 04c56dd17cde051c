import { describe, expect, it } from 'vitest';
import { barcodeActions, DEFAULT_BARCODE_SETTINGS, type BarcodeSettings } from './barcode-settings';

const on: BarcodeSettings = {
  separator: { isEnabled: true, text: 'PATCH T' },
  asn: { isEnabled: true, prefix: 'ASN' },
  tags: { isEnabled: true, prefix: 'TAG:', mayCreateTags: false },
};

describe('barcodeActions', () => {
  it.each([
    [
      'nothing on, whatever the pages say',
      DEFAULT_BARCODE_SETTINGS,
      [['PATCH T'], ['ASN00042'], ['TAG:Tax']],
      [{ pages: [1, 2, 3], archiveSerialNumber: null, tagNames: [] }],
    ],
    ['no barcode: one part', on, [[], []], [{ pages: [1, 2], archiveSerialNumber: null, tagNames: [] }]],
    [
      'separator sheets split, and are dropped',
      on,
      [[], ['PATCH T'], [], [], ['PATCH T'], []],
      [
        { pages: [1], archiveSerialNumber: null, tagNames: [] },
        { pages: [3, 4], archiveSerialNumber: null, tagNames: [] },
        { pages: [6], archiveSerialNumber: null, tagNames: [] },
      ],
    ],
    [
      'a sheet first, and two in a row',
      on,
      [['PATCH T'], [], ['PATCH T'], ['PATCH T'], []],
      [
        { pages: [2], archiveSerialNumber: null, tagNames: [] },
        { pages: [5], archiveSerialNumber: null, tagNames: [] },
      ],
    ],
    ['sheets only: the scan stays whole', on, [['PATCH T'], ['PATCH T']], [{ pages: [1, 2], archiveSerialNumber: null, tagNames: [] }]],
    [
      'each part its own number and tags',
      on,
      [['ASN00042', 'TAG:Tax'], ['PATCH T'], ['asn 7'], ['TAG:tax', 'TAG: Bank ']],
      [
        { pages: [1], archiveSerialNumber: 42, tagNames: ['Tax'] },
        { pages: [3, 4], archiveSerialNumber: 7, tagNames: ['tax', 'Bank'] },
      ],
    ],
    [
      'the first label of a part wins; a non-number is no label',
      on,
      [['ASN12', 'ASN13'], ['ASNxyz']],
      [{ pages: [1, 2], archiveSerialNumber: 12, tagNames: [] }],
    ],
    ['a number too large is no number', on, [['ASN99999999999']], [{ pages: [1], archiveSerialNumber: null, tagNames: [] }]],
    [
      'prefixes as configured, matched without regard to case',
      { ...on, asn: { isEnabled: true, prefix: 'No.' }, tags: { isEnabled: true, prefix: '#', mayCreateTags: true } },
      [['no.0005', '#Receipts', 'NoX5']],
      [{ pages: [1], archiveSerialNumber: 5, tagNames: ['Receipts'] }],
    ],
  ] as const)('%s', (_, settings, pages, parts) => {
    expect(barcodeActions(settings as BarcodeSettings, pages as unknown as string[][]).parts).toEqual(parts);
  });
});
