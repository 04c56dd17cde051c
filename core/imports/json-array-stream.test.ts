import { describe, expect, it } from 'vitest';
import { readJsonArray } from './json-array-stream';

async function* chunksOf(text: string, size: number) {
  const bytes = new TextEncoder().encode(text);
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

async function elements(text: string, size = 3) {
  const values: unknown[] = [];
  for await (const value of readJsonArray(chunksOf(text, size))) values.push(value);
  return values;
}

describe('readJsonArray', () => {
  it.each([
    ['[]', []],
    [' \n[1, "two", {"three": [3]}, null]', [1, 'two', { three: [3] }, null]],
    ['[{"name": "Ünïcødé ✓"}]', [{ name: 'Ünïcødé ✓' }]],
  ])('%s, in chunks cutting values and characters', async (text, expected) => {
    expect(await elements(text, 1)).toEqual(expected);
    expect(await elements(text, 4)).toEqual(expected);
  });

  it.each([
    ['{"model": "x"}', /not a JSON list/],
    ['', /empty/],
    ['[{"a": 1}, {"b": tru', /invalid JSON.*/],
    ['[{"a": 1}, {"b": }]', /invalid JSON within bytes 15–18: Unexpected/],
  ])('%s is refused', async (text, message) => {
    await expect(elements(text)).rejects.toThrow(message);
  });

  it('hands out the elements read before the error, and counts them', async () => {
    const read: unknown[] = [];
    const error = await (async () => {
      for await (const value of readJsonArray(chunksOf('[1, 2, 3, oops]', 2))) read.push(value);
    })().catch((caught: unknown) => caught);
    expect(read).toEqual([1, 2, 3]);
    expect(error).toMatchObject({ elementsRead: 3 });
  });
});
