import { strToU8, zipSync, type Zippable } from 'fflate';

/**
 * Test files built in memory, so no binary fixture is committed and each test shows what its file
 * holds. Shared with other test suites (upload, processing).
 */

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const utf8 = (text: string) => new TextEncoder().encode(text);

// --- PDF ------------------------------------------------------------------------------------

/**
 * A PDF string literal in WinAnsi (Latin-1 for our purposes): non-ASCII characters become octal
 * escapes, so the whole file stays ASCII and string offsets equal byte offsets.
 */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code >= 0x20 && code < 0x7f) out += char;
    else if (code >= 0xa0 && code <= 0xff) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return `${out})`;
}

/** A valid PDF with one page per string (lines split on '\n'), Helvetica, and a correct xref. */
export function makeTextPdf(pages: string[]): Uint8Array {
  const fontId = 3;
  const pageIds = pages.map((_, index) => 4 + index * 2);
  const objects = new Map<number, string>();
  objects.set(1, '<< /Type /Catalog /Pages 2 0 R >>');
  objects.set(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  objects.set(fontId, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  pages.forEach((text, index) => {
    const pageId = pageIds[index]!;
    const lines = text.split('\n').map((line) => `${pdfString(line)} Tj T*`);
    const content = `BT /F1 18 Tf 22 TL 72 720 Td ${lines.join(' ')} ET`;
    objects.set(
      pageId,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
    );
    objects.set(pageId + 1, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  });
  return serializePdf(objects);
}

/**
 * A hostile PDF: a page tree `depth` levels deep (each /Pages node's only kid is the next /Pages
 * node), then one /Page with a line of text. 5,000 levels make about 486 KB.
 */
export function makeDeepPageTreePdf(depth: number, text: string): Uint8Array {
  const objects = new Map<number, string>();
  const pageId = depth + 2;
  objects.set(1, '<< /Type /Catalog /Pages 2 0 R >>');
  for (let level = 0; level < depth; level++) {
    const id = level + 2;
    const parent = level === 0 ? '' : ` /Parent ${id - 1} 0 R`;
    objects.set(id, `<< /Type /Pages /Kids [${id + 1} 0 R] /Count 1${parent} >>`);
  }
  const content = `BT /F1 18 Tf 72 720 Td ${pdfString(text)} Tj ET`;
  objects.set(
    pageId,
    `<< /Type /Page /Parent ${pageId - 1} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${pageId + 2} 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
  );
  objects.set(pageId + 1, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  objects.set(pageId + 2, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  return serializePdf(objects);
}

/** Objects 1…n (1 the catalog) with a correct xref. */
function serializePdf(objects: Map<number, string>): Uint8Array {
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  const count = objects.size;
  for (let id = 1; id <= count; id++) {
    offsets[id] = pdf.length;
    pdf += `${id} 0 obj\n${objects.get(id)}\nendobj\n`;
  }
  const xrefOffset = pdf.length;
  // Each xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, then " \n".
  pdf += `xref\n0 ${count + 1}\n0000000000 65535 f \n`;
  for (let id = 1; id <= count; id++) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${count + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return utf8(pdf);
}

// --- Office -----------------------------------------------------------------------------------

export function makeZip(files: Record<string, string | Uint8Array>): Uint8Array {
  const zippable: Zippable = {};
  for (const [name, content] of Object.entries(files)) zippable[name] = typeof content === 'string' ? strToU8(content) : content;
  return zipSync(zippable, { level: 6 });
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

const wordParagraphs = (paragraphs: string[]) =>
  paragraphs
    .map(
      (text) =>
        `<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`,
    )
    .join('');

/** A minimal .docx: the body paragraphs, and optionally a header and a footer part. */
export function makeDocx(paragraphs: string[], { header, footer }: { header?: string; footer?: string } = {}): Uint8Array {
  const files: Record<string, string> = {
    '[Content_Types].xml': CONTENT_TYPES,
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>${wordParagraphs(paragraphs)}<w:sectPr/></w:body></w:document>`,
  };
  if (header !== undefined) files['word/header1.xml'] = `<w:hdr ${W}>${wordParagraphs([header])}</w:hdr>`;
  if (footer !== undefined) files['word/footer1.xml'] = `<w:ftr ${W}>${wordParagraphs([footer])}</w:ftr>`;
  return makeZip(files);
}

/** A minimal .xlsx: strings in the shared-string table, plus optional rows of inline strings. */
export function makeXlsx(sharedStrings: string[], inlineRows: string[][] = []): Uint8Array {
  const rows = inlineRows.map(
    (cells, row) =>
      `<row r="${row + 1}">${cells.map((text) => `<c t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`).join('')}<c><v>42</v></c></row>`,
  );
  return makeZip({
    '[Content_Types].xml': CONTENT_TYPES,
    'xl/sharedStrings.xml': `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${sharedStrings.length}">${sharedStrings.map((text) => `<si><t>${escapeXml(text)}</t></si>`).join('')}</sst>`,
    'xl/worksheets/sheet1.xml': `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`,
  });
}

/** A minimal .pptx: one slide per array of paragraphs. */
export function makePptx(slides: string[][]): Uint8Array {
  const files: Record<string, string> = { '[Content_Types].xml': CONTENT_TYPES };
  slides.forEach((paragraphs, index) => {
    const body = paragraphs.map((text) => `<a:p><a:r><a:t>${escapeXml(text)}</a:t></a:r></a:p>`).join('');
    files[`ppt/slides/slide${index + 1}.xml`] =
      `<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody>${body}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;
  });
  return makeZip(files);
}

/** A minimal .odt, with the uncompressed `mimetype` entry first as OpenDocument requires. */
export function makeOdt(paragraphs: string[]): Uint8Array {
  const body = paragraphs.map((text) => `<text:p text:style-name="P1">${escapeXml(text)}</text:p>`).join('\n    ');
  return zipSync({
    mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
    'content.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0">
  <office:automatic-styles><style:style style:name="P1"/></office:automatic-styles>
  <office:body><office:text>
    ${body}
  </office:text></office:body>
</office:document-content>`,
    ),
  });
}

// --- Zip bombs --------------------------------------------------------------------------------

type RawZipEntry = { name: string; method: 0 | 8; data: Uint8Array; declaredSize: number };

/**
 * Writes a zip with whatever sizes we declare, which zipSync will not do. CRCs are left at 0: the
 * extractor does not check them, and these archives are meant to be refused anyway.
 */
export function writeRawZip(entries: RawZipEntry[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const { name, method, data, declaredSize } of entries) {
    const nameBytes = utf8(name);
    const local = new Uint8Array(30 + nameBytes.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(8, method, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, declaredSize, true);
    lv.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);

    const central = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(10, method, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, declaredSize, true);
    cv.setUint16(28, nameBytes.length, true);
    cv.setUint32(42, offset, true);
    central.set(nameBytes, 46);

    locals.push(local, data);
    centrals.push(central);
    offset += local.length + data.length;
  }
  const directorySize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, directorySize, true);
  ev.setUint32(16, offset, true);
  return concat([...locals, ...centrals, end]);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let position = 0;
  for (const part of parts) {
    out.set(part, position);
    position += part.length;
  }
  return out;
}

/**
 * A raw DEFLATE stream that inflates to about `size` zero bytes at ~1000:1, written by hand in a
 * few milliseconds (deflating 200 MB with fflate takes seconds and the memory of the input).
 * One dynamic-Huffman block whose codes are: literal/length 285 (copy 258) = '0', literal 0 = '10',
 * end of block = '11', distance 1 = '0'. After one literal zero, every "copy 258 bytes from 1 back"
 * is the two bits '0' '0', so the body of the stream is all zero bytes.
 * Returns the stream and the exact size it inflates to (1 + 258 * copies).
 */
export function deflatedZeros(size: number): { data: Uint8Array; size: number } {
  const copies = Math.max(1, Math.floor((size - 1) / 258));
  const bits: number[] = [];
  const put = (value: number, count: number) => {
    for (let bit = 0; bit < count; bit++) bits.push((value >> bit) & 1); // values: LSB first
  };
  const code = (pattern: string) => {
    for (const bit of pattern) bits.push(bit === '1' ? 1 : 0); // Huffman codes: MSB first
  };
  put(1, 1); // BFINAL
  put(2, 2); // BTYPE = dynamic Huffman
  put(286 - 257, 5); // HLIT: literal/length codes 0..285
  put(1 - 1, 5); // HDIST: one distance code
  put(18 - 4, 4); // HCLEN: code-length code lengths up to the 18th in the order below
  // Order 16 17 18 0 8 7 9 6 10 5 11 4 12 3 13 2 14 1: symbol 18 -> 1 bit, symbols 2 and 1 -> 2 bits.
  for (const length of [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2]) put(length, 3);
  // Canonical code-length codes: 18 = '0', 1 = '10', 2 = '11'.
  code('11'); // literal 0 has length 2
  const unused = (count: number) => {
    code('0'); // symbol 18: a run of 11..138 zero lengths, count in 7 extra bits
    put(count - 11, 7);
  };
  unused(138); // literals 1..138
  unused(117); // literals 139..255
  code('11'); // 256 (end of block) has length 2
  unused(28); // lengths 257..284
  code('10'); // 285 has length 1
  code('10'); // distance code 0 has length 1
  code('10'); // literal 0
  const headerBits = bits.length;
  const totalBits = headerBits + copies * 2 + 2;
  const data = new Uint8Array(Math.ceil(totalBits / 8)); // the copies are the zero bits in between
  bits.forEach((bit, index) => {
    data[index >> 3]! |= bit << (index & 7);
  });
  // End of block '11' after the copies.
  for (const index of [totalBits - 2, totalBits - 1]) data[index >> 3]! |= 1 << (index & 7);
  return { data, size: 1 + copies * 258 };
}

/**
 * A .docx whose word/document.xml inflates to ~200 MB from ~200 KB. By default the headers lie
 * (they declare 1 KB), the dangerous kind: only counting the real output stops it. With
 * `honestSizes` the directory declares the real size, and the archive is refused before inflating.
 */
export function makeZipBomb({ size = 200 * 1024 * 1024, honestSizes = false }: { size?: number; honestSizes?: boolean } = {}): Uint8Array {
  const zeros = deflatedZeros(size);
  const contentTypes = utf8(CONTENT_TYPES);
  return writeRawZip([
    { name: '[Content_Types].xml', method: 0, data: contentTypes, declaredSize: contentTypes.length },
    { name: 'word/document.xml', method: 8, data: zeros.data, declaredSize: honestSizes ? zeros.size : 1024 },
  ]);
}

/** A zip with `count` tiny entries, to trip the entry limit. */
export function makeZipWithEntries(count: number, name = (index: number) => `word/media/image${index}.png`): Uint8Array {
  return writeRawZip(
    Array.from({ length: count }, (_, index) => ({ name: name(index), method: 0 as const, data: new Uint8Array(1), declaredSize: 1 })),
  );
}

// --- E-mail -----------------------------------------------------------------------------------

const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
const encodedWord = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${base64(utf8(text))}?=`);

type EmlAttachment = { fileName: string; mimeType: string; content: string | Uint8Array };

/**
 * A raw RFC 822 message (CRLF line ends): multipart/mixed holding a multipart/alternative text and
 * HTML body (either may be left out) and the attachments; `headers` adds lines to the head.
 */
export function makeEml({
  subject = 'Invoice',
  from = 'Alice <alice@example.com>',
  to = 'bob@example.com',
  text,
  html,
  attachments = [],
  headers = {},
}: {
  subject?: string;
  from?: string;
  to?: string;
  text?: string;
  html?: string;
  attachments?: EmlAttachment[];
  headers?: Record<string, string>;
} = {}): string {
  const head = [
    `From: ${from}`,
    `To: ${to}`,
    `Subject: ${encodedWord(subject)}`,
    'Date: Tue, 10 Nov 2026 10:00:00 +0000',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  const lines = [...head, 'MIME-Version: 1.0', 'Content-Type: multipart/mixed; boundary="mixed-boundary"', ''];
  lines.push('--mixed-boundary', 'Content-Type: multipart/alternative; boundary="alt-boundary"', '');
  const part = (mimeType: string, body: string) =>
    lines.push('--alt-boundary', `Content-Type: ${mimeType}; charset=utf-8`, 'Content-Transfer-Encoding: base64', '', base64(utf8(body)));
  if (text !== undefined) part('text/plain', text);
  if (html !== undefined) part('text/html', html);
  lines.push('--alt-boundary--', '');
  for (const attachment of attachments) {
    const content = typeof attachment.content === 'string' ? utf8(attachment.content) : attachment.content;
    lines.push(
      '--mixed-boundary',
      `Content-Type: ${attachment.mimeType}; name="${attachment.fileName}"`,
      `Content-Disposition: attachment; filename="${attachment.fileName}"`,
      'Content-Transfer-Encoding: base64',
      '',
      ...(base64(content).match(/.{1,76}/g) ?? []),
    );
  }
  lines.push('--mixed-boundary--', '');
  return lines.join('\r\n');
}

/** A 1x1 PNG (enough for magic bytes and "images give no text"). */
export const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
