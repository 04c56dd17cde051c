import type { OrganizationDependencies } from '../../../platform/dependencies';
import { generateId } from '../../../../core/ids';
import { versionFileKey } from '../../../platform/organization-files';
import { sha256HexOfBytes } from '../../../../core/text-hash';
import type { PageEdit } from '../../../../core/pages/page-edits';
import {
  documentAlreadyExists,
  documentContentEdited,
  documentNotFound,
  tooLargeToEdit,
} from '../../../../core/documents/documents.errors';
import { findDocumentBySha256 } from '../documents.repository';
import { editPagesInWorker } from '../pages/worker-page-editor';
import { addStoredVersion, versionsBefore } from '../versions/document-versions.service';
import { carriedPagesOf, pageOperationsOf, pageTextsOfDocument, pdfNameOf } from '../../../../core/pages/page-edit-plan';

const PDF = 'application/pdf';

/**
 * Rotates, deletes and reorders a document's pages as a new version, with PDFium's page operations in
 * the Worker (core/pages/page-edits.ts). The pages kept unturned carry their text from the current
 * version (its page starts): reading the new file runs OCR only on the turned scanned pages, and the
 * deleted pages' text leaves the content. Refused, before any work, above the editor's limits.
 */
export async function editDocumentPages(
  deps: OrganizationDependencies,
  {
    organizationId,
    documentId,
    userId,
    pages,
    label = null,
    expectedVersionNumber,
    replaceEditedContent = false,
  }: {
    organizationId: string;
    documentId: string;
    userId: string | null;
    pages: PageEdit[];
    label?: string | null;
    expectedVersionNumber?: number;
    replaceEditedContent?: boolean;
  },
) {
  const { organizationDb: db, files, settings } = deps;
  const { document } = await versionsBefore(deps, { organizationId, documentId, expectedVersionNumber });
  const limits = { maxBytes: settings.DOCUMENTS_PAGE_EDIT_MAX_BYTES, maxPages: settings.DOCUMENTS_PAGE_EDIT_MAX_PAGES };
  if (document.originalSize > limits.maxBytes || pages.length > limits.maxPages) throw tooLargeToEdit(limits);
  if (document.contentEditedAt && !replaceEditedContent) throw documentContentEdited();

  const object = await files.get(document.storageKey);
  if (!object) throw documentNotFound();
  const edited = await editPagesInWorker(new Uint8Array(await object.arrayBuffer()), pages);
  if (edited.pageCount > limits.maxPages) throw tooLargeToEdit(limits);
  const sha256 = await sha256HexOfBytes(edited.bytes);
  const holder = await findDocumentBySha256(db, organizationId, sha256);
  if (holder && holder.id !== documentId) throw documentAlreadyExists(holder.id);

  const versionId = generateId('ver');
  return addStoredVersion(deps, {
    organizationId,
    documentId,
    userId,
    expectedVersionNumber,
    body: edited.bytes,
    version: {
      id: versionId,
      source: 'pages',
      label,
      file: {
        originalName: pdfNameOf(document.originalName),
        originalSize: edited.bytes.length,
        originalSha256: sha256,
        mimeType: PDF,
        storageKey: versionFileKey(organizationId, documentId, versionId),
      },
      text: null,
      carriedPages: carriedPagesOf(pages, pageTextsOfDocument(document)),
      pageOperations: pageOperationsOf(pages, edited.pageCount),
    },
  });
}
