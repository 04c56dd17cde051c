import { describe, expect, it } from 'vitest';
import { parseSnippet, snippetToText, unescapeHtmlEntities, type SnippetSegment } from './snippet';

const text = (value: string): SnippetSegment => ({ text: value, highlighted: false });
const mark = (value: string): SnippetSegment => ({ text: value, highlighted: true });

describe('unescapeHtmlEntities', () => {
  it.each<[string, string]>([
    ['', ''],
    ['plain text', 'plain text'],
    ['a &amp; b', 'a & b'],
    ['&lt;b&gt;bold&lt;/b&gt;', '<b>bold</b>'],
    ['&quot;quoted&quot; and &#39;single&#39;', `"quoted" and 'single'`],
    ['&#x27;hex&#X27; &apos;apos&apos;', "'hex' 'apos'"],
    ['&AMP; &LT;', '& <'],
    // One pass only: a double-escaped entity comes out escaped once, never as markup.
    ['&amp;lt;script&amp;gt;', '&lt;script&gt;'],
    ['&amp;amp;', '&amp;'],
    // Unknown or incomplete entities stay as written.
    ['&nbsp; &#60; &copy; &amp &lt', '&nbsp; &#60; &copy; &amp &lt'],
    ['& alone', '& alone'],
  ])('%j gives %j', (input, expected) => {
    expect(unescapeHtmlEntities(input)).toBe(expected);
  });
});

describe('parseSnippet', () => {
  it.each<[string, string | null | undefined, SnippetSegment[]]>([
    ['undefined', undefined, []],
    ['null', null, []],
    ['an empty string', '', []],
    ['text without marks', 'just some text', [text('just some text')]],
    ['one match', 'the <mark>invoice</mark> of May', [text('the '), mark('invoice'), text(' of May')]],
    ['a match at both ends', '<mark>a</mark> b <mark>c</mark>', [mark('a'), text(' b '), mark('c')]],
    ['only a match', '<mark>all</mark>', [mark('all')]],
    ['adjacent matches merged', '<mark>in</mark><mark>voice</mark>', [mark('invoice')]],
    ['empty marks dropped', 'a<mark></mark>b', [text('ab')]],
    [
      'escaped text unescaped per piece',
      'Tom &amp; Jerry <mark>&quot;cat&quot;</mark> &lt;3',
      [text('Tom & Jerry '), mark('"cat"'), text(' <3')],
    ],
    ['mark tags in any case', 'x <MARK>y</Mark> z', [text('x '), mark('y'), text(' z')]],
    ['an unclosed mark highlights to the end', 'a <mark>b c', [text('a '), mark('b c')]],
    ['a stray closing tag is ignored', 'a </mark>b', [text('a b')]],
    ['nested marks stay highlighted', '<mark>a<mark>b</mark>c</mark>d', [mark('ab'), text('cd')]],
    ['ellipses kept', '…before <mark>hit</mark> after…', [text('…before '), mark('hit'), text(' after…')]],
    ['newlines kept as text', 'line one\n<mark>two</mark>', [text('line one\n'), mark('two')]],
  ])('%s', (_, input, expected) => {
    expect(parseSnippet(input)).toEqual(expected);
  });

  describe('hostile input stays text', () => {
    it.each<[string, string, SnippetSegment[]]>([
      // Escaped markup (what the server sends for markup in a document) is shown as text.
      ['escaped script', '&lt;script&gt;alert(1)&lt;/script&gt;', [text('<script>alert(1)</script>')]],
      ['escaped mark is not a highlight', '&lt;mark&gt;fake&lt;/mark&gt; <mark>real</mark>', [text('<mark>fake</mark> '), mark('real')]],
      ['double-escaped entities', '<mark>&amp;lt;img src=x onerror=alert(1)&amp;gt;</mark>', [mark('&lt;img src=x onerror=alert(1)&gt;')]],
      // Raw markup should never come from the server; if it does, it is still only text.
      ['raw script', '<script>alert(1)</script>', [text('<script>alert(1)</script>')]],
      ['raw img with handler', '<img src=x onerror="alert(1)">', [text('<img src=x onerror="alert(1)">')]],
      ['mark with attributes is not a tag', '<mark onclick="alert(1)">x</mark>', [text('<mark onclick="alert(1)">x')]],
      ['mark with a space is not a tag', '< mark>x</ mark>', [text('< mark>x</ mark>')]],
      ['html inside a highlight', '<mark><b onmouseover=alert(1)>x</b></mark>', [mark('<b onmouseover=alert(1)>x</b>')]],
      ['javascript url', '<mark>javascript:alert(1)</mark>', [mark('javascript:alert(1)')]],
      ['broken entity with markup', '&lt<script>&gt', [text('&lt<script>&gt')]],
    ])('%s', (_, input, expected) => {
      expect(parseSnippet(input)).toEqual(expected);
    });
  });

  it('reads a long snippet with many matches in order', () => {
    const input = Array.from({ length: 500 }, (_, index) => `w${index} <mark>m${index}</mark> `).join('');
    const segments = parseSnippet(input);
    expect(segments).toHaveLength(1001);
    expect(segments[0]).toEqual(text('w0 '));
    expect(segments[1]).toEqual(mark('m0'));
    expect(segments.at(-1)).toEqual(text(' '));
  });
});

describe('snippetToText', () => {
  it.each<[string | undefined, string]>([
    [undefined, ''],
    ['a <mark>b</mark> &amp; c', 'a b & c'],
    ['&lt;mark&gt;', '<mark>'],
  ])('%j gives %j', (input, expected) => {
    expect(snippetToText(input)).toBe(expected);
  });
});
