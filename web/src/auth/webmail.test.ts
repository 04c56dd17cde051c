import { describe, expect, it } from 'vitest';
import { getWebmailProvider, getWebmailUrl } from './webmail';

describe('getWebmailUrl', () => {
  it.each([
    ['ada@gmail.com', 'https://mail.google.com/mail/u/0/#inbox'],
    ['ada@googlemail.com', 'https://mail.google.com/mail/u/0/#inbox'],
    ['ada@yahoo.com', 'https://mail.yahoo.com'],
    ['ada@yahoo.co.uk', 'https://mail.yahoo.com'],
    ['ada@yahoo.fr', 'https://mail.yahoo.com'],
    ['ada@ymail.com', 'https://mail.yahoo.com'],
    ['ada@fastmail.com', 'https://app.fastmail.com'],
    ['ada@fastmail.fm', 'https://app.fastmail.com'],
    ['ada@proton.me', 'https://mail.proton.me'],
    ['ada@protonmail.com', 'https://mail.proton.me'],
    ['ada@protonmail.ch', 'https://mail.proton.me'],
    ['ada@pm.me', 'https://mail.proton.me'],
    ['ada@icloud.com', 'https://www.icloud.com/mail'],
    ['ada@me.com', 'https://www.icloud.com/mail'],
    ['ada@mac.com', 'https://www.icloud.com/mail'],
    ['ada@mail.ru', 'https://e.mail.ru/inbox'],
    ['ada@inbox.ru', 'https://e.mail.ru/inbox'],
    ['ada@bk.ru', 'https://e.mail.ru/inbox'],
    ['ada@aol.com', 'https://mail.aol.com'],
    ['ada@zoho.com', 'https://mail.zoho.com'],
    ['ada@zohomail.eu', 'https://mail.zoho.com'],
    ['ada@bol.com.br', 'https://email.bol.uol.com.br'],
    ['ada@uol.com.br', 'https://email.uol.com.br'],
    ['ada@outlook.com', 'https://outlook.live.com/mail'],
    ['ada@outlook.fr', 'https://outlook.live.com/mail'],
    ['ada@hotmail.com', 'https://outlook.live.com/mail'],
    ['ada@hotmail.co.uk', 'https://outlook.live.com/mail'],
    ['ada@live.com', 'https://outlook.live.com/mail'],
    ['ada@live.fr', 'https://outlook.live.com/mail'],
    ['ada@msn.com', 'https://outlook.live.com/mail'],
    ['ada@hey.com', 'https://app.hey.com'],
    ['ada@yandex.ru', 'https://mail.yandex.com'],
    ['ada@yandex.com', 'https://mail.yandex.com'],
    ['ada@ya.ru', 'https://mail.yandex.com'],
    ['ada@tuta.io', 'https://app.tuta.com'],
    ['ada@tuta.com', 'https://app.tuta.com'],
    ['ada@tutanota.com', 'https://app.tuta.com'],
    ['ada@tutanota.de', 'https://app.tuta.com'],
    ['ada@gmx.de', 'https://www.gmx.net'],
    ['ada@gmx.net', 'https://www.gmx.net'],
    ['ada@gmx.com', 'https://www.gmx.com'],
    ['ada@gmx.fr', 'https://www.gmx.com'],
  ])('%s opens %s', (email, expected) => {
    expect(getWebmailUrl(email)).toBe(expected);
  });

  it.each([
    ['case and surrounding spaces are ignored', '  Ada.Lovelace@GMail.COM ', 'https://mail.google.com/mail/u/0/#inbox'],
    ['the last @ separates the domain', '"ada@home"@outlook.com', 'https://outlook.live.com/mail'],
    ['a trailing dot on the domain is ignored', 'ada@gmail.com.', 'https://mail.google.com/mail/u/0/#inbox'],
  ])('%s', (_, email, expected) => {
    expect(getWebmailUrl(email)).toBe(expected);
  });

  it.each([
    ['an unknown domain', 'ada@example.com'],
    ['a company domain', 'ada@acme.io'],
    ['a look-alike domain', 'ada@notgmail.com'],
    ['a subdomain of a known domain', 'ada@mail.gmail.com'],
    ['a known domain as a prefix', 'ada@gmail.com.evil.net'],
    ['a domain that only contains a known name', 'ada@outlook.example.org'],
    ['no @', 'gmail.com'],
    ['nothing before the @', '@gmail.com'],
    ['nothing after the @', 'ada@'],
    ['an empty string', ''],
  ])('gives nothing for %s', (_, email) => {
    expect(getWebmailUrl(email)).toBeUndefined();
  });
});

describe('getWebmailProvider', () => {
  it.each([
    ['ada@gmail.com', 'Gmail'],
    ['ada@hotmail.com', 'Outlook'],
    ['ada@tutanota.com', 'Tuta'],
    ['ada@bol.com.br', 'BOL'],
  ])('%s is served by %s', (email, name) => {
    expect(getWebmailProvider(email)?.name).toBe(name);
  });

  it('gives nothing for an unknown domain', () => {
    expect(getWebmailProvider('ada@example.com')).toBeUndefined();
  });
});
