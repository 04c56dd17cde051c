import { describe, expect, it } from 'vitest';
import { ExtractionError, extractText, planExtraction } from './extract-text';
import {
  deflatedZeros,
  makeDocx,
  makeEml,
  makeOdt,
  makePptx,
  makeTextPdf,
  makeXlsx,
  makeZip,
  makeZipBomb,
  makeZipWithEntries,
  TINY_PNG,
  writeRawZip,
} from './extraction.fixtures';
import { MAX_TEXT_BYTES, MAX_TEXT_CHARS } from './limits';

const utf8 = (text: string) => new TextEncoder().encode(text);
const BOM = Uint8Array.of(0xef, 0xbb, 0xbf);
const withBom = (text: string) => new Uint8Array([...BOM, ...utf8(text)]);

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const ODT = 'application/vnd.oasis.opendocument.text';

async function extractionError(promise: Promise<unknown>): Promise<ExtractionError> {
  const error = await promise.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

describe('extractText: plain text', () => {
  it.each([
    ['text/plain', 'notes.txt', withBom('Café crème\r\nnaïve façade\r\n'), 'Café crème\nnaïve façade'],
    ['application/json', 'data.json', withBom('{"ville": "Zürich", "prix": "12 €"}'), '{"ville": "Zürich", "prix": "12 €"}'],
    ['text/csv', 'people.csv', utf8('nom;ville\nÉlodie;Besançon\nJosé;Málaga\n'), 'nom;ville\nÉlodie;Besançon\nJosé;Málaga'],
    ['text/markdown', 'README.md', withBom('# Titre\n\n\n\n\n  - Ça va   \n  - très bien\n'), '# Titre\n\n  - Ça va\n  - très bien'],
    ['application/yaml', 'config.yaml', utf8('clé: valeur\nliste:\n  - un\n'), 'clé: valeur\nliste:\n  - un'],
    ['application/xml', 'feed.xml', utf8('<?xml version="1.0"?><a>é</a>'), '<?xml version="1.0"?><a>é</a>'],
  ])('decodes %s (%s)', async (mimeType, fileName, bytes, expected) => {
    expect(await extractText({ bytes, mimeType, fileName })).toBe(expected);
  });

  it('replaces invalid UTF-8 instead of failing', async () => {
    const bytes = Uint8Array.of(...utf8('caf'), 0xe9, ...utf8(' ok'), 0xff);
    expect(await extractText({ bytes, mimeType: 'text/plain', fileName: 'latin1.txt' })).toBe('caf\ufffd ok\ufffd');
  });

  it.each([true, false])('decodes UTF-16 with a byte-order mark (little-endian: %s)', async (littleEndian) => {
    const text = '\ufeffPrénom\tÂge\r\nZoë\t7';
    const bytes = new Uint8Array(text.length * 2);
    for (let index = 0; index < text.length; index++) new DataView(bytes.buffer).setUint16(index * 2, text.charCodeAt(index), littleEndian);
    expect(await extractText({ bytes, mimeType: 'text/plain', fileName: 'export.txt' })).toBe('Prénom\tÂge\nZoë\t7');
  });

  it('removes control characters that SQLite and FTS handle badly', async () => {
    expect(await extractText({ bytes: utf8('a\u0001b\u0007c\fd'), mimeType: 'text/plain', fileName: 'x.txt' })).toBe('abc\nd');
  });

  it('falls back to the extension when the declared type is not one it reads', async () => {
    const bytes = utf8('date,montant\n2026-01-01,12');
    expect(await extractText({ bytes, mimeType: 'application/vnd.ms-excel', fileName: 'export.csv' })).toBe('date,montant\n2026-01-01,12');
    expect(await extractText({ bytes: utf8('# Hi'), mimeType: 'application/octet-stream', fileName: 'a.md' })).toBe('# Hi');
  });

  it('refuses binary data declared as text', async () => {
    const error = await extractionError(extractText({ bytes: new Uint8Array(1000), mimeType: 'text/plain', fileName: 'zeros.txt' }));
    expect(error.code).toBe('extraction.unsupported');
  });

  it('turns HTML files into text', async () => {
    const html =
      '<html><head><title>T</title><style>p{color:red}</style></head><body><h1>Caf&eacute;</h1><p>Un&nbsp;<b>deux</b> &amp; trois</p><div>quatre</div><script>alert(1)</script></body></html>';
    expect(await extractText({ bytes: utf8(html), mimeType: 'text/html', fileName: 'page.html' })).toBe('Café\nUn deux & trois\n\nquatre');
  });

  it(`keeps at most ${MAX_TEXT_CHARS} characters`, async () => {
    const bytes = utf8('abcdefghi\n'.repeat(300_000));
    const text = await extractText({ bytes, mimeType: 'text/plain', fileName: 'big.log' });
    expect(text.length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
    expect(text.length).toBeGreaterThan(MAX_TEXT_CHARS - 20);
  });

  it(`keeps at most ${MAX_TEXT_BYTES} bytes of UTF-8, without splitting a character`, async () => {
    const bytes = utf8('文字'.repeat(400_000) + '😀'.repeat(10));
    const text = await extractText({ bytes, mimeType: 'text/plain', fileName: 'cjk.txt' });
    expect(utf8(text).length).toBeLessThanOrEqual(MAX_TEXT_BYTES);
    expect(text).not.toContain('\ufffd');
  });
});

describe('extractText: PDF', () => {
  it('reads a one-page PDF', async () => {
    const text = await extractText({ bytes: makeTextPdf(['Hello PDF world']), mimeType: 'application/pdf', fileName: 'hello.pdf' });
    expect(text).toBe('Hello PDF world');
  });

  it('merges pages in order, with accents', async () => {
    const text = await extractText({
      bytes: makeTextPdf(['First page\nsecond line', 'Crème brûlée (page 2)']),
      mimeType: 'application/pdf',
      fileName: 'two.pdf',
    });
    expect(text).toMatch(/^First page\s+second line\s+Crème brûlée \(page 2\)$/);
  });

  it('leaves the caller bytes usable', async () => {
    const bytes = makeTextPdf(['Hello PDF world']);
    const length = bytes.length;
    await extractText({ bytes, mimeType: 'application/pdf', fileName: 'hello.pdf' });
    expect(bytes.length).toBe(length);
  });

  it('finds a PDF by its extension behind a generic type', async () => {
    expect(await extractText({ bytes: makeTextPdf(['By name']), mimeType: 'application/octet-stream', fileName: 'scan.pdf' })).toBe(
      'By name',
    );
  });

  it.each([
    ['garbage after a PDF header', utf8('%PDF-1.7\nthis is not a pdf at all\n%%EOF')],
    ['random bytes', Uint8Array.from({ length: 4096 }, (_, index) => (index * 7919) % 251)],
    ['an empty file', new Uint8Array()],
    ['a truncated PDF', makeTextPdf(['Hello PDF world']).subarray(0, 300)],
  ])('throws corrupt_file for %s', async (_, bytes) => {
    const error = await extractionError(extractText({ bytes, mimeType: 'application/pdf', fileName: 'broken.pdf' }));
    expect(error.code).toBe('extraction.corrupt_file');
  });
});

describe('extractText: office documents', () => {
  it('reads a docx body, header and footer, with entities decoded', async () => {
    const bytes = makeDocx(['Première ligne', 'Tom & Jerry <3 "quotes" \'apos\''], { header: 'En-tête', footer: 'Pied de page' });
    const text = await extractText({ bytes, mimeType: DOCX, fileName: 'letter.docx' });
    expect(text).toBe('Première ligne\nTom & Jerry <3 "quotes" \'apos\'\n\nEn-tête\n\nPied de page');
  });

  it('keeps breaks and tabs of a docx run, skips deleted text and field codes', async () => {
    const document = `<w:document xmlns:w="w"><w:body>
      <w:p><w:r><w:t>A</w:t><w:tab/><w:t>B</w:t><w:br/><w:t>C&#233;&#xE8;</w:t></w:r></w:p>
      <w:p><w:del><w:r><w:delText>deleted</w:delText></w:r></w:del><w:r><w:instrText>PAGE</w:instrText></w:r><w:r><w:t>kept</w:t></w:r></w:p>
    </w:body></w:document>`;
    const bytes = makeZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': document });
    expect(await extractText({ bytes, mimeType: DOCX, fileName: 'x.docx' })).toBe('A\tB\nCéè\nkept');
  });

  it('reads shared and inline strings of an xlsx', async () => {
    const bytes = makeXlsx(['Montant', 'Société Générale'], [['inline é', 'two']]);
    expect(await extractText({ bytes, mimeType: XLSX, fileName: 'book.xlsx' })).toBe('Montant\nSociété Générale\n\ninline é\ttwo');
  });

  it('reads pptx slides in numeric order', async () => {
    const slides = Array.from({ length: 11 }, (_, index) => [`Slide ${index + 1}`]);
    const text = await extractText({ bytes: makePptx(slides), mimeType: PPTX, fileName: 'deck.pptx' });
    expect(text.split('\n\n')).toEqual(slides.map(([title]) => title));
  });

  it('reads an odt', async () => {
    expect(await extractText({ bytes: makeOdt(['Bonjour à tous', 'Fin & suite']), mimeType: ODT, fileName: 'doc.odt' })).toBe(
      'Bonjour à tous\nFin & suite',
    );
  });

  it('reads ods cells, spaces and tabs, without styles or deleted text', async () => {
    const content = `<office:document-content><office:automatic-styles><style:style style:name="ce1"><style:text-properties fo:font-name="Arial"/></style:style></office:automatic-styles>
      <office:body><office:spreadsheet><table:table>
        <text:tracked-changes><text:changed-region><text:deletion><text:p>gone</text:p></text:deletion></text:changed-region></text:tracked-changes>
        <table:table-row><table:table-cell><text:p>Nom</text:p></table:table-cell><table:table-cell><text:p>Ville</text:p></table:table-cell></table:table-row>
        <table:table-row><table:table-cell><text:p>A<text:s text:c="2"/>B<text:tab/>C</text:p></table:table-cell><table:table-cell table:number-columns-repeated="3"/></table:table-row>
      </table:table></office:spreadsheet></office:body></office:document-content>`;
    const bytes = makeZip({ mimetype: 'application/vnd.oasis.opendocument.spreadsheet', 'content.xml': content });
    expect(await extractText({ bytes, mimeType: 'application/vnd.oasis.opendocument.spreadsheet', fileName: 'x.ods' })).toBe(
      'Nom\tVille\nA  B\tC',
    );
  });

  it('dispatches by extension when the type is generic', async () => {
    expect(await extractText({ bytes: makeDocx(['By name']), mimeType: 'application/octet-stream', fileName: 'x.docx' })).toBe('By name');
  });

  it('skips optional parts that would exceed the inflate budget', async () => {
    const hugeSheet = deflatedZeros(100 * 1024 * 1024);
    const xlsx = writeRawZip([
      { name: 'xl/sharedStrings.xml', method: 0, data: utf8('<sst><si><t>kept</t></si></sst>'), declaredSize: 31 },
      { name: 'xl/worksheets/sheet1.xml', method: 8, data: hugeSheet.data, declaredSize: hugeSheet.size },
    ]);
    expect(await extractText({ bytes: xlsx, mimeType: XLSX, fileName: 'big.xlsx' })).toBe('kept');
  });

  it('streams a large document and stops once it has enough text', async () => {
    const paragraph = 'Ceci est un paragraphe assez long, répété pour remplir le document — encore et encore. ';
    const bytes = makeDocx(Array.from({ length: 25_000 }, (_, index) => `${index} ${paragraph}`)); // 2.3M characters in 5 MB of XML
    const started = Date.now();
    const text = await extractText({ bytes, mimeType: DOCX, fileName: 'long.docx' });
    expect(text.length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
    // Normalisation trims the trailing space of each paragraph after the cut.
    expect(text.length).toBeGreaterThan(MAX_TEXT_CHARS * 0.98);
    expect(text.startsWith(`0 ${paragraph.trim()}\n1 `)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('throws corrupt_file for malformed XML that never closes a tag', async () => {
    const bytes = makeZip({ 'word/document.xml': `<w:document><w:body><w:p><w:t>ok</w:t></w:p>${'<'.repeat(1_000_000)}` });
    const error = await extractionError(extractText({ bytes, mimeType: DOCX, fileName: 'x.docx' }));
    expect(error.code).toBe('extraction.corrupt_file');
  });

  it.each([
    ['random bytes', Uint8Array.from({ length: 2048 }, (_, index) => (index * 31) % 256)],
    ['a truncated archive', makeDocx(['Some text']).subarray(0, 120)],
    ['an archive without word/document.xml', makeZip({ 'word/other.xml': '<x/>' })],
    ['an empty file', new Uint8Array()],
  ])('throws corrupt_file for %s', async (_, bytes) => {
    const error = await extractionError(extractText({ bytes, mimeType: DOCX, fileName: 'broken.docx' }));
    expect(error.code).toBe('extraction.corrupt_file');
  });

  it('throws corrupt_file for a damaged deflate stream', async () => {
    const bytes = writeRawZip([
      { name: 'word/document.xml', method: 8, data: Uint8Array.of(0xff, 0xff, 0xff, 0xff, 0xff), declaredSize: 100 },
    ]);
    const error = await extractionError(extractText({ bytes, mimeType: DOCX, fileName: 'x.docx' }));
    expect(error.code).toBe('extraction.corrupt_file');
  });

  it('refuses a zip bomb whose headers lie about its size, without expanding it', async () => {
    const bomb = makeZipBomb();
    expect(bomb.length).toBeLessThan(300_000);
    const started = Date.now();
    const error = await extractionError(extractText({ bytes: bomb, mimeType: DOCX, fileName: 'bomb.docx' }));
    expect(error.code).toBe('extraction.zip_bomb');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a bomb whose lie stays within the budget', async () => {
    const zeros = deflatedZeros(200 * 1024 * 1024);
    const bomb = writeRawZip([{ name: 'word/document.xml', method: 8, data: zeros.data, declaredSize: 40 * 1024 * 1024 }]);
    const error = await extractionError(extractText({ bytes: bomb, mimeType: DOCX, fileName: 'bomb.docx' }));
    expect(error.code).toBe('extraction.zip_bomb');
  });

  it('refuses a zip bomb that declares its size, before inflating', async () => {
    const error = await extractionError(extractText({ bytes: makeZipBomb({ honestSizes: true }), mimeType: DOCX, fileName: 'bomb.docx' }));
    expect(error.code).toBe('extraction.zip_bomb');
  });

  it('refuses an archive with too many entries', async () => {
    const error = await extractionError(extractText({ bytes: makeZipWithEntries(2001), mimeType: DOCX, fileName: 'many.docx' }));
    expect(error.code).toBe('extraction.too_many_entries');
  });

  it('reports an encrypted entry', async () => {
    const bytes = makeDocx(['secret']);
    // Set the "encrypted" flag of every central-directory entry.
    for (let index = 0; index + 4 < bytes.length; index++) {
      if (bytes[index] === 0x50 && bytes[index + 1] === 0x4b && bytes[index + 2] === 0x01 && bytes[index + 3] === 0x02)
        bytes[index + 8]! |= 1;
    }
    const error = await extractionError(extractText({ bytes, mimeType: DOCX, fileName: 'secret.docx' }));
    expect(error.code).toBe('extraction.encrypted');
  });
});

describe('extractText: e-mail', () => {
  it('gives subject, sender, then the text body, without the attachment', async () => {
    const eml = makeEml({
      subject: 'Facture n° 42',
      from: '"Élise Martin" <elise@example.com>',
      text: 'Bonjour,\r\nvoici la facture.\r\n',
      html: '<p>Bonjour,</p><p>voici la <b>facture</b>.</p>',
      attachments: [{ fileName: 'facture.txt', mimeType: 'text/plain', content: 'ATTACHMENT CONTENT' }],
    });
    const text = await extractText({ bytes: utf8(eml), mimeType: 'message/rfc822', fileName: 'mail.eml' });
    expect(text).toBe('Subject: Facture n° 42\nFrom: Élise Martin <elise@example.com>\n\nBonjour,\nvoici la facture.');
  });

  it('uses the HTML body when there is no text part', async () => {
    const eml = makeEml({
      subject: 'Hi',
      from: 'bob@example.com',
      html: '<div>Ligne <i>un</i></div><div>Ligne deux &amp; fin</div><style>.x{}</style>',
    });
    const text = await extractText({ bytes: utf8(eml), mimeType: 'application/octet-stream', fileName: 'mail.eml' });
    expect(text).toMatch(/^Subject: Hi\nFrom: bob@example\.com\n\nLigne un\n+Ligne deux & fin$/);
    expect(text).not.toContain('<');
  });
});

describe('extractText: no text', () => {
  it.each([
    ['image/png', 'photo.png', TINY_PNG],
    ['image/png', 'photo-named.txt', TINY_PNG],
    ['application/octet-stream', 'blob.bin', Uint8Array.of(1, 2, 3)],
    ['application/zip', 'archive.zip', makeZip({ 'a.txt': 'a' })],
    ['audio/mpeg', 'song.mp3', Uint8Array.of(0x49, 0x44, 0x33)],
  ])('returns an empty string for %s (%s)', async (mimeType, fileName, bytes) => {
    expect(await extractText({ bytes, mimeType, fileName })).toBe('');
  });
});

describe('planExtraction', () => {
  const plan = (bytes: Uint8Array, mimeType: string, fileName: string, maxOcrPages = 100) =>
    planExtraction({ bytes, mimeType, fileName }, { maxOcrPages });
  // Forty letters and more: a text layer, not a scanner's stamp.
  const longLine = 'Quarterly maintenance report\nWarehouse B inspections done';

  it('gives the text of a PDF whose every page has a text layer at once', async () => {
    expect(await plan(makeTextPdf([longLine, longLine]), 'application/pdf', 'report.pdf')).toEqual({
      content: `${longLine}\n\n${longLine}`,
    });
  });

  it('sends a page with almost no text (a scanner stamp) to OCR, keeping the others', async () => {
    expect(await plan(makeTextPdf([longLine, 'Scan 3']), 'application/pdf', 'scan.pdf')).toEqual({
      pages: [
        { text: longLine, needsOcr: false },
        { text: 'Scan 3', needsOcr: true },
      ],
    });
  });

  it('stops OCR after maxOcrPages scanned pages and says where in the text', async () => {
    const { pages } = (await plan(makeTextPdf(['1', '2', '3']), 'application/pdf', 'scan.pdf', 1)) as { pages: unknown[] };
    expect(pages).toEqual([
      { text: '1', needsOcr: true },
      { text: '[Text recognition stopped here, at page 2: only the first 1 scanned pages of a document are read.]', needsOcr: false },
      { text: '', needsOcr: false },
    ]);
  });

  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/tiff', 'image/bmp'])(
    'reads an image (%s) as one page',
    async (mimeType) => {
      expect(await plan(TINY_PNG, mimeType, 'photo')).toEqual({ pages: [{ text: '', needsOcr: true }] });
    },
  );

  it('keeps no text for images it cannot decode (HEIC) and extracts other files as before', async () => {
    expect(await plan(TINY_PNG, 'image/heic', 'photo.heic')).toEqual({ content: '' });
    expect(await plan(utf8('plain words'), 'text/plain', 'notes.txt')).toEqual({ content: 'plain words' });
  });
});
