/**
 * A one-page PDF of plain lines in Helvetica, for the demo's sample documents: made in code so the demo
 * ships no third-party file. Text outside Windows-1252's Latin range is written as '?': the samples keep
 * to the languages it covers. Offsets are byte counts, so the body is ASCII (escapes for the rest).
 */
const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

function pdfString(text: string): string {
  let escaped = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (character === '(' || character === ')' || character === '\\') escaped += `\\${character}`;
    else if (code >= 0x20 && code < 0x7f) escaped += character;
    else if (code >= 0xa0 && code <= 0xff) escaped += `\\${code.toString(8).padStart(3, '0')}`;
    else escaped += '?';
  }
  return `(${escaped})`;
}

export function textPdf(lines: readonly { text: string; size?: number }[]): Uint8Array<ArrayBuffer> {
  let y = PAGE_HEIGHT - MARGIN;
  const operations = lines.map(({ text, size = 11 }) => {
    y -= size * 1.5;
    return `BT /F1 ${size} Tf ${MARGIN} ${y.toFixed(1)} Td ${pdfString(text)} Tj ET`;
  });
  const stream = operations.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
