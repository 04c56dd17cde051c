import { inflateSync, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { deflatedZeros, makeDocx, makeTextPdf, makeZipBomb } from './extraction.fixtures';

// The fixtures are hand-written binary formats: check they are what they claim to be, so a test
// that expects a refusal cannot pass because its fixture was simply broken.
describe('fixtures', () => {
  it('makeTextPdf writes an xref whose offsets point at their objects', () => {
    const pdf = new TextDecoder().decode(makeTextPdf(['one', 'two']));
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const entries = pdf
      .slice(xrefAt)
      .split('\n')
      .slice(3)
      .filter((line) => line.endsWith(' n '));
    expect(entries).toHaveLength(7);
    entries.forEach((entry, index) => expect(pdf.slice(Number(entry.slice(0, 10))).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });

  it('deflatedZeros inflates to exactly the zeros it announces', () => {
    const { data, size } = deflatedZeros(1024 * 1024);
    const inflated = inflateSync(data);
    expect(inflated.length).toBe(size);
    expect(inflated.every((byte) => byte === 0)).toBe(true);
    expect(data.length).toBeLessThan(size / 1000);
  });

  it('makeZipBomb is a readable zip around the bomb', () => {
    const listed: string[] = [];
    unzipSync(makeZipBomb(), {
      filter: (file) => {
        listed.push(`${file.name}:${file.originalSize}`);
        return false;
      },
    });
    expect(listed).toEqual([expect.stringMatching(/^\[Content_Types\]\.xml:\d+$/), 'word/document.xml:1024']);
  });

  it('makeDocx is a valid zip', () => {
    expect(Object.keys(unzipSync(makeDocx(['x'], { header: 'h' })))).toEqual([
      '[Content_Types].xml',
      'word/document.xml',
      'word/header1.xml',
    ]);
  });
});
