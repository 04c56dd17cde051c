import { describe, expect, it } from 'vitest';
import { textParts } from './text-links';

describe('textParts', () => {
  it.each([
    ['no link here', [{ kind: 'text', text: 'no link here' }]],
    [
      'see https://example.com/a?b=1.',
      [
        { kind: 'text', text: 'see ' },
        { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
        { kind: 'text', text: '.' },
      ],
    ],
    [
      '(http://x.org/page)',
      [
        { kind: 'text', text: '(' },
        { kind: 'link', text: 'http://x.org/page', href: 'http://x.org/page' },
        { kind: 'text', text: ')' },
      ],
    ],
    [
      'https://en.wikipedia.org/wiki/Lease_(law)',
      [{ kind: 'link', text: 'https://en.wikipedia.org/wiki/Lease_(law)', href: 'https://en.wikipedia.org/wiki/Lease_(law)' }],
    ],
    ['javascript:alert(1) and ftp://x', [{ kind: 'text', text: 'javascript:alert(1) and ftp://x' }]],
    [
      'a <https://x.org> b',
      [
        { kind: 'text', text: 'a <' },
        { kind: 'link', text: 'https://x.org', href: 'https://x.org' },
        { kind: 'text', text: '> b' },
      ],
    ],
  ] as const)('%j', (text, parts) => {
    expect(textParts(text)).toEqual(parts);
  });
});
