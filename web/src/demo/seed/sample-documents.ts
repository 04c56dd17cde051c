/**
 * The demo's sample workspace, written for it (no third-party content): documents of the kinds an archive
 * holds, in several of the app's languages, so search, tags and rules have something to show.
 */
export type SampleTag = 'invoices' | 'contracts' | 'receipts' | 'insurance' | 'personal';

export type SampleDocument = {
  fileName: string;
  /** PDFs are drawn from the lines; the other types are the text itself. */
  mimeType: 'application/pdf' | 'text/plain' | 'text/markdown' | 'message/rfc822';
  lines: string[];
  tags: SampleTag[];
  daysAgo: number;
  /** The date the server's finder reads in it (core/documents/document-date.ts), kept here so the first screen loads no finder. */
  documentDate?: string;
  /** In the trash since this many days. */
  trashedDaysAgo?: number;
};

export const SAMPLE_TAGS: Record<SampleTag, { name: string; color: string; description: string | null }> = {
  invoices: { name: 'Invoices', color: '#2563eb', description: 'Bills to pay or paid' },
  contracts: { name: 'Contracts', color: '#7c3aed', description: 'Agreements, leases and their amendments' },
  receipts: { name: 'Receipts', color: '#059669', description: null },
  insurance: { name: 'Insurance', color: '#d97706', description: 'Policies and renewals' },
  personal: { name: 'Personal', color: '#db2777', description: null },
};

/** Two rules, so that an upload mentioning an invoice or a receipt is tagged at once. */
export const SAMPLE_RULES: { name: string; description: string; tag: SampleTag; words: string[] }[] = [
  {
    name: 'Invoices in any language',
    description: 'Tags documents that mention an invoice',
    tag: 'invoices',
    words: ['invoice', 'rechnung', 'facture', 'faktura', 'fattura'],
  },
  { name: 'Receipts', description: 'Tags receipts and till slips', tag: 'receipts', words: ['receipt', 'recibo', 'chitanta', 'quittung'] },
];

