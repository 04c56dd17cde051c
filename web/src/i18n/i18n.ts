import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCAL_STORAGE_KEYS } from '@/lib/local-storage-keys';
import { detectLocale } from './detect-locale';
import { DEFAULT_LOCALE, LOCALES, type LocaleKey } from './locales';

const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json', { eager: true });
const resources = Object.fromEntries(
  Object.entries(files).map(([path, module]) => [path.slice('./locales/'.length, -'.json'.length), { translation: module.default }]),
);
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

await i18next.use(initReactI18next).init({
  resources,
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  returnNull: false,
});
