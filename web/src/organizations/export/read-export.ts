import { unzipSync } from 'fflate';
// Relative, no `@/`: the Worker's tests import this file too (tests/worker/organization-import.test.ts).
import type { WorkspaceToImport } from '../../lib/workspace-import';
import { EXPORT_MANIFEST_FILE_NAME, exportManifestSchema, type ExportedDocument } from '../../../../core/documents/archive-export';

export class NotAnExportError extends Error {
  constructor(readonly fileName: string) {
    super(`${fileName} is not a part of an export: it has no valid ${EXPORT_MANIFEST_FILE_NAME}`);
  }
}

/**
 * The parts of an organization's export (core/documents/archive-export.ts), as a workspace to import:
 * tags and tagging rules once, merged by name; the documents that were not in the trash, with their
 * tags, their versions (the oldest file first, the others after it) and archive serial numbers. Not
 * carried: the trash, activity, content edited by hand (the server reads each file again).
 */
export async function readExport(files: File[]): Promise<WorkspaceToImport & { trashedCount: number }> {
  const workspace: WorkspaceToImport & { trashedCount: number } = { tags: [], rules: [], documents: [], trashedCount: 0 };
  const tagNames = new Set<string>();
  const ruleNames = new Set<string>();
  for (const file of files) {
    // Parts are stored, not compressed: unzipping only slices the bytes.
    const entries = unzipSync(new Uint8Array(await file.arrayBuffer()));
    const manifestBytes = entries[EXPORT_MANIFEST_FILE_NAME];
    const manifest = manifestBytes ? exportManifestSchema.safeParse(parseJson(new TextDecoder().decode(manifestBytes))) : undefined;
    if (!manifest?.success) throw new NotAnExportError(file.name);
    for (const { name, color, description } of manifest.data.tags) {
      if (tagNames.has(name.toLowerCase())) continue;
      tagNames.add(name.toLowerCase());
      workspace.tags.push({ key: name.toLowerCase(), name, color, description });
    }
    for (const { tags, ...rule } of manifest.data.taggingRules) {
      if (ruleNames.has(rule.name.toLowerCase())) continue;
      ruleNames.add(rule.name.toLowerCase());
      workspace.rules.push({ ...rule, tagKeys: tags.map((name) => name.toLowerCase()) });
    }
    for (const document of manifest.data.documents) {
      if (document.deletedAt !== null) {
        workspace.trashedCount += 1;
        continue;
      }
      const [first = document, ...laterVersions] = storedVersionsOf(document, entries);
      workspace.documents.push({
        name: document.name,
        mimeType: first.mimeType,
        tagKeys: document.tags.map((name) => name.toLowerCase()),
        file: blobOf(entries, first.file),
        laterVersions: laterVersions.map(({ number, label, originalName, mimeType, file }) => ({
          number,
          label,
          name: originalName,
          mimeType,
          file: blobOf(entries, file),
        })),
        archiveSerialNumber: document.archiveSerialNumber ?? null,
      });
    }
  }
  return workspace;
}

type ZipEntries = Record<string, Uint8Array>;

const blobOf = (entries: ZipEntries, file: string | null) => async () => {
  const bytes = file === null ? undefined : entries[file];
  return bytes ? new Blob([bytes as Uint8Array<ArrayBuffer>]) : undefined;
};

/**
 * A document's versions whose file is in the part, oldest first: one lost from storage before the
 * export is left out, so the next one takes its place. None in an export made before versions.
 */
function storedVersionsOf(document: ExportedDocument, entries: ZipEntries) {
  return (document.versions ?? []).filter(({ file }) => file !== null && entries[file] !== undefined);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