export const SAMPLE_DOCUMENTS: SampleDocument[] = [
  {
    fileName: 'invoice-northwind-2025-03.pdf',
    mimeType: 'application/pdf',
    lines: [
      'Northwind Office Supplies Ltd.',
      'INVOICE INV-2025-0312',
      'Date: 12 March 2025          Due date: 11 April 2025',
      'Bill to: Harbour Design Studio, 4 Quay Street, Bristol',
      '2 x Ergonomic office chair ........ 398.00 GBP',
      '5 x Recycled paper A4, 500 sheets .. 27.50 GBP',
      '1 x Whiteboard 120 x 90 cm ......... 89.00 GBP',
      'Subtotal 514.50 GBP    VAT 20% 102.90 GBP    Total 617.40 GBP',
      'Please pay by bank transfer quoting the invoice number.',
    ],
    tags: ['invoices'],
    daysAgo: 62,
    documentDate: '2025-03-12',
  },
  {
    fileName: 'Rechnung_2025-0417_Stadtwerke.pdf',
    mimeType: 'application/pdf',
    lines: [
      'Stadtwerke Musterstadt GmbH',
      'Rechnung Nr. 2025-0417',
      'Rechnungsdatum: 17.04.2025',
      'Abrechnungszeitraum: 01.01.2025 bis 31.03.2025',
      'Stromverbrauch: 812 kWh zu 0,32 EUR = 259,84 EUR',
      'Grundgebühr: 3 Monate zu 11,90 EUR = 35,70 EUR',
      'Gesamtbetrag inklusive Mehrwertsteuer: 295,54 EUR',
      'Der Betrag wird am 02.05.2025 von Ihrem Konto abgebucht.',
    ],
    tags: ['invoices'],
    daysAgo: 40,
    documentDate: '2025-04-17',
  },
  {
    fileName: 'facture-internet-fevrier.pdf',
    mimeType: 'application/pdf',
    lines: [
      'Réseau Fibre Atlantique',
      'Facture n° FA-88213 du 3 février 2025',
      'Abonnement fibre 1 Gbit/s, février 2025 : 34,99 EUR TTC',
      'Option téléphonie fixe illimitée : 2,00 EUR TTC',
      'Total à payer : 36,99 EUR, prélevé le 10 février 2025.',
      'Merci de votre confiance.',
    ],
    tags: ['invoices'],
    daysAgo: 95,
    documentDate: '2025-02-03',
  },
  {
    fileName: 'service-agreement-acme-hosting.pdf',
    mimeType: 'application/pdf',
    lines: [
      'SERVICE AGREEMENT',
      'Between Acme Hosting Inc. ("Provider") and Harbour Design Studio ("Customer").',
      "1. Services. The Provider hosts the Customer's websites with 99.9% monthly availability.",
      '2. Term. This agreement starts on 1 January 2025 and renews every twelve months.',
      '3. Fees. 45 USD per month, invoiced quarterly in advance.',
      "4. Termination. Either party may terminate with 30 days' written notice.",
      '5. Data protection. The Provider processes personal data only on documented instructions.',
      'Signed in Boston on 20 December 2024.',
    ],
    tags: ['contracts'],
    daysAgo: 150,
    documentDate: '2024-12-20',
  },
  {
    fileName: 'recibo-farmacia-central.txt',
    mimeType: 'text/plain',
    lines: [
      'FARMACIA CENTRAL - Calle Mayor 12, Madrid',
      'Recibo de compra 000482',
      'Fecha: 08/05/2025 18:42',
      'Paracetamol 1 g, 20 comprimidos     2,35 EUR',
      'Protector solar SPF 50              14,90 EUR',
      'Total                              17,25 EUR',
      'Pagado con tarjeta. Gracias por su visita.',
    ],
    tags: ['receipts'],
    daysAgo: 18,
    documentDate: '2025-05-08',
  },
  {
    fileName: 'lettera-amministratore-condominio.txt',
    mimeType: 'text/plain',
    lines: [
      'Gentili condomini,',
      '',
      "vi informiamo che l'assemblea ordinaria si terrà il 15 giugno 2025 alle ore 18:30",
      "nella sala comune al piano terra. All'ordine del giorno: approvazione del bilancio,",
      'rifacimento della facciata e rinnovo del contratto di pulizia delle scale.',
      '',
      'Cordiali saluti,',
      "L'amministratore, Studio Rossi",
    ],
    tags: ['personal'],
    daysAgo: 12,
    documentDate: '2025-06-15',
  },
  {
    fileName: 'meeting-notes-q2-planning.md',
    mimeType: 'text/markdown',
    lines: [
      '# Q2 planning — notes',
      '',
      '- Move the photo archive to the new document system by the end of May.',
      '- Scan the paper contracts kept in the cabinet; tag them "Contracts".',
      '- Ask the accountant which receipts must be kept for ten years.',
      '- Next review: 30 June.',
    ],
    tags: [],
    daysAgo: 30,
  },
  {
    fileName: 'contrato-arrendamento-lisboa.pdf',
    mimeType: 'application/pdf',
    lines: [
      'CONTRATO DE ARRENDAMENTO PARA HABITAÇÃO',
      'Senhorio: Maria Ferreira. Arrendatário: João Costa.',
      'Imóvel: Rua das Flores 27, 2.º esquerdo, 1200-195 Lisboa.',
      'Prazo: três anos, com início em 1 de março de 2024.',
      'Renda mensal: 950 euros, paga até ao dia 8 de cada mês.',
      'Caução: dois meses de renda.',
      'Lisboa, 16 de fevereiro de 2024.',
    ],
    tags: ['contracts'],
    daysAgo: 280,
    documentDate: '2024-02-16',
  },
  {
    fileName: 'car-insurance-renewal.eml',
    mimeType: 'message/rfc822',
    lines: [
      'From: Safeway Motor Insurance <renewals@insurance.example>',
      'To: Demo user <demo@example.com>',
      'Subject: Your car insurance renewal, policy MX-55120',
      'Date: Mon, 5 May 2025 09:12:00 +0000',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Dear customer,',
      '',
      'your comprehensive car insurance, policy MX-55120, renews on 1 June 2025.',
      'The yearly premium stays at 412 GBP. No claims bonus: 5 years.',
      'Nothing to do if you wish to keep your cover.',
      '',
      'Safeway Motor Insurance',
    ],
    tags: ['insurance'],
    daysAgo: 21,
    documentDate: '2025-05-05',
  },
  {
    fileName: 'faktura-internet-marzec.txt',
    mimeType: 'text/plain',
    lines: [
      'Szybki Światłowód Sp. z o.o.',
      'Faktura VAT nr 03/2025/1187',
      'Data wystawienia: 31.03.2025',
      'Usługa: dostęp do internetu 600 Mb/s, marzec 2025',
      'Kwota brutto: 69,00 zł (w tym VAT 23%)',
      'Termin płatności: 14.04.2025',
    ],
    tags: ['invoices'],
    daysAgo: 55,
    documentDate: '2025-03-31',
  },
  {
    fileName: 'chitanta-gaze-naturale.txt',
    mimeType: 'text/plain',
    lines: [
      'Furnizor Gaze Carpați SA',
      'Chitanța nr. 55821 din 22.04.2025',
      'Am primit de la: Ioana Popescu',
      'Suma de: 184,60 lei, reprezentând factura de gaze naturale pe luna martie.',
      'Plata în numerar la casieria din strada Unirii 9, Brașov.',
    ],
    tags: ['receipts'],
    daysAgo: 35,
    documentDate: '2025-04-22',
  },
  {
    fileName: 'Hundeschule_Anmeldung.pdf',
    mimeType: 'application/pdf',
    lines: [
      'Hundeschule Pfotenglück',
      'Anmeldebestätigung',
      'Kurs: Welpengruppe, samstags 10:00 bis 11:00 Uhr, ab 7. Juni 2025',
      'Hund: Bruno, Labrador, geboren am 2. Februar 2025',
      'Kursgebühr: 120 EUR für 8 Stunden, bitte bis zum ersten Termin überweisen.',
      'Wir freuen uns auf euch!',
    ],
    tags: ['personal'],
    daysAgo: 8,
  },
  {
    fileName: 'old-draft-shopping-list.txt',
    mimeType: 'text/plain',
    lines: ['Shopping list (draft)', '- batteries AA', '- printer ink, black', '- envelopes C5'],
    tags: [],
    daysAgo: 70,
    trashedDaysAgo: 3,
  },
  {
    fileName: 'gym-membership-receipt-2024.txt',
    mimeType: 'text/plain',
    lines: ['City Fitness', 'Receipt 2024-1120', 'Annual membership 2024: 240.00 EUR', 'Paid 20 November 2024'],
    tags: ['receipts'],
    daysAgo: 190,
    documentDate: '2024-11-20',
    trashedDaysAgo: 9,
  },
];
