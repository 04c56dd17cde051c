import { describe, expect, it } from 'vitest';
import { invitationEmail } from './invitations.emails';

const words = { organization: 'Acme', inviter: 'Ada', url: 'https://archive.example/invitations', days: 7 };

describe('invitationEmail', () => {
  it.each([
    [undefined, 'Ada invited you to Acme'],
    ['fr-FR,fr;q=0.9', 'Ada vous invite à rejoindre Acme'],
    ['de', 'Ada hat Sie zu Acme eingeladen'],
    ['pt-BR', 'Ada convidou você para Acme'],
    ['pt-PT', 'Ada convidou-o para Acme'],
    ['pl', 'Ada zaprasza Cię do Acme'],
    ['ro', 'Ada te-a invitat în Acme'],
    ['es-MX', 'Ada te ha invitado a Acme'],
    ['it', 'Ada ti ha invitato in Acme'],
    ['ja, zh', 'Ada invited you to Acme'],
  ])('%s → %s', (acceptLanguage, subject) => {
    const email = invitationEmail('bob@example.com', words, acceptLanguage);
    expect(email.subject).toBe(subject);
    expect(email.text).toContain(words.url);
    expect(email.text).toContain('Acme');
    expect(email.text).toContain('7');
  });
});
