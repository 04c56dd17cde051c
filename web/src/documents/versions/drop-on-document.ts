/** What files dropped on a document's page become. */
export type DropOnDocument = 'ask' | 'version' | 'import' | 'none';

/**
 * One file, on a document the user may give a new version, is a new version, or a new document too when
 * they may upload (then the page asks which); several files are new documents, as a drop elsewhere in
 * the organization makes them; nothing for those who may do neither.
 */
export function dropOnDocument({
  filesCount,
  canAddVersion,
  canImport,
}: {
  filesCount: number;
  canAddVersion: boolean;
  canImport: boolean;
}): DropOnDocument {
  if (filesCount === 1 && canAddVersion) return canImport ? 'ask' : 'version';
  return canImport ? 'import' : 'none';
}
