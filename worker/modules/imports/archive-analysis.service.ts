import type { OrganizationDependencies } from '../../platform/dependencies';
import { runBatchedRead } from '../../platform/db/batched-read';
import { ExportSourceError } from '../../../core/imports/export-source';
import { zipExportSource } from '../../../core/imports/zip-ranges';
import { JsonStreamError, readJsonObjectFields } from '../../../core/imports/json-array-stream';
import {
  EXPORT_MANIFEST_FILE_NAME,
  exportedDocumentSchema,
  exportHeadSchema,
  type ExportedDocument,
  type ExportHead,
} from '../../../core/documents/archive-export';
import {
  type ArchiveLink,
  archiveDocumentSubject,
  archiveReport,
  emptyTally,
  linksOf,
  refusalOf,
  tallyDocument,
} from '../../../core/imports/archive/archive-plan';
import type { ImportProblem } from '../../../core/imports/paperless/paperless-plan';
import type { ImportReport } from '../../../core/imports/imports.schemas';
import { toImportReport } from '../../../core/imports/paperless/paperless-import-report';
import { listTagNames } from '../tags/tags.repository';
import { listArchiveSerialNumbers } from '../documents/documents.repository';
import { findImport, moveImport } from './imports.repository';
import { importFileKeys, putJson, r2RangeReader } from './import-files';

/** A chunk of an export of ours: its documents as exported, their texts with them. */
export type ArchiveChunk = { documents: ExportedDocument[] };
/** What every chunk shares: the organization's records, and the links to write once the documents are here. */
export type ArchivePlan = { head: ExportHead; links: ArchiveLink[] };

/** A chunk holds up to this many documents (their ids one query's parameters) or this much text, whichever comes first. */
const CHUNK_DOCUMENTS = 50;
const CHUNK_TEXT_CHARACTERS = 1024 * 1024;
const HEAD_FIELDS = Object.keys(exportHeadSchema.shape);

/**
 * Queue step of an import of our own export: reads its metadata.json from the zip in R2 as it streams
 * (the organization's records whole, the documents one by one, each checked against the format), and
 * stages the documents in chunks with their texts, the shared plan and the report. Files are verified
 * by the job as it copies them (SHA-256 of every version).
 */
export async function analyzeArchiveImport(
  deps: OrganizationDependencies,
  { organizationId, importId }: { organizationId: string; importId: string },
) {
  const { organizationDb, files } = deps;
  const row = await findImport(organizationDb, organizationId, importId);
  if (row?.status !== 'analyzing') return;
  const keys = importFileKeys(organizationId, importId);
  const refuse = async (message: string) => {
    await putJson(files, keys.report, toImportReport(null, message));
    await moveImport(organizationDb, importId, 'analyzing', { status: 'refused', error: message });
  };

  const [tagNames, serialNumbers] = await Promise.all([
    runBatchedRead(organizationDb, listTagNames(organizationDb, organizationId)),
    listArchiveSerialNumbers(organizationDb, organizationId),
  ]);
  const takenSerialNumbers = new Set(serialNumbers);
  const head: Record<string, unknown> = {};
  const tally = emptyTally();
  const problems: ImportProblem[] = [];
  const links: ArchiveLink[] = [];
  const conflicts: ImportReport['conflicts'] = [];
  let chunk: ExportedDocument[] = [];
  let chunkCharacters = 0;
  let chunksCount = 0;
  const flush = async () => {
    if (chunk.length === 0) return;
    await putJson(files, keys.chunk(chunksCount++), { documents: chunk } satisfies ArchiveChunk);
    chunk = [];
    chunkCharacters = 0;
  };

  let checkedHead: ExportHead | undefined;
  try {
    const source = await zipExportSource(await r2RangeReader(files, keys.export));
    const { entries, refused } = await source.listEntries();
    for (const { name, reason } of refused) problems.push({ code: 'entry.refused', subject: name, message: reason });
    if (!entries.some(({ name }) => name === EXPORT_MANIFEST_FILE_NAME)) {
      return refuse(`the zip has no ${EXPORT_MANIFEST_FILE_NAME}: it is not a part of an export of this app`);
    }
    const entryNames = new Set(entries.map(({ name }) => name));
    for await (const { key, value, index } of readJsonObjectFields(source.readEntry(EXPORT_MANIFEST_FILE_NAME), {
      fields: HEAD_FIELDS,
      streamed: 'documents',
    })) {
      if (index === undefined) {
        head[key] = value;
        continue;
      }
      // The organization's records come before the documents in every export this app writes.
      checkedHead ??= checkHead(head);
      const parsed = exportedDocumentSchema.safeParse(value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        problems.push({
          code: 'document.invalid',
          subject: `document ${index + 1} of ${EXPORT_MANIFEST_FILE_NAME}`,
          message: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'not a document of the format'}: left out`,
        });
        tally.documents++;
        continue;
      }
      const document = parsed.data;
      const refusal = refusalOf(document, entryNames);
      tallyDocument(tally, document, refusal === null);
      if (refusal) {
        problems.push(refusal);
        continue;
      }
      if (document.archiveSerialNumber && takenSerialNumbers.has(document.archiveSerialNumber)) {
        conflicts.push({
          kind: 'archive serial number',
          subject: `${document.archiveSerialNumber}: ${archiveDocumentSubject(document)}`,
          resolution: 'in use here: the document comes without it',
        });
      }
      links.push(...linksOf(document, checkedHead));
      if (chunk.length === CHUNK_DOCUMENTS || chunkCharacters >= CHUNK_TEXT_CHARACTERS) await flush();
      chunk.push(document);
      chunkCharacters +=
        document.content.length + (document.versions ?? []).reduce((total, { content }) => total + (content?.length ?? 0), 0);
    }
    checkedHead ??= checkHead(head);
  } catch (error) {
    if (error instanceof ExportSourceError || error instanceof JsonStreamError || error instanceof NotOurExportError) {
      return refuse(error instanceof JsonStreamError ? `${EXPORT_MANIFEST_FILE_NAME}: ${error.message}` : error.message);
    }
    throw error;
  }
  await flush();
  const existing = new Set(tagNames.map(({ name }) => name.toLowerCase()));
  for (const tag of checkedHead.tags) {
    if (existing.has(tag.name.toLowerCase())) {
      conflicts.push({ kind: 'tag', subject: tag.name, resolution: 'a tag of this name is here: its documents get that tag' });
    }
  }
  await putJson(files, keys.plan, { head: checkedHead, links } satisfies ArchivePlan);
  await putJson(files, keys.report, archiveReport({ head: checkedHead, tally, conflicts, problems }));
  await moveImport(organizationDb, importId, 'analyzing', { status: 'ready', chunksCount });
}

class NotOurExportError extends Error {}

function checkHead(head: Record<string, unknown>): ExportHead {
  const parsed = exportHeadSchema.safeParse(head);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new NotOurExportError(
    `${EXPORT_MANIFEST_FILE_NAME} is not an export of this app (format archive-export): ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
  );
}
