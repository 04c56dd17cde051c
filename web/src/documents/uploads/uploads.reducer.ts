import type { Document } from '@/api/types';
import type { UploadItem, UploadPanelState } from './uploads.types';

/**
 * Files sent at the same time; the others wait their turn. Four: beyond that the local Worker takes
 * no more files per second (README "Web performance"), and two of the browser's six connections per
 * host (HTTP/1.1, as in local development) stay free for the pages' own requests.
 */
export const MAX_PARALLEL_UPLOADS = 4;

export type UploadsState = { items: UploadItem[]; panel: UploadPanelState };

type UploadsAction =
  | { type: 'added'; items: UploadItem[] }
  | { type: 'started'; id: string }
  | { type: 'progressed'; id: string; sentBytes: number }
  | { type: 'succeeded'; id: string; document: Document; isRestored: boolean }
  | { type: 'duplicated'; id: string; existingDocumentId: string }
  | { type: 'failed'; id: string; error: unknown }
  | { type: 'retried'; id: string }
  | { type: 'panel-toggled' }
  | { type: 'cleared' };

export const initialUploadsState: UploadsState = { items: [], panel: 'closed' };

const update = (state: UploadsState, id: string, change: (item: UploadItem) => UploadItem): UploadsState => ({
  ...state,
  items: state.items.map((item) => (item.id === id ? change(item) : item)),
});

export function uploadsReducer(state: UploadsState, action: UploadsAction): UploadsState {
  switch (action.type) {
    case 'added':
      // Spec: the panel opens (and unfolds) when files are added.
      return action.items.length ? { items: [...state.items, ...action.items], panel: 'open' } : state;
    case 'started':
      return update(state, action.id, (item) => (item.status === 'pending' ? { ...item, status: 'uploading', sentBytes: 0 } : item));
    case 'progressed':
      return update(state, action.id, (item) =>
        item.status === 'uploading' ? { ...item, sentBytes: Math.min(item.file.size, Math.max(item.sentBytes, action.sentBytes)) } : item,
      );
    case 'succeeded':
      return update(state, action.id, (item) => ({
        ...item,
        status: 'success',
        sentBytes: item.file.size,
        document: action.document,
        isRestored: action.isRestored,
        error: undefined,
      }));
    case 'duplicated':
      return update(state, action.id, (item) => ({
        ...item,
        status: 'duplicate',
        sentBytes: item.file.size,
        existingDocumentId: action.existingDocumentId,
      }));
    case 'failed':
      return update(state, action.id, (item) => ({ ...item, status: 'error', error: action.error }));
    case 'retried':
      // Back in the queue, after the files still waiting: it goes when a place is free.
      return update(state, action.id, (item) =>
        item.status === 'error' ? { ...item, status: 'pending', sentBytes: 0, error: undefined } : item,
      );
    case 'panel-toggled':
      if (state.panel === 'closed') return state;
      return { ...state, panel: state.panel === 'open' ? 'collapsed' : 'open' };
    case 'cleared':
      return initialUploadsState;
  }
}

/** The pending files to start now, in order, so that at most `maxParallel` upload at once. */
export function selectUploadsToStart(items: readonly UploadItem[], maxParallel = MAX_PARALLEL_UPLOADS): UploadItem[] {
  const free = maxParallel - items.filter((item) => item.status === 'uploading').length;
  return free > 0 ? items.filter((item) => item.status === 'pending').slice(0, free) : [];
}

/** Converts the bytes of the multipart request sent so far into bytes of the file (the request carries a little more). */
export function fileBytesSent(sentBytes: number, totalBytes: number, fileSize: number): number {
  if (!(totalBytes > 0)) return 0;
  return Math.min(fileSize, Math.round((Math.max(0, sentBytes) / totalBytes) * fileSize));
}

/** Share of a file sent, from 0 to 1. */
export function uploadProgress(item: Pick<UploadItem, 'status' | 'sentBytes'> & { file: { size: number } }): number {
  if (item.status === 'success' || item.status === 'duplicate') return 1;
  if (item.file.size <= 0) return 0;
  return Math.min(1, Math.max(0, item.sentBytes / item.file.size));
}
