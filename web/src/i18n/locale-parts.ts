/**
 * Each locale file is served in three parts: what the sign-in pages say (a cold /login downloads only
 * this), what the documents and the shell say, fetched once a page of the app opens, and what the
 * pages of settings and management say, fetched with those pages. The split is by top-level section
 * of the locale files, which stay one file per language (translators and scripts/sync-locale.mjs see
 * no difference). vite.config.ts cuts the files; web/src/i18n/i18n.ts loads the parts.
 */
export const LOCALE_PARTS = ['sign-in', 'app', 'settings'] as const;
export type LocalePart = (typeof LOCALE_PARTS)[number];

/** The sections the sign-in pages, the start-up screens and the API error messages read. */
const SIGN_IN_SECTIONS = new Set(['common', 'api-errors', 'auth', 'server-unreachable']);
/** The sections only the settings and management pages read (their routes load them: routes.tsx). */
const SETTINGS_SECTIONS = new Set(['account', 'api-keys', 'intake-emails', 'invitations', 'members', 'share-links', 'shared-document', 'tagging-rules', 'webhooks']);

/** Error messages only settings pages and the shared-document page meet: these codes of api-errors go with the settings part. */
const SETTINGS_API_ERRORS = new Set(['share', 'share_link']);

export const isLocalePart = (value: string | null): value is LocalePart => (LOCALE_PARTS as readonly (string | null)[]).includes(value);

const partOf = (section: string): LocalePart => (SIGN_IN_SECTIONS.has(section) ? 'sign-in' : SETTINGS_SECTIONS.has(section) ? 'settings' : 'app');

/** The sections of a locale file's `messages` that belong to `part`. */
export function localePart<Messages extends Record<string, unknown>>(messages: Messages, part: LocalePart): Partial<Messages> {
  const entries = Object.entries(messages).flatMap(([section, value]): [string, unknown][] => {
    if (section !== 'api-errors') return partOf(section) === part ? [[section, value]] : [];
    if (part === 'app') return [];
    const codes = Object.entries(value as Record<string, unknown>).filter(([code]) => SETTINGS_API_ERRORS.has(code) === (part === 'settings'));
    return [[section, Object.fromEntries(codes)]];
  });
  return Object.fromEntries(entries) as Partial<Messages>;
}
