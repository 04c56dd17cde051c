import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LOCAL_STORAGE_KEYS } from '@/lib/local-storage-keys';
import { detectLocale } from '../../../core/locales/detect-locale';
import type { LocalePart } from './locale-parts';
import { DEFAULT_LOCALE, LOCALE_KEYS, type LocaleKey } from '../../../core/locales/locales';

function initialLocale(): LocaleKey {
  const stored = localStorage.getItem(LOCAL_STORAGE_KEYS.locale);
  if (stored && (LOCALE_KEYS as readonly string[]).includes(stored)) return stored as LocaleKey;
  return detectLocale(navigator.languages ?? [navigator.language], LOCALE_KEYS, DEFAULT_LOCALE);
}

export function changeLocale(locale: LocaleKey) {
  localStorage.setItem(LOCAL_STORAGE_KEYS.locale, locale);
  return i18next.changeLanguage(locale);
}

i18next.on('languageChanged', (locale) => {
  document.documentElement.lang = locale;
});

type Messages = Record<string, unknown>;
type LocaleFiles = Record<string, () => Promise<Messages>>;

// Every locale's parts (locale-parts.ts), each a chunk of its own. Each glob here is nine loaders in the
// start-up chunk every page downloads; a part that only a lazy chunk reads registers its own (addLocalePart).
const localeFiles: Partial<Record<LocalePart, LocaleFiles>> = {
  base: import.meta.glob<Messages>('./locales/*.json', { query: { part: 'base' }, import: 'default' }),
  'sign-in': import.meta.glob<Messages>('./locales/*.json', { query: { part: 'sign-in' }, import: 'default' }),
  app: import.meta.glob<Messages>('./locales/*.json', { query: { part: 'app' }, import: 'default' }),
  settings: import.meta.glob<Messages>('./locales/*.json', { query: { part: 'settings' }, import: 'default' }),
  'page-editor': import.meta.glob<Messages>('./locales/*.json', { query: { part: 'page-editor' }, import: 'default' }),
  'organization-settings': import.meta.glob<Messages>('./locales/*.json', { query: { part: 'organization-settings' }, import: 'default' }),
  workflows: import.meta.glob<Messages>('./locales/*.json', { query: { part: 'workflows' }, import: 'default' }),
};

/** A part's loaders, given by the lazy chunk that reads it (its own `import.meta.glob` of the locale files with `?part=`). */
export function addLocalePart(part: LocalePart, files: LocaleFiles) {
  localeFiles[part] = Object.fromEntries(Object.entries(files).map(([file, load]) => [`./locales/${file.split('/').pop()}`, load]));
}

/**
 * Loads the interface language and only that one: each part of a locale file is an i18next
 * namespace, fetched when it is first needed (another language is fetched on switch, with the parts
 * already in use). `parts`: what the first screen needs; the base part always, the sign-in part on
 * the sign-in pages (loadSignInMessages), the app part outside them (loadAppMessages fetches it
 * later), the settings part with the pages that read it (loadSettingsMessages). A key is looked up in
 * the base part, then in the others, so `t('documents.…')` needs no namespace. No fallback language is
 * loaded: every locale has every key (locales.test.ts).
 */
export function initI18n(parts: readonly LocalePart[]) {
  return i18next
    .use(initReactI18next)
    .use(resourcesToBackend((locale: string, part: LocalePart) => localeFiles[part]![`./locales/${locale}.json`]!()))
    .init({
      lng: initialLocale(),
      supportedLngs: LOCALE_KEYS,
      load: 'currentOnly',
      fallbackLng: false,
      ns: [...parts],
      defaultNS: 'base' satisfies LocalePart,
      fallbackNS: ['sign-in', 'app', 'settings', 'page-editor', 'organization-settings', 'workflows', 'admin'] satisfies LocalePart[],
      // Asks for the locale at once instead of after a timeout: the request then leaves ahead of the
      // page's chunks, which would otherwise fill the six connections first (HTTP/1.1 locally).
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

/** The sign-in part of the current language: the sign-in pages wait for it. */
export function loadSignInMessages() {
  return i18next.loadNamespaces('sign-in' satisfies LocalePart);
}

/** The app part of the current language (resolves at once when it is there): the pages past sign-in wait for it. */
export function loadAppMessages() {
  return i18next.loadNamespaces('app' satisfies LocalePart);
}

/** The settings part of the current language, with the app part: the settings and management pages wait for both. */
export function loadSettingsMessages() {
  return i18next.loadNamespaces(['app', 'settings'] satisfies LocalePart[]);
}

/** The organization settings cards' part of the current language (barcodes, imports), with the app part: those cards wait for both. */
export function loadOrganizationSettingsMessages() {
  return i18next.loadNamespaces(['app', 'organization-settings'] satisfies LocalePart[]);
}

/** The workflows' part of the current language, with the app part: their pages, the Run workflow dialog and a document's runs wait for both. */
export function loadWorkflowsMessages() {
  return i18next.loadNamespaces(['app', 'workflows'] satisfies LocalePart[]);
}

/** The page editor's part of the current language, with the app part: its dialogs (edit, split, merge) wait for both. */
export function loadPageEditorMessages() {
  return i18next.loadNamespaces(['app', 'page-editor'] satisfies LocalePart[]);
}
