import { isHiddenName } from '@/ui/use-file-picker';

/**
 * The entries of a drop, folders included, each folder to be read to the bottom (the archive is flat:
 * a file keeps its own name), hidden ones (".DS_Store", ".git/…") left out. They must be taken during
 * the drop event (the browser empties the list after it), then read at leisure.
 */
function droppedEntries(dataTransfer: DataTransfer): { entries: FileSystemEntry[]; files: File[] } {
  const entries = Array.from(dataTransfer.items ?? [])
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry?.())
    .filter((entry): entry is FileSystemEntry => entry !== null && entry !== undefined);
  // Without the entries API (or entries), the plain file list: folders are then not read.
  return { entries, files: entries.length > 0 ? [] : Array.from(dataTransfer.files ?? []) };
}

const fileOf = (entry: FileSystemFileEntry) => new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** A folder reader answers its entries a batch at a time (100 in Chromium) until an empty batch. */
async function childrenOf(entry: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = entry.createReader();
  const children: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return children;
    children.push(...batch);
  }
}

/** Every file under the entries, depth first, in the order the browser lists them. */
export async function filesOfEntries(entries: readonly FileSystemEntry[]): Promise<File[]> {
  const files: File[] = [];
  for (const entry of entries) {
    if (isHiddenName(entry.name)) continue;
    if (entry.isFile) files.push(await fileOf(entry as FileSystemFileEntry));
    else if (entry.isDirectory) files.push(...(await filesOfEntries(await childrenOf(entry as FileSystemDirectoryEntry))));
  }
  return files;
}

/** The files of a drop, its folders read: call it in the drop event (it takes the entries before its first await). */
export async function filesOfDrop(dataTransfer: DataTransfer): Promise<File[]> {
  const { entries, files } = droppedEntries(dataTransfer);
  return entries.length > 0 ? filesOfEntries(entries) : files;
}
