import { OCR_LANGUAGES, type OcrLanguage } from '../pages/ocr-languages';
import { detectLocale, parseAcceptLanguage } from './detect-locale';

/** The languages an organization's documents are written in: those its scans are read in. */
export const DOCUMENT_LANGUAGES = OCR_LANGUAGES;
export type DocumentLanguage = OcrLanguage;

/** A new organization reads its creator's interface language (sent as Accept-Language; pt-BR reads Portuguese) and English. */
export function defaultDocumentLanguages(acceptLanguage: string | undefined): DocumentLanguage[] {
  const language = detectLocale(parseAcceptLanguage(acceptLanguage).slice(0, 1), DOCUMENT_LANGUAGES, 'en');
  return language === 'en' ? ['en'] : ['en', language];
}
