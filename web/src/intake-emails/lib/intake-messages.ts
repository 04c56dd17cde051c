import type { IntakeMessage, IntakeMessageOutcome } from '@/api/types';
import type { StatusTone } from '@/ui/status-badge';

/** The server's page size for the log. */
export const MESSAGES_PAGE_SIZE = 20;

/** Importing: accepted by the handler, its attachments not yet made into documents. */
export const isProcessing = (message: Pick<IntakeMessage, 'outcome'>) => message.outcome === 'processing';

/**
 * The colour of an outcome's badge: documents made is a success; a bounce (the sender was told why)
 * a warning; a message the server could not import, an error.
 */
export const OUTCOME_TONES: Record<IntakeMessageOutcome, StatusTone> = {
  processing: 'neutral',
  accepted: 'success',
  rejected: 'warning',
  failed: 'danger',
};
