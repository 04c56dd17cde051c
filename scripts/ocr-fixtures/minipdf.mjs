#!/usr/bin/env node
// Writes a minimal A4 PDF whose page 1 has a real text layer (standard Type1
// font Helvetica, WinAnsiEncoding, no embedded font) from a UTF-8 text file.
// Only Latin-1 characters are representable; anything else is an error.
// Each extra JPEG argument adds a page that is only that image (DCTDecode,
// scaled to A4, no text layer), like a scanned page. Output is deterministic.
//
// usage: node minipdf.mjs <in.txt> <out.pdf> [fontSizePt=11] [leadingPt=15] [page.jpg ...]
import { readFileSync, writeFileSync } from 'node:fs';

const [, , inPath, outPath, sizeArg, leadingArg, ...jpegPaths] = process.argv;
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
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (cp < 0x20 || cp > 0x7e) out += `\\${cp.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `${out})`;
}

// A4 = 595.28 x 841.89 pt; margins ~ 20 mm left, 25 mm top.
const ops = ['BT', `/F1 ${size} Tf`, `${leading} TL`, '57 770 Td'];
lines.forEach((l, i) => {
  if (i > 0) ops.push('T*');
  if (l.length) ops.push(`${pdfString(l)} Tj`);
});
ops.push('ET');
const content = `${ops.join('\n')}\n`;

// JPEG size and colour components from its SOFn marker.
function jpegInfo(buf) {
  let i = 2;
  while (i < buf.length) {
    if (buf[i] !== 0xff) throw new Error('bad JPEG marker');
    const m = buf[i + 1];
    const len = buf.readUInt16BE(i + 2);
    if (m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc) {
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7), comps: buf[i + 9] };
    }
    i += 2 + len;
  }
  throw new Error('no SOF marker in JPEG');
}

const W = 595.28;
const H = 841.89;
// objects: 1 catalog, 2 pages, 3 font, then per page: page, contents [, image]
const objects = [null, null, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'];
const kids = [];
const stream = (dict, data) => [`<< ${dict} /Length ${data.length} >>\nstream\n`, data, '\nendstream'];
function addPage(resources, contentData, extra = []) {
  const pageNo = objects.length + 1;
  kids.push(`${pageNo} 0 R`);
  objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources ${resources} /Contents ${pageNo + 1} 0 R >>`);
  objects.push(stream('', Buffer.from(contentData, 'latin1')));
  for (const e of extra) objects.push(e);
}
addPage('<< /Font << /F1 3 0 R >> >>', content);
for (const jp of jpegPaths) {
  const data = readFileSync(jp);
  const { width, height, comps } = jpegInfo(data);
  const cs = comps === 1 ? '/DeviceGray' : comps === 3 ? '/DeviceRGB' : '/DeviceCMYK';
  const imgNo = objects.length + 3;
  addPage(`<< /XObject << /Im0 ${imgNo} 0 R >> >>`, `q ${W} 0 0 ${H} 0 0 cm /Im0 Do Q\n`, [
    stream(
      `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace ${cs} /BitsPerComponent 8 /Filter /DCTDecode`,
      data,
    ),
  ]);
}
objects[0] = '<< /Type /Catalog /Pages 2 0 R >>';
objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`;

const chunks = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
let pos = chunks[0].length;
const push = (x) => {
  const b = Buffer.isBuffer(x) ? x : Buffer.from(x, 'latin1');
  chunks.push(b);
  pos += b.length;
};
const offsets = [];
objects.forEach((body, i) => {
  offsets.push(pos);
  push(`${i + 1} 0 obj\n`);
  for (const part of Array.isArray(body) ? body : [body]) push(part);
  push('\nendobj\n');
});
const xref = pos;
let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
for (const o of offsets) tail += `${String(o).padStart(10, '0')} 00000 n \n`;
tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
push(tail);
writeFileSync(outPath, Buffer.concat(chunks));
