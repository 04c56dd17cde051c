import { detectLocale, parseAcceptLanguage } from '../../../core/locales/detect-locale';
import { DEFAULT_LOCALE, LOCALE_KEYS, type LocaleKey } from '../../../core/locales/locales';

/** The language of an email sent on a request: its Accept-Language (the web app sends its interface language), English otherwise. */
export const emailLocaleOf = (acceptLanguage: string | null | undefined): LocaleKey =>
  detectLocale(parseAcceptLanguage(acceptLanguage ?? undefined), LOCALE_KEYS, DEFAULT_LOCALE);
