import type { LocaleKey } from '../../../core/locales/locales';
import type { Email } from '../../platform/email/email-sender';

type Words = { isExport: boolean; organizationName: string; documentsCount: number; links: string[]; expiresOn: string };
type EmailText = { subject: (words: Words) => string; ready: (words: Words) => string; until: (words: Words) => string; signIn: string };

// In the language of the request that started the job (kept on the job): the person is not there when it ends.
const ARCHIVE_READY_EMAIL: Record<LocaleKey, EmailText> = {
  en: {
    subject: (w) => (w.isExport ? `The export of ${w.organizationName} is ready` : `Your zip of ${w.documentsCount} documents is ready`),
    ready: (w) =>
      w.isExport
        ? `The export of "${w.organizationName}" (${w.documentsCount} documents) is ready to download:`
        : `The zip of ${w.documentsCount} documents of "${w.organizationName}" is ready to download:`,
    until: (w) => `The links work until ${w.expiresOn}.`,
    signIn: 'Sign in with the account that asked for it to download.',
  },
  fr: {
    subject: (w) => (w.isExport ? `L'export de ${w.organizationName} est prêt` : `Votre zip de ${w.documentsCount} documents est prêt`),
    ready: (w) =>
      w.isExport
        ? `L'export de « ${w.organizationName} » (${w.documentsCount} documents) est prêt à télécharger :`
        : `Le zip de ${w.documentsCount} documents de « ${w.organizationName} » est prêt à télécharger :`,
    until: (w) => `Les liens fonctionnent jusqu'au ${w.expiresOn}.`,
    signIn: 'Connectez-vous avec le compte qui l’a demandé pour le télécharger.',
  },
  de: {
    subject: (w) =>
      w.isExport ? `Der Export von ${w.organizationName} ist bereit` : `Ihr ZIP mit ${w.documentsCount} Dokumenten ist bereit`,
    ready: (w) =>
      w.isExport
        ? `Der Export von „${w.organizationName}“ (${w.documentsCount} Dokumente) steht zum Herunterladen bereit:`
        : `Das ZIP mit ${w.documentsCount} Dokumenten von „${w.organizationName}“ steht zum Herunterladen bereit:`,
    until: (w) => `Die Links funktionieren bis ${w.expiresOn}.`,
    signIn: 'Melden Sie sich zum Herunterladen mit dem Konto an, das es angefordert hat.',
  },
  'pt-BR': {
    subject: (w) =>
      w.isExport ? `A exportação de ${w.organizationName} está pronta` : `Seu zip com ${w.documentsCount} documentos está pronto`,
    ready: (w) =>
      w.isExport
        ? `A exportação de "${w.organizationName}" (${w.documentsCount} documentos) está pronta para baixar:`
        : `O zip com ${w.documentsCount} documentos de "${w.organizationName}" está pronto para baixar:`,
    until: (w) => `Os links funcionam até ${w.expiresOn}.`,
    signIn: 'Entre com a conta que fez o pedido para baixar.',
  },
  pt: {
    subject: (w) =>
      w.isExport ? `A exportação de ${w.organizationName} está pronta` : `O seu zip com ${w.documentsCount} documentos está pronto`,
    ready: (w) =>
      w.isExport
        ? `A exportação de "${w.organizationName}" (${w.documentsCount} documentos) está pronta para transferir:`
        : `O zip com ${w.documentsCount} documentos de "${w.organizationName}" está pronto para transferir:`,
    until: (w) => `As ligações funcionam até ${w.expiresOn}.`,
    signIn: 'Inicie sessão com a conta que fez o pedido para transferir.',
  },
  pl: {
    subject: (w) => (w.isExport ? `Eksport ${w.organizationName} jest gotowy` : `Twój zip z dokumentami (${w.documentsCount}) jest gotowy`),
    ready: (w) =>
      w.isExport
        ? `Eksport „${w.organizationName}” (dokumenty: ${w.documentsCount}) jest gotowy do pobrania:`
        : `Zip z dokumentami (${w.documentsCount}) z „${w.organizationName}” jest gotowy do pobrania:`,
    until: (w) => `Linki działają do ${w.expiresOn}.`,
    signIn: 'Aby pobrać, zaloguj się na konto, które o to poprosiło.',
  },
  ro: {
    subject: (w) => (w.isExport ? `Exportul ${w.organizationName} este gata` : `Arhiva zip cu ${w.documentsCount} documente este gata`),
    ready: (w) =>
      w.isExport
        ? `Exportul „${w.organizationName}” (${w.documentsCount} documente) poate fi descărcat:`
        : `Arhiva zip cu ${w.documentsCount} documente din „${w.organizationName}” poate fi descărcată:`,
    until: (w) => `Linkurile funcționează până la ${w.expiresOn}.`,
    signIn: 'Conectează-te cu contul care a cerut-o pentru a o descărca.',
  },
  es: {
    subject: (w) =>
      w.isExport ? `La exportación de ${w.organizationName} está lista` : `Tu zip de ${w.documentsCount} documentos está listo`,
    ready: (w) =>
      w.isExport
        ? `La exportación de «${w.organizationName}» (${w.documentsCount} documentos) está lista para descargar:`
        : `El zip de ${w.documentsCount} documentos de «${w.organizationName}» está listo para descargar:`,
    until: (w) => `Los enlaces funcionan hasta el ${w.expiresOn}.`,
    signIn: 'Inicia sesión con la cuenta que lo pidió para descargarlo.',
  },
  it: {
    subject: (w) =>
      w.isExport ? `L'esportazione di ${w.organizationName} è pronta` : `Il tuo zip di ${w.documentsCount} documenti è pronto`,
    ready: (w) =>
      w.isExport
        ? `L'esportazione di "${w.organizationName}" (${w.documentsCount} documenti) è pronta da scaricare:`
        : `Lo zip di ${w.documentsCount} documenti di "${w.organizationName}" è pronto da scaricare:`,
    until: (w) => `I link funzionano fino al ${w.expiresOn}.`,
    signIn: "Accedi con l'account che l'ha richiesto per scaricarlo.",
  },
};

/** Tells the person who asked for a zip or an export that it is ready, with a link per part. */
export function archiveReadyEmail(to: string, locale: LocaleKey, words: Words): Email {
  const text = ARCHIVE_READY_EMAIL[locale];
  return {
    to,
    subject: text.subject(words),
    text: `${text.ready(words)}\n\n${words.links.join('\n')}\n\n${text.until(words)} ${text.signIn}\n`,
  };
}
