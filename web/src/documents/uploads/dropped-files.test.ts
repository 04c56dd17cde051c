import { describe, expect, it } from 'vitest';
import { filesOfEntries } from './dropped-files';

/** A folder tree as the browser's entries API gives it; its reader answers two entries at a time. */
function entryOf(name: string, content: string | Record<string, unknown>): FileSystemEntry {
  if (typeof content === 'string')
    return {
      name,
      isFile: true,
      isDirectory: false,
      file: (resolve: (file: File) => void) => resolve(new File([content], name)),
    } as unknown as FileSystemEntry;
  const children = Object.entries(content).map(([childName, child]) => entryOf(childName, child as string | Record<string, unknown>));
  return {
    name,
    isFile: false,
    isDirectory: true,
    createReader: () => {
      let offset = 0;
      return { readEntries: (resolve: (entries: FileSystemEntry[]) => void) => resolve(children.slice(offset, (offset += 2))) };
    },
  } as unknown as FileSystemEntry;
}

describe('filesOfEntries', () => {
  it('reads folders to the bottom, in batches, and leaves hidden files and folders out', async () => {
    const tree = entryOf('scans', {
      'a.pdf': 'a',
      '.DS_Store': 'x',
      'year-2024': { 'b.pdf': 'b', 'c.pdf': 'c', 'd.pdf': 'd' },
      '.git': { config: 'x' },
      'e.txt': 'e',
    });
    const files = await filesOfEntries([tree, entryOf('loose.txt', 'l')]);
    expect(files.map((file) => file.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.txt', 'loose.txt']);
  });
});
