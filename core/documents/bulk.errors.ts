import { AppError, notFound } from '../errors';
// The limits alone, not the schemas: the demo's first screen imports these errors.
import { BULK_DOWNLOAD_MAX_DOCUMENTS, BULK_MAX_DOCUMENTS, EXPORT_MAX_DOCUMENTS } from './bulk-limits';

export const bulkJobNotFound = () => notFound('document.bulk_job_not_found', 'Bulk action not found');
export const bulkSelectionTooLarge = () =>
  new AppError(
    400,
    'document.bulk_too_many',
    `A bulk action takes at most ${BULK_MAX_DOCUMENTS.toLocaleString('en')} documents: narrow the selection`,
  );
export const bulkJobRunning = () => new AppError(409, 'document.bulk_job_running', 'This bulk action is still running');
export const bulkDownloadTooLarge = () =>
  new AppError(
    400,
    'document.bulk_download_too_many',
    `A download takes at most ${BULK_DOWNLOAD_MAX_DOCUMENTS.toLocaleString('en')} documents: narrow the selection`,
  );
export const bulkDownloadEmpty = () =>
  new AppError(400, 'document.bulk_download_empty', 'None of the selected documents can be downloaded');
export const bulkDownloadExpired = () =>
  new AppError(410, 'document.bulk_download_expired', 'This download link has expired: download the documents again');
export const exportTooLarge = () =>
  new AppError(400, 'organization.export_too_many', `An export takes at most ${EXPORT_MAX_DOCUMENTS.toLocaleString('en')} documents`);
