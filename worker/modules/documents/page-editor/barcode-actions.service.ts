import type { OrganizationDependencies } from '../../../platform/dependencies';
import { AppError } from '../../../../core/errors';
import { barcodeActions, type BarcodeSettings } from '../../../../core/documents/barcode-settings';
import { findTagByName } from '../../tags/tags.repository';
import { findOrCreateTag } from '../../tags/tags.service';
import { addTagToDocument } from '../document-tags.service';
import { updateDocumentFields } from '../documents.service';
import { editDocumentPages } from './page-edits.service';
import { splitDocument } from './page-documents.service';
import { partNameOf } from '../../../../core/pages/page-edit-plan';

/** A step refused for a reason of its own (a number another document has, a file too large to edit): the others go on. */
async function unlessRefused(step: () => Promise<unknown>) {
  try {
    await step();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.warn(`A barcode's action was refused: ${error.code}`);
  }
}

/**
 * What the organization does with the barcodes found on a scan's pages as they were read (each page's
 * texts): separator sheets make a document of each run of pages between them (the first stays this
 * document, as a new version without the sheets; the scan as received stays its first version), and
 * each document gets the number and the tags its labels give. Pages keep the text already read.
 */
export async function actOnBarcodes(
  deps: OrganizationDependencies,
  {
    organizationId,
    documentId,
    documentName,
    pages,
    settings,
  }: { organizationId: string; documentId: string; documentName: string; pages: string[][]; settings: BarcodeSettings },
) {
  if (pages.every((texts) => texts.length === 0)) return;
  const { parts } = barcodeActions(settings, pages);
  const documentIds = [documentId];
  if (parts.length > 1 || parts[0]!.pages.length !== pages.length) {
    const made = await splitDocument(deps, {
      organizationId,
      documentId,
      userId: null,
      // Numbered after the first part, which this document stays.
      parts: parts.slice(1).map(({ pages: partPages }, index) => ({
        pages: partPages.map((page) => ({ page, rotate: 0 as const })),
        name: partNameOf(documentName, index + 1),
      })),
    });
    documentIds.push(...made.map(({ id }) => id));
    await editDocumentPages(deps, {
      organizationId,
      documentId,
      userId: null,
      pages: parts[0]!.pages.map((page) => ({ page, rotate: 0 as const })),
      label: null,
    });
  }
  for (const [index, { archiveSerialNumber, tagNames }] of parts.entries()) {
    const partId = documentIds[index]!;
    if (archiveSerialNumber !== null)
      await unlessRefused(() =>
        updateDocumentFields(deps, { organizationId, documentId: partId, userId: null, changes: { archiveSerialNumber } }),
      );
    for (const name of tagNames) {
      const tag = settings.tags.mayCreateTags
        ? await findOrCreateTag(deps, { organizationId, name })
        : await findTagByName(deps.organizationDb, organizationId, name);
      if (tag) await unlessRefused(() => addTagToDocument(deps, { organizationId, documentId: partId, tagId: tag.id, userId: null }));
    }
  }
}
