import { describe, expect, it } from 'vitest';
import { MESSAGES_POLL_INTERVAL_MS, messagesRefetchInterval, OUTCOME_TONES } from './intake-messages';

describe('messagesRefetchInterval', () => {
  it('polls while a message is being imported', () => {
    expect(messagesRefetchInterval([{ outcome: 'accepted' }, { outcome: 'processing' }])).toBe(MESSAGES_POLL_INTERVAL_MS);
  });

  it('stops once every message shown has settled, or before any loaded', () => {
    expect(messagesRefetchInterval([{ outcome: 'accepted' }, { outcome: 'rejected' }, { outcome: 'failed' }])).toBe(false);
    expect(messagesRefetchInterval([])).toBe(false);
    expect(messagesRefetchInterval(undefined)).toBe(false);
  });
});

describe('OUTCOME_TONES', () => {
  it('shows documents made as a success, a bounce as a warning and a failed import as an error', () => {
    expect(OUTCOME_TONES).toEqual({ processing: 'neutral', accepted: 'success', rejected: 'warning', failed: 'danger' });
  });
});
