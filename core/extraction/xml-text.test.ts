import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';
import { attributeValue, createXmlTextScanner, decodeXmlEntities, xmlToText } from './xml-text';

describe('decodeXmlEntities', () => {
  it.each([
    ['&amp; &lt; &gt; &quot; &apos;', '& < > " \''],
    ['&#233;&#xE9;&#x1F600;', 'éé😀'],
    ['&#0; &#xD800; &#x110000;', '\ufffd \ufffd \ufffd'],
    ['&unknown; & alone &amp;amp;', '&unknown; & alone &amp;'],
  ])('%s', (input, expected) => {
    expect(decodeXmlEntities(input)).toBe(expected);
  });
});

describe('xmlToText', () => {
  const rules = { text: new Set(['t']), skip: new Set(['skip']), open: { br: '\n' }, close: { p: '\n' } };

  it('keeps text of the chosen elements only', () => {
    expect(
      xmlToText('<doc><p><t>a</t>noise<t>b</t></p><!-- <t>c</t> --><p><t><![CDATA[<x>]]></t><br/><skip><t>no</t></skip></p></doc>', rules),
    ).toBe('ab\n<x>\n\n');
  });

  it('stops at the character budget', () => {
    expect(xmlToText('<p><t>aaaa</t></p>'.repeat(100), rules, 10).length).toBeLessThan(20);
  });

  it.each([
    ['many "<"', '<'.repeat(2_000_000)],
    ['unterminated comments', '<!--'.repeat(500_000)],
    ['unterminated CDATA', '<t><![CDATA['.repeat(200_000)],
    ['a tag without end', `<t>${'a'.repeat(2_000_000)}<p ${'x'.repeat(2_000_000)}`],
  ])('stays linear on hostile input: %s', (_, input) => {
    const started = Date.now();
    xmlToText(input, rules);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('gives the same text however the document is cut into chunks', () => {
    const xml =
      '<?xml version="1.0"?><doc><p><t>Tom &amp; Jerry &#233;t&#xE9;</t><!-- <t>no</t> --></p><p><t><![CDATA[a<b]]></t><br/><skip><t>x</t></skip><t>fin&lt;</t></p></doc>';
    const whole = xmlToText(xml, rules);
    expect(whole).toBe('Tom & Jerry été\na<b\nfin<\n');
    for (let size = 1; size <= 12; size++) {
      const scanner = createXmlTextScanner(rules);
      for (let index = 0; index < xml.length; index += size) scanner.push(xml.slice(index, index + size));
      expect(scanner.finish(), `chunks of ${size}`).toBe(whole);
    }
  });

  it('refuses to carry an endless tag from chunk to chunk', () => {
    const scanner = createXmlTextScanner(rules);
    expect(() => {
      for (let index = 0; index < 100; index++) scanner.push('<'.repeat(10_000));
    }).toThrow(/Malformed XML/);
  });

  it('reads attributes', () => {
    expect(attributeValue('<text:s text:c="3"/>', 'text:c')).toBe('3');
    expect(attributeValue('<a b=\'x\' c="y">', 'b')).toBe('x');
    expect(attributeValue('<a b="x">', 'c')).toBeUndefined();
  });
});

describe('htmlToText', () => {
  it('gives one line per block, however nested', () => {
    expect(htmlToText('<div><div>Hi John,</div><div><br></div><div>Thanks &mdash; <A HREF="x">Ann</A></div></div>')).toBe(
      'Hi John,\n\nThanks — Ann\n',
    );
  });

  it('ignores an unclosed head but not the body', () => {
    expect(htmlToText('<html><head><meta charset="utf-8"><title>Title</title><body><p>Body</p>')).toBe('Body\n\n');
  });
});
