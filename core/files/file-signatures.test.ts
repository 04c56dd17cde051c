import { describe, expect, it } from 'vitest';
import { binaryFormatOf } from './file-signatures';

const text = (value: string) => new TextEncoder().encode(value);
const bytes = (...values: number[]) => new Uint8Array(values);

describe('binaryFormatOf', () => {
  it.each([
    [bytes(0xff, 0xd8, 0xff, 0xe0, 0x00), 'jpeg'],
    [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'png'],
    [text('GIF89a……'), 'gif'],
    [text('GIF87a'), 'gif'],
    [text('%PDF-1.7\n'), 'pdf'],
    [text('RIFF\0\0\0\0WEBPVP8 '), 'webp'],
    [text('RIFF\0\0\0\0WAVEfmt '), undefined],
    [text('II*\0'), 'tiff'],
    [bytes(0x50, 0x4b, 0x03, 0x04, 0x14), 'zip'],
    [bytes(0x50, 0x4b, 0x05, 0x06), 'zip'],
    [bytes(0x50, 0x4b, 0x07, 0x08), 'zip'],
    [bytes(0x7f, 0x45, 0x4c, 0x46, 0x02), 'elf'],
    [text('MZ\x90\x00'), 'exe'],
    [text('Hello'), undefined],
    [bytes(0xff, 0xd8), undefined],
    [bytes(), undefined],
  ])('%o is %s', (input, expected) => {
    expect(binaryFormatOf(input)).toBe(expected);
  });
});
