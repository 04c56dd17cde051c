import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LOCAL_STORAGE_KEYS } from '@/lib/local-storage-keys';
import { detectLocale } from '../../../worker/platform/detect-locale';
import { DEFAULT_LOCALE, LOCALES, type LocaleKey } from './locales';

const LOCALE_KEYS = LOCALES.map((locale) => locale.key);

function initialLocale(): LocaleKey {
  const stored = localStorage.getItem(LOCAL_STORAGE_KEYS.locale);
  if (stored && (LOCALE_KEYS as string[]).includes(stored)) return stored as LocaleKey;
  return detectLocale(navigator.languages ?? [navigator.language], LOCALE_KEYS, DEFAULT_LOCALE);
}

export function changeLocale(locale: LocaleKey) {
  localStorage.setItem(LOCAL_STORAGE_KEYS.locale, locale);
  return i18next.changeLanguage(locale);
}

i18next.on('languageChanged', (locale) => {
  document.documentElement.lang = locale;
});

/**
 * Loads the interface language and only that one: each locale file is a chunk of its own, fetched
 * when it is first used (another is fetched on switch). No fallback language is loaded: every locale
 * has every key (locales.test.ts).
 */
export function initI18n() {
  return i18next
    .use(initReactI18next)
    .use(resourcesToBackend((locale: string) => import(`./locales/${locale}.json`)))
    .init({
      lng: initialLocale(),
      supportedLngs: LOCALE_KEYS,
      load: 'currentOnly',
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}
