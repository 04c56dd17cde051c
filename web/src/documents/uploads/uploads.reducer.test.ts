import { describe, expect, it } from 'vitest';
import type { Document } from '@/api/types';
import {
  fileBytesSent,
  initialUploadsState,
  selectUploadsToStart,
  uploadProgress,
  uploadsReducer,
  type UploadsState,
} from './uploads.reducer';
import type { UploadItem, UploadStatus } from './uploads.types';

const item = (id: string, status: UploadStatus = 'pending', size = 1000, sentBytes = 0): UploadItem => ({
  id,
  organizationId: 'org_aaaaaaaaaaaaaaaaaaaaaaaa',
  file: { name: `${id}.pdf`, type: 'application/pdf', size } as File,
  status,
  sentBytes,
});

const state = (items: UploadItem[], panel: UploadsState['panel'] = 'open'): UploadsState => ({ items, panel });
const document = { id: 'doc_aaaaaaaaaaaaaaaaaaaaaaaa', name: 'a.pdf' } as Document;

describe('uploadsReducer', () => {
  it.each<[string, UploadsState, Parameters<typeof uploadsReducer>[1], UploadsState]>([
    ['adding files opens a closed panel', initialUploadsState, { type: 'added', items: [item('a')] }, state([item('a')], 'open')],
    [
      'adding files unfolds a collapsed panel',
      state([item('a', 'success')], 'collapsed'),
      { type: 'added', items: [item('b')] },
      state([item('a', 'success'), item('b')], 'open'),
    ],
    ['adding nothing changes nothing', initialUploadsState, { type: 'added', items: [] }, initialUploadsState],
    ['starting a pending file', state([item('a')]), { type: 'started', id: 'a' }, state([item('a', 'uploading')])],
    [
      'starting twice does nothing more',
      state([item('a', 'success', 1000, 1000)]),
      { type: 'started', id: 'a' },
      state([item('a', 'success', 1000, 1000)]),
    ],
    [
      'progress moves the bytes sent',
      state([item('a', 'uploading')]),
      { type: 'progressed', id: 'a', sentBytes: 400 },
      state([item('a', 'uploading', 1000, 400)]),
    ],
    [
      'progress never goes back',
      state([item('a', 'uploading', 1000, 400)]),
      { type: 'progressed', id: 'a', sentBytes: 300 },
      state([item('a', 'uploading', 1000, 400)]),
    ],
    [
      'progress stops at the file size',
      state([item('a', 'uploading')]),
      { type: 'progressed', id: 'a', sentBytes: 5000 },
      state([item('a', 'uploading', 1000, 1000)]),
    ],
    [
      'progress of a finished file is ignored',
      state([item('a', 'error')]),
      { type: 'progressed', id: 'a', sentBytes: 10 },
      state([item('a', 'error')]),
    ],
    [
      'success keeps the document',
      state([item('a', 'uploading', 1000, 20)]),
      { type: 'succeeded', id: 'a', document, isRestored: true },
      state([{ ...item('a', 'success', 1000, 1000), document, isRestored: true, error: undefined }]),
    ],
    [
      'failure keeps the error',
      state([item('a', 'uploading')]),
      { type: 'failed', id: 'a', error: 'boom' },
      state([{ ...item('a', 'error'), error: 'boom' }]),
    ],
    [
      'content already in the archive keeps the document that has it, with nothing to retry',
      state([item('a', 'uploading', 1000, 20)]),
      { type: 'duplicated', id: 'a', existingDocumentId: 'doc_1' },
      state([{ ...item('a', 'duplicate', 1000, 1000), existingDocumentId: 'doc_1' }]),
    ],
    [
      'retry leaves a file already in the archive alone',
      state([{ ...item('a', 'duplicate', 1000, 1000), existingDocumentId: 'doc_1' }]),
      { type: 'retried', id: 'a' },
      state([{ ...item('a', 'duplicate', 1000, 1000), existingDocumentId: 'doc_1' }]),
    ],
    [
      'retry puts a failed file back in the queue',
      state([{ ...item('a', 'error', 1000, 300), error: 'boom' }]),
      { type: 'retried', id: 'a' },
      state([{ ...item('a', 'pending'), error: undefined }]),
    ],
    [
      'retry leaves a file that did not fail alone',
      state([item('a', 'uploading', 1000, 300)]),
      { type: 'retried', id: 'a' },
      state([item('a', 'uploading', 1000, 300)]),
    ],
    ['the chevron collapses an open panel', state([item('a')], 'open'), { type: 'panel-toggled' }, state([item('a')], 'collapsed')],
    ['the chevron unfolds a collapsed panel', state([item('a')], 'collapsed'), { type: 'panel-toggled' }, state([item('a')], 'open')],
    ['the chevron does not open a closed panel', initialUploadsState, { type: 'panel-toggled' }, initialUploadsState],
    ['close clears the list and closes', state([item('a'), item('b', 'success')], 'collapsed'), { type: 'cleared' }, initialUploadsState],
  ])('%s', (_case, before, action, after) => {
    expect(uploadsReducer(before, action)).toEqual(after);
  });
});

describe('selectUploadsToStart', () => {
  const ids = (items: UploadItem[]) => items.map((entry) => entry.id);
  it.each<[string, UploadStatus[], number, string[]]>([
    ['nothing to do', [], 2, []],
    ['two free slots', ['pending', 'pending', 'pending'], 2, ['0', '1']],
    ['one slot taken', ['uploading', 'pending', 'pending'], 2, ['1']],
    ['all slots taken', ['uploading', 'uploading', 'pending'], 2, []],
    ['finished files free their slot', ['success', 'error', 'pending', 'pending', 'pending'], 2, ['2', '3']],
    ['one at a time', ['success', 'pending', 'pending'], 1, ['1']],
    ['keeps the order of the list', ['pending', 'uploading', 'success', 'pending'], 2, ['0']],
  ])('%s', (_case, statuses, maxParallel, expected) => {
    expect(
      ids(
        selectUploadsToStart(
          statuses.map((status, index) => item(String(index), status)),
          maxParallel,
        ),
      ),
    ).toEqual(expected);
  });
});

describe('fileBytesSent', () => {
  it.each([
    [0, 1200, 1000, 0],
    [600, 1200, 1000, 500],
    [1200, 1200, 1000, 1000],
    [1300, 1200, 1000, 1000],
    [50, 0, 1000, 0], // total unknown
  ])('%d of %d request bytes for a %d bytes file: %d', (sent, total, size, expected) => {
    expect(fileBytesSent(sent, total, size)).toBe(expected);
  });
});

describe('uploadProgress', () => {
  it.each<[UploadStatus, number, number, number]>([
    ['pending', 1000, 0, 0],
    ['uploading', 1000, 250, 0.25],
    ['uploading', 0, 0, 0],
    ['success', 0, 0, 1],
    ['success', 1000, 1000, 1],
  ])('%s, %d bytes, %d sent: %d', (status, size, sentBytes, expected) => {
    expect(uploadProgress({ status, sentBytes, file: { size } })).toBe(expected);
  });
});
