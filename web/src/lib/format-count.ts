/**
 * A count in the locale's digits. A capped count (the server stopped counting there, so there are
 * more) is followed by "+": "1,000+".
 */
export function formatCount(count: number, locale?: string, { isCapped = false }: { isCapped?: boolean } = {}): string {
  return `${new Intl.NumberFormat(locale).format(count)}${isCapped ? '+' : ''}`;
}
