import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ExportSourceError, memoryRangeReader } from './export-source';
import { ZIP_IMPORT_LIMITS, zipExportSource } from './zip-ranges';

async function readAll(chunks: AsyncIterable<Uint8Array>): Promise<string> {
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of chunks) text += decoder.decode(chunk, { stream: true });
  return text;
}

describe('zipExportSource', () => {
  it('lists entries from the central directory and streams stored and deflated ones', async () => {
    const zip = zipSync({ 'a.txt': [strToU8('stored text'), { level: 0 }], 'dir/b.txt': strToU8('deflated '.repeat(1000)), 'empty/': {} });
    const source = await zipExportSource(memoryRangeReader(zip));
    const { entries, refused } = await source.listEntries();
    expect(entries).toEqual([
      { name: 'a.txt', size: 11 },
      { name: 'dir/b.txt', size: 9000 },
    ]);
    expect(refused).toEqual([]);
    expect(await readAll(source.readEntry('a.txt'))).toBe('stored text');
    expect(await readAll(source.readEntry('dir/b.txt'))).toBe('deflated '.repeat(1000));
  });

  it('reads a central directory larger than one range, records cut across ranges', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 12_000 }, (_, index) => [
        `originals/${String(index).padStart(6, '0')}-a-rather-long-file-name.pdf`,
        strToU8(String(index)),
      ]),
    );
    const source = await zipExportSource(memoryRangeReader(zipSync(files, { level: 0 })));
    const { entries } = await source.listEntries();
    expect(entries).toHaveLength(12_000);
    expect(await readAll(source.readEntry(entries[11_999]?.name ?? ''))).toBe('11999');
  });

  it('refuses by the limits: too many entries, too large in all, one entry past its ratio', async () => {
    const zip = zipSync({ 'a.txt': strToU8('a'), 'b.txt': strToU8('b'), 'zeros.bin': new Uint8Array(4 * 1024 * 1024) });
    const tooMany = await zipExportSource(memoryRangeReader(zip), { ...ZIP_IMPORT_LIMITS, maxEntries: 2 }).catch((error: Error) => error);
    expect(tooMany).toBeInstanceOf(ExportSourceError);
    expect((tooMany as Error).message).toMatch(/3 entries, more than the 2/);
    const tooLarge = await zipExportSource(memoryRangeReader(zip), { ...ZIP_IMPORT_LIMITS, maxTotalBytes: 1024 }).catch(
      (error: Error) => error,
    );
    expect((tooLarge as Error).message).toMatch(/declares \d+ bytes once unpacked, more than the 1024/);
    const source = await zipExportSource(memoryRangeReader(zip));
    expect((await source.listEntries()).refused).toEqual([
      { name: 'zeros.bin', reason: 'the entry expands more than 200 times (a zip bomb?)' },
    ]);
  });

  it('stops an entry that inflates past its declared size, and one whose data is damaged', async () => {
    const zip = zipSync({ 'liar.txt': strToU8('x'.repeat(50_000)) });
    const view = new DataView(zip.buffer);
    // Both the local header's and the central record's uncompressed size say 100.
    view.setUint32(22, 100, true);
    const central = zip.length - 22 - (46 + 'liar.txt'.length);
    view.setUint32(central + 24, 100, true);
    const source = await zipExportSource(memoryRangeReader(zip));
    await expect(readAll(source.readEntry('liar.txt'))).rejects.toThrow(/more than the 100 bytes it declares/);

    const damaged = zipSync({ 'bad.txt': strToU8('y'.repeat(50_000)) });
    damaged.fill(0xff, 40, 60);
    const damagedSource = await zipExportSource(memoryRangeReader(damaged));
    await expect(readAll(damagedSource.readEntry('bad.txt'))).rejects.toThrow(ExportSourceError);
  });
});
