import { describe, expect, it } from 'vitest';
import { passwordResetEmail, verificationEmail } from './auth.emails';

const words = { name: 'Ada', url: 'https://archive.example/api/auth/verify-email?token=t' };

describe('the sign-up and password emails', () => {
  it.each([
    [undefined, 'Verify your email address', 'Reset your password'],
    ['fr-FR,fr;q=0.9', 'Confirmez votre adresse e-mail', 'Réinitialisez votre mot de passe'],
    ['de', 'Bestätigen Sie Ihre E-Mail-Adresse', 'Setzen Sie Ihr Passwort zurück'],
    ['pt-BR', 'Confirme seu endereço de e-mail', 'Redefina sua senha'],
    ['pt-PT', 'Confirme o seu endereço de e-mail', 'Redefina a sua palavra-passe'],
    ['pl', 'Potwierdź swój adres e-mail', 'Zresetuj hasło'],
    ['ro', 'Confirmă adresa de e-mail', 'Resetează parola'],
    ['es-MX', 'Confirma tu dirección de correo', 'Restablece tu contraseña'],
    ['it', 'Conferma il tuo indirizzo email', 'Reimposta la tua password'],
    ['ja, zh', 'Verify your email address', 'Reset your password'],
  ])('in the language of %s: %s / %s', (acceptLanguage, verificationSubject, resetSubject) => {
    const verification = verificationEmail('ada@example.com', words, acceptLanguage);
    const reset = passwordResetEmail('ada@example.com', words, acceptLanguage);
    expect([verification.subject, reset.subject]).toEqual([verificationSubject, resetSubject]);
    for (const email of [verification, reset]) {
      expect(email.to).toBe('ada@example.com');
      expect(email.text).toContain('Ada');
      expect(email.text).toContain(words.url);
    }
  });
});
