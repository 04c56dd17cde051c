/**
 * What the server's queue consumer does after an upload, in the browser: the file is read (text, OCR,
 * thumbnail: web/src/demo/reading, in a Web Worker), the content saved, and the organization's enabled
 * tagging rules tag the document (core/tagging-rules). One document at a time; those left pending by a
 * closed tab are read when the demo opens again.
 */
import { matchesRule } from '../../../../core/tagging-rules/rule-matcher';
import type { ReadRequest, ReadResult } from '../reading/document-file-reading';
import type { DemoDatabase, DocumentRecord } from './demo-database';
import { activityRecord, saveDocument, withinQuota } from './demo-records';

export type ReadFile = (
  input: ReadRequest,
  options?: { onProgress?: (pagesDone: number, pagesTotal: number) => void },
) => Promise<ReadResult>;

/** Tags a document with the rules that match it, as the server does once its text is known and on restore. */
export async function applyEnabledRules(database: DemoDatabase, record: DocumentRecord): Promise<DocumentRecord> {
  const rules = (await database.getAllFromIndex('taggingRules', 'organizationId', record.organizationId)).filter((rule) => rule.isEnabled);
  const newTagIds = [...new Set(rules.filter((rule) => matchesRule(rule, record)).flatMap((rule) => rule.tagIds))].filter(
    (tagId) => !record.tagIds.includes(tagId),
  );
  if (newTagIds.length === 0) return record;
  const tagged = { ...record, tagIds: [...record.tagIds, ...newTagIds] };
  await saveDocument(
    database,
    tagged,
    newTagIds.map((tagId) => activityRecord(record, 'tagged', { tagId })),
  );
  return tagged;
}

export function createDocumentProcessor(database: DemoDatabase, readFile: ReadFile) {
  let queue: Promise<void> = Promise.resolve();

  async function update(documentId: string, changes: Partial<DocumentRecord>): Promise<DocumentRecord | undefined> {
    const record = await database.get('documents', documentId);
    if (!record) return undefined;
    const updated = { ...record, ...changes };
    await saveDocument(database, updated);
    return updated;
  }

  async function process(documentId: string): Promise<void> {
    const record = await database.get('documents', documentId);
    const file = await database.get('files', documentId);
    const organization = record && (await database.get('organizations', record.organizationId));
    if (!record || !file || !organization || record.processingStatus === 'processed') return;
    try {
      const result = await readFile(
        {
          bytes: await file.blob.arrayBuffer(),
          fileName: record.originalName,
          mimeType: record.mimeType,
          languages: organization.documentLanguages,
          ...(record.carriedPages ? { carriedPages: record.carriedPages } : {}),
        },
        { onProgress: (pagesDone, pagesTotal) => void update(documentId, { processingStatus: 'processing', pagesDone, pagesTotal }) },
      );
      const now = new Date();
      if (result.thumbnail) {
        const thumbnail = new Blob([result.thumbnail.bytes as Uint8Array<ArrayBuffer>], { type: result.thumbnail.contentType });
        await withinQuota(() => database.put('thumbnails', { documentId, blob: thumbnail }));
      }
      // Loaded with the first document read, as the file reader is: the demo's first screen stays light.
      const { findDocumentDate } = await import('../../../../core/documents/document-date');
      const isDatedByPerson = record.documentDateSource === 'person';
      const processed = await update(documentId, {
        content: result.content,
        ...(isDatedByPerson
          ? {}
          : {
              documentDate: findDocumentDate({ content: result.content, fileName: record.originalName, today: record.createdAt }),
              documentDateSource: 'found' as const,
            }),
        processingStatus: 'processed',
        processingError: null,
        pagesDone: result.pagesTotal,
        pagesTotal: result.pagesTotal,
        thumbnailCreatedAt: result.thumbnail ? now : null,
        contentEditedAt: null,
        pageStarts: result.pageStarts,
        carriedPages: undefined,
        updatedAt: now,
      });
      if (processed && !processed.deletedAt) await applyEnabledRules(database, processed);
    } catch (error) {
      await update(documentId, { processingStatus: 'failed', processingError: error instanceof Error ? error.message : String(error) });
    }
  }

  return {
    /** Reads the document after those already waiting. */
    enqueue(documentId: string): void {
      queue = queue.then(() => process(documentId));
    },
    /** Resolves once every document enqueued so far is read (tests, the import). */
    idle: () => queue,
  };
}

export type DocumentProcessor = ReturnType<typeof createDocumentProcessor>;
