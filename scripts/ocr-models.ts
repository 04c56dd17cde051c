import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { OCR_LANGUAGES, ocrModelPath, TESSERACT_MODEL_OF } from '../core/pages/ocr-languages.ts';

/**
 * The OCR models the app serves as static assets (the Worker reads them through its ASSETS binding):
 * Tesseract's LSTM "best_int" models, one npm package per language.
 */
export function ocrModelFiles(): { assetPath: string; file: string }[] {
  const require = createRequire(import.meta.url);
  return OCR_LANGUAGES.map((language) => {
    const name = TESSERACT_MODEL_OF[language];
    return { assetPath: ocrModelPath(name), file: require.resolve(`@tesseract.js-data/${name}/4.0.0_best_int/${name}.traineddata.gz`) };
  });
}

/** Copies the models into an assets directory, for tests that run before any build. */
export function copyOcrModels(assetsDirectory: string) {
  for (const { assetPath, file } of ocrModelFiles()) {
    const target = path.join(assetsDirectory, assetPath);
    if (existsSync(target)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(file, target);
  }
}
