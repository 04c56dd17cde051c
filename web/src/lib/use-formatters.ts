import { formatBytes } from './format-bytes';
import { formatCount } from './format-count';
import { getRelativeTimeParts } from './relative-time';
import { useLocale } from './use-locale';

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Building an Intl formatter costs far more than using one (a table of 100 rows once built about
 * 1,500 of them): one set per locale, shared by every component.
 */
const formattersByLocale = new Map<string, Formatters>();

type Formatters = ReturnType<typeof createFormatters>;

/** Locale-aware formatting of the dates, sizes, durations, counts and lists the screens show, in the user's language. */
export function useFormatters(): Formatters {
  const locale = useLocale();
  let formatters = formattersByLocale.get(locale);
  if (!formatters) {
    formatters = createFormatters(locale);
    formattersByLocale.set(locale, formatters);
  }
  return formatters;
}

function createFormatters(locale: string) {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  // A calendar day has no time zone: read and shown in UTC, it is the same day everywhere.
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const days = new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' });
  const milliseconds = new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' });
  const seconds = new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'short', maximumFractionDigits: 1 });
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  const isValid = (value: Date) => !Number.isNaN(value.getTime());

  return {
    /** "Jan 5, 2025" */
    formatDate: (value: Date | string) => (isValid(toDate(value)) ? date.format(toDate(value)) : ''),
    /** A day as the API writes it ('2025-01-05'): "Jan 5, 2025" */
    formatDay: (value: string) => (isValid(new Date(`${value}T00:00:00Z`)) ? day.format(new Date(`${value}T00:00:00Z`)) : ''),
    /** "Jan 5, 2025, 3:04 PM" */
    formatDateTime: (value: Date | string) => (isValid(toDate(value)) ? dateTime.format(toDate(value)) : ''),
    /** "3 hours ago", "yesterday", "in 5 days" */
    formatRelativeTime: (value: Date | string, now?: Date) => {
      if (!isValid(toDate(value))) return '';
      const { value: amount, unit } = getRelativeTimeParts(toDate(value), now);
      return relative.format(amount, unit);
    },
    /** "in 5 days", "tomorrow", "today" */
    formatInDays: (count: number) => relative.format(count, 'day'),
    /** "30 days", "1 day" */
    formatDays: (count: number) => days.format(count),
    /** "850 ms", "1.2 s" */
    formatDuration: (durationMs: number) =>
      durationMs < 1000 ? milliseconds.format(Math.round(durationMs)) : seconds.format(durationMs / 1000),
    /** "1.23 MB" (base 1000) */
    formatSize: (bytes: number) => formatBytes(bytes, locale),
    /** "1,234"; "1,000+" when the count is capped (there are more). */
    formatCount: (count: number, isCapped = false) => formatCount(count, locale, { isCapped }),
    /** "name and content" */
    formatList: (items: string[]) => list.format(items),
    /** ISO string for <time dateTime>. */
    toIsoString: (value: Date | string) => (isValid(toDate(value)) ? toDate(value).toISOString() : undefined),
  };
}
