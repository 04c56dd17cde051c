import { describe, expect, it } from 'vitest';
import { isProbablyText } from './text-sniffing';

const text = (value: string) => new TextEncoder().encode(value);
const bytes = (...values: number[]) => new Uint8Array(values);
const repeat = (byte: number, count: number) => new Array<number>(count).fill(byte);

describe('isProbablyText', () => {
  it.each([
    ['empty file', bytes(), true],
    ['plain ascii', text('Hello world,\nthis is a text file.\n'), true],
    ['tabs and CRLF', text('a\tb\tc\r\n1\t2\t3\r\n'), true],
    ['utf-8 accents and emoji', text('Café, crème brûlée et 🍰 — déjà vu.'), true],
    ['json', text('{ "name": "Ada", "age": 36 }'), true],
    ['10% control characters', bytes(...text('abcdefghi'), 0x01), true],
    ['more than 10% control characters', bytes(...text('abcdefgh'), 0x01, 0x02), false],
    ['null bytes', bytes(0x00, 0x00, 0x00, 0x00, ...text('abc')), false],
    ['a pdf, although mostly printable', text('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj'), false],
    ['a zip', bytes(0x50, 0x4b, 0x03, 0x04, ...text('mostly printable content here')), false],
    ['an exe header', text('MZ This program cannot be run in DOS mode.'), false],
    ['invalid utf-8 (70% printable is not enough)', bytes(...text('abcdefg'), 0xff, 0xfe, 0xfd), false],
    ['a few latin-1 bytes in english text', bytes(...text('The quick brown fox jumps over the lazy dog'), 0xe9), true],
    ['random high bytes', bytes(...repeat(0xc3, 1), ...repeat(0x80, 1), ...repeat(0xff, 40)), false],
  ])('%s: %s', (_name, input, expected) => {
    expect(isProbablyText(input)).toBe(expected);
  });
});
