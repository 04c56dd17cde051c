import { describe, expect, it } from 'vitest';
import { joinPageTexts } from './extract-text';
import { MAX_TEXT_CHARS } from './limits';
import { pageStartsOf, pageTextsOf } from './page-texts';

describe('page starts', () => {
  it.each([
    ['one page', ['Invoice 42']],
    ['several', ['First page', 'Second page\nwith two lines', 'Third']],
    ['blank pages between', ['First', '', '   \n\n ', 'Fourth']],
    ['a blank first page', ['', 'Second']],
    ['Windows line ends and trailing spaces', ['Line one   \r\nLine two\r\n\r\n\r\n\r\nLine three', 'Next\r\n']],
    ['indented first lines', ['  indented start\n    more', '\tTabbed page']],
    ['control characters', ['Nul\u0000 here\u0007', '\u000bVertical tab page']],
    ['the same text on two pages', ['Copy', 'Copy', 'Copy']],
    ['many blank lines at the edges', ['\n\n\nMiddle\n\n\n', '\n\nNext\n\n']],
  ])('give each page its text back: %s', (_, texts) => {
    const content = joinPageTexts(texts);
    const starts = pageStartsOf(texts, content);
    expect(starts).toHaveLength(texts.length);
    expect(pageTextsOf(content, starts)).toEqual(texts.map((text) => joinPageTexts([text])));
  });

  it('start the pages past the content’s bound at its end', () => {
    const long = 'word '.repeat(MAX_TEXT_CHARS / 5);
    const texts = ['Short first page', long, 'Cut off'];
    const content = joinPageTexts(texts);
    const [first, second, third] = pageTextsOf(content, pageStartsOf(texts, content));
    expect(first).toBe('Short first page');
    expect(second!.length).toBeGreaterThan(0);
    expect(content.endsWith(second!.slice(-20))).toBe(true);
    expect(third).toBe('');
  });
});
