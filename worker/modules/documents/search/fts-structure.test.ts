import { describe, expect, it } from 'vitest';
import { indexedRowCount, segmentCount } from './fts-structure';

const bytes = (hex: string) => new Uint8Array((hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));

describe('segmentCount', () => {
  it.each<[string, string, number]>([
    ['a word index after 100,000 inserts', '00000000060a85d8480000000212013e', 10],
    ['the same, optimized', '00000000080185d84800000000000000', 1],
    ['an empty index', '000000000000', 0],
    ['the newer format, with its marker', '00000003ff000001030585d848', 5],
    ['a count over 127 (two-byte varint)', '00000000028101', 129],
  ])('%s', (_, hex, expected) => {
    expect(segmentCount(bytes(hex))).toBe(expected);
  });
});

describe('indexedRowCount', () => {
  it.each<[string, string | undefined, number]>([
    ['no record yet', undefined, 0],
    ['an empty record', '', 0],
    ['3 rows, then the columns’ token counts', '03051c', 3],
    ['100,000 rows (three-byte varint)', '868d2081a4c8', 100_000],
  ])('%s', (_, hex, expected) => {
    expect(indexedRowCount(hex === undefined ? undefined : bytes(hex))).toBe(expected);
  });
});
