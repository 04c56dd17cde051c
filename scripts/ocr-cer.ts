/**
 * Character error rate of an OCR output against its ground truth, as tests/fixtures/ocr/README.md
 * defines it (the same as scripts/ocr-fixtures/cer.mjs, typed, for the OCR benchmark):
 *   CER = Levenshtein(normalise(ocr), normalise(truth)) / length(normalise(truth)),
 * normalise() being NFC with every whitespace run (spaces, newlines, the "\f" page separator)
 * collapsed to one space, trimmed; distances in Unicode code points; case and punctuation kept.
 */

export function normalise(text: string): string {
  return text.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

export function levenshtein(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  let current = new Array<number>(y.length + 1);
  for (let i = 1; i <= x.length; i++) {
    current[0] = i;
    for (let j = 1; j <= y.length; j++) {
      const substitution = previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1);
      current[j] = Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1);
    }
    [previous, current] = [current, previous];
  }
  return previous[y.length]!;
}

export function cer(truth: string, ocr: string): number {
  const t = normalise(truth);
  const o = normalise(ocr);
  if (t.length === 0) return o.length === 0 ? 0 : 1;
  return levenshtein(o, t) / Array.from(t).length;
}

/**
 * Romanian's legacy cedilla letters made the comma-below ones: Tesseract's `ron` model writes ş ţ
 * (U+015F, U+0163) where the page, and the ground truth, have ș ț (U+0219, U+021B).
 */
export function foldRomanianCedillas(text: string): string {
  return text.replace(/[ŞşŢţ]/gu, (letter) => ({ Ş: 'Ș', ş: 'ș', Ţ: 'Ț', ţ: 'ț' })[letter]!);
}
