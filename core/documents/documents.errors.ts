import { AppError, notFound } from '../errors';

export const documentNotFound = () => notFound('document.not_found', 'Document not found');
/** A file whose content is already one of the organization's documents: which one, so that a client can link to it. */
export const documentAlreadyExists = (documentId: string) =>
  new AppError(409, 'document.already_exists', 'The document already exists', { documentId });
export const documentTooLarge = () => new AppError(413, 'document.size_too_large', 'File too large');
export const documentNotDeleted = () => new AppError(400, 'document.not_deleted', 'Only a document in the trash can be deleted for good');
export const documentIsDeleted = () => new AppError(400, 'document.is_deleted', 'This document is in the trash: restore it first');
export const uploadNotMultipart = () =>
  new AppError(400, 'server.invalid_request.body', 'Send the file as multipart/form-data in a field named "file"');
export const uploadWithoutFile = () => new AppError(400, 'server.invalid_request.body', 'A file is required in the field "file"');
export const uploadedFileEmpty = () => new AppError(400, 'document.empty_file', 'The file is empty');
export const documentContentEdited = () =>
  new AppError(
    409,
    'document.content_edited',
    'The content of this document was edited by hand: confirm with replaceEditedContent=true to replace it with the text read from the file',
  );
export const documentModified = () =>
  new AppError(409, 'document.modified', 'This document was changed since you opened it: reload it, then save again');
export const thumbnailNotFound = () => notFound('document.thumbnail_not_found', 'This document has no thumbnail');
export const versionNotFound = () => notFound('document.version_not_found', 'This version of the document does not exist');
export const versionConflict = (currentVersionNumber: number) =>
  new AppError(
    409,
    'document.version_conflict',
    'Another version of this document was added since you opened it: reload it to see the current file, then try again',
    { currentVersionNumber },
  );
export const versionUnchanged = () => new AppError(409, 'document.version_unchanged', 'This file is already the current version');
export const versionOnly = () =>
  new AppError(409, 'document.version_only', 'This is the only version of the document: move the document to the trash instead');
/** A number another document of the organization has (in the trash too): which one, so that a client can link to it. */
export const archiveSerialNumberTaken = (documentId: string) =>
  new AppError(409, 'document.asn_taken', 'Another document already has this archive serial number', { documentId });
export const pagesUnsupported = (message: string) => new AppError(400, 'document.pages_unsupported', message);
export const pagesInvalid = (message: string) => new AppError(400, 'document.pages_invalid', message);
/** A file or a plan the page editor refuses (core/pages' PageEditError): the API's 400. */
export const pageEditRefused = ({ reason, message }: { reason: 'unsupported' | 'invalid'; message: string }) =>
  reason === 'unsupported' ? pagesUnsupported(message) : pagesInvalid(message);
export const tooLargeToEdit = (limits: { maxBytes: number; maxPages: number }) =>
  new AppError(
    413,
    'document.too_large_to_edit',
    `This file is too large for the page editor (at most ${Math.floor(limits.maxBytes / 1024 / 1024)} MB and ${limits.maxPages} pages)`,
    limits,
  );
export const pageImageNotFound = () => notFound('document.page_image_not_found', 'This page cannot be drawn');
