#!/usr/bin/env node
// Writes a minimal one-page A4 PDF with a real text layer (standard Type1 font
// Helvetica, WinAnsiEncoding, no embedded font) from a UTF-8 text file.
// Only Latin-1 characters are representable; anything else is an error.
//
// usage: node minipdf.mjs <in.txt> <out.pdf> [fontSizePt=11] [leadingPt=15]
import { readFileSync, writeFileSync } from 'node:fs';

const [, , inPath, outPath, sizeArg, leadingArg] = process.argv;
if (!inPath || !outPath) {
  console.error('usage: node minipdf.mjs <in.txt> <out.pdf> [fontSizePt] [leadingPt]');
  process.exit(2);
}
const size = Number(sizeArg ?? 11);
const leading = Number(leadingArg ?? 15);
const lines = readFileSync(inPath, 'utf8').replace(/\n$/, '').split('\n');

function pdfString(s) {
  let out = '(';
  for (const ch of s) {
    const cp = ch.codePointAt(0);
    if (cp > 0xff) throw new Error(`not Latin-1: ${JSON.stringify(ch)} in ${JSON.stringify(s)}`);
    if (ch === '(' || ch === ')' || ch === '\\') out += '\\' + ch;
    else if (cp < 0x20 || cp > 0x7e) out += '\\' + cp.toString(8).padStart(3, '0');
    else out += ch;
  }
  return out + ')';
}

// A4 = 595.28 x 841.89 pt; margins ~ 20 mm left, 25 mm top.
const ops = ['BT', `/F1 ${size} Tf`, `${leading} TL`, '57 770 Td'];
lines.forEach((l, i) => {
  if (i > 0) ops.push('T*');
  if (l.length) ops.push(`${pdfString(l)} Tj`);
});
ops.push('ET');
const content = ops.join('\n') + '\n';

const objects = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] ' +
    '/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
];

let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
const offsets = [];
objects.forEach((body, i) => {
  offsets.push(Buffer.byteLength(pdf, 'latin1'));
  pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
});
const xref = Buffer.byteLength(pdf, 'latin1');
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
writeFileSync(outPath, Buffer.from(pdf, 'latin1'));
