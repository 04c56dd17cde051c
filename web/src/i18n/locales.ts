export const LOCALES = [
  { key: 'en', name: 'English' },
  { key: 'fr', name: 'Français' },
  { key: 'de', name: 'Deutsch' },
  { key: 'pt-BR', name: 'Português (Brasil)' },
  { key: 'pt', name: 'Português' },
  { key: 'pl', name: 'Polski' },
  { key: 'ro', name: 'Română' },
  { key: 'es', name: 'Español' },
  { key: 'it', name: 'Italiano' },
] as const;

export type LocaleKey = (typeof LOCALES)[number]['key'];
export const DEFAULT_LOCALE: LocaleKey = 'en';
