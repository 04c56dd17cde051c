/**
 * The one byte range of a `Range: bytes=…` header (RFC 9110 §14.1.2) for a body of `size` bytes: its
 * offset and length; undefined to send the whole body (no header, several ranges, another unit);
 * 'unsatisfiable' when it starts past the end.
 */
export function byteRangeOf(
  header: string | null | undefined,
  size: number,
): { offset: number; length: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1] === '' ? undefined : Number(match[1]), match[2] === '' ? undefined : Number(match[2])];
  if (first === undefined) {
    // bytes=-N: the last N bytes.
    const length = Math.min(last!, size);
    return length === 0 ? 'unsatisfiable' : { offset: size - length, length };
  }
  if (first >= size || (last !== undefined && last < first)) return 'unsatisfiable';
  const end = Math.min(last ?? size - 1, size - 1);
  return { offset: first, length: end - first + 1 };
}
