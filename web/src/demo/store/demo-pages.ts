/**
 * The demo's page editor, split and merge, as the server's (worker/modules/documents/page-editor): the
 * same schemas, limits and errors, and the same core/pages operations, run by PDFium in a Web Worker of
 * their own (web/src/demo/pages). An edit is a new version read again by the demo's processor; a split's
 * parts and a merge are new documents, each with its activity. Loaded with the first pages call.
 */
import type { ApiClient } from '@/api/api-client';
import type { DocumentDetail } from '@/api/types';
import { editPagesSchema, mergeDocumentsSchema, splitDocumentSchema } from '../../../../core/documents/document-versions.schemas';
import type { DocumentActivityData } from '../../../../core/documents/document-states';
import {
  documentAlreadyExists,
  documentContentEdited,
  documentIsDeleted,
  pageEditRefused,
  pageImageNotFound,
  tooLargeToEdit,
} from '../../../../core/documents/documents.errors';
import { sanitizeDocumentName } from '../../../../core/documents/document-name';
import {
  carriedPagesOf,
  type CarriedPage,
  mergedCarriedPagesOf,
  pageOperationsOf,
  pageTextsOfDocument,
  partNameOf,
  pdfNameOf,
  stemOf,
} from '../../../../core/pages/page-edit-plan';
import { DEFAULT_PAGE_EDIT_LIMITS } from '../../../../core/pages/page-edit-limits';
import type { PageOperation, PageOperationResult, RunPageOperation } from '../pages/page-operations';
import { pageImageUrl } from '../pages/page-images';
import { runInPageWorker } from '../pages/run-page-operation';
import type { DocumentRecord } from './demo-database';
import {
  activityRecord,
  addDocument,
  newDocumentRecord,
  saveDocument,
  sha256Hex,
  toDocumentDetail,
  versionsOfDocument,
} from './demo-records';
import { readDemoUser } from './demo-user';
import type { DemoClientContext } from './demo-client-context';
import { addVersion, checkExpected, requireVersion, versionBlob, writableDocument, type DemoVersionsContext } from './demo-versions';

const PDF = 'application/pdf';
const limits = DEFAULT_PAGE_EDIT_LIMITS;

export type DemoPagesContext = DemoVersionsContext &
  Pick<DemoClientContext, 'requireOrganization'> & { runPageOperation?: RunPageOperation };

type PagesApi = ApiClient['pages'];

/** A document's current file, as bytes the operation may take away (moved to the Web Worker). */
async function currentBytes(context: DemoPagesContext, record: DocumentRecord): Promise<Uint8Array> {
  const versions = await versionsOfDocument(context.database, record);
  return new Uint8Array(await (await versionBlob(context, versions, versions[0]!)).arrayBuffer());
}

