import type { ImportStatus } from './imports.schemas';

/**
 * What confirming an import does, by its status: a report read joins the end of the organization's queue;
 * a failed or paused import goes back into it at its place (resumed where it stopped); one already on its
 * way stays so (its message is sent again if it runs, in case it was lost); anything else is refused.
 */
export type Confirmation = 'queue' | 'resume' | 'on-its-way' | 'refuse';

const CONFIRMATIONS: Record<ImportStatus, Confirmation> = {
  uploading: 'refuse',
  analyzing: 'refuse',
  refused: 'refuse',
  ready: 'queue',
  queued: 'on-its-way',
  importing: 'on-its-way',
  done: 'refuse',
  failed: 'resume',
  paused: 'resume',
};

export const confirmationOf = (status: ImportStatus): Confirmation => CONFIRMATIONS[status];

/** Whether the list offers to resume an import: one that failed, or waits behind one that did. */
export const isResumable = (status: ImportStatus) => confirmationOf(status) === 'resume';
