import type { Document } from '@/api/types';

/** `duplicate`: the server already has this content (not a failure, and nothing to retry). */
export type UploadStatus = 'pending' | 'uploading' | 'success' | 'duplicate' | 'error';

/** One file of the upload panel (spec entity "Upload list item"). */
export type UploadItem = {
  id: string;
  /** Where the file goes: uploads keep running, and their links keep working, after switching organizations. */
  organizationId: string;
  file: File;
  status: UploadStatus;
  /** Bytes of the file sent so far, from the upload progress events (0 to file.size). */
  sentBytes: number;
  document?: Document;
  /** The same content was in the trash: the server restored that document instead of adding one. */
  isRestored?: boolean;
  /** The document that already holds this content. */
  existingDocumentId?: string;
  /** What went wrong, for errorMessage(); an ApiError for client-side rejections too. */
  error?: unknown;
};

export type UploadPanelState = 'closed' | 'open' | 'collapsed';
