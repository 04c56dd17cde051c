/**
 * Each locale file is served in eight parts: what every screen says (common words, the generic error
 * messages), what the sign-in pages say (a cold /login downloads only these two), what the documents
 * and the shell say, fetched once a page of the app opens, what the pages of settings and
 * management say, fetched with those pages, what the page editor's, split's and merge's dialogs
 * say, fetched when one opens, what the organization settings' barcode and import cards say, fetched with them, what the workflows' pages and dialogs say, fetched with them, and what the operator's console says, fetched with its pages. The split is by top-level section of the locale files,
 * which stay one file per language (translators and scripts/sync-locale.mjs see no difference).
 * vite.config.ts cuts the files; web/src/i18n/i18n.ts loads the parts.
 */
const LOCALE_PARTS = ['base', 'sign-in', 'app', 'settings', 'page-editor', 'organization-settings', 'workflows', 'admin'] as const;
export type LocalePart = (typeof LOCALE_PARTS)[number];

/** The sections every screen reads: the start-up screens and the API's generic error messages. */
const BASE_SECTIONS = new Set(['common', 'api-errors', 'server-unreachable']);
/** The sections only the sign-in pages read (their layout loads them: routes.tsx). */
const SIGN_IN_SECTIONS = new Set(['auth']);
/** The sections only the settings and management pages read (their routes load them: routes.tsx). */
const SETTINGS_SECTIONS = new Set([
  'account',
  'api-keys',
  'intake-emails',
  'invitations',
  'members',
  'organization-security',
  'share-links',
  'share-target',
  'shared-document',
  'tagging-rules',
  'two-factor-sign-in',
  'webhooks',
]);

/** The sections only the page editor, split and merge dialogs read (they load them as they open): not on every documents page. */
const PAGE_EDITOR_SECTIONS = new Set(['page-editor']);

/**
 * The sections only cards of the organization's settings read, each loading the part with its code: the
 * barcodes' and the imports' (an export's upload, report and progress, ours or Paperless-ngx's), the suggestions' (their
 * card, and a document's suggestions, which load them with their panel), and what the service's operators did
 * (the owners' card). Not on every page.
 */
const ORGANIZATION_SETTINGS_SECTIONS = new Set(['barcodes', 'imports', 'operator-actions', 'suggestions']);

/** The workflows' texts, fetched with their pages and with the documents' Run workflow dialog and run log: not on every settings page. */
const WORKFLOWS_SECTIONS = new Set(['workflows']);

/** The operator's console (/admin): fetched with its pages, which a handful of people ever open. */
const ADMIN_SECTIONS = new Set(['admin']);

/**
 * The API's error messages go with the pages that meet them: the sign-in pages' (and the generic
 * ones) in the base part, the documents' in the app part, the settings pages' in theirs. By code
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
  suggestion: 'organization-settings',
  intake_email: 'settings',
  member: 'settings',
  invitation: 'settings',
  api_key: 'settings',
  webhook: 'settings',
  import: 'organization-settings',
  workflow: 'workflows',
  workflows: 'workflows',
  workflow_run: 'workflows',
  admin: 'admin',
  operator: 'admin',
  share: 'settings',
  share_link: 'settings',
  two_factor: 'settings',
  INVALID_PASSWORD: 'settings',
  // The second factor and passkeys (every PASSKEY_ code, below): met on the account's page, on the second
  // sign-in step and after a passkey ceremony, which all load the settings part (the sign-in part stays as
  // small as /login needs).
  INVALID_CODE: 'settings',
  INVALID_BACKUP_CODE: 'settings',
  ACCOUNT_TEMPORARILY_LOCKED: 'settings',
  TOTP_NOT_ENABLED: 'settings',
  AUTHENTICATION_FAILED: 'settings',
};
const apiErrorPartOf = (code: string): LocalePart => API_ERROR_PARTS[code] ?? (code.startsWith('PASSKEY_') ? 'settings' : 'base');

export const isLocalePart = (value: string | null): value is LocalePart => (LOCALE_PARTS as readonly (string | null)[]).includes(value);

const SECTION_PARTS: readonly [ReadonlySet<string>, LocalePart][] = [
  [BASE_SECTIONS, 'base'],
  [SIGN_IN_SECTIONS, 'sign-in'],
  [SETTINGS_SECTIONS, 'settings'],
  [PAGE_EDITOR_SECTIONS, 'page-editor'],
  [ORGANIZATION_SETTINGS_SECTIONS, 'organization-settings'],
  [WORKFLOWS_SECTIONS, 'workflows'],
  [ADMIN_SECTIONS, 'admin'],
];
const partOf = (section: string): LocalePart => SECTION_PARTS.find(([sections]) => sections.has(section))?.[1] ?? 'app';

/** The sections of a locale file's `messages` that belong to `part`. */
export function localePart<Messages extends Record<string, unknown>>(messages: Messages, part: LocalePart): Partial<Messages> {
  const entries = Object.entries(messages).flatMap(([section, value]): [string, unknown][] => {
    if (section !== 'api-errors') return partOf(section) === part ? [[section, value]] : [];
    const codes = Object.entries(value as Record<string, unknown>).filter(([code]) => apiErrorPartOf(code) === part);
    return [[section, Object.fromEntries(codes)]];
  });
  return Object.fromEntries(entries) as Partial<Messages>;
}
