import type { OrganizationDependencies } from '../../platform/dependencies';
import { runBatchedRead } from '../../platform/db/batched-read';
import { ExportSourceError } from '../../../core/imports/export-source';
import { zipExportSource } from '../../../core/imports/zip-ranges';
import type { ImportReport } from '../../../core/imports/imports.schemas';
import { dryRunPaperlessExport, type PaperlessReport } from '../../../core/imports/paperless/paperless-dry-run';
import type { PlannedDocument, PaperlessPlan } from '../../../core/imports/paperless/paperless-plan';
import type { PaperlessRecord } from '../../../core/imports/paperless/paperless-models';
import { listTagNames } from '../tags/tags.repository';
import { listMembers } from '../members/members.repository';
import { listArchiveSerialNumbers } from '../documents/documents.repository';
import { findImport, moveImport } from './imports.repository';
import { importFileKeys, putJson, r2RangeReader } from './import-files';

/** A note as the import writes it: its author found among the members by email when the job runs. */
export type StagedNote = { content: string; authorEmail: string | null; authorName: string | null; createdAt: string | null };
/**
 * A document of a chunk: as planned, with its notes and where the texts of its versions (3.0) are: in
 * the texts of the chunk that was filling when each streamed by. Its own text is in its chunk's texts.
 */
export type StagedDocument = PlannedDocument & { notes: StagedNote[]; versionTextChunks: Record<string, number> };
export type StagedChunk = { documents: StagedDocument[] };
/** Texts by Paperless document id. */
export type StagedTexts = Record<string, string>;
/**
 * What every chunk shares: where the export sits in the zip, the tags and properties to have before the
 * documents come, and what comes once they are all here (saved views, matching rules to review).
 */
export type StagedPlan = { root: string } & Pick<PaperlessPlan, 'tags' | 'properties' | 'savedViews' | 'matchingRules'>;

/** A chunk holds up to this many documents or this much text, whichever comes first: one R2 read of about a megabyte. */
const CHUNK_DOCUMENTS = 100;
const CHUNK_TEXT_BYTES = 1024 * 1024;

/**
 * Queue step: reads the uploaded export as the dry run does (by ranges, the manifest streamed), without
 * reading its files (the job verifies each as it copies it), and stages what the job needs in R2:
 * the documents in chunks of about a megabyte with their texts (the plan holds none), the shared plan
 * and the report. Then the import is `ready`, or `refused` with the report's reasons.
 */
export async function analyzePaperlessImport(
  deps: OrganizationDependencies,
  { organizationId, importId }: { organizationId: string; importId: string },
) {
  const { organizationDb, db, files } = deps;
  const row = await findImport(organizationDb, organizationId, importId);
  if (row?.status !== 'analyzing') return;
  const keys = importFileKeys(organizationId, importId);

  let report: PaperlessReport;
  const staging = createStaging(files, keys);
  try {
    const source = await zipExportSource(await r2RangeReader(files, keys.export));
    const [tagNames, members, archiveSerialNumbers] = await Promise.all([
      runBatchedRead(organizationDb, listTagNames(organizationDb, organizationId)),
      runBatchedRead(db, listMembers(db, organizationId)),
      listArchiveSerialNumbers(organizationDb, organizationId),
    ]);
    report = await dryRunPaperlessExport(
      source,
      { tagNames: tagNames.map((tag) => tag.name), memberEmails: members.map(({ user }) => user.email), archiveSerialNumbers },
      { verifyFiles: false, onRecord: staging.add },
    );
  } catch (error) {
    if (!(error instanceof ExportSourceError)) throw error;
    await putJson(files, keys.report, toImportReport(null, error.message));
    await moveImport(organizationDb, importId, 'analyzing', { status: 'refused', error: error.message });
    return;
  }

  await staging.finish();
  const chunks = report.isImportable ? staging.chunksOf(report.documents) : [];
  for (const [index, chunk] of chunks.entries()) await putJson(files, keys.chunk(index), chunk);
  if (report.plan && report.layout) {
    const { tags, properties, savedViews, matchingRules } = report.plan;
    await putJson(files, keys.plan, { root: report.layout.root, tags, properties, savedViews, matchingRules } satisfies StagedPlan);
  }
  await putJson(files, keys.report, toImportReport(report));
  await moveImport(
    organizationDb,
    importId,
    'analyzing',
    report.isImportable
      ? { status: 'ready', chunksCount: chunks.length }
      : { status: 'refused', error: report.problems.at(-1)?.message ?? 'The export cannot be imported' },
  );
}

