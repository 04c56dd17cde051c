/** The bits of a File these checks look at, so they can run on plain objects. */
type FileLike = { name: string; type: string; size: number };

/** Spec: a file larger than the configured maximum is rejected on the client, without any call. */
export function isFileTooLarge(file: Pick<FileLike, 'size'>, maxUploadSize: number): boolean {
  return maxUploadSize > 0 && file.size > maxUploadSize;
}

/**
 * Whether a file matches an `accept` list as an <input type="file"> reads it: comma-separated
 * mime types (`application/pdf`), wildcards (`image/*`) and extensions (`.pdf`). An empty list accepts all.
 */
export function matchesAccept(file: Pick<FileLike, 'name' | 'type'>, accept: string | undefined): boolean {
  const patterns = (accept ?? '')
    .split(',')
    .map((pattern) => pattern.trim().toLowerCase())
    .filter(Boolean);
  if (patterns.length === 0) return true;

  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return patterns.some((pattern) => {
    if (pattern.startsWith('.')) return name.endsWith(pattern) && name.length > pattern.length;
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

/** Splits files into those an `accept` list lets through and the others, keeping their order. */
export function partitionByAccept<T extends Pick<FileLike, 'name' | 'type'>>(files: readonly T[], accept: string | undefined) {
  const accepted: T[] = [];
  const rejected: T[] = [];
  for (const file of files) (matchesAccept(file, accept) ? accepted : rejected).push(file);
  return { accepted, rejected };
}
