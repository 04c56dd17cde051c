// Relative imports, no `@/`: the Worker's tests import this file too (tests/worker/organization-import.test.ts).
import type { ApiClient } from '../api/api-client';
import { isApiError } from '../api/api-error';
import type { TaggingRuleInput } from '../api/types';

/**
 * Documents, tags and tagging rules from elsewhere (the demo's browser storage, an organization's
 * export), each tag under a key its rules and documents use.
 */
export type WorkspaceToImport = {
  tags: { key: string; name: string; color: string; description: string | null }[];
  rules: (Omit<TaggingRuleInput, 'tagIds'> & { tagKeys: string[] })[];
  documents: (ImportedFile & {
    tagKeys: string[];
    /** The files it had after its first, oldest first, each added as a new version; none for a document of one file. */
    laterVersions?: (ImportedFile & { number: number; label: string | null })[];
    archiveSerialNumber?: number | null;
  })[];
};

/** A file to upload under this name and type; undefined when the source has lost it. */
type ImportedFile = { name: string; mimeType: string; file: () => Promise<Blob | undefined> };

export type WorkspaceImportSummary = {
  imported: string[];
  /** Documents the organization already holds (the same file). */
  duplicates: string[];
  /** Documents imported without their archive serial number: another document of the organization has it. */
  numbersTaken: string[];
  /** A document that could not be imported, or a version of it (`versionNumber`) or its number that could not be added. */
  failed: { name: string; versionNumber?: number; error: unknown }[];
};

const fileOf = async ({ name, mimeType, file }: ImportedFile) => {
  const blob = await file();
  if (!blob) throw new Error('The file is missing');
  return new File([blob], name, { type: mimeType });
};

const workspaceSize = ({ tags, rules, documents }: WorkspaceToImport) => tags.length + rules.length + documents.length;

/**
 * Brings a workspace into an organization through the API, as any client would: tags (merged by name),
 * tagging rules (skipped when one of that name exists), then each document with its tags, its later
 * versions and its archive serial number (left out when another document has it). The server reads
 * each file again.
 */
export async function importWorkspace(
  { tags, rules, documents }: WorkspaceToImport,
  { api, organizationId, onProgress }: { api: ApiClient; organizationId: string; onProgress: (done: number, total: number) => void },
): Promise<WorkspaceImportSummary> {
  const total = workspaceSize({ tags, rules, documents });
  let done = 0;
  const step = () => onProgress(++done, total);
  onProgress(0, total);

  const existingTags = new Map((await api.tags.list(organizationId)).tags.map((tag) => [tag.name.toLowerCase(), tag.id]));
  const tagIdOf = new Map<string, string>();
  for (const tag of tags) {
    let tagId = existingTags.get(tag.name.toLowerCase());
    if (!tagId) {
      tagId = (await api.tags.create(organizationId, { name: tag.name, color: tag.color, description: tag.description })).tag.id;
      existingTags.set(tag.name.toLowerCase(), tagId);
    }
    tagIdOf.set(tag.key, tagId);
    step();
  }

  const existingRules = new Set((await api.taggingRules.list(organizationId)).taggingRules.map((rule) => rule.name.toLowerCase()));
  for (const { tagKeys, ...rule } of rules) {
    const tagIds = tagKeys.flatMap((key) => tagIdOf.get(key) ?? []);
    if (!existingRules.has(rule.name.toLowerCase()) && tagIds.length > 0)
      await api.taggingRules.create(organizationId, { ...rule, tagIds });
    step();
  }

  const summary: WorkspaceImportSummary = { imported: [], duplicates: [], numbersTaken: [], failed: [] };
  for (const document of documents) {
    try {
      const { document: uploaded, isRestored } = await api.documents.upload(organizationId, await fileOf(document));
      for (const key of document.tagKeys) {
        const tagId = tagIdOf.get(key);
        if (tagId) await api.documents.addTag(organizationId, uploaded.id, tagId);
      }
      summary.imported.push(document.name);
      // A document brought back from the trash is the organization's own, with its own versions.
      if (!isRestored) await addLaterVersions(document, uploaded.id);
      if (document.archiveSerialNumber) await numberDocument(document.name, uploaded.id, document.archiveSerialNumber);
    } catch (error) {
      if (isApiError(error) && error.code === 'document.already_exists') summary.duplicates.push(document.name);
      else summary.failed.push({ name: document.name, error });
    }
    step();
  }
  return summary;

  async function addLaterVersions({ name, laterVersions = [] }: WorkspaceToImport['documents'][number], documentId: string) {
    for (const version of laterVersions) {
      try {
        await api.versions.upload(organizationId, documentId, await fileOf(version), { label: version.label ?? undefined });
      } catch (error) {
        summary.failed.push({ name, versionNumber: version.number, error });
      }
    }
  }

  async function numberDocument(name: string, documentId: string, archiveSerialNumber: number) {
    try {
      await api.documents.update(organizationId, documentId, { archiveSerialNumber });
    } catch (error) {
      if (isApiError(error) && error.code === 'document.asn_taken') summary.numbersTaken.push(name);
      else summary.failed.push({ name, error });
    }
  }
}
