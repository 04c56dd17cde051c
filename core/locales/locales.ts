/** The interface languages of the web app, each with its name in itself; the emails a person's own request sends are written in them too. */
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
export const LOCALE_KEYS: readonly LocaleKey[] = LOCALES.map((locale) => locale.key);
export const DEFAULT_LOCALE: LocaleKey = 'en';