/**
 * The texts the plan leaves out, kept as their records stream by: each document's content in R2 with
 * the chunk it will be imported with (chunks follow the manifest's order, a megabyte of text or a
 * hundred documents each), a version's with the chunk then filling; each note, with its author, in
 * memory (short, and few beside the documents).
 */
function createStaging(files: R2Bucket, keys: ReturnType<typeof importFileKeys>) {
  const chunkOf = new Map<number, number>();
  const versionChunkOf = new Map<number, number>();
  let texts: StagedTexts = {};
  let chunk = 0;
  let chunkDocuments = 0;
  let chunkBytes = 0;
  const notes = new Map<number, { content: string; userId: number | null; createdAt: string | null }[]>();
  const users = new Map<number, { email: string | null; name: string | null }>();

  async function flush() {
    await putJson(files, keys.texts(chunk), texts);
    texts = {};
    chunk++;
    chunkDocuments = 0;
    chunkBytes = 0;
  }

  async function add({ model, pk, fields }: PaperlessRecord) {
    const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
    switch (model) {
      case 'documents.document': {
        const isVersion = fields.root_document !== null && fields.root_document !== undefined;
        if (!isVersion) {
          if (chunkDocuments === CHUNK_DOCUMENTS || chunkBytes >= CHUNK_TEXT_BYTES) await flush();
          chunkOf.set(pk, chunk);
          chunkDocuments++;
        } else {
          versionChunkOf.set(pk, chunk);
        }
        const content = text(fields.content);
        if (content) {
          texts[pk] = content;
          chunkBytes += content.length;
        }
        return;
      }
      case 'documents.note': {
        const content = text(fields.note);
        if (!content || fields.deleted_at || typeof fields.document !== 'number') return;
        const list = notes.get(fields.document) ?? [];
        list.push({ content, userId: typeof fields.user === 'number' ? fields.user : null, createdAt: text(fields.created) });
        notes.set(fields.document, list);
        return;
      }
      case 'auth.user': {
        const fullName = [text(fields.first_name), text(fields.last_name)].filter(Boolean).join(' ');
        users.set(pk, { email: text(fields.email), name: fullName || text(fields.username) });
        return;
      }
    }
  }

  /** The coming documents in their chunks (a chunk may be empty: its documents were left out). */
  function chunksOf(documents: PlannedDocument[]): StagedChunk[] {
    const chunks: StagedChunk[] = Array.from({ length: chunk }, () => ({ documents: [] }));
    for (const document of documents) {
      chunks[chunkOf.get(document.paperlessId) ?? 0]!.documents.push({
        ...document,
        notes: (notes.get(document.paperlessId) ?? []).map(({ content, userId, createdAt }) => {
          const author = userId === null ? undefined : users.get(userId);
          return { content, authorEmail: author?.email ?? null, authorName: author?.name ?? null, createdAt };
        }),
        versionTextChunks: Object.fromEntries(
          document.versions.map((version) => [version.paperlessId, versionChunkOf.get(version.paperlessId) ?? 0]),
        ),
      });
    }
    return chunks;
  }

  return { add, finish: flush, chunksOf };
}

/** The report the API answers: the dry run's without its documents (the chunks hold them). */
export function toImportReport(report: PaperlessReport | null, refusal?: string): ImportReport {
  const problems = report?.problems ?? [{ code: 'export.unreadable', subject: 'the export', message: refusal ?? 'unreadable' }];
  return {
    isImportable: report?.isImportable ?? false,
    exporterVersion: report?.layout?.exporterVersion ?? null,
    counts: report?.counts ?? [],
    conflicts: report?.plan?.conflicts ?? [],
    toReview: report?.plan?.toReview ?? [],
    notCarried: report?.plan?.notCarried ?? [],
    owners: report?.plan?.owners ?? [],
    documentsComing: report?.documents.length ?? 0,
    documentsLeftOut: report?.documentsLeftOut ?? 0,
    documentsToRead: report?.documentsToRead ?? 0,
    problems,
    problemsCount: problems.length,
  };
}
