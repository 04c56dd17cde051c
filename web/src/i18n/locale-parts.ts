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

/**
 * The API's error messages go with the pages that meet them: the sign-in pages' (and the generic
 * ones) in the sign-in part, the documents' in the app part, the settings pages' in theirs. By code
 * (`api-errors.{code}`), or by the code's first segment.
 */
const API_ERROR_PARTS: Readonly<Record<string, LocalePart>> = {
  document: 'app',
  organization: 'app',
  demo: 'app',
  tags: 'app',
  search: 'app',
  note: 'app',
  view: 'app',
  property: 'app',
  intake_email: 'settings',
  member: 'settings',
  invitation: 'settings',
  api_key: 'settings',
  webhook: 'settings',
  share: 'settings',
  share_link: 'settings',
  INVALID_PASSWORD: 'settings',
};
const apiErrorPartOf = (code: string): LocalePart => API_ERROR_PARTS[code] ?? 'sign-in';

export const isLocalePart = (value: string | null): value is LocalePart => (LOCALE_PARTS as readonly (string | null)[]).includes(value);

const partOf = (section: string): LocalePart => (SIGN_IN_SECTIONS.has(section) ? 'sign-in' : SETTINGS_SECTIONS.has(section) ? 'settings' : 'app');

/** The sections of a locale file's `messages` that belong to `part`. */
export function localePart<Messages extends Record<string, unknown>>(messages: Messages, part: LocalePart): Partial<Messages> {
  const entries = Object.entries(messages).flatMap(([section, value]): [string, unknown][] => {
    if (section !== 'api-errors') return partOf(section) === part ? [[section, value]] : [];
    const codes = Object.entries(value as Record<string, unknown>).filter(([code]) => apiErrorPartOf(code) === part);
    return [[section, Object.fromEntries(codes)]];
  });
  return Object.fromEntries(entries) as Partial<Messages>;
}
