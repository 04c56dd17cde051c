import { DOCUMENT_NAME_MAX_LENGTH } from '../../../../core/field-limits';

/** Index of the dot that starts the extension, or -1 (no dot, only a leading dot, or a trailing dot). */
function extensionDotIndex(fileName: string): number {
  const index = fileName.lastIndexOf('.');
  return index <= 0 || index === fileName.length - 1 ? -1 : index;
}

/** `report.final.pdf` is `pdf`; `.env`, `README` and `notes.` have none. */
export function getFileExtension(fileName: string): string | undefined {
  const index = extensionDotIndex(fileName);
  return index === -1 ? undefined : fileName.slice(index + 1);
}

/** `report.final.pdf` is `report.final`; a name without an extension stays as it is. */
export function getFileNameWithoutExtension(fileName: string): string {
  const index = extensionDotIndex(fileName);
  return index === -1 ? fileName : fileName.slice(0, index);
}

/**
 * The name a rename saves: the new name (trimmed) with the extension of the current name appended.
 * Typing the extension again does not double it (`invoice.pdf` stays `invoice.pdf`).
 */
export function buildRenamedFileName({ newName, currentName }: { newName: string; currentName: string }): string {
  const name = newName.trim();
  const extension = getFileExtension(currentName);
  if (!extension) return name;
  const suffix = `.${extension}`;
  const base = name.toLowerCase().endsWith(suffix.toLowerCase()) && name.length > suffix.length ? name.slice(0, -suffix.length) : name;
  return `${base}${suffix}`;
}

/** How long the part before the extension may be so that the full name stays within the limit. */
export function getMaxBaseNameLength(currentName: string): number {
  const extension = getFileExtension(currentName);
  return DOCUMENT_NAME_MAX_LENGTH - (extension ? extension.length + 1 : 0);
}
