import { describe, expect, it } from 'vitest';
import type { Document } from '@/api/types';
import {
  getProcessingProgress,
  isBeingProcessed,
  LIST_PROCESSING_POLL_INTERVAL_MS,
  listRefetchInterval,
  type ProcessingProgress,
} from './processing';

type Processing = Document['processing'];

const processing = (overrides: Partial<Processing>): Processing => ({
  status: 'done',
  step: null,
  pagesDone: 0,
  pagesTotal: 0,
  error: null,
  ...overrides,
});

describe('getProcessingProgress', () => {
  it.each<[string, Partial<Processing>, ProcessingProgress | null]>([
    ['waiting or extracting', { status: 'pending', step: 'extracting' }, { step: 'extracting' }],
    ['reading, pages not counted yet', { status: 'processing', step: 'reading' }, { step: 'reading', pages: null }],
    [
      'reading the first page',
      { status: 'processing', step: 'reading', pagesTotal: 12 },
      { step: 'reading', pages: { page: 1, total: 12, percent: 0 } },
    ],
    [
      'reading page 3 of 12',
      { status: 'processing', step: 'reading', pagesDone: 2, pagesTotal: 12 },
      { step: 'reading', pages: { page: 3, total: 12, percent: 16 } },
    ],
    [
      'every page read, finishing',
      { status: 'processing', step: 'reading', pagesDone: 12, pagesTotal: 12 },
      { step: 'reading', pages: { page: 12, total: 12, percent: 100 } },
    ],
    [
      'more pages done than counted',
      { status: 'processing', step: 'reading', pagesDone: 15, pagesTotal: 12 },
      { step: 'reading', pages: { page: 12, total: 12, percent: 100 } },
    ],
    ['done', { status: 'done' }, null],
    ['failed', { status: 'failed', error: 'The image could not be decoded' }, null],
  ])('%s', (_case, overrides, expected) => {
    expect(getProcessingProgress(processing(overrides))).toEqual(expected);
  });
});

describe('isBeingProcessed', () => {
  it.each<[Processing['status'], boolean]>([
    ['pending', true],
    ['processing', true],
    ['done', false],
    ['failed', false],
  ])('%s: %s', (status, expected) => {
    expect(isBeingProcessed({ status })).toBe(expected);
  });
});

describe('listRefetchInterval', () => {
  it.each<[string, Processing['status'][] | undefined, number | false]>([
    ['before the first page', undefined, false],
    ['an empty page', [], false],
    ['every document settled', ['done', 'failed', 'done'], false],
    ['one document being read', ['done', 'processing'], LIST_PROCESSING_POLL_INTERVAL_MS],
    ['one document waiting', ['pending', 'done'], LIST_PROCESSING_POLL_INTERVAL_MS],
  ])('%s', (_case, statuses, expected) => {
    expect(listRefetchInterval(statuses?.map((status) => ({ processing: processing({ status }) })))).toBe(expected);
  });
});
