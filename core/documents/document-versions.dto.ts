/** Where a version came from: a file uploaded over the document, a copy of an older version made current again, or the page editor. */
export const VERSION_SOURCES = ['upload', 'restore', 'pages', 'import'] as const;
export type VersionSource = (typeof VERSION_SOURCES)[number];

/** A stored version as the answers need it: the server's row, or the demo's record. */
export type DocumentVersionFields = {
  id: string;
  documentId: string;
  number: number;
  label: string | null;
  source: VersionSource;
  restoredFromNumber: number | null;
  originalName: string;
  mimeType: string;
  size: number;
  sha256: string;
  createdAt: Date;
};

/**
 * A version as the API answers it, newest first in a list; the current one is the highest number.
 * `createdBy` is who added it, null once that account is gone.
 */
export function toDocumentVersionDto(
  { restoredFromNumber, ...version }: DocumentVersionFields,
  { currentNumber, createdBy }: { currentNumber: number; createdBy: { id: string; name: string } | null },
) {
  return {
    ...version,
    restoredFromVersionNumber: restoredFromNumber,
    createdBy,
    isCurrent: version.number === currentNumber,
  };
}
export type DocumentVersionDto = ReturnType<typeof toDocumentVersionDto>;
