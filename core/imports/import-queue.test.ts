import { describe, expect, it } from 'vitest';
import { IMPORT_STATUSES, type ImportStatus } from './imports.schemas';
import { type Confirmation, confirmationOf, isResumable } from './import-queue';

describe('confirming an import', () => {
  const cases: [ImportStatus, Confirmation, boolean][] = [
    ['uploading', 'refuse', false],
    ['analyzing', 'refuse', false],
    ['refused', 'refuse', false],
    ['ready', 'queue', false],
    ['queued', 'on-its-way', false],
    ['importing', 'on-its-way', false],
    ['done', 'refuse', false],
    ['failed', 'resume', true],
    ['paused', 'resume', true],
  ];

  it.each(cases)('%s: %s (resumable from the list: %s)', (status, confirmation, resumable) => {
    expect(confirmationOf(status)).toBe(confirmation);
    expect(isResumable(status)).toBe(resumable);
  });

  it('has a case for every status', () => {
    expect(cases.map(([status]) => status).toSorted()).toEqual([...IMPORT_STATUSES].toSorted());
  });
});
