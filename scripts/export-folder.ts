/**
 * The folder an exporter wrote, on this machine's disk: read in place by the dry run, or zipped for an
 * upload. Its files are every regular file under it, named by their `/`-separated path; symbolic
 * links are not followed.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { makeZip } from 'client-zip';
import { type ExportSource, ExportSourceError } from '../core/imports/export-source.ts';

type FolderFile = { name: string; fullPath: string; size: number; lastModified: Date };

/** The folder's files in name order, and the names of its symbolic links. */
async function listFolder(root: string): Promise<{ files: FolderFile[]; symbolicLinks: string[] }> {
  const files: FolderFile[] = [];
  const symbolicLinks: string[] = [];
  for (const dirent of await readdir(root, { recursive: true, withFileTypes: true })) {
    const fullPath = path.join(dirent.parentPath, dirent.name);
    const name = path.relative(root, fullPath).split(path.sep).join('/');
    if (dirent.isSymbolicLink()) symbolicLinks.push(name);
    else if (dirent.isFile()) {
      const { size, mtime } = await stat(fullPath);
      files.push({ name, fullPath, size, lastModified: mtime });
    }
  }
  files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { files, symbolicLinks };
}

const readFile = (file: FolderFile) => createReadStream(file.fullPath, { highWaterMark: 1024 * 1024 });

/** The folder as the dry run reads an export. */
export async function folderSource(root: string): Promise<ExportSource> {
  const { files, symbolicLinks } = await listFolder(root);
  const byName = new Map(files.map((file) => [file.name, file]));
  return {
    listEntries: async () => ({
      entries: files.map(({ name, size }) => ({ name, size })),
      refused: symbolicLinks.map((name) => ({ name, reason: 'a symbolic link: not followed' })),
    }),
    readEntry(name) {
      const file = byName.get(name);
      if (!file) throw new ExportSourceError(`${name} is not in the export`);
      return readFile(file);
    },
  };
}

/**
 * Zips the folder an exporter wrote into `zipFile`: stored entries (its files are PDFs and images,
 * already compressed), ZIP64 past 4 GiB (client-zip, which the Worker's zip downloads use too), in
 * name order with each file's modification time, so that zipping the same folder again gives the same
 * bytes, and a resumed upload sends the parts the first one did not. Symbolic links are left out, as
 * the dry run does.
 */
export async function zipFolder(folder: string, zipFile: string): Promise<{ files: number; symbolicLinks: string[] }> {
  const { files, symbolicLinks } = await listFolder(folder);
  // A generator: each file is opened when the zip reaches it, not all at once.
  function* entries() {
    for (const file of files) yield { name: file.name, size: file.size, lastModified: file.lastModified, input: readFile(file) };
  }
  await pipeline(Readable.fromWeb(makeZip(entries()) as WebReadableStream), createWriteStream(zipFile));
  return { files: files.length, symbolicLinks };
}
