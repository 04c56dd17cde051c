import { describe, expect, it } from 'vitest';
import { isTypingTarget } from './typing-target';

describe('isTypingTarget', () => {
  it.each<[string, Parameters<typeof isTypingTarget>[0], boolean]>([
    ['a text input', { tagName: 'INPUT', type: 'text' }, true],
    ['a search input', { tagName: 'INPUT', type: 'search' }, true],
    ['an email input', { tagName: 'INPUT', type: 'email' }, true],
    ['a number input', { tagName: 'INPUT', type: 'number' }, true],
    ['a date input', { tagName: 'INPUT', type: 'date' }, true],
    ['an input of an unknown type (a text input to the browser)', { tagName: 'INPUT', type: 'unknown' }, true],
    ['a text area', { tagName: 'TEXTAREA' }, true],
    ['a select', { tagName: 'SELECT' }, true],
    ['editable text', { tagName: 'DIV', isContentEditable: true }, true],
    ['a tag name in lower case (an XHTML document)', { tagName: 'input', type: 'text' }, true],
    ['a checkbox', { tagName: 'INPUT', type: 'checkbox' }, false],
    ['a radio button', { tagName: 'INPUT', type: 'radio' }, false],
    ['a file input', { tagName: 'INPUT', type: 'file' }, false],
    ['a submit input', { tagName: 'INPUT', type: 'submit' }, false],
    ['a button', { tagName: 'BUTTON', type: 'submit' }, false],
    ['a link', { tagName: 'A' }, false],
    ['the body', { tagName: 'BODY', isContentEditable: false }, false],
    ['something that is no element (the document)', {}, false],
    ['no target', null, false],
  ])('%s: %j', (_, target, expected) => {
    expect(isTypingTarget(target)).toBe(expected);
  });
});
