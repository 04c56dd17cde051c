import type { WorkflowTrigger } from './workflows.schemas';
import type { WorkflowDocument } from './workflow-document';

type ScheduledTrigger = Extract<WorkflowTrigger, { type: 'scheduled' }>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day of a moment, 'YYYY-MM-DD': the days schedules and templates count in. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** Months added as a calendar does: 31 January plus one month is 28 (or 29) February. */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return dayOf(target);
}

/** The occurrence after `first` by `count` repeats: counted from the first each time, so 31 January stays the 31st where a month has one. */
function occurrence(first: string, repeat: NonNullable<ScheduledTrigger['repeat']>, count: number): string {
  if (repeat.unit === 'days') return addDays(first, repeat.every * count);
  return addMonths(first, repeat.every * count * (repeat.unit === 'years' ? 12 : 1));
}

/** The day the trigger counts from, or null when the document has none (no document date, the property unset). */
export function scheduleBaseDay(
  trigger: ScheduledTrigger,
  document: Pick<WorkflowDocument, 'documentDate' | 'created' | 'properties'>,
): string | null {
  const { dateOf } = trigger;
  const day =
    dateOf.kind === 'documentDate'
      ? document.documentDate
      : dateOf.kind === 'createdAt'
        ? document.created
        : document.properties.find(({ propertyId, type }) => propertyId === dateOf.propertyId && type === 'date')?.value;
  return typeof day === 'string' && DAY.test(day) ? day : null;
}

/**
 * The next day the trigger falls due on or after `today`, or null when it never will again (a one-time
 * date already past, no date). A recurring trigger's occurrences are the first due day plus whole repeats.
 */
export function nextDueDay(trigger: ScheduledTrigger, baseDay: string | null, today: string): string | null {
  if (!baseDay) return null;
  const first = addDays(baseDay, trigger.offsetDays);
  if (first >= today) return first;
  const { repeat } = trigger;
  if (!repeat) return null;
  // A first guess from the days between, then stepped forward: months are of uneven length.
  const daysPerRepeat = repeat.every * (repeat.unit === 'days' ? 1 : repeat.unit === 'months' ? 28 : 365);
  const elapsed = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000;
  let count = Math.max(1, Math.floor(elapsed / daysPerRepeat) - 1);
  while (occurrence(first, repeat, count) < today) count++;
  return occurrence(first, repeat, count);
}

/** After firing on `dueOn`, the next occurrence (null for a one-time trigger). */
export function dueDayAfter(trigger: ScheduledTrigger, baseDay: string | null, dueOn: string): string | null {
  if (!trigger.repeat) return null;
  return nextDueDay(trigger, baseDay, addDays(dueOn, 1));
}
