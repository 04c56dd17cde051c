/** The languages scans can be read in (ISO 639-1), each with its recognition model. */
export const OCR_LANGUAGES = ['en', 'fr', 'de', 'pt', 'pl', 'ro', 'es', 'it'] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

/** Tesseract's names of the models (the files @tesseract.js-data/<name> publishes). */
export const TESSERACT_MODEL_OF: Record<OcrLanguage, string> = {
  en: 'eng',
  fr: 'fra',
  de: 'deu',
  pt: 'por',
  pl: 'pol',
  ro: 'ron',
  es: 'spa',
  it: 'ita',
};

/** Where a host serves a model (the web build copies them there): one path for the Worker and the browser. */
export const ocrModelPath = (name: string) => `/ocr/${name}.traineddata.gz`;
