/** The languages an organization's scans can be read in (ISO 639-1), each with a recognition model. */
export const DOCUMENT_LANGUAGES = ['en', 'fr', 'de', 'pt', 'pl', 'ro', 'es', 'it'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

const isDocumentLanguage = (code: string): code is DocumentLanguage => (DOCUMENT_LANGUAGES as readonly string[]).includes(code);

/** A new organization reads English and its creator's interface language (pt-BR reads Portuguese). */
export function defaultDocumentLanguages(interfaceLocale: string | undefined): DocumentLanguage[] {
  const language = interfaceLocale?.split('-')[0]?.toLowerCase() ?? 'en';
  return isDocumentLanguage(language) && language !== 'en' ? ['en', language] : ['en'];
}
