import { describe, expect, it } from 'vitest';
import { OUTCOME_TONES } from './intake-messages';

describe('OUTCOME_TONES', () => {
  it('shows documents made as a success, a bounce as a warning and a failed import as an error', () => {
    expect(OUTCOME_TONES).toEqual({ processing: 'neutral', accepted: 'success', rejected: 'warning', failed: 'danger' });
  });
});
