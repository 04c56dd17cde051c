import { describe, expect, it } from 'vitest';
import { getRelativeTimeParts } from './relative-time';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const later = (ms: number) => new Date(now.getTime() + ms);
const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('getRelativeTimeParts', () => {
  it.each([
    ['now', ago(0), 0, 'second'],
    ['30 seconds ago', ago(30 * s), 0, 'second'],
    ['50 seconds ago', ago(50 * s), -50, 'second'],
    ['1 minute ago', ago(m), -1, 'minute'],
    ['59 minutes ago', ago(59 * m), -59, 'minute'],
    ['2 hours ago', ago(2 * h), -2, 'hour'],
    ['yesterday', ago(d), -1, 'day'],
    ['6 days ago', ago(6 * d), -6, 'day'],
    ['2 weeks ago', ago(14 * d), -2, 'week'],
    ['3 months ago', ago(92 * d), -3, 'month'],
    ['2 years ago', ago(2 * 365 * d), -2, 'year'],
    ['in 3 hours', later(3 * h), 3, 'hour'],
    ['in 5 days', later(5 * d), 5, 'day'],
  ])('%s', (_name, date, value, unit) => {
    expect(getRelativeTimeParts(date, now)).toEqual({ value, unit });
  });
});
