import { detectLocale, parseAcceptLanguage } from '../detect-locale';

/** The interface languages of the web app, which the emails a person's own request sends are written in. */
export const EMAIL_LOCALES = ['en', 'fr', 'de', 'pt-BR', 'pt', 'pl', 'ro', 'es', 'it'] as const;
export type EmailLocale = (typeof EMAIL_LOCALES)[number];

/** The language of an email sent on a request: its Accept-Language (the web app sends its interface language), English otherwise. */
export const emailLocaleOf = (acceptLanguage: string | null | undefined): EmailLocale => detectLocale(parseAcceptLanguage(acceptLanguage ?? undefined), EMAIL_LOCALES, 'en');
