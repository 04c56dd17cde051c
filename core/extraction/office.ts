import { ExtractionError } from './errors';
import { MAX_TEXT_CHARS, MAX_ZIP_INFLATED_BYTES } from './limits';
import type { OfficeFormat } from '../files/mime-type';
import { attributeValue, createXmlTextScanner, type XmlTextRules } from './xml-text';
import type { ZipEntry } from '../files/zip-directory';
import { checkDeclaredSizes, createZipTextReader, readZipDirectory } from './zip';

/**
 * Office Open XML (docx, xlsx, pptx) and OpenDocument (odt, ods, odp) files are zips of XML parts.
 * Each format names the parts that hold its text and the XML elements that carry it.
 */

// Text boxes are stored twice, as DrawingML and as a VML fallback for old readers: keep one.
const ALTERNATE_CONTENT_FALLBACK = 'mc:Fallback';

const WORD_RULES: XmlTextRules = {
  text: new Set(['w:t']),
  // Paragraph properties hold tab-stop definitions (<w:tabs><w:tab .../>), not tabs.
  skip: new Set([ALTERNATE_CONTENT_FALLBACK, 'w:pPr']),
  open: { 'w:tab': '\t', 'w:br': '\n', 'w:cr': '\n', 'w:noBreakHyphen': '-' },
  close: { 'w:p': '\n' },
};

const SHARED_STRINGS_RULES: XmlTextRules = {
  text: new Set(['t']),
  // Phonetic guides (furigana) repeat the string they annotate.
  skip: new Set(['rPh']),
  close: { si: '\n' },
};

// In a worksheet <t> only occurs inside inline strings (<is>); values in <v> are numbers or indexes.
const SHEET_INLINE_STRING_RULES: XmlTextRules = {
  text: new Set(['t']),
  skip: new Set(['rPh']),
  close: { is: '\t', row: '\n' },
};

const SLIDE_RULES: XmlTextRules = {
  text: new Set(['a:t']),
  skip: new Set([ALTERNATE_CONTENT_FALLBACK]),
  open: { 'a:br': '\n' },
  close: { 'a:p': '\n' },
};

const OPEN_DOCUMENT_RULES: XmlTextRules = {
  text: 'all',
  // Styles and fonts hold no text; tracked changes hold deleted text; annotations are comments
  // that would land in the middle of a sentence.
  skip: new Set(['office:font-face-decls', 'office:automatic-styles', 'office:scripts', 'text:tracked-changes', 'office:annotation']),
  open: {
    'text:tab': '\t',
    'text:line-break': '\n',
    // <text:s text:c="3"/> stands for three spaces.
    'text:s': (tag) => ' '.repeat(Math.min(Number(attributeValue(tag, 'text:c') ?? 1) || 1, 100)),
  },
  close: { 'text:p': '\n', 'text:h': '\n', 'table:table-cell': '\t', 'table:table-row': '\n', 'draw:page': '\n\n' },
  collapseWhitespace: true,
};

// In a spreadsheet, paragraphs only occur inside cells: keep a row on one line.
const OPEN_DOCUMENT_SPREADSHEET_RULES: XmlTextRules = {
  ...OPEN_DOCUMENT_RULES,
  close: { ...OPEN_DOCUMENT_RULES.close, 'text:p': ' ', 'text:h': ' ' },
};

type Part = { entry: ZipEntry; rules: XmlTextRules };
type Plan = { required: Part[]; optional: Part[] };

/** `ppt/slides/slide10.xml` after `slide9.xml`: the number, not the string, orders them. */
function numbered(entries: readonly ZipEntry[], pattern: RegExp): ZipEntry[] {
  return entries
    .map((entry) => ({ entry, number: Number(pattern.exec(entry.name)?.[1] ?? Number.NaN) }))
    .filter(({ number }) => !Number.isNaN(number))
    .sort((a, b) => a.number - b.number)
    .map(({ entry }) => entry);
}

function planParts(format: OfficeFormat, entries: readonly ZipEntry[]): Plan {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const named = (name: string) => byName.get(name);
  const parts = (found: (ZipEntry | undefined)[], rules: XmlTextRules) =>
    found.filter((entry) => entry !== undefined).map((entry) => ({ entry, rules }));
  const mainPart = (name: string) => {
    const entry = named(name);
    if (!entry) throw new ExtractionError('extraction.corrupt_file', `The document is damaged: ${name} is missing`);
    return [{ entry, rules: format === 'docx' ? WORD_RULES : format === 'ods' ? OPEN_DOCUMENT_SPREADSHEET_RULES : OPEN_DOCUMENT_RULES }];
  };

  switch (format) {
    case 'docx':
      // Body first so previews start with the content, then notes, headers and footers.
      return {
        required: mainPart('word/document.xml'),
        optional: parts(
          [
            named('word/footnotes.xml'),
            named('word/endnotes.xml'),
            ...numbered(entries, /^word\/header(\d*)\.xml$/),
            ...numbered(entries, /^word\/footer(\d*)\.xml$/),
          ],
          WORD_RULES,
        ),
      };
    case 'xlsx':
      // Worksheets can be huge and rarely hold inline strings: read them only while budget lasts.
      return {
        required: parts([named('xl/sharedStrings.xml')], SHARED_STRINGS_RULES),
        optional: parts(numbered(entries, /^xl\/worksheets\/sheet(\d+)\.xml$/), SHEET_INLINE_STRING_RULES),
      };
    case 'pptx':
      return { required: parts(numbered(entries, /^ppt\/slides\/slide(\d+)\.xml$/), SLIDE_RULES), optional: [] };
    case 'odt':
    case 'ods':
    case 'odp':
      return { required: mainPart('content.xml'), optional: [] };
  }
}

export function extractOfficeText(bytes: Uint8Array, format: OfficeFormat): string {
  const entries = readZipDirectory(bytes);
  const { required, optional } = planParts(format, entries);
  checkDeclaredSizes(required.map(({ entry }) => entry));

  // Optional parts join while their declared sizes fit in what the required ones left.
  let declared = required.reduce((sum, { entry }) => sum + entry.uncompressedSize, 0);
  const selected = [...required];
  for (const part of optional) {
    if (declared + part.entry.uncompressedSize > MAX_ZIP_INFLATED_BYTES) continue;
    declared += part.entry.uncompressedSize;
    selected.push(part);
  }

  // Each part streams from the inflater into the XML scanner: memory holds one inflated chunk and
  // the text so far, not the part (tens of MB of XML would be hundreds as strings).
  const readText = createZipTextReader(bytes);
  const texts: string[] = [];
  let length = 0;
  for (const { entry, rules } of selected) {
    if (length >= MAX_TEXT_CHARS) break;
    const scanner = createXmlTextScanner(rules, MAX_TEXT_CHARS - length);
    readText(entry, (chunk) => {
      scanner.push(chunk);
      return !scanner.isFull;
    });
    const text = cleanLines(scanner.finish());
    texts.push(text);
    length += text.length;
  }
  return texts.join('\n\n');
}

/** Blanks around lines and tab-separated cells are layout (indentation, empty cells), not text. */
function cleanLines(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .split('\t')
        .map((cell) => cell.trim())
        .join('\t')
        .trim(),
    )
    .join('\n')
    .trim();
}
