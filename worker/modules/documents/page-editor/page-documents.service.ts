import type { OrganizationDependencies } from '../../../platform/dependencies';
import type { PageEdit } from '../../../../core/pages/page-edits';
import { carriedPagesOf, mergedCarriedPagesOf, pageTextsOfDocument, partNameOf, stemOf } from '../../../../core/pages/page-edit-plan';
import { documentIsDeleted, documentNotFound, tooLargeToEdit } from '../../../../core/documents/documents.errors';
import { findDocument } from '../documents.repository';
import { trashDocument, uploadDocument } from '../documents.service';
import { composePagesInWorker } from '../pages/worker-page-editor';
import { versionsBefore } from '../versions/document-versions.service';

const PDF = 'application/pdf';
type Document = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

async function fileOf({ files }: OrganizationDependencies, document: Document) {
  const object = await files.get(document.storageKey);
  if (!object) throw documentNotFound();
  return new Uint8Array(await object.arrayBuffer());
}

const limitsOf = ({ settings }: OrganizationDependencies) => ({
  maxBytes: settings.DOCUMENTS_PAGE_EDIT_MAX_BYTES,
  maxPages: settings.DOCUMENTS_PAGE_EDIT_MAX_PAGES,
});

/**
 * New documents of a document's pages, one per part (a page may go to several), made by PDFium's page
 * copies in the Worker: each keeps the tags and custom properties' values chosen, says in its activity
 * where it came from, and carries the text of its unturned pages, so only turned scanned pages are
 * read again. The document itself stays, or goes to the trash when asked.
 */
export async function splitDocument(
  deps: OrganizationDependencies,
  {
    organizationId,
    documentId,
    userId,
    parts,
    tagIds,
    propertyIds,
    trashOriginal = false,
    expectedVersionNumber,
  }: {
    organizationId: string;
    documentId: string;
    userId: string | null;
    parts: { pages: PageEdit[]; name?: string }[];
    tagIds?: string[];
    propertyIds?: string[];
    trashOriginal?: boolean;
    expectedVersionNumber?: number;
  },
) {
  const { document } = await versionsBefore(deps, { organizationId, documentId, expectedVersionNumber });
  const limits = limitsOf(deps);
  if (document.originalSize > limits.maxBytes || parts.some(({ pages }) => pages.length > limits.maxPages)) throw tooLargeToEdit(limits);
  const bytes = await fileOf(deps, document);
  const texts = pageTextsOfDocument(document);
  const made = [];
  for (const [index, { pages, name }] of parts.entries()) {
    const part = await composePagesInWorker([{ bytes, pages }]);
    const partName = name ?? partNameOf(document.name, index);
    const { document: created } = await uploadDocument(deps, {
      organizationId,
      userId,
      file: new File([part.bytes], partName, { type: PDF }),
      source: 'pages',
      madeOf: {
        activity: { splitFrom: { id: document.id, name: document.name, pages: pages.map(({ page }) => page) } },
        carriedPages: carriedPagesOf(pages, texts),
        sourceIds: [document.id],
        tagIds,
        propertyIds,
      },
    });
    made.push(created);
  }
  if (trashOriginal && userId) await trashDocument(deps, { organizationId, documentId, userId });
  return made;
}

/**
 * One new document of several documents' pages, in the order given (a JPEG image is a page), by
 * PDFium's page copies in the Worker; the merged documents go to the trash. It keeps the tags and
 * custom properties' values chosen of them (of a property several have, the first one's value).
 */
export async function mergeDocuments(
  deps: OrganizationDependencies,
  {
    organizationId,
    userId,
    documentIds,
    name,
    tagIds,
    propertyIds,
  }: { organizationId: string; userId: string; documentIds: string[]; name?: string; tagIds?: string[]; propertyIds?: string[] },
) {
  const documents = [];
  for (const documentId of documentIds) {
    const document = await findDocument(deps.organizationDb, organizationId, documentId);
    if (!document) throw documentNotFound();
    if (document.deletedAt) throw documentIsDeleted();
    documents.push(document);
  }
  const limits = limitsOf(deps);
  if (documents.reduce((total, { originalSize }) => total + originalSize, 0) > limits.maxBytes) throw tooLargeToEdit(limits);
  const sources = [];
  for (const document of documents) sources.push({ bytes: await fileOf(deps, document) });
  const merged = await composePagesInWorker(sources);
  // Let the merged files go before the new one is copied into its File (README, "Limits, from memory").
  sources.length = 0;
  if (merged.pageCounts.reduce((total, count) => total + count, 0) > limits.maxPages) throw tooLargeToEdit(limits);

  const { document: created } = await uploadDocument(deps, {
    organizationId,
    userId,
    file: new File([merged.bytes], name ?? `${stemOf(documents[0]!.name)}.pdf`, { type: PDF }),
    source: 'pages',
    madeOf: {
      activity: { mergedFrom: documents.map(({ id, name: mergedName }) => ({ id, name: mergedName })) },
      carriedPages: mergedCarriedPagesOf(documents, merged.pageCounts),
      sourceIds: documentIds,
      tagIds,
      propertyIds,
    },
  });
  for (const document of documents) await trashDocument(deps, { organizationId, documentId: document.id, userId });
  return created;
}
