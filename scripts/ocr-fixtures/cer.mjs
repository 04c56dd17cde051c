#!/usr/bin/env node
// Character error rate of an OCR output against a ground-truth text.
//   CER = Levenshtein(normalise(ocr), normalise(truth)) / length(normalise(truth))
// normalise(): Unicode NFC, every whitespace run (spaces, newlines, the "\f"
// page separator) collapsed to one space, trimmed. Distance is counted in
// Unicode code points. Case and punctuation are NOT normalised.
//
// usage: node cer.mjs <truth.txt> <ocr.txt>   -> prints e.g. "0.0123"
// or import { cer, normalise } from './cer.mjs'
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function normalise(s) {
  return s.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

export function levenshtein(a, b) {
  const x = Array.from(a);
  const y = Array.from(b);
  let prev = new Array(y.length + 1);
  let cur = new Array(y.length + 1);
  for (let j = 0; j <= y.length; j++) prev[j] = j;
  for (let i = 1; i <= x.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= y.length; j++) {
      const sub = prev[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1);
      cur[j] = Math.min(sub, prev[j] + 1, cur[j - 1] + 1);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[y.length];
}

export function cer(truth, ocr) {
  const t = normalise(truth);
  const o = normalise(ocr);
  if (t.length === 0) return o.length === 0 ? 0 : 1;
  return levenshtein(o, t) / Array.from(t).length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [, , truthPath, ocrPath] = process.argv;
  if (!truthPath || !ocrPath) {
    console.error('usage: node cer.mjs <truth.txt> <ocr.txt>');
    process.exit(2);
  }
  console.log(cer(readFileSync(truthPath, 'utf8'), readFileSync(ocrPath, 'utf8')).toFixed(4));
}
