import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropPageImages, pageImageUrl } from './page-images';

const blob = new Blob(['webp'], { type: 'image/webp' });
const page = (versionId: string, pageNumber: number) => ({ documentId: 'doc_a', versionId, pageNumber });

describe('page images', () => {
  let made = 0;
  const revoked: string[] = [];
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  beforeEach(() => {
    made = 0;
    revoked.length = 0;
    Object.assign(URL, { createObjectURL: () => `blob:${++made}`, revokeObjectURL: (url: string) => revoked.push(url) });
  });
  afterEach(() => {
    dropPageImages('doc_a');
    Object.assign(URL, original);
  });

  it('draws a page once, and each page of each version apart', async () => {
    const draw = vi.fn(async () => blob);
    expect(await pageImageUrl(page('ver_1', 1), draw)).toBe('blob:1');
    expect(await pageImageUrl(page('ver_1', 1), draw)).toBe('blob:1');
    expect(await pageImageUrl(page('ver_1', 2), draw)).toBe('blob:2');
    expect(await pageImageUrl(page('ver_2', 1), draw)).toBe('blob:3');
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('draws again a page whose drawing failed', async () => {
    await expect(pageImageUrl(page('ver_1', 1), () => Promise.reject(new Error('no PDFium')))).rejects.toThrow('no PDFium');
    expect(await pageImageUrl(page('ver_1', 1), async () => blob)).toBe('blob:1');
  });

  it('lets go of a version’s images with it, and of all of them with the document', async () => {
    for (const [versionId, pageNumber] of [
      ['ver_1', 1],
      ['ver_1', 2],
      ['ver_2', 1],
    ] as const)
      await pageImageUrl(page(versionId, pageNumber), async () => blob);
    dropPageImages('doc_a', 'ver_1');
    await vi.waitFor(() => expect(revoked.sort()).toEqual(['blob:1', 'blob:2']));
    expect(await pageImageUrl(page('ver_2', 1), async () => blob)).toBe('blob:3');
    expect(await pageImageUrl(page('ver_1', 1), async () => blob)).toBe('blob:4');
    dropPageImages('doc_a');
    await vi.waitFor(() => expect(revoked.sort()).toEqual(['blob:1', 'blob:2', 'blob:3', 'blob:4']));
  });
});
