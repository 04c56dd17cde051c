import type { LocaleKey } from '../../../core/locales/locales';
import { emailLocaleOf } from '../../platform/email/email-locale';
import type { Email } from '../../platform/email/email-sender';

type Words = { organization: string; inviter: string; url: string; days: number };
type InvitationEmailText = { subject: (words: Words) => string; body: (words: Words) => string };

// The email follows the inviter's interface language.
const INVITATION_EMAIL: Record<LocaleKey, InvitationEmailText> = {
  en: {
    subject: (w) => `${w.inviter} invited you to ${w.organization}`,
    body: (w) =>
      `Hello,\n\n${w.inviter} invited you to join the organization "${w.organization}".\n\nSign in or create an account with this email address, then accept the invitation here:\n${w.url}\n\nThe invitation expires in ${w.days} days. If you did not expect it, you can ignore this email.`,
  },
  fr: {
    subject: (w) => `${w.inviter} vous invite à rejoindre ${w.organization}`,
    body: (w) =>
      `Bonjour,\n\n${w.inviter} vous invite à rejoindre l'organisation « ${w.organization} ».\n\nConnectez-vous ou créez un compte avec cette adresse e-mail, puis acceptez l'invitation ici :\n${w.url}\n\nL'invitation expire dans ${w.days} jours. Si vous ne l'attendiez pas, vous pouvez ignorer cet e-mail.`,
  },
  de: {
    subject: (w) => `${w.inviter} hat Sie zu ${w.organization} eingeladen`,
    body: (w) =>
      `Hallo,\n\n${w.inviter} hat Sie eingeladen, der Organisation „${w.organization}“ beizutreten.\n\nMelden Sie sich mit dieser E-Mail-Adresse an oder erstellen Sie ein Konto und nehmen Sie die Einladung hier an:\n${w.url}\n\nDie Einladung läuft in ${w.days} Tagen ab. Wenn Sie sie nicht erwartet haben, können Sie diese E-Mail ignorieren.`,
  },
  'pt-BR': {
    subject: (w) => `${w.inviter} convidou você para ${w.organization}`,
    body: (w) =>
      `Olá,\n\n${w.inviter} convidou você para participar da organização "${w.organization}".\n\nEntre ou crie uma conta com este endereço de e-mail e aceite o convite aqui:\n${w.url}\n\nO convite expira em ${w.days} dias. Se você não o esperava, pode ignorar este e-mail.`,
  },
  pt: {
    subject: (w) => `${w.inviter} convidou-o para ${w.organization}`,
    body: (w) =>
      `Olá,\n\n${w.inviter} convidou-o a juntar-se à organização "${w.organization}".\n\nInicie sessão ou crie uma conta com este endereço de e-mail e aceite o convite aqui:\n${w.url}\n\nO convite expira dentro de ${w.days} dias. Se não o esperava, pode ignorar este e-mail.`,
  },
  pl: {
    subject: (w) => `${w.inviter} zaprasza Cię do ${w.organization}`,
    body: (w) =>
      `Dzień dobry,\n\n${w.inviter} zaprasza Cię do organizacji „${w.organization}”.\n\nZaloguj się lub załóż konto na ten adres e-mail, a następnie przyjmij zaproszenie tutaj:\n${w.url}\n\nZaproszenie wygasa za ${w.days} dni. Jeśli się go nie spodziewałeś, możesz zignorować tę wiadomość.`,
  },
  ro: {
    subject: (w) => `${w.inviter} te-a invitat în ${w.organization}`,
    body: (w) =>
      `Bună ziua,\n\n${w.inviter} te-a invitat să te alături organizației „${w.organization}”.\n\nConectează-te sau creează un cont cu această adresă de e-mail, apoi acceptă invitația aici:\n${w.url}\n\nInvitația expiră în ${w.days} zile. Dacă nu te așteptai la ea, poți ignora acest e-mail.`,
  },
  es: {
    subject: (w) => `${w.inviter} te ha invitado a ${w.organization}`,
    body: (w) =>
      `Hola:\n\n${w.inviter} te ha invitado a unirte a la organización «${w.organization}».\n\nInicia sesión o crea una cuenta con esta dirección de correo y acepta la invitación aquí:\n${w.url}\n\nLa invitación caduca en ${w.days} días. Si no la esperabas, puedes ignorar este correo.`,
  },
  it: {
    subject: (w) => `${w.inviter} ti ha invitato in ${w.organization}`,
    body: (w) =>
      `Ciao,\n\n${w.inviter} ti ha invitato a unirti all'organizzazione "${w.organization}".\n\nAccedi o crea un account con questo indirizzo email, poi accetta l'invito qui:\n${w.url}\n\nL'invito scade tra ${w.days} giorni. Se non te lo aspettavi, puoi ignorare questa email.`,
  },
};

/** The invitation email in the language the inviter's request asked for (its Accept-Language), English otherwise. */
export function invitationEmail(to: string, words: Words, acceptLanguage: string | undefined): Email {
  const text = INVITATION_EMAIL[emailLocaleOf(acceptLanguage)];
  return { to, subject: text.subject(words), text: text.body(words) };
}
