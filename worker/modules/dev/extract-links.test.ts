import { describe, expect, it } from 'vitest';
import { extractLinks } from './extract-links';

describe('extractLinks', () => {
  it.each([
    ['no link here', []],
    [
      'Open http://localhost:8787/api/auth/verify-email?token=a.b&callbackURL=%2F now',
      ['http://localhost:8787/api/auth/verify-email?token=a.b&callbackURL=%2F'],
    ],
    ['two: https://a.example/x\nhttps://b.example/y.', ['https://a.example/x', 'https://b.example/y']],
    ['in brackets <https://a.example/z>', ['https://a.example/z']],
  ])('%j', (text, links) => {
    expect(extractLinks(text)).toEqual(links);
  });
});