export function demoPagesApi(context: DemoPagesContext): PagesApi {
  const { database } = context;
  const runPageOperation = context.runPageOperation ?? runInPageWorker;

  /** Runs an operation in the Web Worker; its refusals are the server's errors. */
  async function run<Operation extends PageOperation>(operation: Operation): Promise<PageOperationResult<Operation['type']>> {
    const answer = await runPageOperation(operation);
    if (answer.type === 'done') return answer.result as PageOperationResult<Operation['type']>;
    if (answer.type === 'refused') throw pageEditRefused(answer);
    if (answer.type === 'undrawable') throw pageImageNotFound();
    throw new Error(`The page editor failed: ${answer.message}`);
  }

  async function versionBytes(organizationId: string, documentId: string, versionId: string) {
    const versions = await versionsOfDocument(database, await context.requireDocument(organizationId, documentId));
    return new Uint8Array(await (await versionBlob(context, versions, requireVersion(versions, versionId))).arrayBuffer());
  }

  /**
   * A new document of a PDF made of others' pages, as an upload of it: a file the organization has
   * already refused, one in the trash restored, else stored with where it came from and the chosen
   * tags of its sources (all of them when none are chosen), and read next.
   */
  async function addMadeDocument(
    organizationId: string,
    {
      bytes,
      name,
      sources,
      tagIds,
      madeOf,
      carriedPages,
    }: {
      bytes: Uint8Array;
      name: string;
      sources: DocumentRecord[];
      tagIds?: string[];
      madeOf: DocumentActivityData;
      carriedPages: CarriedPage[];
    },
  ): Promise<DocumentRecord> {
    const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: PDF });
    const sha256 = await sha256Hex(blob);
    const user = await readDemoUser(database);
    const existing = await database.getFromIndex('documents', 'sha256', [organizationId, sha256]);
    if (existing && !existing.deletedAt) throw documentAlreadyExists(existing.id);
    if (existing) {
      const restored = { ...existing, deletedAt: null, deletedBy: null, updatedAt: new Date() };
      await saveDocument(database, restored, [activityRecord(existing, 'restored', { userId: user.id })]);
      return restored;
    }
    const sourceTagIds = new Set(sources.flatMap((source) => source.tagIds));
    const record = newDocumentRecord({
      organizationId,
      name: sanitizeDocumentName(name),
      originalSize: blob.size,
      originalSha256: sha256,
      mimeType: PDF,
      createdBy: user.id,
      tagIds: tagIds ? tagIds.filter((tagId) => sourceTagIds.has(tagId)) : [...sourceTagIds],
      carriedPages,
    });
    await addDocument(database, record, blob, madeOf);
    context.processor.enqueue(record.id);
    return record;
  }

  async function trash(record: DocumentRecord) {
    const user = await readDemoUser(database);
    await saveDocument(database, { ...record, deletedAt: new Date(), deletedBy: user.id }, [
      activityRecord(record, 'deleted', { userId: user.id }),
    ]);
  }

  async function detailsOf(organizationId: string, records: DocumentRecord[]): Promise<DocumentDetail[]> {
    const tagsById = await context.tagsByIdOf(organizationId);
    return Promise.all(records.map((record) => toDocumentDetail(database, record, tagsById)));
  }

  return {
    list: async (organizationId, documentId, versionId) => ({
      pages: await run({ type: 'list', bytes: await versionBytes(organizationId, documentId, versionId) }),
    }),
    imageUrl: async (organizationId, documentId, versionId, pageNumber) => {
      // Checked on every ask, as the server's route does: a URL is answered only in its organization.
      await context.requireDocument(organizationId, documentId);
      return pageImageUrl({ documentId, versionId, pageNumber }, async () => {
        const image = await run({ type: 'image', bytes: await versionBytes(organizationId, documentId, versionId), pageNumber });
        return new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.contentType });
      });
    },
    edit: async (organizationId, documentId, input) => {
      const { pages, label, expectedVersionNumber, replaceEditedContent } = context.parse(editPagesSchema, input);
      const record = await writableDocument(context, organizationId, documentId);
      const versions = await versionsOfDocument(database, record);
      checkExpected(versions, expectedVersionNumber);
      if (record.originalSize > limits.maxBytes || pages.length > limits.maxPages) throw tooLargeToEdit(limits);
      if (record.contentEditedAt && !replaceEditedContent) throw documentContentEdited();
      const edited = await run({ type: 'edit', bytes: await currentBytes(context, record), pages });
      if (edited.pageCount > limits.maxPages) throw tooLargeToEdit(limits);
      const blob = new Blob([edited.bytes as Uint8Array<ArrayBuffer>], { type: PDF });
      const sha256 = await sha256Hex(blob);
      const holder = await database.getFromIndex('documents', 'sha256', [organizationId, sha256]);
      if (holder && holder.id !== documentId) throw documentAlreadyExists(holder.id);
      return addVersion(context, record, versions, blob, {
        originalName: pdfNameOf(record.originalName),
        mimeType: PDF,
        size: blob.size,
        sha256,
        label: label ?? null,
        source: 'pages',
        restoredFromNumber: null,
        pageOperations: pageOperationsOf(pages, edited.pageCount),
        carriedPages: carriedPagesOf(pages, pageTextsOfDocument(record)),
      });
    },
    split: async (organizationId, documentId, input) => {
      const { parts, tagIds, trashOriginal, expectedVersionNumber } = context.parse(splitDocumentSchema, input);
      const record = await writableDocument(context, organizationId, documentId);
      checkExpected(await versionsOfDocument(database, record), expectedVersionNumber);
      if (record.originalSize > limits.maxBytes || parts.some(({ pages }) => pages.length > limits.maxPages)) throw tooLargeToEdit(limits);
      const texts = pageTextsOfDocument(record);
      const made = [];
      for (const [index, { pages, name }] of parts.entries()) {
        const part = await run({ type: 'compose', sources: [{ bytes: await currentBytes(context, record), pages }] });
        made.push(
          await addMadeDocument(organizationId, {
            bytes: part.bytes,
            name: name ?? partNameOf(record.name, index),
            sources: [record],
            tagIds,
            madeOf: { splitFrom: { id: record.id, name: record.name, pages: pages.map(({ page }) => page) } },
            carriedPages: carriedPagesOf(pages, texts),
          }),
        );
      }
      if (trashOriginal) await trash(record);
      return { documents: await detailsOf(organizationId, made) };
    },
    merge: async (organizationId, input) => {
      const { documentIds, name, tagIds } = context.parse(mergeDocumentsSchema, input);
      const records = [];
      for (const documentId of documentIds) {
        const record = await context.requireDocument(organizationId, documentId);
        if (record.deletedAt) throw documentIsDeleted();
        records.push(record);
      }
      if (records.reduce((total, { originalSize }) => total + originalSize, 0) > limits.maxBytes) throw tooLargeToEdit(limits);
      const sources = [];
      for (const record of records) sources.push({ bytes: await currentBytes(context, record) });
      const merged = await run({ type: 'compose', sources });
      if (merged.pageCounts.reduce((total, count) => total + count, 0) > limits.maxPages) throw tooLargeToEdit(limits);
      const created = await addMadeDocument(organizationId, {
        bytes: merged.bytes,
        name: name ?? `${stemOf(records[0]!.name)}.pdf`,
        sources: records,
        tagIds,
        madeOf: { mergedFrom: records.map(({ id, name: mergedName }) => ({ id, name: mergedName })) },
        carriedPages: mergedCarriedPagesOf(records, merged.pageCounts),
      });
      for (const record of records) await trash(record);
      const [document] = await detailsOf(organizationId, [created]);
      return { document: document! };
    },
  };
}
