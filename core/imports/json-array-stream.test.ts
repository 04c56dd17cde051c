import { describe, expect, it } from 'vitest';
import { readJsonArray, readJsonObjectFields } from './json-array-stream';

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

describe('readJsonObjectFields', () => {
  const read = async (text: string, size: number) => {
    const values: unknown[] = [];
    for await (const field of readJsonObjectFields(chunksOf(text, size), { fields: ['version', 'tags'], streamed: 'documents' }))
      values.push(field);
    return values;
  };

  it.each([1, 5, 64])('gives the fields whole and the list one element at a time, in chunks of %i bytes', async (size) => {
    const text = '{"version": 2, "other": {"x": [1]}, "tags": [{"name": "Ä"}], "documents": [{"id": "a", "tags": ["x"]}, {"id": "b"}]}';
    expect(await read(text, size)).toEqual([
      { key: 'version', value: 2 },
      { key: 'tags', value: [{ name: 'Ä' }] },
      { key: 'documents', value: { id: 'a', tags: ['x'] }, index: 0 },
      { key: 'documents', value: { id: 'b' }, index: 1 },
    ]);
  });

  it.each([
    ['[1]', /not a JSON object/],
    ['  ', /empty/],
    ['{"version": 2, "documents": [{"id": "a"}', /ends early/],
    ['{"version": 2, "documents": [{"id": }]}', /invalid JSON within bytes/],
  ])('%s is refused', async (text, message) => {
    await expect(read(text, 4)).rejects.toThrow(message);
  });
});
