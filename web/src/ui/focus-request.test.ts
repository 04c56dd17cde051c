import { describe, expect, it } from 'vitest';
import { asksToFocusHeading, FOCUS_HEADING_STATE } from './focus-request';

describe('asksToFocusHeading', () => {
  it.each<[string, unknown, boolean]>([
    ['the state the palette sets', FOCUS_HEADING_STATE, true],
    ['that state with more in it', { ...FOCUS_HEADING_STATE, from: 'palette' }, true],
    ['another focus target', { focus: 'restore' }, false],
    ['other state', { from: 'palette' }, false],
    ['the word alone', 'heading', false],
    ['no state (a link, a typed address)', null, false],
    ['no state at all', undefined, false],
  ])('%s: %j', (_, state, expected) => {
    expect(asksToFocusHeading(state)).toBe(expected);
  });
});
