type RelativeTimeParts = { value: number; unit: Intl.RelativeTimeFormatUnit };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const STEPS: { unit: Intl.RelativeTimeFormatUnit; ms: number; below: number }[] = [
  { unit: 'second', ms: SECOND, below: MINUTE },
  { unit: 'minute', ms: MINUTE, below: HOUR },
  { unit: 'hour', ms: HOUR, below: DAY },
  { unit: 'day', ms: DAY, below: WEEK },
  { unit: 'week', ms: WEEK, below: MONTH },
  { unit: 'month', ms: MONTH, below: YEAR },
];

/**
 * The largest unit that fits the distance between a date and now, for Intl.RelativeTimeFormat:
 * negative in the past (`-3 hour` is "3 hours ago"). Under 45 seconds is "now" (0 second).
 */
export function getRelativeTimeParts(date: Date, now: Date = new Date()): RelativeTimeParts {
  const diff = date.getTime() - now.getTime();
  const distance = Math.abs(diff);
  if (distance < 45 * SECOND) return { value: 0, unit: 'second' };
  const sign = diff < 0 ? -1 : 1;
  const step = STEPS.find(({ below }) => distance < below);
  if (step) return { value: sign * Math.max(1, Math.round(distance / step.ms)), unit: step.unit };
  return { value: sign * Math.max(1, Math.round(distance / YEAR)), unit: 'year' };
}
