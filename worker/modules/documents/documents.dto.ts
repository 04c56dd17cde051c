import type { DocumentRow } from './documents.repository';

export type DocumentTag = { id: string; name: string; color: string };

/** The API shape of a document; `content` only when the row carried it (detail, not lists). */
export function toDocumentDto(document: Omit<DocumentRow, 'content'> & { content?: string }, tags: DocumentTag[] = []) {
  return {
    id: document.id,
    organizationId: document.organizationId,
    name: document.name,
    originalName: document.originalName,
    originalSize: document.originalSize,
    mimeType: document.mimeType,
    ...(document.content === undefined ? {} : { content: document.content }),
    processingStatus: document.processingStatus,
    ...(document.processingError ? { processingError: document.processingError } : {}),
    isDeleted: document.deletedAt !== null,
    ...(document.deletedAt ? { deletedAt: document.deletedAt, deletedBy: document.deletedBy } : {}),
    tags,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
  };
}
