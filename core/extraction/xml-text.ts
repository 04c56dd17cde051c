/**
 * Text out of office XML (WordprocessingML, SpreadsheetML, PresentationML, OpenDocument).
 * A single linear scan over tags, not a DOM: the parts can be tens of megabytes and we only need
 * the character data of a few elements plus where paragraphs and lines end.
 */

export type XmlTextRules = {
  /** Elements whose character data is text; 'all' takes every text node outside `skip`. */
  text: ReadonlySet<string> | 'all';
  /** Elements whose whole content is ignored (deleted revisions, field codes, duplicates). */
  skip?: ReadonlySet<string>;
  /** Emitted at an opening or empty tag, e.g. `w:br` -> '\n'. A function reads the tag's attributes. */
  open?: Readonly<Record<string, string | ((tag: string) => string)>>;
  /** Emitted at a closing or empty tag, e.g. `w:p` -> '\n'. */
  close?: Readonly<Record<string, string>>;
  /** Elements that start and end a line (HTML blocks): one line break, however deeply nested. */
  blocks?: ReadonlySet<string>;
  /** Collapse runs of whitespace in text nodes, as OpenDocument and HTML define it. */
  collapseWhitespace?: boolean;
  /** Named entities besides numeric references; the five of XML by default. */
  entities?: Readonly<Record<string, string>>;
  /** Compare element names in lower case (HTML); XML names are case-sensitive. */
  ignoreCase?: boolean;
};

const TAG_NAME = /^<\/?([^\s/>]+)/;

/**
 * Longest unfinished construct (tag, comment, CDATA section) carried from one chunk to the next.
 * Office writers never come close; a longer one is a malformed or hostile file, and carrying it
 * on would make every later chunk rescan it.
 */
const MAX_CARRY = 256 * 1024;

type XmlTextScanner = {
  /** Feeds the next piece of the document; pieces may split tags, entities and characters anywhere. */
  push(chunk: string): void;
  /** True once maxChars of text are collected: the caller can stop reading. */
  readonly isFull: boolean;
  /** Ends the document, with its last piece if any, and returns the text. */
  finish(lastChunk?: string): string;
};

/**
 * A streaming scan over tags with indexOf only. Streaming, because an inflated office part can be
 * tens of megabytes and the text we keep is a small part of it; indexOf, because a regex tokenizer
 * goes quadratic on hostile input (thousands of '<', unterminated comments), and this input comes
 * from any uploaded file. A '>' inside an attribute value ends the tag early; office writers
 * escape it, and the worst outcome is a few stray characters of text.
 */
