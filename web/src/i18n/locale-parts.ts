/**
 * Each locale file is served in two parts: what the sign-in pages say (a cold /login downloads only
 * this) and the rest, fetched once a page of the app opens. The split is by top-level section of
 * the locale files, which stay one file per language (translators and scripts/sync-locale.mjs see
 * no difference). vite.config.ts cuts the files; web/src/i18n/i18n.ts loads the parts.
 */
export const LOCALE_PARTS = ['sign-in', 'app'] as const;
export type LocalePart = (typeof LOCALE_PARTS)[number];

/** The sections the sign-in pages, the start-up screens and the API error messages read. */
const SIGN_IN_SECTIONS = new Set(['common', 'api-errors', 'auth', 'server-unreachable']);

export const isLocalePart = (value: string | null): value is LocalePart => (LOCALE_PARTS as readonly (string | null)[]).includes(value);

/** The sections of a locale file's `messages` that belong to `part`. */
export function localePart<Messages extends Record<string, unknown>>(messages: Messages, part: LocalePart): Partial<Messages> {
  return Object.fromEntries(Object.entries(messages).filter(([section]) => SIGN_IN_SECTIONS.has(section) === (part === 'sign-in'))) as Partial<Messages>;
}
