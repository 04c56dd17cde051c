import { describe, expect, it } from 'vitest';
import { getUploadPanelTitle, type UploadPanelTitle } from './upload-panel-title';
import type { UploadStatus } from './uploads.types';

describe('getUploadPanelTitle', () => {
  it.each<[string, UploadStatus[], UploadPanelTitle]>([
    ['no file', [], { kind: 'none' }],
    ['one waiting file', ['pending'], { kind: 'pending', done: 0, total: 1 }],
    ['one uploading file', ['uploading'], { kind: 'pending', done: 0, total: 1 }],
    ['some done, some running', ['success', 'success', 'uploading', 'pending', 'pending'], { kind: 'pending', done: 2, total: 5 }],
    ['all succeeded', ['success', 'success', 'success'], { kind: 'success', count: 3, duplicates: 0 }],
    ['one succeeded', ['success'], { kind: 'success', count: 1, duplicates: 0 }],
    ['one already in the archive among successes', ['success', 'duplicate'], { kind: 'success', count: 1, duplicates: 1 }],
    ['all already in the archive', ['duplicate', 'duplicate'], { kind: 'success', count: 0, duplicates: 2 }],
    ['one already in the archive while others run', ['duplicate', 'uploading'], { kind: 'pending', done: 1, total: 2 }],
    ['a failure beside one already in the archive', ['duplicate', 'error'], { kind: 'error', count: 1, total: 2 }],
    ['one failed among successes', ['success', 'error', 'success'], { kind: 'error', count: 1, total: 3 }],
    ['a failure while others still run', ['error', 'uploading', 'pending'], { kind: 'error', count: 1, total: 3 }],
    ['all failed', ['error', 'error'], { kind: 'error', count: 2, total: 2 }],
  ])('%s', (_case, statuses, expected) => {
    expect(getUploadPanelTitle(statuses)).toEqual(expected);
  });
});