export function createXmlTextScanner(rules: XmlTextRules, maxChars = Number.POSITIVE_INFINITY): XmlTextScanner {
  const parts: string[] = [];
  let length = 0;
  let textDepth = 0;
  let skipDepth = 0;
  let lastChar = '\n';
  let carry = '';

  const emit = (value: string) => {
    if (value === '' || length >= maxChars) return;
    const room = maxChars - length;
    // Cut to the room left, never between the two halves of a surrogate pair.
    const cut = value.length > room && /[\ud800-\udbff]/.test(value[room - 1]!) ? room - 1 : room;
    const kept = value.length > room ? value.slice(0, cut) : value;
    if (kept === '') return;
    parts.push(kept);
    length += kept.length;
    lastChar = kept[kept.length - 1]!;
  };
  const characterData = (raw: string, isCdata: boolean) => {
    if (skipDepth > 0 || (rules.text !== 'all' && textDepth === 0)) return;
    const value = isCdata ? raw : decodeXmlEntities(raw, rules.entities);
    if (!rules.collapseWhitespace) return emit(value);
    // Collapsed whitespace at a line start is layout of the source file (indentation), not text.
    const collapsed = value.replace(/\s+/g, ' ');
    emit(lastChar === '\n' || lastChar === ' ' ? collapsed.trimStart() : collapsed);
  };
  const tag = (token: string) => {
    const rawName = TAG_NAME.exec(token)?.[1];
    if (!rawName) return;
    const name = rules.ignoreCase ? rawName.toLowerCase() : rawName;
    const isClosing = token[1] === '/';
    const isEmpty = !isClosing && token.endsWith('/>');
    if (rules.skip?.has(name)) {
      if (isClosing) skipDepth = Math.max(0, skipDepth - 1);
      else if (!isEmpty) skipDepth++;
      return;
    }
    if (skipDepth > 0) return;
    if (rules.text !== 'all' && rules.text.has(name)) {
      if (isClosing) textDepth = Math.max(0, textDepth - 1);
      else if (!isEmpty) textDepth++;
    }
    if (rules.blocks?.has(name) && lastChar !== '\n') emit('\n');
    const opening = isClosing ? undefined : rules.open?.[name];
    if (opening !== undefined) emit(typeof opening === 'function' ? opening(token) : opening);
    const closing = isClosing || isEmpty ? rules.close?.[name] : undefined;
    if (closing !== undefined) emit(closing);
  };

  /** Scans what it can; returns the unfinished tail to carry into the next chunk. */
  const scan = (xml: string, isFinal: boolean): string => {
    let position = 0;
    while (position < xml.length && length < maxChars) {
      const lt = xml.indexOf('<', position);
      if (lt === -1) {
        // Text to the end; an entity cut by the chunk boundary ("&am") waits for its end.
        const amp = isFinal ? -1 : xml.lastIndexOf('&');
        const cut = amp >= position && xml.length - amp <= 34 && !xml.includes(';', amp) ? amp : xml.length;
        characterData(xml.slice(position, cut), false);
        return xml.slice(cut);
      }
      if (lt > position) characterData(xml.slice(position, lt), false);
      position = lt;
      let end: number;
      if (xml.startsWith('<![CDATA[', lt)) {
        end = xml.indexOf(']]>', lt + 9);
        if (end !== -1 || isFinal) characterData(xml.slice(lt + 9, end === -1 ? xml.length : end), true);
        end = end === -1 ? -1 : end + 3;
      } else if (xml.startsWith('<!--', lt)) {
        end = xml.indexOf('-->', lt + 4);
        end = end === -1 ? -1 : end + 3;
      } else {
        end = xml.indexOf('>', lt + 1);
        if (end !== -1) {
          end += 1;
          // Declarations and processing instructions (<!DOCTYPE, <?xml) carry no text.
          if (xml[lt + 1] !== '!' && xml[lt + 1] !== '?') tag(xml.slice(lt, end));
        }
      }
      if (end === -1) {
        if (isFinal) return ''; // a truncated last tag or comment
        // Also covers a chunk that ends inside "<![CDA" or "<!-": decided once the rest arrives.
        if (xml.length - lt > MAX_CARRY) throw new Error('Malformed XML: a tag, comment or CDATA section never ends');
        return xml.slice(lt);
      }
      position = end;
    }
    return '';
  };

  return {
    push(chunk) {
      if (length >= maxChars) return;
      carry = scan(carry + chunk, false);
    },
    get isFull() {
      return length >= maxChars;
    },
    finish(lastChunk = '') {
      if (length < maxChars) scan(carry + lastChunk, true);
      carry = '';
      return parts.join('');
    },
  };
}

/** The text of a whole document in one string (see createXmlTextScanner). */
export function xmlToText(xml: string, rules: XmlTextRules, maxChars?: number): string {
  return createXmlTextScanner(rules, maxChars).finish(xml);
}

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The five XML entities and numeric references; anything else is left as written. */
export function decodeXmlEntities(text: string, named: Readonly<Record<string, string>> = XML_ENTITIES): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (entity, body: string) => {
    if (body[0] !== '#') return Object.hasOwn(named, body) ? named[body]! : entity;
    const codePoint = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    const isValid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
    return isValid ? String.fromCodePoint(codePoint) : '\ufffd';
  });
}

/** The value of one attribute in a raw tag, e.g. `text:c` of `<text:s text:c="3"/>`. */
export function attributeValue(tag: string, name: string): string | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\s${escaped}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined);
}
