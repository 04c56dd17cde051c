import type { LocaleKey } from '../../../core/locales/locales';
import { emailLocaleOf } from '../../platform/email/email-locale';
import type { Email } from '../../platform/email/email-sender';

type Words = { name: string; url: string };
type EmailText = { subject: string; body: (words: Words) => string };

// Sent on the person's own request (sign-up, a resend, a reset), in the language it asked for.
const VERIFICATION_EMAIL: Record<LocaleKey, EmailText> = {
  en: {
    subject: 'Verify your email address',
    body: (w) =>
      `Hello ${w.name},\n\nConfirm your email address to finish creating your account:\n${w.url}\n\nIf you did not sign up, you can ignore this email.`,
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail',
    body: (w) =>
      `Bonjour ${w.name},\n\nConfirmez votre adresse e-mail pour terminer la création de votre compte :\n${w.url}\n\nSi vous ne vous êtes pas inscrit, vous pouvez ignorer cet e-mail.`,
  },
  de: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    body: (w) =>
      `Hallo ${w.name},\n\nbitte bestätigen Sie Ihre E-Mail-Adresse, um die Erstellung Ihres Kontos abzuschließen:\n${w.url}\n\nWenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.`,
  },
  'pt-BR': {
    subject: 'Confirme seu endereço de e-mail',
    body: (w) =>
      `Olá, ${w.name},\n\nConfirme seu endereço de e-mail para concluir a criação da sua conta:\n${w.url}\n\nSe você não se cadastrou, pode ignorar este e-mail.`,
  },
  pt: {
    subject: 'Confirme o seu endereço de e-mail',
    body: (w) =>
      `Olá, ${w.name},\n\nConfirme o seu endereço de e-mail para concluir a criação da sua conta:\n${w.url}\n\nSe não se registou, pode ignorar este e-mail.`,
  },
  pl: {
    subject: 'Potwierdź swój adres e-mail',
    body: (w) =>
      `Dzień dobry, ${w.name},\n\npotwierdź swój adres e-mail, aby dokończyć zakładanie konta:\n${w.url}\n\nJeśli to nie Ty zakładałeś konto, możesz zignorować tę wiadomość.`,
  },
  ro: {
    subject: 'Confirmă adresa de e-mail',
    body: (w) =>
      `Bună ziua, ${w.name},\n\nConfirmă adresa de e-mail pentru a finaliza crearea contului:\n${w.url}\n\nDacă nu te-ai înregistrat, poți ignora acest e-mail.`,
  },
  es: {
    subject: 'Confirma tu dirección de correo',
    body: (w) =>
      `Hola, ${w.name}:\n\nConfirma tu dirección de correo para terminar de crear tu cuenta:\n${w.url}\n\nSi no te has registrado, puedes ignorar este correo.`,
  },
  it: {
    subject: 'Conferma il tuo indirizzo email',
    body: (w) =>
      `Ciao ${w.name},\n\nconferma il tuo indirizzo email per completare la creazione del tuo account:\n${w.url}\n\nSe non ti sei registrato, puoi ignorare questa email.`,
  },
};

const PASSWORD_RESET_EMAIL: Record<LocaleKey, EmailText> = {
  en: {
    subject: 'Reset your password',
    body: (w) =>
      `Hello ${w.name},\n\nSomeone asked to reset the password of your account. Choose a new one here:\n${w.url}\n\nIf it was not you, you can ignore this email: your password stays as it is.`,
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    body: (w) =>
      `Bonjour ${w.name},\n\nQuelqu'un a demandé à réinitialiser le mot de passe de votre compte. Choisissez-en un nouveau ici :\n${w.url}\n\nSi ce n'était pas vous, vous pouvez ignorer cet e-mail : votre mot de passe reste inchangé.`,
  },
  de: {
    subject: 'Setzen Sie Ihr Passwort zurück',
    body: (w) =>
      `Hallo ${w.name},\n\njemand hat angefordert, das Passwort Ihres Kontos zurückzusetzen. Wählen Sie hier ein neues:\n${w.url}\n\nWenn Sie das nicht waren, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.`,
  },
  'pt-BR': {
    subject: 'Redefina sua senha',
    body: (w) =>
      `Olá, ${w.name},\n\nAlguém pediu para redefinir a senha da sua conta. Escolha uma nova aqui:\n${w.url}\n\nSe não foi você, pode ignorar este e-mail: sua senha continua a mesma.`,
  },
  pt: {
    subject: 'Redefina a sua palavra-passe',
    body: (w) =>
      `Olá, ${w.name},\n\nAlguém pediu para redefinir a palavra-passe da sua conta. Escolha uma nova aqui:\n${w.url}\n\nSe não fez este pedido, pode ignorar este e-mail: a sua palavra-passe mantém-se igual.`,
  },
  pl: {
    subject: 'Zresetuj hasło',
    body: (w) =>
      `Dzień dobry, ${w.name},\n\nktoś poprosił o zresetowanie hasła do Twojego konta. Wybierz nowe tutaj:\n${w.url}\n\nJeśli to nie Ty, możesz zignorować tę wiadomość: Twoje hasło pozostanie bez zmian.`,
  },
  ro: {
    subject: 'Resetează parola',
    body: (w) =>
      `Bună ziua, ${w.name},\n\nCineva a cerut resetarea parolei contului tău. Alege una nouă aici:\n${w.url}\n\nDacă nu ai fost tu, poți ignora acest e-mail: parola rămâne neschimbată.`,
  },
  es: {
    subject: 'Restablece tu contraseña',
    body: (w) =>
      `Hola, ${w.name}:\n\nAlguien ha pedido restablecer la contraseña de tu cuenta. Elige una nueva aquí:\n${w.url}\n\nSi no has sido tú, puedes ignorar este correo: tu contraseña no cambia.`,
  },
  it: {
    subject: 'Reimposta la tua password',
    body: (w) =>
      `Ciao ${w.name},\n\nqualcuno ha chiesto di reimpostare la password del tuo account. Scegline una nuova qui:\n${w.url}\n\nSe non sei stato tu, puoi ignorare questa email: la tua password resta invariata.`,
  },
};

const emailOf =
  (texts: Record<LocaleKey, EmailText>) =>
  (to: string, words: Words, acceptLanguage: string | null | undefined): Email => {
    const text = texts[emailLocaleOf(acceptLanguage)];
    return { to, subject: text.subject, text: text.body(words) };
  };

export const verificationEmail = emailOf(VERIFICATION_EMAIL);
export const passwordResetEmail = emailOf(PASSWORD_RESET_EMAIL);
