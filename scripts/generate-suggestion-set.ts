/**
 * Writes tests/fixtures/suggestion-set.json, the labelled documents of the suggestions' benchmark
 * (`npm run bench:suggestions`, core/suggestions/):
 *   node --no-warnings --experimental-transform-types --import ./scripts/node-ts-hooks.mjs scripts/generate-suggestion-set.ts
 *
 * Made-up letters of 24 correspondents in the nine document languages, of 8 document types, with
 * tags: each correspondent writes in its language, sends two or three types, in layouts that vary
 * (blocks in another order, a header or not, a reference line or not); every letter carries decoys
 * that cross classes (the greetings and words every letter has, another correspondent named as a
 * payee or a bank, another type's word in a sentence). Tags follow the type (Tax, Home, Health,
 * Money, Work), and one tag, Urgent, is put on a letter by chance: a model must learn it is unlearnable.
 * Deterministic: a seeded PRNG, `documentsFor(count)` also makes the 100,000 documents of the size figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seededRandom } from '../core/suggestions/suggestion-model';

const LANGUAGES = ['en', 'fr', 'de', 'pt-BR', 'pt', 'pl', 'ro', 'es', 'it'] as const;
type Language = (typeof LANGUAGES)[number];

const TYPES = ['invoice', 'contract', 'payslip', 'statement', 'policy', 'tax', 'medical', 'utility'] as const;
type DocumentType = (typeof TYPES)[number];

// The word a letter of each type is titled with, per language.
const TITLES: Record<DocumentType, Record<Language, string[]>> = {
  invoice: {
    en: ['Invoice'],
    fr: ['Facture'],
    de: ['Rechnung'],
    'pt-BR': ['Fatura'],
    pt: ['Fatura'],
    pl: ['Faktura'],
    ro: ['Factură'],
    es: ['Factura'],
    it: ['Fattura'],
  },
  contract: {
    en: ['Contract', 'Agreement'],
    fr: ['Contrat'],
    de: ['Vertrag'],
    'pt-BR': ['Contrato'],
    pt: ['Contrato'],
    pl: ['Umowa'],
    ro: ['Contract'],
    es: ['Contrato'],
    it: ['Contratto'],
  },
  payslip: {
    en: ['Payslip'],
    fr: ['Bulletin de paie'],
    de: ['Gehaltsabrechnung'],
    'pt-BR': ['Holerite'],
    pt: ['Recibo de vencimento'],
    pl: ['Pasek wynagrodzenia'],
    ro: ['Fluturaș de salariu'],
    es: ['Nómina'],
    it: ['Busta paga'],
  },
  statement: {
    en: ['Account statement'],
    fr: ['Relevé de compte'],
    de: ['Kontoauszug'],
    'pt-BR': ['Extrato bancário'],
    pt: ['Extrato de conta'],
    pl: ['Wyciąg bankowy'],
    ro: ['Extras de cont'],
    es: ['Extracto bancario'],
    it: ['Estratto conto'],
  },
  policy: {
    en: ['Insurance policy'],
    fr: ['Police d’assurance'],
    de: ['Versicherungsschein'],
    'pt-BR': ['Apólice de seguro'],
    pt: ['Apólice de seguro'],
    pl: ['Polisa ubezpieczeniowa'],
    ro: ['Poliță de asigurare'],
    es: ['Póliza de seguro'],
    it: ['Polizza assicurativa'],
  },
  tax: {
    en: ['Tax assessment'],
    fr: ['Avis d’imposition'],
    de: ['Steuerbescheid'],
    'pt-BR': ['Notificação de imposto'],
    pt: ['Nota de liquidação'],
    pl: ['Decyzja podatkowa'],
    ro: ['Decizie de impunere'],
    es: ['Liquidación tributaria'],
    it: ['Avviso di accertamento'],
  },
  medical: {
    en: ['Medical report'],
    fr: ['Compte rendu médical'],
    de: ['Arztbrief'],
    'pt-BR': ['Laudo médico'],
    pt: ['Relatório médico'],
    pl: ['Wypis lekarski'],
    ro: ['Scrisoare medicală'],
    es: ['Informe médico'],
    it: ['Referto medico'],
  },
  utility: {
    en: ['Electricity bill'],
    fr: ['Facture d’électricité'],
    de: ['Stromrechnung'],
    'pt-BR': ['Conta de luz'],
    pt: ['Fatura de eletricidade'],
    pl: ['Rachunek za prąd'],
    ro: ['Factură de energie'],
    es: ['Factura de luz'],
    it: ['Bolletta della luce'],
  },
};

// Words each type's body uses, per language (a few per letter are drawn).
const BODY: Record<DocumentType, Record<Language, string>> = {
  invoice: {
    en: 'item quantity unit price total due payment order',
    fr: 'article quantité prix unitaire total échéance paiement commande',
    de: 'Position Menge Einzelpreis Gesamtbetrag fällig Zahlung Bestellung',
    'pt-BR': 'item quantidade preço unitário total vencimento pagamento pedido',
    pt: 'artigo quantidade preço unitário total vencimento pagamento encomenda',
    pl: 'pozycja ilość cena jednostkowa razem termin płatność zamówienie',
    ro: 'articol cantitate preț unitar total scadență plată comandă',
    es: 'artículo cantidad precio unitario total vencimiento pago pedido',
    it: 'articolo quantità prezzo unitario totale scadenza pagamento ordine',
  },
  contract: {
    en: 'parties term termination clause signature obligations',
    fr: 'parties durée résiliation clause signature obligations',
    de: 'Vertragsparteien Laufzeit Kündigung Klausel Unterschrift Pflichten',
    'pt-BR': 'partes vigência rescisão cláusula assinatura obrigações',
    pt: 'partes vigência rescisão cláusula assinatura obrigações',
    pl: 'strony okres wypowiedzenie klauzula podpis zobowiązania',
    ro: 'părți durată reziliere clauză semnătură obligații',
    es: 'partes vigencia rescisión cláusula firma obligaciones',
    it: 'parti durata recesso clausola firma obblighi',
  },
  payslip: {
    en: 'gross salary net pay deductions employee hours',
    fr: 'salaire brut net à payer cotisations salarié heures',
    de: 'Bruttogehalt Nettobetrag Abzüge Arbeitnehmer Stunden',
    'pt-BR': 'salário bruto líquido descontos funcionário horas',
    pt: 'vencimento ilíquido líquido descontos trabalhador horas',
    pl: 'wynagrodzenie brutto netto potrącenia pracownik godziny',
    ro: 'salariu brut net rețineri angajat ore',
    es: 'salario bruto líquido deducciones trabajador horas',
    it: 'retribuzione lorda netto trattenute dipendente ore',
  },
  statement: {
    en: 'opening balance closing balance transfer debit credit IBAN',
    fr: 'solde initial solde final virement débit crédit IBAN',
    de: 'Anfangssaldo Endsaldo Überweisung Lastschrift Gutschrift IBAN',
    'pt-BR': 'saldo inicial saldo final transferência débito crédito agência',
    pt: 'saldo inicial saldo final transferência débito crédito IBAN',
    pl: 'saldo początkowe saldo końcowe przelew obciążenie uznanie IBAN',
    ro: 'sold inițial sold final transfer debit credit IBAN',
    es: 'saldo inicial saldo final transferencia cargo abono IBAN',
    it: 'saldo iniziale saldo finale bonifico addebito accredito IBAN',
  },
  policy: {
    en: 'insured premium coverage claim deductible renewal',
    fr: 'assuré prime garantie sinistre franchise renouvellement',
    de: 'Versicherungsnehmer Beitrag Deckung Schaden Selbstbeteiligung Verlängerung',
    'pt-BR': 'segurado prêmio cobertura sinistro franquia renovação',
    pt: 'segurado prémio cobertura sinistro franquia renovação',
    pl: 'ubezpieczony składka ochrona szkoda udział własny odnowienie',
    ro: 'asigurat primă acoperire daună franșiză reînnoire',
    es: 'asegurado prima cobertura siniestro franquicia renovación',
    it: 'assicurato premio copertura sinistro franchigia rinnovo',
  },
  tax: {
    en: 'taxable income assessment refund tax office year',
    fr: 'revenu imposable imposition remboursement centre des impôts année',
    de: 'zu versteuerndes Einkommen Festsetzung Erstattung Finanzamt Jahr',
    'pt-BR': 'renda tributável imposto restituição Receita ano',
    pt: 'rendimento coletável imposto reembolso Finanças ano',
    pl: 'dochód podatek zwrot urząd skarbowy rok',
    ro: 'venit impozabil impozit restituire ANAF an',
    es: 'base imponible cuota devolución Hacienda ejercicio',
    it: 'reddito imponibile imposta rimborso Agenzia Entrate anno',
  },
  medical: {
    en: 'patient diagnosis treatment prescription examination doctor',
    fr: 'patient diagnostic traitement ordonnance examen médecin',
    de: 'Patient Diagnose Behandlung Rezept Untersuchung Ärztin',
    'pt-BR': 'paciente diagnóstico tratamento receita exame médico',
    pt: 'utente diagnóstico tratamento receita exame médico',
    pl: 'pacjent rozpoznanie leczenie recepta badanie lekarz',
    ro: 'pacient diagnostic tratament rețetă examinare medic',
    es: 'paciente diagnóstico tratamiento receta exploración médico',
    it: 'paziente diagnosi terapia ricetta esame medico',
  },
  utility: {
    en: 'meter reading consumption kWh tariff instalment',
    fr: 'relevé compteur consommation kWh tarif mensualité',
    de: 'Zählerstand Verbrauch kWh Tarif Abschlag',
    'pt-BR': 'leitura medidor consumo kWh tarifa parcela',
    pt: 'leitura contador consumo kWh tarifa prestação',
    pl: 'odczyt licznika zużycie kWh taryfa rata',
    ro: 'citire contor consum kWh tarif rată',
    es: 'lectura contador consumo kWh tarifa cuota',
    it: 'lettura contatore consumo kWh tariffa rata',
  },
};

// What every letter of a language says, whoever sent it: the decoys of every class.
const COMMON: Record<Language, string> = {
  en: 'Dear Sir or Madam date amount page reference customer number kind regards',
  fr: 'Madame Monsieur date montant page référence numéro client cordialement',
  de: 'Sehr geehrte Damen und Herren Datum Betrag Seite Zeichen Kundennummer mit freundlichen Grüßen',
  'pt-BR': 'Prezados senhores data valor página referência número do cliente atenciosamente',
  pt: 'Exmos senhores data montante página referência número de cliente com os melhores cumprimentos',
  pl: 'Szanowni Państwo data kwota strona numer klienta z poważaniem',
  ro: 'Stimate domn stimată doamnă data suma pagina referință număr client cu stimă',
  es: 'Estimados señores fecha importe página referencia número de cliente atentamente',
  it: 'Gentili signori data importo pagina riferimento codice cliente distinti saluti',
};

const TAG_OF_TYPE: Record<DocumentType, string> = {
  invoice: 'Money',
  contract: 'Work',
  payslip: 'Work',
  statement: 'Money',
  policy: 'Home',
  tax: 'Tax',
  medical: 'Health',
  utility: 'Home',
};

const CORRESPONDENT_NAMES = [
  'Northwind Energy',
  'Helios Stadtwerke',
  'Banco Atlântico',
  'Caisse Lumière',
  'Vistula Bank',
  'Danubius Asigurări',
  'Iberia Seguros',
  'Assicurazioni Tirreno',
  'Clinique Sainte Anne',
  'Praxis Doktor Weber',
  'Hospital São Lucas',
  'Finanzamt Musterstadt',
  'Agenzia Entrate Roma',
  'Urząd Skarbowy Kraków',
  'Acme Consulting',
  'Orbit Software',
  'Teleco Móvil',
  'Carpathia Gaz',
  'Tagus Águas',
  'Alpina Versicherung',
  'Lisboa Imobiliária',
  'Marmot Payroll',
  'Ristorante Verdi Forniture',
  'Hacienda Foral',
];

type Correspondent = {
  name: string;
  language: Language;
  types: DocumentType[];
  street: string;
  city: string;
  domain: string;
  prefix: string;
};
export type SuggestionSetDocument = {
  id: string;
  language: Language;
  name: string;
  content: string;
  senderAddress: string | null;
  correspondent: string;
  type: DocumentType;
  tags: string[];
};

const STREETS = [
  'Harbour Road',
  'Rue des Lilas',
  'Hauptstraße',
  'Rua das Flores',
  'ulica Długa',
  'Strada Florilor',
  'Calle Mayor',
  'Via Roma',
];
const CITIES = ['Bristol', 'Lyon', 'Leipzig', 'Recife', 'Porto', 'Gdańsk', 'Cluj', 'Valencia', 'Torino'];

function correspondents(random: () => number): Correspondent[] {
  return CORRESPONDENT_NAMES.map((name, index) => {
    const language = LANGUAGES[index % LANGUAGES.length]!;
    const first = TYPES[index % TYPES.length]!;
    const types = [first, TYPES[(index * 3 + 1) % TYPES.length]!];
    if (random() < 0.4) types.push(TYPES[(index * 5 + 2) % TYPES.length]!);
    const slug = name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^a-z]+/g, '');
    return {
      name,
      language,
      types: [...new Set(types)],
      street: `${STREETS[Math.floor(random() * STREETS.length)]} ${1 + Math.floor(random() * 120)}`,
      city: CITIES[Math.floor(random() * CITIES.length)]!,
      domain: `${slug.slice(0, 12)}.example`,
      prefix: `${slug.slice(0, 2).toUpperCase()}${Math.floor(random() * 90 + 10)}`,
    };
  });
}

const pick = <T>(random: () => number, items: readonly T[]) => items[Math.floor(random() * items.length)]!;
function some(random: () => number, words: string, count: number) {
  const list = words.split(' ');
  return Array.from({ length: count }, () => pick(random, list)).join(' ');
}

/** `count` letters, in a stable order: their correspondent and type are the labels, with their tags. */
export function documentsFor(count: number, seed = 20251129): SuggestionSetDocument[] {
  const random = seededRandom(seed);
  const senders = correspondents(random);
  return Array.from({ length: count }, (_, index) => {
    const sender = senders[index % senders.length]!;
    const type = pick(random, sender.types);
    const other = pick(random, senders);
    const otherType = pick(random, TYPES);
    const title = pick(random, TITLES[type][sender.language]);
    const number = `${sender.prefix}-${Math.floor(random() * 900000 + 100000)}`;
    const blocks = [
      `${title} ${number}`,
      some(random, BODY[type][sender.language], 6),
      // Decoys: the words every letter of the language has, another correspondent, another type's words.
      some(random, COMMON[sender.language], 8),
      random() < 0.5 ? `${other.name} ${some(random, BODY[otherType][sender.language], 2)}` : '',
      `${Math.floor(random() * 9000 + 100)},${Math.floor(random() * 90 + 10)}`,
    ];
    for (let swap = blocks.length - 1; swap > 0; swap--) {
      const target = Math.floor(random() * (swap + 1));
      [blocks[swap], blocks[target]] = [blocks[target]!, blocks[swap]!];
    }
    const header = random() < 0.7 ? `${sender.name} · ${sender.street} · ${sender.city}\n` : '';
    const footer = random() < 0.5 ? `\n${sender.name} ${sender.city} www.${sender.domain}` : '';
    const tags = [TAG_OF_TYPE[type], ...(random() < 0.15 ? ['Urgent'] : [])];
    return {
      id: `doc_${String(index).padStart(6, '0')}`,
      language: sender.language,
      name: random() < 0.5 ? `${title} ${number}.pdf` : `scan_${index}.pdf`,
      content: `${header}${blocks.filter(Boolean).join('\n')}${footer}`,
      senderAddress: random() < 0.3 ? `billing@${sender.domain}` : null,
      correspondent: sender.name,
      type,
      tags,
    };
  });
}

const SET_SIZE = 24 * 40;

if (import.meta.filename === process.argv[1]) {
  const output = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'suggestion-set.json');
  mkdirSync(path.dirname(output), { recursive: true });
  writeFileSync(output, `${JSON.stringify(documentsFor(SET_SIZE), null, 1)}\n`);
  console.log(`wrote ${SET_SIZE} documents to ${path.relative(process.cwd(), output)}`);
}
