import { type XmlTextRules, xmlToText } from './xml-text';

/**
 * HTML to readable text, for e-mails without a text part and uploaded .html files. It reuses the
 * linear XML scanner: the goal is searchable text with sensible lines, not a faithful rendering.
 */

/** Common named entities; the full HTML table has 2,000 names and would not change search much. */
const HTML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  shy: '',
  zwnj: '',
  zwj: '',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  minus: '−',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  deg: '°',
  middot: '·',
  bull: '•',
  times: '×',
  divide: '÷',
  plusmn: '±',
  sect: '§',
  para: '¶',
  iexcl: '¡',
  iquest: '¿',
  aelig: 'æ',
  AElig: 'Æ',
  oelig: 'œ',
  OElig: 'Œ',
  oslash: 'ø',
  Oslash: 'Ø',
  szlig: 'ß',
  eth: 'ð',
  thorn: 'þ',
  ccedil: 'ç',
  Ccedil: 'Ç',
};
// Accented letters (&eacute; &Uuml; &ntilde;...) composed rather than listed one by one.
const ACCENTS: Record<string, string> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  uml: '\u0308',
  tilde: '\u0303',
  ring: '\u030a',
};
for (const letter of 'aeiouynAEIOUYN') {
  for (const [name, mark] of Object.entries(ACCENTS)) {
    const composed = (letter + mark).normalize('NFC');
    if (composed.length === 1) HTML_ENTITIES[letter + name] = composed;
  }
}

const HTML_RULES: XmlTextRules = {
  text: 'all',
  // Not <head>: HTML lets it go unclosed, which would hide the whole body. Its only text is <title>.
  skip: new Set(['title', 'script', 'style', 'template', 'noscript', 'svg']),
  blocks: new Set(
    'address article aside blockquote dd div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table tbody thead tfoot tr ul'.split(
      ' ',
    ),
  ),
  open: { br: '\n' },
  close: { p: '\n', td: '\t', th: '\t' },
  collapseWhitespace: true,
  entities: HTML_ENTITIES,
  ignoreCase: true,
};

export function htmlToText(html: string, maxChars?: number): string {
  return xmlToText(html, HTML_RULES, maxChars)
    .split('\n')
    .map((line) => line.trim())
    .join('\n');
}
