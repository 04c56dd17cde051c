const languageOf = (tag: string) => tag.toLowerCase().split('-')[0]!;

/**
 * Picks the interface language from the browser's preferred languages, in the user's order: for each
 * preferred tag, an exact match (case-insensitive), else a match by language alone; then the fallback.
 */
export function detectLocale<T extends string>(preferred: readonly string[], supported: readonly T[], fallback: T): T {
  for (const tag of preferred) {
    const exact = supported.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = languageOf(tag);
    // Prefer the plain language (pt for pt-PT) over another region of it (pt-BR).
    const byLanguage =
      supported.find((locale) => locale.toLowerCase() === language) ?? supported.find((locale) => languageOf(locale) === language);
    if (byLanguage) return byLanguage;
  }
  return fallback;
}

/** The language tags of an `Accept-Language` header, most preferred first (RFC 9110 quality values). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), position };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position)
    .map(({ tag }) => tag);
}
