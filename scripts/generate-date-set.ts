/**
 * Writes tests/fixtures/document-dates.json, the labelled documents of the date finder's benchmark
 * (`npm run bench:dates`, core/documents/document-date.ts):
 *   node --experimental-strip-types scripts/generate-date-set.ts
 *
 * Small made-up documents (invoices, letters, receipts, contracts, bank statements, payslips,
 * medical letters, insurance papers) in the nine document languages, each with the day it is of
 * (`expected`, null where it states none) and the day it is read on (`today`). Most carry decoys:
 * due dates, service periods, birth dates, appointments, numbers shaped like dates, phone numbers.
 *
 * The phrasings are written as such documents say them, not from the finder's word lists, so the
 * benchmark measures the finder rather than echoes it. Deterministic: a seeded PRNG, no clock.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OUTPUT = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'document-dates.json');
const SEED = 20250312;
const DOCUMENTS_PER_LANGUAGE = 45;

// --- randomness -----------------------------------------------------------------------------------

/** mulberry32: small, fast and the same everywhere. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = prng(SEED);
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const chance = (probability: number) => random() < probability;
function pick<T>(items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}
function weighted<T extends string>(weights: Readonly<Record<T, number>>): T {
  const entries = Object.entries(weights) as [T, number][];
  let roll = random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries.at(-1)![0];
}
const digits = (count: number) => Array.from({ length: count }, () => int(0, 9)).join('');

// --- days -----------------------------------------------------------------------------------------

type Day = { year: number; month: number; day: number };

function dayFromTime(time: number): Day {
  const date = new Date(time);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
const timeOf = (day: Day) => Date.UTC(day.year, day.month - 1, day.day);
const addDays = (day: Day, days: number) => dayFromTime(timeOf(day) + days * 86_400_000);
const iso = (day: Day) => `${day.year}-${pad(day.month)}-${pad(day.day)}`;
const pad = (value: number) => String(value).padStart(2, '0');
const weekdayOf = (day: Day) => new Date(timeOf(day)).getUTCDay(); // 0: Sunday
const firstOfMonth = (day: Day): Day => ({ ...day, day: 1 });
const lastOfMonth = (day: Day): Day => dayFromTime(Date.UTC(day.year, day.month, 0));

/** A day between two years, inclusive. */
function randomDay(fromYear: number, toYear: number): Day {
  return dayFromTime(Date.UTC(fromYear, 0, 1) + int(0, (toYear - fromYear + 1) * 365 - 1) * 86_400_000);
}

// --- languages --------------------------------------------------------------------------------------

type Language = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'pt-BR' | 'pl' | 'ro';
const LANGUAGES: readonly Language[] = ['en', 'de', 'fr', 'es', 'it', 'pt', 'pt-BR', 'pl', 'ro'];

/** How a date is written: the language's numbers, with a two-digit year, a month name, its abbreviation, or ISO. */
type DateStyle = 'numeric' | 'shortYear' | 'long' | 'abbreviated' | 'iso';

/**
 * What a document in one language (and, for English, one country) says. The labels are lists so that
 * documents vary; they are written as real documents word them.
 */
type Locale = {
  language: Language;
  /** American English writes numbers month first. */
  monthFirst: boolean;
  months: readonly string[];
  monthsShort: readonly string[];
  /** Sunday first. */
  weekdays: readonly string[];
  separators: readonly string[];
  longDate: (day: Day, names: { month: string; weekday: string }) => readonly string[];
  firstNames: readonly string[];
  lastNames: readonly string[];
  places: readonly { city: string; postal: string }[];
  streets: readonly string[];
  companies: readonly string[];
  money: (amount: number) => string;
  phone: () => string;
  iban: () => string;
  taxName: string;
  words: Words;
};

/** The sentences and labels of the documents. Functions take already written dates. */
type Words = {
  documentDate: readonly string[];
  bareDate: readonly string[];
  issuedOn: readonly string[];
  placeDate: (place: string, date: string) => readonly string[];
  due: readonly string[];
  dueSentence: readonly ((date: string) => string)[];
  delivery: readonly string[];
  period: readonly string[];
  range: readonly ((from: string, to: string) => string)[];
  birth: readonly string[];
  phoneLabel: readonly string[];
  invoiceTitle: readonly string[];
  invoiceNumber: readonly string[];
  customerNumber: readonly string[];
  orderReference: readonly ((reference: string) => string)[];
  items: readonly string[];
  itemHeader: string;
  subtotal: string;
  total: string;
  thanks: readonly string[];
  greeting: readonly ((name: string) => string)[];
  closing: readonly string[];
  subject: readonly string[];
  yourLetter: readonly ((date: string) => string)[];
  letterBody: readonly string[];
  appointment: readonly ((date: string) => string)[];
  receiptTitle: readonly string[];
  receiptLines: readonly string[];
  cash: string;
  change: string;
  contractTitle: readonly string[];
  contractParties: (landlord: string, tenant: string) => string;
  contractStart: readonly string[];
  contractEnd: readonly string[];
  contractBody: readonly string[];
  signedAt: readonly ((place: string, date: string) => string)[];
  statementTitle: readonly string[];
  statementDate: readonly string[];
  openingBalance: string;
  closingBalance: string;
  transactions: readonly string[];
  payslipTitle: readonly string[];
  payPeriod: readonly string[];
  payDate: readonly string[];
  employeeSince: readonly string[];
  gross: string;
  net: string;
  payslipLines: readonly string[];
  medicalTitle: readonly string[];
  patient: string;
  admission: readonly ((from: string, to: string) => string)[];
  diagnosis: string;
  medicalBody: readonly string[];
  insuranceTitle: readonly string[];
  policyNumber: string;
  policyholder: string;
  coverStart: readonly string[];
  coverEnd: readonly string[];
  premiumDue: readonly ((date: string) => string)[];
  insuranceBody: readonly string[];
  fileWords: {
    invoice: string;
    letter: string;
    receipt: string;
    contract: string;
    statement: string;
    payslip: string;
    medical: string;
    insurance: string;
  };
};

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const EN_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const decimal = (amount: number, comma: boolean) => {
  const [whole, cents] = amount.toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, comma ? '.' : ',');
  return comma ? `${grouped},${cents}` : `${grouped}.${cents}`;
};
const spacedDecimal = (amount: number) => decimal(amount, true).replace(/\./g, ' ');

const ENGLISH_WORDS: Omit<Words, 'documentDate' | 'placeDate' | 'greeting'> = {
  bareDate: ['Date:', 'Date', 'DATE:'],
  issuedOn: ['Issued on', 'Issued:', 'Date issued:', 'Prepared on', 'Doc. date:', 'Date of this letter:'],
  due: ['Due date:', 'Payment due:', 'Due:', 'Pay by:', 'Amount due by', 'Payment terms: 14 days, due', 'Settle by'],
  dueSentence: [
    (date) => `Please pay within 14 days, by ${date} at the latest.`,
    (date) => `Payment is due on ${date}.`,
    (date) => `Kindly settle this invoice before ${date}.`,
  ],
  delivery: ['Delivery date:', 'Date of supply:', 'Shipped:', 'Service date:'],
  period: ['Service period:', 'Billing period:', 'Period:'],
  range: [(a, b) => `${a} - ${b}`, (a, b) => `${a} to ${b}`, (a, b) => `from ${a} to ${b}`],
  birth: ['Date of birth:', 'DOB:', 'Born:', 'D.O.B.', 'Birthdate:'],
  phoneLabel: ['Tel.', 'Phone:', 'Tel:'],
  invoiceTitle: ['INVOICE', 'Invoice', 'Tax Invoice'],
  invoiceNumber: ['Invoice no.', 'Invoice #', 'Invoice number:'],
  customerNumber: ['Customer no.', 'Account number:', 'Customer ID:'],
  orderReference: [
    (reference) => `Your order: ${reference}`,
    (reference) => `PO number: ${reference}`,
    (reference) => `Reference: ${reference}`,
  ],
  items: [
    'Consulting services',
    'Website maintenance',
    'Office chairs',
    'Printer toner',
    'Software licence',
    'Cleaning service',
    'Delivery charge',
    'Hosting plan',
    'Repair work',
    'Training session',
  ],
  itemHeader: 'Description                     Qty    Amount',
  subtotal: 'Subtotal',
  total: 'Total',
  thanks: ['Thank you for your business.', 'Thank you for choosing us.', 'We appreciate your prompt payment.'],
  closing: ['Kind regards,', 'Yours sincerely,', 'Best regards,'],
  subject: ['Re:', 'Subject:', 'Regarding:'],
  yourLetter: [
    (date) => `Thank you for your letter of ${date}.`,
    (date) => `Further to our telephone call on ${date}, I am writing to confirm the arrangements.`,
    (date) => `With reference to your email dated ${date},`,
  ],
  letterBody: [
    'We are writing to inform you about changes to your account.',
    'Please find enclosed the documents you requested.',
    'Your request has been processed and no further action is required.',
    'Should you have any questions, do not hesitate to contact us.',
    'We would be grateful if you could return the signed form.',
    'The new terms will apply from the next billing cycle.',
  ],
  appointment: [(date) => `Your next appointment is on ${date}.`, (date) => `We have booked the engineer visit for ${date}.`],
  receiptTitle: ['RECEIPT', 'Sales receipt', 'Till receipt'],
  receiptLines: ['Milk 2L', 'Bread', 'Coffee beans', 'Apples 1kg', 'Pasta', 'Cheddar', 'Orange juice', 'Batteries AA'],
  cash: 'Cash',
  change: 'Change',
  contractTitle: ['TENANCY AGREEMENT', 'Service Agreement', 'Employment Contract'],
  contractParties: (landlord, tenant) => `This agreement is made between ${landlord} ("the Landlord") and ${tenant} ("the Tenant").`,
  contractStart: ['Start date:', 'The term begins on', 'Commencement:'],
  contractEnd: ['End date:', 'The term ends on', 'Expiry:'],
  contractBody: [
    'The rent is payable monthly in advance.',
    'Either party may terminate this agreement with two months notice.',
    'The deposit will be held in a protected scheme.',
    'The property shall be kept in good condition.',
  ],
  signedAt: [(place, date) => `Signed at ${place} on ${date}`, (place, date) => `${place}, ${date}`, (_place, date) => `Signed: ${date}`],
  statementTitle: ['Account Statement', 'Bank Statement', 'Statement of Account'],
  statementDate: ['Statement date:', 'Date of statement:', 'Issued:'],
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  transactions: [
    'Card payment TESCO',
    'Direct debit COUNCIL TAX',
    'Transfer from J SMITH',
    'Salary ACME LTD',
    'ATM withdrawal',
    'Standing order RENT',
    'Card payment AMAZON',
  ],
  payslipTitle: ['PAYSLIP', 'Pay Statement', 'Earnings Statement'],
  payPeriod: ['Pay period:', 'Period:'],
  payDate: ['Pay date:', 'Paid on:'],
  employeeSince: ['Start date:', 'Employed since:'],
  gross: 'Gross pay',
  net: 'Net pay',
  payslipLines: ['Basic salary', 'Overtime', 'Income tax', 'National Insurance', 'Pension contribution'],
  medicalTitle: ['DISCHARGE SUMMARY', 'Clinic Letter', 'Outpatient Report'],
  patient: 'Patient:',
  admission: [(a, b) => `Admitted on ${a}, discharged on ${b}.`, (a, b) => `Inpatient stay from ${a} to ${b}.`],
  diagnosis: 'Diagnosis:',
  medicalBody: [
    'The patient recovered well and was discharged home.',
    'Blood tests were within normal limits.',
    'We recommend a follow-up with the GP in six weeks.',
    'Medication: ramipril 5 mg once daily.',
  ],
  insuranceTitle: ['Policy Schedule', 'Certificate of Insurance', 'Insurance Renewal Notice'],
  policyNumber: 'Policy number:',
  policyholder: 'Policyholder:',
  coverStart: ['Cover starts:', 'Period of insurance from', 'Start of cover:'],
  coverEnd: ['Cover ends:', 'Renewal date:', 'End of cover:'],
  premiumDue: [(date) => `The first premium will be collected on ${date}.`, (date) => `Premium due: ${date}`],
  insuranceBody: [
    'This schedule forms part of your policy.',
    'Please check the details and tell us about any errors.',
    'Your no claims discount has been applied.',
  ],
  fileWords: {
    invoice: 'invoice',
    letter: 'letter',
    receipt: 'receipt',
    contract: 'agreement',
    statement: 'statement',
    payslip: 'payslip',
    medical: 'clinic-letter',
    insurance: 'policy',
  },
};

const EN_SHARED = {
  language: 'en' as const,
  months: EN_MONTHS,
  monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  weekdays: EN_WEEKDAYS,
  taxName: 'VAT',
};

const EN_UK: Locale = {
  ...EN_SHARED,
  monthFirst: false,
  separators: ['/', '/', '.', '-'],
  longDate: ({ day, year }, { month, weekday }) => [
    `${day} ${month} ${year}`,
    `${ordinal(day)} ${month} ${year}`,
    `${weekday} ${day} ${month} ${year}`,
    `${day} ${month.slice(0, 3)} ${year}`,
  ],
  firstNames: ['James', 'Olivia', 'Priya', 'Daniel', 'Sarah', 'Michael', 'Emma', 'Thomas'],
  lastNames: ['Smith', 'Jones', 'Patel', 'Brown', 'Taylor', 'Walker', 'Wright', 'Clarke'],
  places: [
    { city: 'London', postal: 'EC1A 4JQ' },
    { city: 'Manchester', postal: 'M1 2AB' },
    { city: 'Bristol', postal: 'BS1 5TR' },
    { city: 'Leeds', postal: 'LS2 7EY' },
    { city: 'Edinburgh', postal: 'EH1 3QR' },
  ],
  streets: ['12 High Street', '4 Station Road', '88 Church Lane', 'Flat 3, 21 Victoria Road', '7 Mill Close'],
  companies: [
    'Northwind Supplies Ltd',
    'Brightside Energy Ltd',
    'Harbour & Co. Accountants',
    'Greenleaf Cleaning Ltd',
    'Kestrel IT Services',
  ],
  money: (amount) => `£${decimal(amount, false)}`,
  phone: () => pick([() => `+44 20 7946 0${digits(3)}`, () => `0161 496 0${digits(3)}`, () => `07700 900${digits(3)}`])(),
  iban: () => `GB${digits(2)} NWBK ${digits(4)} ${digits(4)} ${digits(4)} ${digits(2)}`,
  words: {
    ...ENGLISH_WORDS,
    documentDate: ['Invoice date:', 'Invoice Date', 'Date of invoice:', 'Tax point / date:', 'Invoice dated'],
    placeDate: (place, date) => [`${place}, ${date}`, date],
    greeting: [(name) => `Dear ${name},`, () => 'Dear Sir or Madam,'],
  },
};

const US_PLACES = [
  { city: 'Austin, TX', postal: '78701' },
  { city: 'Portland, OR', postal: '97205' },
  { city: 'Columbus, OH', postal: '43215' },
  { city: 'Denver, CO', postal: '80202' },
  { city: 'Albany, NY', postal: '12207' },
];

const EN_US: Locale = {
  ...EN_SHARED,
  monthFirst: true,
  separators: ['/', '/', '-'],
  longDate: ({ day, year }, { month, weekday }) => [
    `${month} ${day}, ${year}`,
    `${month.slice(0, 3)}. ${day}, ${year}`,
    `${weekday}, ${month} ${day}, ${year}`,
    `${month} ${day} ${year}`,
  ],
  firstNames: ['Jessica', 'Brian', 'Ashley', 'Kevin', 'Megan', 'Tyler', 'Lauren', 'Jason'],
  lastNames: ['Miller', 'Davis', 'Garcia', 'Wilson', 'Anderson', 'Moore', 'Jackson', 'Martin'],
  places: US_PLACES,
  streets: ['1200 Main St', '450 Oak Avenue, Suite 210', '77 Elm Street', '3300 Market Blvd', '18 Lakeview Dr'],
  companies: ['Acme Hardware Inc.', 'Blue Ridge Plumbing LLC', 'Summit Dental Group', 'Pioneer Web Design', 'Cedar Valley Utilities'],
  money: (amount) => `$${decimal(amount, false)}`,
  phone: () => pick([() => `(${int(201, 989)}) 555-0${digits(3)}`, () => `${int(201, 989)}-555-0${digits(3)}`])(),
  iban: () => `Routing ${digits(9)} / Account ${digits(10)}`,
  taxName: 'Sales tax',
  words: {
    ...ENGLISH_WORDS,
    documentDate: ['Invoice Date:', 'Invoice date:', 'Bill Date:', 'Date of Invoice:'],
    placeDate: (place, date) => [date, `${place}, ${date}`],
    greeting: [(name) => `Dear ${name}:`, () => 'To whom it may concern:'],
    statementDate: ['Statement Date:', 'Closing date:', 'Statement issued'],
  },
};

/**
 * English written outside the UK and the US (Singapore, India): day first, and no pound, dollar or
 * VAT to tell.
 */
function englishAbroad(country: {
  currency: string;
  places: Locale['places'];
  streets: readonly string[];
  companies: readonly string[];
  phone: () => string;
}): Locale {
  return {
    ...EN_SHARED,
    monthFirst: false,
    separators: ['/', '/', '-', '.'],
    longDate: ({ day, year }, { month, weekday }) => [
      `${day} ${month} ${year}`,
      `${weekday}, ${day} ${month} ${year}`,
      `${day} ${month.slice(0, 3)} ${year}`,
    ],
    firstNames: ['Wei Ling', 'Arjun', 'Priya', 'Omar', 'Mei', 'Rahul', 'Fatima', 'Kumar'],
    lastNames: ['Tan', 'Sharma', 'Lim', 'Haddad', 'Nair', 'Iyer', 'Khan', 'Ong'],
    places: country.places,
    streets: country.streets,
    companies: country.companies,
    money: (amount) => `${country.currency} ${decimal(amount, false)}`,
    phone: country.phone,
    iban: () => `Account ${digits(3)}-${digits(6)}-${digits(1)}`,
    taxName: 'GST',
    words: { ...EN_UK.words, placeDate: (place, date) => [date, `${place}, ${date}`] },
  };
}

const EN_SINGAPORE = englishAbroad({
  currency: 'SGD',
  places: [
    { city: 'Singapore', postal: '018956' },
    { city: 'Singapore', postal: '238859' },
  ],
  streets: ['10 Marina Boulevard #12-01', '391 Orchard Road #05-03', '1 Raffles Place #20-61'],
  companies: ['Lion City Logistics Pte Ltd', 'Merlion Dental Clinic', 'Harbourfront Consulting Pte Ltd'],
  phone: () => `+65 6${digits(3)} ${digits(4)}`,
});

const EN_INDIA = englishAbroad({
  currency: 'INR',
  places: [
    { city: 'Bengaluru', postal: '560001' },
    { city: 'Mumbai', postal: '400001' },
    { city: 'Chennai', postal: '600002' },
  ],
  streets: ['14 MG Road', '22 Nariman Point', '5 Anna Salai'],
  companies: ['Bluechip Infotech Pvt Ltd', 'Sunrise Diagnostics', 'Coromandel Traders'],
  phone: () => `+91 80 ${digits(4)} ${digits(4)}`,
});

const DE_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const DE: Locale = {
  language: 'de',
  monthFirst: false,
  months: DE_MONTHS,
  monthsShort: ['Jan.', 'Feb.', 'Mär.', 'Apr.', 'Mai', 'Jun.', 'Jul.', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.'],
  weekdays: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  separators: ['.', '.', '.', '/'],
  longDate: ({ day, year }, { month, weekday }) => [
    `${day}. ${month} ${year}`,
    `${pad(day)}. ${month} ${year}`,
    `${weekday}, ${day}. ${month} ${year}`,
    `${day} ${month} ${year}`,
  ],
  firstNames: ['Anna', 'Lukas', 'Sabine', 'Jürgen', 'Katrin', 'Felix', 'Monika', 'Stefan'],
  lastNames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Schäfer'],
  places: [
    { city: 'Berlin', postal: '10115' },
    { city: 'München', postal: '80331' },
    { city: 'Hamburg', postal: '20095' },
    { city: 'Köln', postal: '50667' },
    { city: 'Leipzig', postal: '04109' },
  ],
  streets: ['Hauptstraße 12', 'Bahnhofstr. 4a', 'Lindenallee 88', 'Am Markt 3', 'Gartenweg 17'],
  companies: ['Müller & Söhne GmbH', 'Stadtwerke Nordstadt GmbH', 'Praxis Dr. Weber', 'Bürotechnik Schulz e.K.', 'Elektro Fischer GmbH'],
  money: (amount) => `${decimal(amount, true)} €`,
  phone: () =>
    pick([() => `+49 30 ${digits(8)}`, () => `030 / ${digits(4)} ${digits(3)}`, () => `0221-${digits(4)}-0`, () => `0171 ${digits(7)}`])(),
  iban: () => `DE${digits(2)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(2)}`,
  taxName: 'USt.',
  words: {
    documentDate: ['Rechnungsdatum:', 'Rechnungsdatum', 'Datum der Rechnung:', 'Belegdatum:'],
    bareDate: ['Datum:', 'Datum', 'Datum :'],
    issuedOn: ['Ausgestellt am', 'Erstellt am', 'Druckdatum:', 'Stand:', 'Datum des Schreibens:', 'Belegdat.:'],
    placeDate: (place, date) => [`${place}, den ${date}`, `${place}, ${date}`, `${place}, am ${date}`],
    due: ['Fällig am:', 'Zahlbar bis:', 'Fälligkeitsdatum:', 'Zahlungsziel:', 'Bitte zahlen bis', 'Zahlungstermin:'],
    dueSentence: [
      (date) => `Bitte überweisen Sie den Betrag bis zum ${date} auf unser Konto.`,
      (date) => `Zahlbar ohne Abzug bis ${date}.`,
      (date) => `Der Betrag wird am ${date} von Ihrem Konto abgebucht.`,
    ],
    delivery: ['Lieferdatum:', 'Leistungsdatum:', 'Liefertag:'],
    period: ['Leistungszeitraum:', 'Abrechnungszeitraum:', 'Zeitraum:'],
    range: [(a, b) => `${a} – ${b}`, (a, b) => `${a} bis ${b}`, (a, b) => `vom ${a} bis ${b}`],
    birth: ['Geburtsdatum:', 'geb.', 'geboren am', 'Geb.-Dat.:', '*'],
    phoneLabel: ['Tel.', 'Telefon:', 'Fon'],
    invoiceTitle: ['RECHNUNG', 'Rechnung', 'Rechnung / Lieferschein'],
    invoiceNumber: ['Rechnungsnummer:', 'Rechnungs-Nr.', 'Beleg-Nr.'],
    customerNumber: ['Kundennummer:', 'Kunden-Nr.', 'Ihre Kundennr.'],
    orderReference: [
      (reference) => `Ihre Bestellung: ${reference}`,
      (reference) => `Auftrag ${reference}`,
      (reference) => `Vorgang: ${reference}`,
    ],
    items: [
      'Beratungsleistung',
      'Wartung Heizungsanlage',
      'Bürostuhl ergonomisch',
      'Druckerpatrone schwarz',
      'Softwarelizenz',
      'Reinigung Treppenhaus',
      'Versandkosten',
      'Montage',
      'Stundensatz Techniker',
    ],
    itemHeader: 'Pos. Bezeichnung                 Menge   Betrag',
    subtotal: 'Nettobetrag',
    total: 'Gesamtbetrag',
    thanks: ['Vielen Dank für Ihren Auftrag.', 'Wir danken für Ihr Vertrauen.', 'Vielen Dank für Ihren Einkauf!'],
    greeting: [(name) => `Sehr geehrte/r ${name},`, () => 'Sehr geehrte Damen und Herren,', (name) => `Hallo ${name},`],
    closing: ['Mit freundlichen Grüßen', 'Freundliche Grüße', 'Beste Grüße'],
    subject: ['Betreff:', 'Betr.:', ''],
    yourLetter: [
      (date) => `vielen Dank für Ihr Schreiben vom ${date}.`,
      (date) => `bezugnehmend auf unser Telefonat am ${date} bestätigen wir Folgendes.`,
      (date) => `auf Ihre Anfrage vom ${date} teilen wir Ihnen mit:`,
    ],
    letterBody: [
      'Hiermit bestätigen wir den Eingang Ihrer Unterlagen.',
      'Anbei erhalten Sie die gewünschten Unterlagen.',
      'Ihr Antrag wurde bearbeitet, weitere Schritte sind nicht nötig.',
      'Bei Rückfragen stehen wir Ihnen gerne zur Verfügung.',
      'Bitte senden Sie uns das unterschriebene Formular zurück.',
      'Die neuen Bedingungen gelten ab dem nächsten Abrechnungsmonat.',
    ],
    appointment: [(date) => `Ihr nächster Termin ist am ${date}.`, (date) => `Der Techniker kommt am ${date} zwischen 8 und 12 Uhr.`],
    receiptTitle: ['KASSENBON', 'Kassenbeleg', 'Quittung'],
    receiptLines: [
      'Vollmilch 1L',
      'Brötchen',
      'Kaffee gemahlen',
      'Äpfel lose',
      'Spaghetti',
      'Gouda Scheiben',
      'Orangensaft',
      'Batterien AA',
    ],
    cash: 'Bar',
    change: 'Rückgeld',
    contractTitle: ['MIETVERTRAG', 'Dienstleistungsvertrag', 'Arbeitsvertrag'],
    contractParties: (landlord, tenant) => `Zwischen ${landlord} (Vermieter) und ${tenant} (Mieter) wird folgender Vertrag geschlossen:`,
    contractStart: ['Mietbeginn:', 'Das Mietverhältnis beginnt am', 'Vertragsbeginn:'],
    contractEnd: ['Befristet bis', 'Vertragsende:', 'Das Mietverhältnis endet am'],
    contractBody: [
      'Die Miete ist monatlich im Voraus zu zahlen.',
      'Die Kündigungsfrist beträgt drei Monate.',
      'Die Kaution beträgt drei Monatsmieten.',
      'Schönheitsreparaturen trägt der Mieter.',
    ],
    signedAt: [
      (place, date) => `${place}, den ${date}`,
      (place, date) => `Ort, Datum: ${place}, ${date}`,
      (place, date) => `Unterschrieben in ${place} am ${date}`,
    ],
    statementTitle: ['Kontoauszug', 'KONTOAUSZUG', 'Depotauszug'],
    statementDate: ['Auszugsdatum:', 'Erstellt am', 'Datum:'],
    openingBalance: 'Alter Kontostand',
    closingBalance: 'Neuer Kontostand',
    transactions: [
      'Lastschrift Stadtwerke',
      'Gutschrift Gehalt',
      'Kartenzahlung REWE',
      'Dauerauftrag Miete',
      'Bargeldauszahlung',
      'Überweisung Versicherung',
    ],
    payslipTitle: ['Entgeltabrechnung', 'Gehaltsabrechnung', 'Verdienstabrechnung'],
    payPeriod: ['Abrechnungsmonat:', 'Abrechnungszeitraum:'],
    payDate: ['Auszahlung am', 'Überweisung am'],
    employeeSince: ['Eintrittsdatum:', 'Eintritt:'],
    gross: 'Gesamtbrutto',
    net: 'Auszahlungsbetrag',
    payslipLines: ['Grundgehalt', 'Überstunden', 'Lohnsteuer', 'Solidaritätszuschlag', 'Krankenversicherung', 'Rentenversicherung'],
    medicalTitle: ['Entlassungsbrief', 'Arztbrief', 'Befundbericht'],
    patient: 'Patient/in:',
    admission: [(a, b) => `stationärer Aufenthalt vom ${a} bis ${b}`, (a, b) => `Aufnahme am ${a}, Entlassung am ${b}.`],
    diagnosis: 'Diagnose:',
    medicalBody: [
      'Der Patient konnte in gutem Allgemeinzustand entlassen werden.',
      'Die Laborwerte lagen im Normbereich.',
      'Wir empfehlen eine Kontrolle beim Hausarzt in sechs Wochen.',
      'Medikation: Ramipril 5 mg 1-0-0.',
    ],
    insuranceTitle: ['Versicherungsschein', 'Nachtrag zum Versicherungsschein', 'Beitragsrechnung'],
    policyNumber: 'Versicherungsschein-Nr.:',
    policyholder: 'Versicherungsnehmer:',
    coverStart: ['Versicherungsbeginn:', 'Beginn:', 'Vertragsbeginn'],
    coverEnd: ['Ablauf:', 'Vertragsende:', 'Hauptfälligkeit:'],
    premiumDue: [(date) => `Der Beitrag wird am ${date} fällig.`, (date) => `Erstbeitrag zahlbar bis ${date}`],
    insuranceBody: [
      'Bitte prüfen Sie die Angaben auf Richtigkeit.',
      'Es gelten die beigefügten Versicherungsbedingungen.',
      'Ihr Schadenfreiheitsrabatt wurde berücksichtigt.',
    ],
    fileWords: {
      invoice: 'Rechnung',
      letter: 'Schreiben',
      receipt: 'Kassenbon',
      contract: 'Mietvertrag',
      statement: 'Kontoauszug',
      payslip: 'Gehaltsabrechnung',
      medical: 'Arztbrief',
      insurance: 'Versicherungsschein',
    },
  },
};

const FR: Locale = {
  language: 'fr',
  monthFirst: false,
  months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  monthsShort: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  weekdays: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  separators: ['/', '/', '.', '-'],
  longDate: ({ day, year }, { month, weekday }) => [
    `${day === 1 ? '1er' : day} ${month} ${year}`,
    `${weekday} ${day === 1 ? '1er' : day} ${month} ${year}`,
    `${day} ${month} ${year}`,
  ],
  firstNames: ['Camille', 'Julien', 'Élodie', 'Mathieu', 'Sophie', 'Nicolas', 'Chloé', 'Pierre'],
  lastNames: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Laurent', 'Girard', 'Roux'],
  places: [
    { city: 'Paris', postal: '75011' },
    { city: 'Lyon', postal: '69002' },
    { city: 'Marseille', postal: '13001' },
    { city: 'Toulouse', postal: '31000' },
    { city: 'Nantes', postal: '44000' },
  ],
  streets: ['12 rue de la République', '4 avenue Jean Jaurès', '88 boulevard Voltaire', '3 place du Marché', '17 chemin des Vignes'],
  companies: [
    'Boulangerie Dupont SARL',
    'Électricité Moreau & Fils',
    'Cabinet Girard Expertise',
    'Transports Lefèvre SAS',
    'Agence Immobilière du Centre',
  ],
  money: (amount) => `${spacedDecimal(amount)} €`,
  phone: () =>
    pick([
      () => `01 ${digits(2)} ${digits(2)} ${digits(2)} ${digits(2)}`,
      () => `+33 6 ${digits(2)} ${digits(2)} ${digits(2)} ${digits(2)}`,
      () => `0${int(1, 6)}.${digits(2)}.${digits(2)}.${digits(2)}.${digits(2)}`,
    ])(),
  iban: () => `FR76 ${digits(4)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(3)}`,
  taxName: 'TVA',
  words: {
    documentDate: ['Date de facture :', 'Date de facturation :', 'Facture du', 'Date d’émission :'],
    bareDate: ['Date :', 'Date:', 'Le'],
    issuedOn: ['Émis le', 'Établi le', 'Édité le', 'Fait le', 'Date d’édition :', 'Date du courrier :'],
    placeDate: (place, date) => [`${place}, le ${date}`, `Fait à ${place}, le ${date}`, `${place}, ${date}`],
    due: [
      'Échéance :',
      'Date d’échéance :',
      'À régler avant le',
      'Date limite de paiement :',
      'Date de règlement :',
      'Payable au plus tard le',
    ],
    dueSentence: [
      (date) => `Merci de régler cette facture au plus tard le ${date}.`,
      (date) => `Le prélèvement sera effectué le ${date}.`,
      (date) => `Paiement à réception, et au plus tard le ${date}.`,
    ],
    delivery: ['Date de livraison :', 'Livré le', 'Date de prestation :'],
    period: ['Période :', 'Période de facturation :', 'Période de consommation :'],
    range: [(a, b) => `du ${a} au ${b}`, (a, b) => `${a} - ${b}`, (a, b) => `${a} au ${b}`],
    birth: ['Né(e) le', 'Date de naissance :', 'née le'],
    phoneLabel: ['Tél.', 'Tél :', 'Téléphone :'],
    invoiceTitle: ['FACTURE', 'Facture', 'Facture acquittée'],
    invoiceNumber: ['Facture n°', 'N° de facture :', 'Numéro :'],
    customerNumber: ['N° client :', 'Référence client :', 'Code client'],
    orderReference: [
      (reference) => `Votre commande : ${reference}`,
      (reference) => `Bon de commande ${reference}`,
      (reference) => `Réf. ${reference}`,
    ],
    items: [
      'Prestation de conseil',
      'Maintenance chaudière',
      'Fauteuil de bureau',
      'Cartouche d’encre',
      'Licence logiciel',
      'Nettoyage des locaux',
      'Frais de port',
      'Main d’œuvre',
    ],
    itemHeader: 'Désignation                     Qté    Montant',
    subtotal: 'Total HT',
    total: 'Total TTC',
    thanks: ['Merci de votre confiance.', 'Nous vous remercions de votre commande.'],
    greeting: [(name) => `Madame, Monsieur ${name},`, () => 'Madame, Monsieur,', (name) => `Bonjour ${name},`],
    closing: ['Veuillez agréer nos salutations distinguées.', 'Cordialement,', 'Bien à vous,'],
    subject: ['Objet :', 'Objet:', 'Réf. :'],
    yourLetter: [
      (date) => `Nous accusons réception de votre courrier du ${date}.`,
      (date) => `Suite à notre entretien téléphonique du ${date}, nous vous confirmons les points suivants.`,
      (date) => `En réponse à votre demande du ${date},`,
    ],
    letterBody: [
      'Nous vous informons des modifications apportées à votre contrat.',
      'Vous trouverez ci-joint les documents demandés.',
      'Votre demande a été traitée, aucune démarche supplémentaire n’est nécessaire.',
      'Nous restons à votre disposition pour toute question.',
      'Merci de nous retourner le formulaire signé.',
      'Les nouvelles conditions s’appliqueront dès la prochaine facture.',
    ],
    appointment: [
      (date) => `Votre prochain rendez-vous est fixé au ${date}.`,
      (date) => `Notre technicien passera le ${date} dans la matinée.`,
    ],
    receiptTitle: ['TICKET DE CAISSE', 'Ticket', 'Reçu'],
    receiptLines: ['Lait demi-écrémé', 'Baguette', 'Café moulu', 'Pommes 1kg', 'Pâtes', 'Comté', 'Jus d’orange', 'Piles AA'],
    cash: 'Espèces',
    change: 'Rendu',
    contractTitle: ['CONTRAT DE LOCATION', 'Contrat de prestation de services', 'Contrat de travail'],
    contractParties: (landlord, tenant) =>
      `Entre ${landlord}, ci-après « le bailleur », et ${tenant}, ci-après « le locataire », il a été convenu ce qui suit :`,
    contractStart: ['Date de prise d’effet :', 'Le bail prend effet le', 'Début du contrat :'],
    contractEnd: ['Date de fin :', 'Le bail prend fin le', 'Fin du contrat :'],
    contractBody: [
      'Le loyer est payable mensuellement et d’avance.',
      'Le préavis est de trois mois.',
      'Le dépôt de garantie est fixé à un mois de loyer.',
      'Le locataire s’engage à entretenir le logement.',
    ],
    signedAt: [
      (place, date) => `Fait à ${place}, le ${date}`,
      (place, date) => `${place}, le ${date}`,
      (place, date) => `Signé à ${place} le ${date}`,
    ],
    statementTitle: ['Relevé de compte', 'RELEVÉ DE COMPTE', 'Extrait de compte'],
    statementDate: ['Date du relevé :', 'Édité le', 'Arrêté au'],
    openingBalance: 'Ancien solde',
    closingBalance: 'Nouveau solde',
    transactions: [
      'Prélèvement EDF',
      'Virement salaire',
      'Paiement CB Carrefour',
      'Virement loyer',
      'Retrait DAB',
      'Prélèvement assurance',
    ],
    payslipTitle: ['Bulletin de paie', 'BULLETIN DE SALAIRE', 'Fiche de paie'],
    payPeriod: ['Période :', 'Période de paie :'],
    payDate: ['Payé le', 'Date de paiement :'],
    employeeSince: ['Date d’entrée :', 'Entré(e) le'],
    gross: 'Salaire brut',
    net: 'Net à payer',
    payslipLines: ['Salaire de base', 'Heures supplémentaires', 'CSG déductible', 'Retraite complémentaire', 'Mutuelle'],
    medicalTitle: ['Compte rendu d’hospitalisation', 'Lettre de sortie', 'Compte rendu de consultation'],
    patient: 'Patient :',
    admission: [(a, b) => `Hospitalisation du ${a} au ${b}.`, (a, b) => `Entrée le ${a}, sortie le ${b}.`],
    diagnosis: 'Diagnostic :',
    medicalBody: [
      'Les suites ont été simples et le patient a regagné son domicile.',
      'Le bilan biologique est normal.',
      'Nous conseillons un contrôle chez le médecin traitant dans six semaines.',
      'Traitement : ramipril 5 mg le matin.',
    ],
    insuranceTitle: ['Conditions particulières', 'Attestation d’assurance', 'Avis d’échéance'],
    policyNumber: 'Contrat n°',
    policyholder: 'Souscripteur :',
    coverStart: ['Date d’effet :', 'Prise d’effet :', 'Début de garantie :'],
    coverEnd: ['Date de fin :', 'Échéance principale :', 'Fin de garantie :'],
    premiumDue: [(date) => `La cotisation sera prélevée le ${date}.`, (date) => `Cotisation à régler avant le ${date}`],
    insuranceBody: [
      'Merci de vérifier les informations ci-dessus.',
      'Les conditions générales jointes s’appliquent.',
      'Votre bonus a été pris en compte.',
    ],
    fileWords: {
      invoice: 'facture',
      letter: 'courrier',
      receipt: 'ticket',
      contract: 'contrat',
      statement: 'releve',
      payslip: 'bulletin-paie',
      medical: 'compte-rendu',
      insurance: 'attestation',
    },
  },
};

const ES: Locale = {
  language: 'es',
  monthFirst: false,
  months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  monthsShort: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'],
  weekdays: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  separators: ['/', '/', '-', '.'],
  longDate: ({ day, year }, { month, weekday }) => [
    `${day} de ${month} de ${year}`,
    `${day} de ${month} del ${year}`,
    `${weekday}, ${day} de ${month} de ${year}`,
    `${day} ${month} ${year}`,
  ],
  firstNames: ['Lucía', 'Javier', 'María', 'Carlos', 'Elena', 'Pablo', 'Carmen', 'Diego'],
  lastNames: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz'],
  places: [
    { city: 'Madrid', postal: '28013' },
    { city: 'Barcelona', postal: '08002' },
    { city: 'Valencia', postal: '46001' },
    { city: 'Sevilla', postal: '41004' },
    { city: 'Bilbao', postal: '48001' },
  ],
  streets: ['Calle Mayor, 12', 'Avenida de la Constitución 4, 2º B', 'Paseo de Gracia 88', 'Plaza España 3', 'Calle del Sol 17'],
  companies: [
    'Suministros García S.L.',
    'Electricidad del Norte S.A.',
    'Clínica Dental Sonrisa',
    'Asesoría Martínez y Asociados',
    'Talleres Ruiz S.L.',
  ],
  money: (amount) => `${decimal(amount, true)} €`,
  phone: () =>
    pick([
      () => `+34 91 ${digits(3)} ${digits(2)} ${digits(2)}`,
      () => `6${digits(2)} ${digits(3)} ${digits(3)}`,
      () => `93-${digits(3)}-${digits(2)}-${digits(2)}`,
    ])(),
  iban: () => `ES${digits(2)} ${digits(4)} ${digits(4)} ${digits(2)} ${digits(10)}`,
  taxName: 'IVA',
  words: {
    documentDate: ['Fecha de factura:', 'Fecha factura:', 'Fecha de emisión:', 'Factura del'],
    bareDate: ['Fecha:', 'Fecha', 'FECHA:'],
    issuedOn: ['Emitida el', 'Expedida el', 'Generado el', 'Fecha de expedición:', 'Fecha doc.:'],
    placeDate: (place, date) => [`${place}, a ${date}`, `${place}, ${date}`, `En ${place}, a ${date}`],
    due: ['Vencimiento:', 'Fecha de vencimiento:', 'Fecha límite de pago:', 'Vence el', 'Pagar antes de', 'Fecha de cargo:'],
    dueSentence: [
      (date) => `Le rogamos abone el importe antes del ${date}.`,
      (date) => `El cargo en cuenta se realizará el ${date}.`,
      (date) => `Plazo de pago: hasta el ${date}.`,
    ],
    delivery: ['Fecha de entrega:', 'Entregado el', 'Fecha del servicio:'],
    period: ['Periodo de facturación:', 'Período:', 'Periodo de consumo:'],
    range: [(a, b) => `del ${a} al ${b}`, (a, b) => `${a} - ${b}`, (a, b) => `desde ${a} hasta ${b}`],
    birth: ['Fecha de nacimiento:', 'F. nacimiento:', 'nacido el'],
    phoneLabel: ['Tel.', 'Teléfono:', 'Tfno.'],
    invoiceTitle: ['FACTURA', 'Factura', 'Factura simplificada'],
    invoiceNumber: ['Nº factura:', 'Número de factura:', 'Factura n.º'],
    customerNumber: ['Nº cliente:', 'Código de cliente:', 'Cliente:'],
    orderReference: [(reference) => `Su pedido: ${reference}`, (reference) => `Albarán ${reference}`, (reference) => `Ref.: ${reference}`],
    items: [
      'Servicios de consultoría',
      'Mantenimiento caldera',
      'Silla de oficina',
      'Cartucho de tinta',
      'Licencia de software',
      'Limpieza de oficinas',
      'Gastos de envío',
      'Mano de obra',
    ],
    itemHeader: 'Concepto                        Uds.   Importe',
    subtotal: 'Base imponible',
    total: 'Total factura',
    thanks: ['Gracias por su confianza.', 'Gracias por su compra.'],
    greeting: [(name) => `Estimado/a ${name}:`, () => 'Muy señores nuestros:', (name) => `Hola ${name}:`],
    closing: ['Atentamente,', 'Un cordial saludo,', 'Saludos cordiales,'],
    subject: ['Asunto:', 'Ref.:', 'Asunto'],
    yourLetter: [
      (date) => `Acusamos recibo de su carta del ${date}.`,
      (date) => `En relación con nuestra conversación telefónica del ${date}, le confirmamos lo siguiente.`,
      (date) => `En respuesta a su solicitud de ${date},`,
    ],
    letterBody: [
      'Le informamos de los cambios en su contrato.',
      'Adjuntamos la documentación solicitada.',
      'Su solicitud ha sido tramitada y no es necesaria ninguna gestión adicional.',
      'Quedamos a su disposición para cualquier consulta.',
      'Le rogamos nos devuelva el formulario firmado.',
      'Las nuevas condiciones se aplicarán a partir de la próxima factura.',
    ],
    appointment: [(date) => `Su próxima cita es el ${date}.`, (date) => `El técnico acudirá el ${date} por la mañana.`],
    receiptTitle: ['TICKET', 'Ticket de compra', 'Factura simplificada'],
    receiptLines: [
      'Leche entera',
      'Pan de barra',
      'Café molido',
      'Manzanas 1kg',
      'Macarrones',
      'Queso manchego',
      'Zumo de naranja',
      'Pilas AA',
    ],
    cash: 'Efectivo',
    change: 'Cambio',
    contractTitle: ['CONTRATO DE ARRENDAMIENTO', 'Contrato de prestación de servicios', 'Contrato de trabajo'],
    contractParties: (landlord, tenant) =>
      `De una parte, ${landlord} (el arrendador), y de otra, ${tenant} (el arrendatario), acuerdan lo siguiente:`,
    contractStart: ['Fecha de inicio:', 'El contrato entra en vigor el', 'Inicio del arrendamiento:'],
    contractEnd: ['Fecha de finalización:', 'Duración hasta el', 'Fin del contrato:'],
    contractBody: [
      'La renta se abonará mensualmente por adelantado.',
      'El preaviso será de dos meses.',
      'La fianza asciende a una mensualidad.',
      'El arrendatario se compromete a conservar la vivienda.',
    ],
    signedAt: [
      (place, date) => `En ${place}, a ${date}`,
      (place, date) => `${place}, ${date}`,
      (place, date) => `Firmado en ${place} el ${date}`,
    ],
    statementTitle: ['Extracto de cuenta', 'EXTRACTO BANCARIO', 'Extracto mensual'],
    statementDate: ['Fecha del extracto:', 'Fecha de emisión:', 'Emitido el'],
    openingBalance: 'Saldo anterior',
    closingBalance: 'Saldo final',
    transactions: [
      'Recibo Iberdrola',
      'Transferencia nómina',
      'Pago con tarjeta Mercadona',
      'Transferencia alquiler',
      'Reintegro cajero',
      'Recibo seguro hogar',
    ],
    payslipTitle: ['NÓMINA', 'Recibo de salarios', 'Nómina mensual'],
    payPeriod: ['Periodo de liquidación:', 'Periodo:'],
    payDate: ['Fecha de pago:', 'Abonado el'],
    employeeSince: ['Antigüedad:', 'Fecha de alta:'],
    gross: 'Total devengado',
    net: 'Líquido a percibir',
    payslipLines: ['Salario base', 'Horas extra', 'IRPF', 'Contingencias comunes', 'Desempleo'],
    medicalTitle: ['INFORME DE ALTA', 'Informe clínico', 'Informe de consulta'],
    patient: 'Paciente:',
    admission: [(a, b) => `Ingreso del ${a} al ${b}.`, (a, b) => `Fecha de ingreso ${a}, fecha de alta ${b}.`],
    diagnosis: 'Diagnóstico:',
    medicalBody: [
      'Evolución favorable, se procede al alta a domicilio.',
      'Analítica dentro de la normalidad.',
      'Se recomienda control por su médico de cabecera en seis semanas.',
      'Tratamiento: ramipril 5 mg cada 24 horas.',
    ],
    insuranceTitle: ['Condiciones particulares', 'Certificado de seguro', 'Aviso de renovación'],
    policyNumber: 'Nº de póliza:',
    policyholder: 'Tomador:',
    coverStart: ['Fecha de efecto:', 'Efecto:', 'Inicio de cobertura:'],
    coverEnd: ['Vencimiento de la póliza:', 'Fin de cobertura:', 'Renovación:'],
    premiumDue: [(date) => `La prima se cargará en su cuenta el ${date}.`, (date) => `Prima a pagar antes del ${date}`],
    insuranceBody: [
      'Compruebe que los datos son correctos.',
      'Se aplican las condiciones generales adjuntas.',
      'Se ha aplicado su bonificación.',
    ],
    fileWords: {
      invoice: 'factura',
      letter: 'carta',
      receipt: 'ticket',
      contract: 'contrato',
      statement: 'extracto',
      payslip: 'nomina',
      medical: 'informe',
      insurance: 'poliza',
    },
  },
};

const IT: Locale = {
  language: 'it',
  monthFirst: false,
  months: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  monthsShort: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
  weekdays: ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'],
  separators: ['/', '/', '.', '-'],
  longDate: ({ day, year }, { month, weekday }) => [
    `${day} ${month} ${year}`,
    `${weekday} ${day} ${month} ${year}`,
    `${pad(day)} ${month} ${year}`,
  ],
  firstNames: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Sara', 'Matteo'],
  lastNames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci'],
  places: [
    { city: 'Milano', postal: '20121' },
    { city: 'Roma', postal: '00184' },
    { city: 'Torino', postal: '10121' },
    { city: 'Bologna', postal: '40121' },
    { city: 'Firenze', postal: '50122' },
  ],
  streets: ['Via Roma 12', 'Corso Vittorio Emanuele II 4', 'Viale Marconi 88', 'Piazza Garibaldi 3', 'Via dei Mille 17'],
  companies: [
    'Forniture Rossi S.r.l.',
    'Energia Padana S.p.A.',
    'Studio Dentistico Bianchi',
    'Commercialista Dott. Ricci',
    'Idraulica Colombo S.n.c.',
  ],
  money: (amount) => `€ ${decimal(amount, true)}`,
  phone: () => pick([() => `+39 02 ${digits(4)} ${digits(4)}`, () => `06-${digits(7)}`, () => `3${digits(2)} ${digits(3)} ${digits(4)}`])(),
  iban: () => `IT${digits(2)} X${digits(5)} ${digits(5)} ${digits(12)}`,
  taxName: 'IVA',
  words: {
    documentDate: ['Data fattura:', 'Data documento:', 'Fattura del', 'Data emissione:'],
    bareDate: ['Data:', 'Data', 'DATA'],
    issuedOn: ['Emessa il', 'Rilasciato il', 'Redatto il', 'Data doc.:', 'Data lettera:'],
    placeDate: (place, date) => [`${place}, ${date}`, `${place}, lì ${date}`, `${place}, il ${date}`],
    due: ['Scadenza:', 'Data scadenza:', 'Da pagare entro il', 'Termine di pagamento:', 'Scad.:', 'Pagamento entro:'],
    dueSentence: [
      (date) => `Si prega di effettuare il pagamento entro il ${date}.`,
      (date) => `L’addebito avverrà il ${date}.`,
      (date) => `Pagamento a 30 giorni, scadenza ${date}.`,
    ],
    delivery: ['Data consegna:', 'Consegnato il', 'Data intervento:'],
    period: ['Periodo di fatturazione:', 'Periodo:', 'Periodo di riferimento:'],
    range: [(a, b) => `dal ${a} al ${b}`, (a, b) => `${a} - ${b}`, (a, b) => `${a} al ${b}`],
    birth: ['Data di nascita:', 'nato il', 'nata il'],
    phoneLabel: ['Tel.', 'Telefono:', 'Cell.'],
    invoiceTitle: ['FATTURA', 'Fattura', 'Fattura accompagnatoria'],
    invoiceNumber: ['Fattura n.', 'Numero fattura:', 'N. documento:'],
    customerNumber: ['Codice cliente:', 'Cliente n.', 'Cod. cliente'],
    orderReference: [(reference) => `Vs. ordine: ${reference}`, (reference) => `DDT n. ${reference}`, (reference) => `Rif. ${reference}`],
    items: [
      'Consulenza',
      'Manutenzione caldaia',
      'Sedia da ufficio',
      'Cartuccia toner',
      'Licenza software',
      'Pulizia uffici',
      'Spese di spedizione',
      'Manodopera',
    ],
    itemHeader: 'Descrizione                     Q.tà   Importo',
    subtotal: 'Imponibile',
    total: 'Totale documento',
    thanks: ['Grazie per la fiducia.', 'Grazie per il vostro acquisto.'],
    greeting: [(name) => `Gentile ${name},`, () => 'Spettabile Ditta,', (name) => `Egregio ${name},`],
    closing: ['Cordiali saluti', 'Distinti saluti', 'Un cordiale saluto'],
    subject: ['Oggetto:', 'Ogg.:', 'Rif.:'],
    yourLetter: [
      (date) => `Facciamo seguito alla Sua lettera del ${date}.`,
      (date) => `Con riferimento alla telefonata del ${date}, Le confermiamo quanto segue.`,
      (date) => `In risposta alla Vostra richiesta del ${date},`,
    ],
    letterBody: [
      'La informiamo delle modifiche apportate al Suo contratto.',
      'In allegato trova la documentazione richiesta.',
      'La Sua richiesta è stata evasa e non sono necessari ulteriori adempimenti.',
      'Restiamo a disposizione per qualsiasi chiarimento.',
      'La preghiamo di restituirci il modulo firmato.',
      'Le nuove condizioni si applicheranno dalla prossima bolletta.',
    ],
    appointment: [(date) => `Il prossimo appuntamento è fissato per il ${date}.`, (date) => `Il tecnico passerà il ${date} in mattinata.`],
    receiptTitle: ['SCONTRINO', 'Documento commerciale', 'Ricevuta'],
    receiptLines: ['Latte intero', 'Pane', 'Caffè macinato', 'Mele 1kg', 'Spaghetti', 'Parmigiano', 'Succo d’arancia', 'Pile AA'],
    cash: 'Contanti',
    change: 'Resto',
    contractTitle: ['CONTRATTO DI LOCAZIONE', 'Contratto di servizio', 'Contratto di lavoro'],
    contractParties: (landlord, tenant) => `Tra ${landlord} (locatore) e ${tenant} (conduttore) si conviene e si stipula quanto segue:`,
    contractStart: ['Decorrenza:', 'Il contratto decorre dal', 'Inizio locazione:'],
    contractEnd: ['Scadenza contratto:', 'Il contratto termina il', 'Fine locazione:'],
    contractBody: [
      'Il canone è pagabile mensilmente in anticipo.',
      'Il preavviso è di sei mesi.',
      'Il deposito cauzionale è pari a tre mensilità.',
      'Il conduttore si impegna a custodire l’immobile.',
    ],
    signedAt: [
      (place, date) => `${place}, lì ${date}`,
      (place, date) => `Letto, confermato e sottoscritto a ${place} il ${date}`,
      (place, date) => `${place}, ${date}`,
    ],
    statementTitle: ['Estratto conto', 'ESTRATTO CONTO', 'Estratto conto mensile'],
    statementDate: ['Data estratto:', 'Emesso il', 'Data:'],
    openingBalance: 'Saldo iniziale',
    closingBalance: 'Saldo finale',
    transactions: [
      'Addebito Enel',
      'Bonifico stipendio',
      'Pagamento POS Esselunga',
      'Bonifico affitto',
      'Prelievo Bancomat',
      'Addebito assicurazione',
    ],
    payslipTitle: ['Cedolino paga', 'BUSTA PAGA', 'Prospetto paga'],
    payPeriod: ['Periodo di paga:', 'Mese:'],
    payDate: ['Data pagamento:', 'Accreditato il'],
    employeeSince: ['Data assunzione:', 'In forza dal'],
    gross: 'Totale competenze',
    net: 'Netto in busta',
    payslipLines: ['Paga base', 'Straordinari', 'IRPEF', 'Contributi INPS', 'Addizionale regionale'],
    medicalTitle: ['LETTERA DI DIMISSIONE', 'Referto', 'Relazione clinica'],
    patient: 'Paziente:',
    admission: [(a, b) => `Ricovero dal ${a} al ${b}.`, (a, b) => `Ricoverato il ${a}, dimesso il ${b}.`],
    diagnosis: 'Diagnosi:',
    medicalBody: [
      'Decorso regolare, il paziente viene dimesso a domicilio.',
      'Esami ematochimici nella norma.',
      'Si consiglia controllo dal medico curante tra sei settimane.',
      'Terapia: ramipril 5 mg al mattino.',
    ],
    insuranceTitle: ['Polizza', 'Certificato di assicurazione', 'Avviso di scadenza'],
    policyNumber: 'Polizza n.',
    policyholder: 'Contraente:',
    coverStart: ['Effetto:', 'Decorrenza:', 'Inizio copertura:'],
    coverEnd: ['Scadenza:', 'Fine copertura:', 'Scadenza annuale:'],
    premiumDue: [(date) => `Il premio sarà addebitato il ${date}.`, (date) => `Premio da pagare entro il ${date}`],
    insuranceBody: [
      'Verifichi la correttezza dei dati.',
      'Si applicano le condizioni generali allegate.',
      'È stata applicata la classe di merito.',
    ],
    fileWords: {
      invoice: 'fattura',
      letter: 'lettera',
      receipt: 'scontrino',
      contract: 'contratto',
      statement: 'estratto-conto',
      payslip: 'cedolino',
      medical: 'referto',
      insurance: 'polizza',
    },
  },
};

const PT_MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const PT_SHORT = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const PT_WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

const PT_WORDS: Words = {
  documentDate: ['Data da fatura:', 'Data de emissão:', 'Data emissão:', 'Fatura de'],
  bareDate: ['Data:', 'Data', 'DATA:'],
  issuedOn: ['Emitida em', 'Processado em', 'Gerado em', 'Data doc.:', 'Data do documento:'],
  placeDate: (place, date) => [`${place}, ${date}`, `${place}, em ${date}`],
  due: ['Data de vencimento:', 'Vencimento:', 'Data limite de pagamento:', 'Pagar até', 'Data de pagamento:', 'Vence em'],
  dueSentence: [
    (date) => `Agradecemos o pagamento até ${date}.`,
    (date) => `O débito será efetuado em ${date}.`,
    (date) => `Prazo de pagamento: ${date}.`,
  ],
  delivery: ['Data de entrega:', 'Entregue em', 'Data do serviço:'],
  period: ['Período de faturação:', 'Período:', 'Período de consumo:'],
  range: [(a, b) => `de ${a} a ${b}`, (a, b) => `${a} - ${b}`, (a, b) => `${a} até ${b}`],
  birth: ['Data de nascimento:', 'Nascido em', 'Data nasc.:'],
  phoneLabel: ['Tel.', 'Telefone:', 'Telm.'],
  invoiceTitle: ['FATURA', 'Fatura', 'Fatura-Recibo'],
  invoiceNumber: ['Fatura n.º', 'N.º documento:', 'Número:'],
  customerNumber: ['N.º cliente:', 'Código cliente:', 'Cliente n.º'],
  orderReference: [
    (reference) => `V/ encomenda: ${reference}`,
    (reference) => `Guia de remessa ${reference}`,
    (reference) => `Ref.ª ${reference}`,
  ],
  items: [
    'Serviços de consultoria',
    'Manutenção de caldeira',
    'Cadeira de escritório',
    'Tinteiro preto',
    'Licença de software',
    'Limpeza de escritório',
    'Portes de envio',
    'Mão de obra',
  ],
  itemHeader: 'Descrição                       Qtd.   Valor',
  subtotal: 'Total sem IVA',
  total: 'Total a pagar',
  thanks: ['Obrigado pela sua preferência.', 'Agradecemos a sua confiança.'],
  greeting: [(name) => `Exmo.(a) Sr.(a) ${name},`, () => 'Exmos. Senhores,', (name) => `Caro(a) ${name},`],
  closing: ['Com os melhores cumprimentos,', 'Atenciosamente,', 'Cumprimentos,'],
  subject: ['Assunto:', 'Ref.:', 'Assunto'],
  yourLetter: [
    (date) => `Acusamos a receção da sua carta de ${date}.`,
    (date) => `Na sequência do nosso contacto telefónico de ${date}, confirmamos o seguinte.`,
    (date) => `Em resposta ao seu pedido de ${date},`,
  ],
  letterBody: [
    'Informamos que foram efetuadas alterações ao seu contrato.',
    'Junto enviamos a documentação solicitada.',
    'O seu pedido foi tratado e não é necessária mais nenhuma ação.',
    'Estamos ao dispor para qualquer esclarecimento.',
    'Agradecemos a devolução do formulário assinado.',
    'As novas condições aplicam-se a partir da próxima fatura.',
  ],
  appointment: [(date) => `A sua próxima consulta está marcada para ${date}.`, (date) => `O técnico irá ao local no dia ${date}.`],
  receiptTitle: ['TALÃO', 'Fatura simplificada', 'Recibo'],
  receiptLines: [
    'Leite meio-gordo',
    'Pão',
    'Café moído',
    'Maçãs 1kg',
    'Massa esparguete',
    'Queijo flamengo',
    'Sumo de laranja',
    'Pilhas AA',
  ],
  cash: 'Numerário',
  change: 'Troco',
  contractTitle: ['CONTRATO DE ARRENDAMENTO', 'Contrato de prestação de serviços', 'Contrato de trabalho'],
  contractParties: (landlord, tenant) => `Entre ${landlord} (senhorio) e ${tenant} (arrendatário) é celebrado o presente contrato:`,
  contractStart: ['Data de início:', 'O contrato produz efeitos a partir de', 'Início do arrendamento:'],
  contractEnd: ['Data de termo:', 'O contrato termina em', 'Fim do contrato:'],
  contractBody: [
    'A renda é paga mensalmente e antecipadamente.',
    'O pré-aviso é de dois meses.',
    'A caução corresponde a dois meses de renda.',
    'O arrendatário obriga-se a conservar o locado.',
  ],
  signedAt: [
    (place, date) => `${place}, ${date}`,
    (place, date) => `Feito em ${place}, em ${date}`,
    (place, date) => `Assinado em ${place} a ${date}`,
  ],
  statementTitle: ['Extrato de conta', 'EXTRATO BANCÁRIO', 'Extrato integrado'],
  statementDate: ['Data do extrato:', 'Emitido em', 'Data:'],
  openingBalance: 'Saldo anterior',
  closingBalance: 'Saldo final',
  transactions: [
    'Débito direto EDP',
    'Transferência vencimento',
    'Compra Continente',
    'Transferência renda',
    'Levantamento MB',
    'Débito seguro',
  ],
  payslipTitle: ['RECIBO DE VENCIMENTO', 'Recibo de salário', 'Recibo de remunerações'],
  payPeriod: ['Período:', 'Mês de referência:'],
  payDate: ['Data de pagamento:', 'Pago em'],
  employeeSince: ['Data de admissão:', 'Admitido em'],
  gross: 'Total ilíquido',
  net: 'Total líquido',
  payslipLines: ['Vencimento base', 'Horas extraordinárias', 'IRS', 'Segurança Social', 'Subsídio de alimentação'],
  medicalTitle: ['NOTA DE ALTA', 'Relatório clínico', 'Relatório de consulta'],
  patient: 'Doente:',
  admission: [(a, b) => `Internamento de ${a} a ${b}.`, (a, b) => `Data de admissão ${a}, data de alta ${b}.`],
  diagnosis: 'Diagnóstico:',
  medicalBody: [
    'Evolução favorável, tem alta para o domicílio.',
    'Análises dentro dos valores de referência.',
    'Recomenda-se reavaliação pelo médico de família dentro de seis semanas.',
    'Medicação: ramipril 5 mg de manhã.',
  ],
  insuranceTitle: ['Condições particulares', 'Certificado de seguro', 'Aviso de pagamento'],
  policyNumber: 'Apólice n.º',
  policyholder: 'Tomador do seguro:',
  coverStart: ['Data de início:', 'Início da cobertura:', 'Data efeito:'],
  coverEnd: ['Data de termo:', 'Fim da cobertura:', 'Renovação:'],
  premiumDue: [(date) => `O prémio será debitado em ${date}.`, (date) => `Prémio a pagar até ${date}`],
  insuranceBody: ['Verifique se os dados estão corretos.', 'Aplicam-se as condições gerais anexas.', 'O seu bónus foi aplicado.'],
  fileWords: {
    invoice: 'fatura',
    letter: 'carta',
    receipt: 'talao',
    contract: 'contrato',
    statement: 'extrato',
    payslip: 'recibo-vencimento',
    medical: 'relatorio',
    insurance: 'apolice',
  },
};

const PT: Locale = {
  language: 'pt',
  monthFirst: false,
  months: PT_MONTHS,
  monthsShort: PT_SHORT,
  weekdays: PT_WEEKDAYS,
  separators: ['/', '/', '-', '.'],
  longDate: ({ day, year }, { month, weekday }) => [
    `${day} de ${month} de ${year}`,
    `${weekday}, ${day} de ${month} de ${year}`,
    `${pad(day)} de ${month} de ${year}`,
  ],
  firstNames: ['João', 'Ana', 'Pedro', 'Inês', 'Rui', 'Beatriz', 'Miguel', 'Sofia'],
  lastNames: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins'],
  places: [
    { city: 'Lisboa', postal: '1100-148' },
    { city: 'Porto', postal: '4000-322' },
    { city: 'Braga', postal: '4700-435' },
    { city: 'Coimbra', postal: '3000-150' },
    { city: 'Faro', postal: '8000-138' },
  ],
  streets: ['Rua Augusta, 12', 'Avenida da Liberdade 4, 3.º Esq.', 'Rua de Santa Catarina 88', 'Praça do Comércio 3', 'Travessa do Sol 17'],
  companies: [
    'Fornecimentos Silva, Lda.',
    'Energia do Norte, S.A.',
    'Clínica Dentária Sorriso',
    'Contabilidade Costa & Filhos',
    'Oficina Martins, Lda.',
  ],
  money: (amount) => `${spacedDecimal(amount)} €`,
  phone: () =>
    pick([
      () => `+351 21 ${digits(3)} ${digits(4)}`,
      () => `9${digits(2)} ${digits(3)} ${digits(3)}`,
      () => `22 ${digits(3)} ${digits(2)} ${digits(2)}`,
    ])(),
  iban: () => `PT50 ${digits(4)} ${digits(4)} ${digits(11)} ${digits(2)}`,
  taxName: 'IVA',
  words: PT_WORDS,
};

const PT_BR: Locale = {
  language: 'pt-BR',
  monthFirst: false,
  months: PT_MONTHS,
  monthsShort: PT_SHORT,
  weekdays: PT_WEEKDAYS,
  separators: ['/', '/', '/', '-', '.'],
  longDate: ({ day, year }, { month, weekday }) => [
    `${day === 1 ? '1º' : day} de ${month} de ${year}`,
    `${weekday}, ${day} de ${month} de ${year}`,
    `${day} de ${month} de ${year}`,
  ],
  firstNames: ['Lucas', 'Mariana', 'Gabriel', 'Juliana', 'Rafael', 'Camila', 'Bruno', 'Fernanda'],
  lastNames: ['Souza', 'Lima', 'Alves', 'Carvalho', 'Gomes', 'Ribeiro', 'Barbosa', 'Araújo'],
  places: [
    { city: 'São Paulo - SP', postal: '01310-100' },
    { city: 'Rio de Janeiro - RJ', postal: '20040-020' },
    { city: 'Belo Horizonte - MG', postal: '30130-010' },
    { city: 'Curitiba - PR', postal: '80010-000' },
    { city: 'Recife - PE', postal: '50030-230' },
  ],
  streets: ['Av. Paulista, 1200', 'Rua das Flores, 45 - apto 32', 'Rua XV de Novembro, 88', 'Av. Boa Viagem, 3300', 'Rua da Bahia, 17'],
  companies: [
    'Comercial Souza Ltda.',
    'Companhia Energética Sul S.A.',
    'Clínica Odontológica Sorriso',
    'Escritório Contábil Lima',
    'Auto Center Barbosa ME',
  ],
  money: (amount) => `R$ ${decimal(amount, true)}`,
  phone: () =>
    pick([() => `(11) ${digits(4)}-${digits(4)}`, () => `+55 21 9${digits(4)}-${digits(4)}`, () => `(31) 9 ${digits(4)}-${digits(4)}`])(),
  iban: () => `Agência ${digits(4)} / Conta ${digits(5)}-${digits(1)}`,
  taxName: 'ICMS',
  words: {
    ...PT_WORDS,
    documentDate: ['Data de emissão:', 'Emissão:', 'Data da nota:', 'Nota fiscal emitida em'],
    issuedOn: ['Emitido em', 'Gerado em', 'Data de geração:'],
    placeDate: (place, date) => [`${place.replace(/ - [A-Z]{2}$/, '')}, ${date}`, `${place.replace(/ - [A-Z]{2}$/, '')}, ${date}.`],
    invoiceTitle: ['NOTA FISCAL DE SERVIÇOS', 'Fatura', 'DANFE - Documento Auxiliar da Nota Fiscal'],
    invoiceNumber: ['Nº da nota:', 'Número:', 'NF-e nº'],
    greeting: [(name) => `Prezado(a) ${name},`, () => 'Prezados,', (name) => `Olá, ${name},`],
    closing: ['Atenciosamente,', 'Cordialmente,', 'Abraços,'],
    receiptTitle: ['CUPOM FISCAL', 'Recibo', 'Comprovante de venda'],
    cash: 'Dinheiro',
    statementTitle: ['Extrato de conta corrente', 'EXTRATO', 'Extrato mensal'],
    transactions: [
      'Pix recebido',
      'Pagamento boleto',
      'Compra cartão Pão de Açúcar',
      'TED aluguel',
      'Saque 24h',
      'Débito automático Sabesp',
    ],
    payslipTitle: ['HOLERITE', 'Demonstrativo de pagamento', 'Contracheque'],
    payslipLines: ['Salário base', 'Horas extras', 'INSS', 'IRRF', 'Vale-transporte'],
    subtotal: 'Valor dos serviços',
    total: 'Valor total',
    fileWords: {
      invoice: 'nota-fiscal',
      letter: 'carta',
      receipt: 'cupom',
      contract: 'contrato',
      statement: 'extrato',
      payslip: 'holerite',
      medical: 'relatorio-medico',
      insurance: 'apolice',
    },
  },
};

const PL: Locale = {
  language: 'pl',
  monthFirst: false,
  // Genitive: "12 marca 2025".
  months: [
    'stycznia',
    'lutego',
    'marca',
    'kwietnia',
    'maja',
    'czerwca',
    'lipca',
    'sierpnia',
    'września',
    'października',
    'listopada',
    'grudnia',
  ],
  monthsShort: ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'],
  weekdays: ['niedziela', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota'],
  separators: ['.', '.', '.', '-'],
  longDate: ({ day, year }, { month }) => [`${day} ${month} ${year} r.`, `${day} ${month} ${year}`, `${pad(day)} ${month} ${year} r.`],
  firstNames: ['Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Magdalena', 'Paweł', 'Agnieszka', 'Michał'],
  lastNames: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Zieliński', 'Dąbrowski'],
  places: [
    { city: 'Warszawa', postal: '00-001' },
    { city: 'Kraków', postal: '31-042' },
    { city: 'Wrocław', postal: '50-077' },
    { city: 'Poznań', postal: '61-758' },
    { city: 'Gdańsk', postal: '80-831' },
  ],
  streets: ['ul. Marszałkowska 12', 'ul. Długa 4/7', 'al. Jana Pawła II 88', 'pl. Wolności 3', 'ul. Ogrodowa 17 m. 5'],
  companies: [
    'Hurtownia Nowak Sp. z o.o.',
    'Energa Obrót S.A.',
    'Gabinet Stomatologiczny Uśmiech',
    'Biuro Rachunkowe Kowalska',
    'Zakład Usług Technicznych Wójcik',
  ],
  money: (amount) => `${spacedDecimal(amount)} zł`,
  phone: () =>
    pick([
      () => `+48 22 ${digits(3)} ${digits(2)} ${digits(2)}`,
      () => `${int(500, 799)} ${digits(3)} ${digits(3)}`,
      () => `(12) ${digits(3)}-${digits(2)}-${digits(2)}`,
    ])(),
  iban: () => `PL${digits(2)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(4)}`,
  taxName: 'VAT',
  words: {
    documentDate: ['Data wystawienia:', 'Data wystawienia', 'Wystawiono dnia:', 'Faktura z dnia'],
    bareDate: ['Data:', 'Data', 'Dnia'],
    issuedOn: ['Sporządzono dnia', 'Wygenerowano:', 'Wydano dnia', 'Data dok.:', 'Data pisma:'],
    placeDate: (place, date) => [`${place}, dnia ${date}`, `${place}, ${date}`, `${place}, dn. ${date}`],
    due: ['Termin płatności:', 'Zapłata do:', 'Płatne do', 'Termin zapłaty:', 'Zapłacić do:', 'Płatność do dnia'],
    dueSentence: [
      (date) => `Prosimy o wpłatę należności do dnia ${date}.`,
      (date) => `Kwota zostanie pobrana z rachunku ${date}.`,
      (date) => `Płatność przelewem w terminie do ${date}.`,
    ],
    delivery: ['Data sprzedaży:', 'Data dostawy:', 'Data wykonania usługi:'],
    period: ['Okres rozliczeniowy:', 'Okres:', 'Za okres'],
    range: [(a, b) => `od ${a} do ${b}`, (a, b) => `${a} - ${b}`, (a, b) => `${a} – ${b}`],
    birth: ['Data urodzenia:', 'ur.', 'urodzony dnia'],
    phoneLabel: ['Tel.', 'Telefon:', 'tel. kom.'],
    invoiceTitle: ['FAKTURA VAT', 'Faktura', 'FAKTURA'],
    invoiceNumber: ['Faktura nr', 'Numer faktury:', 'Nr dokumentu:'],
    customerNumber: ['Nr klienta:', 'Numer klienta:', 'ID klienta:'],
    orderReference: [(reference) => `Zamówienie: ${reference}`, (reference) => `WZ nr ${reference}`, (reference) => `Sygn. ${reference}`],
    items: [
      'Usługa doradcza',
      'Serwis kotła gazowego',
      'Krzesło biurowe',
      'Toner czarny',
      'Licencja oprogramowania',
      'Sprzątanie biura',
      'Koszty wysyłki',
      'Robocizna',
    ],
    itemHeader: 'Lp. Nazwa                       Ilość   Wartość',
    subtotal: 'Razem netto',
    total: 'Do zapłaty',
    thanks: ['Dziękujemy za zakupy.', 'Dziękujemy za współpracę.'],
    greeting: [(name) => `Szanowny Panie ${name},`, () => 'Szanowni Państwo,', (name) => `Szanowna Pani ${name},`],
    closing: ['Z poważaniem', 'Z wyrazami szacunku', 'Pozdrawiamy serdecznie'],
    subject: ['Dotyczy:', 'Temat:', 'Dot.:'],
    yourLetter: [
      (date) => `W odpowiedzi na Pana pismo z dnia ${date} uprzejmie informujemy:`,
      (date) => `Nawiązując do rozmowy telefonicznej z dnia ${date}, potwierdzamy ustalenia.`,
      (date) => `Dziękujemy za wniosek złożony ${date}.`,
    ],
    letterBody: [
      'Informujemy o zmianach w Pana umowie.',
      'W załączeniu przesyłamy wymagane dokumenty.',
      'Wniosek został rozpatrzony i nie są wymagane dalsze działania.',
      'W razie pytań pozostajemy do dyspozycji.',
      'Prosimy o odesłanie podpisanego formularza.',
      'Nowe warunki obowiązują od kolejnego okresu rozliczeniowego.',
    ],
    appointment: [(date) => `Kolejna wizyta została wyznaczona na ${date}.`, (date) => `Technik przyjedzie ${date} w godzinach porannych.`],
    receiptTitle: ['PARAGON FISKALNY', 'Paragon', 'Potwierdzenie zakupu'],
    receiptLines: ['Mleko 2%', 'Chleb żytni', 'Kawa mielona', 'Jabłka 1kg', 'Makaron', 'Ser gouda', 'Sok pomarańczowy', 'Baterie AA'],
    cash: 'Gotówka',
    change: 'Reszta',
    contractTitle: ['UMOWA NAJMU', 'Umowa o świadczenie usług', 'Umowa o pracę'],
    contractParties: (landlord, tenant) => `Zawarta pomiędzy ${landlord}, zwanym dalej Wynajmującym, a ${tenant}, zwanym dalej Najemcą.`,
    contractStart: ['Data rozpoczęcia najmu:', 'Umowa obowiązuje od', 'Początek najmu:'],
    contractEnd: ['Data zakończenia:', 'Umowa zawarta do', 'Koniec najmu:'],
    contractBody: [
      'Czynsz płatny jest z góry do 10. dnia każdego miesiąca.',
      'Okres wypowiedzenia wynosi trzy miesiące.',
      'Kaucja wynosi dwukrotność czynszu.',
      'Najemca zobowiązuje się dbać o lokal.',
    ],
    signedAt: [
      (place, date) => `${place}, dnia ${date}`,
      (place, date) => `Zawarto w ${place} dnia ${date}`,
      (place, date) => `${place}, ${date}`,
    ],
    statementTitle: ['Wyciąg z rachunku', 'WYCIĄG BANKOWY', 'Zestawienie operacji'],
    statementDate: ['Data wyciągu:', 'Data sporządzenia:', 'Wygenerowano'],
    openingBalance: 'Saldo początkowe',
    closingBalance: 'Saldo końcowe',
    transactions: [
      'Przelew wynagrodzenie',
      'Płatność kartą Biedronka',
      'Polecenie zapłaty PGE',
      'Przelew czynsz',
      'Wypłata z bankomatu',
      'BLIK zakup',
    ],
    payslipTitle: ['PASEK WYNAGRODZEŃ', 'Odcinek płacowy', 'Lista płac'],
    payPeriod: ['Okres rozliczeniowy:', 'Miesiąc:'],
    payDate: ['Data wypłaty:', 'Wypłacono'],
    employeeSince: ['Data zatrudnienia:', 'Zatrudniony od'],
    gross: 'Wynagrodzenie brutto',
    net: 'Do wypłaty',
    payslipLines: ['Płaca zasadnicza', 'Nadgodziny', 'Zaliczka na PIT', 'Składka emerytalna', 'Składka zdrowotna'],
    medicalTitle: ['KARTA INFORMACYJNA LECZENIA SZPITALNEGO', 'Zaświadczenie lekarskie', 'Opis badania'],
    patient: 'Pacjent:',
    admission: [(a, b) => `Hospitalizacja od ${a} do ${b}.`, (a, b) => `Przyjęty ${a}, wypisany ${b}.`],
    diagnosis: 'Rozpoznanie:',
    medicalBody: [
      'Stan ogólny dobry, pacjent wypisany do domu.',
      'Badania laboratoryjne w normie.',
      'Zalecana kontrola u lekarza rodzinnego za sześć tygodni.',
      'Leki: ramipril 5 mg rano.',
    ],
    insuranceTitle: ['POLISA', 'Potwierdzenie zawarcia umowy ubezpieczenia', 'Wezwanie do zapłaty składki'],
    policyNumber: 'Numer polisy:',
    policyholder: 'Ubezpieczający:',
    coverStart: ['Początek ochrony:', 'Okres ubezpieczenia od', 'Data rozpoczęcia ochrony:'],
    coverEnd: ['Koniec ochrony:', 'Ubezpieczenie ważne do', 'Data zakończenia ochrony:'],
    premiumDue: [(date) => `Składka zostanie pobrana ${date}.`, (date) => `Termin płatności składki: ${date}`],
    insuranceBody: [
      'Prosimy o sprawdzenie danych.',
      'Obowiązują załączone ogólne warunki ubezpieczenia.',
      'Uwzględniono zniżkę za bezszkodową jazdę.',
    ],
    fileWords: {
      invoice: 'faktura',
      letter: 'pismo',
      receipt: 'paragon',
      contract: 'umowa',
      statement: 'wyciag',
      payslip: 'pasek',
      medical: 'karta-informacyjna',
      insurance: 'polisa',
    },
  },
};

const RO: Locale = {
  language: 'ro',
  monthFirst: false,
  months: [
    'ianuarie',
    'februarie',
    'martie',
    'aprilie',
    'mai',
    'iunie',
    'iulie',
    'august',
    'septembrie',
    'octombrie',
    'noiembrie',
    'decembrie',
  ],
  monthsShort: ['ian.', 'feb.', 'mar.', 'apr.', 'mai', 'iun.', 'iul.', 'aug.', 'sept.', 'oct.', 'nov.', 'dec.'],
  weekdays: ['duminică', 'luni', 'marți', 'miercuri', 'joi', 'vineri', 'sâmbătă'],
  separators: ['.', '.', '/', '-'],
  longDate: ({ day, year }, { month, weekday }) => [
    `${day} ${month} ${year}`,
    `${weekday}, ${day} ${month} ${year}`,
    `${pad(day)} ${month} ${year}`,
  ],
  firstNames: ['Andrei', 'Maria', 'Ioana', 'Mihai', 'Elena', 'Alexandru', 'Ana', 'Cristian'],
  lastNames: ['Popescu', 'Ionescu', 'Popa', 'Dumitru', 'Stan', 'Stoica', 'Gheorghe', 'Rusu'],
  places: [
    { city: 'București', postal: '010011' },
    { city: 'Cluj-Napoca', postal: '400001' },
    { city: 'Iași', postal: '700028' },
    { city: 'Timișoara', postal: '300011' },
    { city: 'Brașov', postal: '500030' },
  ],
  streets: [
    'Str. Victoriei nr. 12',
    'Bd. Unirii nr. 4, bl. A2, ap. 7',
    'Calea Dorobanților 88',
    'Piața Sfatului 3',
    'Str. Florilor nr. 17',
  ],
  companies: [
    'Distribuție Popescu S.R.L.',
    'Electrica Furnizare S.A.',
    'Cabinet Stomatologic Zâmbet',
    'Expert Contabil Ionescu',
    'Service Auto Stoica S.R.L.',
  ],
  money: (amount) => `${decimal(amount, true)} lei`,
  phone: () =>
    pick([
      () => `+40 21 ${digits(3)} ${digits(2)} ${digits(2)}`,
      () => `07${digits(2)} ${digits(3)} ${digits(3)}`,
      () => `0264.${digits(3)}.${digits(3)}`,
    ])(),
  iban: () => `RO${digits(2)} BTRL ${digits(4)} ${digits(4)} ${digits(4)} ${digits(4)}`,
  taxName: 'TVA',
  words: {
    documentDate: ['Data emiterii:', 'Data facturii:', 'Factura din', 'Data emitere:'],
    bareDate: ['Data:', 'Data', 'DATA:'],
    issuedOn: ['Emisă la', 'Eliberat la', 'Întocmit la', 'Data doc.:', 'Data scrisorii:'],
    placeDate: (place, date) => [`${place}, ${date}`, `${place}, la ${date}`],
    due: ['Data scadenței:', 'Scadență:', 'Termen de plată:', 'De plătit până la', 'Plătiți până la:', 'Scadent la'],
    dueSentence: [
      (date) => `Vă rugăm să achitați factura până la data de ${date}.`,
      (date) => `Suma va fi debitată din cont la ${date}.`,
      (date) => `Termen de plată: ${date}.`,
    ],
    delivery: ['Data livrării:', 'Livrat la', 'Data prestării:'],
    period: ['Perioada de facturare:', 'Perioada:', 'Perioadă de consum:'],
    range: [(a, b) => `${a} - ${b}`, (a, b) => `de la ${a} până la ${b}`, (a, b) => `${a} – ${b}`],
    birth: ['Data nașterii:', 'născut la', 'Data de naștere:'],
    phoneLabel: ['Tel.', 'Telefon:', 'Mobil:'],
    invoiceTitle: ['FACTURĂ', 'Factură fiscală', 'FACTURA'],
    invoiceNumber: ['Factura nr.', 'Număr factură:', 'Seria și nr.:'],
    customerNumber: ['Cod client:', 'Nr. client:', 'ID client'],
    orderReference: [
      (reference) => `Comanda dvs.: ${reference}`,
      (reference) => `Aviz de însoțire nr. ${reference}`,
      (reference) => `Ref. ${reference}`,
    ],
    items: [
      'Servicii de consultanță',
      'Revizie centrală termică',
      'Scaun de birou',
      'Cartuș toner',
      'Licență software',
      'Curățenie birouri',
      'Taxă de transport',
      'Manoperă',
    ],
    itemHeader: 'Nr. Denumire                    Cant.   Valoare',
    subtotal: 'Total fără TVA',
    total: 'Total de plată',
    thanks: ['Vă mulțumim pentru colaborare.', 'Vă mulțumim pentru cumpărături.'],
    greeting: [(name) => `Stimate domnule ${name},`, () => 'Stimată doamnă, stimate domn,', (name) => `Bună ziua, ${name},`],
    closing: ['Cu stimă,', 'Cu respect,', 'Toate cele bune,'],
    subject: ['Referitor la:', 'Subiect:', 'Ref.:'],
    yourLetter: [
      (date) => `Ca răspuns la scrisoarea dumneavoastră din ${date}, vă comunicăm următoarele.`,
      (date) => `În urma convorbirii telefonice din ${date}, vă confirmăm cele stabilite.`,
      (date) => `Referitor la cererea dvs. din ${date},`,
    ],
    letterBody: [
      'Vă informăm cu privire la modificările contractului dumneavoastră.',
      'Atașat găsiți documentele solicitate.',
      'Cererea dumneavoastră a fost soluționată și nu sunt necesare alte demersuri.',
      'Pentru orice întrebări vă stăm la dispoziție.',
      'Vă rugăm să ne returnați formularul semnat.',
      'Noile condiții se aplică de la următoarea factură.',
    ],
    appointment: [(date) => `Următoarea programare este pe ${date}.`, (date) => `Tehnicianul va veni pe ${date} dimineața.`],
    receiptTitle: ['BON FISCAL', 'Chitanță', 'Bon de casă'],
    receiptLines: ['Lapte 1,5%', 'Pâine albă', 'Cafea măcinată', 'Mere 1kg', 'Paste', 'Cașcaval', 'Suc de portocale', 'Baterii AA'],
    cash: 'Numerar',
    change: 'Rest',
    contractTitle: ['CONTRACT DE ÎNCHIRIERE', 'Contract de prestări servicii', 'Contract individual de muncă'],
    contractParties: (landlord, tenant) => `Încheiat între ${landlord}, în calitate de proprietar, și ${tenant}, în calitate de chiriaș.`,
    contractStart: ['Data începerii:', 'Contractul intră în vigoare la', 'Începutul închirierii:'],
    contractEnd: ['Data încetării:', 'Contractul expiră la', 'Sfârșitul închirierii:'],
    contractBody: [
      'Chiria se plătește lunar, în avans.',
      'Termenul de preaviz este de 30 de zile.',
      'Garanția este egală cu o chirie lunară.',
      'Chiriașul se obligă să întrețină locuința.',
    ],
    signedAt: [
      (place, date) => `${place}, ${date}`,
      (place, date) => `Încheiat astăzi, ${date}, la ${place}`,
      (place, date) => `Semnat la ${place}, la data de ${date}`,
    ],
    statementTitle: ['Extras de cont', 'EXTRAS DE CONT', 'Extras lunar'],
    statementDate: ['Data extrasului:', 'Generat la', 'Data:'],
    openingBalance: 'Sold inițial',
    closingBalance: 'Sold final',
    transactions: [
      'Plată factură Enel',
      'Încasare salariu',
      'Plată card Kaufland',
      'Transfer chirie',
      'Retragere ATM',
      'Debit direct asigurare',
    ],
    payslipTitle: ['FLUTURAȘ DE SALARIU', 'Stat de plată', 'Fluturaș salarial'],
    payPeriod: ['Luna:', 'Perioada:'],
    payDate: ['Data plății:', 'Plătit la'],
    employeeSince: ['Data angajării:', 'Angajat din'],
    gross: 'Salariu brut',
    net: 'Rest de plată',
    payslipLines: ['Salariu de bază', 'Ore suplimentare', 'CAS', 'CASS', 'Impozit pe venit'],
    medicalTitle: ['SCRISOARE MEDICALĂ', 'Bilet de externare', 'Buletin de analize'],
    patient: 'Pacient:',
    admission: [(a, b) => `Internat în perioada ${a} - ${b}.`, (a, b) => `Data internării ${a}, data externării ${b}.`],
    diagnosis: 'Diagnostic:',
    medicalBody: [
      'Evoluție favorabilă, pacientul se externează la domiciliu.',
      'Analizele de laborator în limite normale.',
      'Se recomandă control la medicul de familie peste șase săptămâni.',
      'Tratament: ramipril 5 mg dimineața.',
    ],
    insuranceTitle: ['POLIȚĂ DE ASIGURARE', 'Certificat de asigurare', 'Notificare de reînnoire'],
    policyNumber: 'Polița nr.',
    policyholder: 'Asigurat:',
    coverStart: ['Valabilă de la', 'Început valabilitate:', 'Data intrării în vigoare:'],
    coverEnd: ['Valabilă până la', 'Sfârșit valabilitate:', 'Data expirării:'],
    premiumDue: [(date) => `Prima va fi debitată la ${date}.`, (date) => `Prima de plătit până la ${date}`],
    insuranceBody: ['Vă rugăm să verificați datele.', 'Se aplică condițiile generale anexate.', 'A fost aplicată clasa bonus-malus.'],
    fileWords: {
      invoice: 'factura',
      letter: 'scrisoare',
      receipt: 'bon',
      contract: 'contract',
      statement: 'extras',
      payslip: 'fluturas',
      medical: 'scrisoare-medicala',
      insurance: 'polita',
    },
  },
};

const LOCALES: Record<Language, readonly Locale[]> = {
  en: [EN_UK, EN_US, EN_UK, EN_US, EN_SINGAPORE, EN_INDIA],
  de: [DE],
  fr: [FR],
  es: [ES],
  it: [IT],
  pt: [PT],
  'pt-BR': [PT_BR],
  pl: [PL],
  ro: [RO],
};

// --- writing dates ------------------------------------------------------------------------------------

/**
 * A document's way with dates: one style and separator for all of them, as one program prints a
 * document. It keeps the numeric days it wrote, which tell a reader their order when one is above 12.
 */
type DateWriter = { separator: string; write: (day: Day) => string; numericDays: Day[] };

function dateWriter(locale: Locale, style: DateStyle): DateWriter {
  const separator = pick(locale.separators);
  const longVariant = int(0, 9);
  const numericDays: Day[] = [];
  return {
    separator,
    numericDays,
    write(day) {
      const names = { month: locale.months[day.month - 1]!, weekday: locale.weekdays[weekdayOf(day)]! };
      switch (style) {
        case 'iso':
          return iso(day);
        case 'numeric':
        case 'shortYear': {
          numericDays.push(day);
          const year = style === 'shortYear' ? pad(day.year % 100) : String(day.year);
          const [first, second] = locale.monthFirst ? [day.month, day.day] : [day.day, day.month];
          const zeroPad = separator === '.' && !locale.monthFirst && longVariant === 0 ? String : pad;
          return `${zeroPad(first)}${separator}${zeroPad(second)}${separator}${year}`;
        }
        case 'long': {
          const forms = locale.longDate(day, names);
          return forms[longVariant % forms.length]!;
        }
        case 'abbreviated': {
          const short = locale.monthsShort[day.month - 1]!;
          if (locale.monthFirst) return `${short.replace(/\.$/, '')}${short.length === 3 ? '.' : ''} ${day.day}, ${day.year}`;
          if (locale.language === 'en') return `${day.day} ${short} ${day.year}`;
          if (locale.language === 'de') return `${day.day}. ${short} ${day.year}`;
          return `${day.day} ${short} ${day.year}`;
        }
      }
    },
  };
}

function randomStyle(): DateStyle {
  return weighted<DateStyle>({ numeric: 55, shortYear: 8, long: 20, abbreviated: 10, iso: 7 });
}

// --- documents ------------------------------------------------------------------------------------------

type Kind = 'invoice' | 'letter' | 'receipt' | 'contract' | 'statement' | 'payslip' | 'medical' | 'insurance';

/**
 * How a document shows its own date: `content` in the text (where the template puts it), `fileOnly`
 * only in the file name, `none` nowhere (only decoys, if anything).
 */
type Dating = 'content' | 'fileOnly' | 'none';

/** What a template gets: the document's day and everything to write the text with. */
type Context = {
  locale: Locale;
  words: Words;
  dates: DateWriter;
  day: Day;
  /** Whether the text states the document's own date. */
  dated: boolean;
  /**
   * Whether the text may hold only dates that are never a document's (due, birth, period, validity,
   * numbers): a document without a date of its own must not offer another plausible one.
   */
  onlyDecoys: boolean;
  person: string;
  company: string;
  place: { city: string; postal: string };
};

const personOf = (locale: Locale) => `${pick(locale.firstNames)} ${pick(locale.lastNames)}`;
const amount = (min: number, max: number) => Math.round((min + random() * (max - min)) * 100) / 100;

function senderBlock(context: Context): string[] {
  const { locale, company, place, words } = context;
  const lines = [company, pick(locale.streets), cityLine(locale, place)];
  if (chance(0.7)) lines.push(`${pick(words.phoneLabel)} ${locale.phone()}`);
  return lines;
}

function recipientBlock(context: Context): string[] {
  const { locale } = context;
  const place = pick(locale.places);
  return [context.person, pick(locale.streets), cityLine(locale, place)];
}

/** "Austin, TX 78701", "Singapore 018956", "10115 Berlin". */
function cityLine(locale: Locale, place: { city: string; postal: string }): string {
  return locale.language === 'en' ? `${place.city} ${place.postal}` : `${place.postal} ${place.city}`;
}

/** A number that looks like a date but is none: a reference built from a day's digits. */
function dateLikeReference(day: Day): string {
  return pick([
    () => `${day.year}.${pad(day.month)}.${pad(day.day)}.${digits(4)}`,
    () => `${pad(day.day)}-${pad(day.month)}-${day.year}-${digits(2)}`,
    () => `${day.year}${pad(day.month)}${pad(day.day)}-${digits(3)}`,
    () => `1.${pad(day.month)}.${day.year}.${int(1, 9)}`,
    () => `${pad(day.day)}/${pad(day.month)}/${day.year}/${digits(3)}`.replace(/\//g, '.'),
  ])();
}

/** The line that states the document's date, as this kind of document does. */
function documentDateLine(context: Context, labels: readonly string[]): string {
  const written = context.dates.write(context.day);
  return `${pick(labels)} ${written}`;
}

function invoice(context: Context): string[] {
  const { words, dates, day, locale } = context;
  const lines = [...senderBlock(context), ''];
  lines.push(pick(words.invoiceTitle));
  const numberLine = `${pick(words.invoiceNumber)} ${pick([`${day.year}-${digits(4)}`, `R${digits(6)}`, `${digits(3)}/${day.year}`, `FV/${digits(3)}/${pad(day.month)}/${day.year}`])}`;
  const dueDay = addDays(day, pick([7, 14, 14, 30]));
  const dateLabels = chance(0.25) ? words.bareDate : chance(0.2) ? words.issuedOn : words.documentDate;
  const header = [numberLine];
  if (context.dated) header.push(documentDateLine(context, dateLabels));
  if (chance(0.6)) header.push(`${pick(words.customerNumber)} ${digits(6)}`);
  if (chance(0.5)) header.push(`${pick(words.due)} ${dates.write(dueDay)}`);
  if (!context.onlyDecoys && chance(0.4)) header.push(`${pick(words.delivery)} ${dates.write(addDays(day, -int(0, 10)))}`);
  else if (chance(0.5))
    header.push(
      `${pick(words.period)} ${pick(words.range)(dates.write(firstOfMonth(addDays(day, -20))), dates.write(lastOfMonth(addDays(day, -20))))}`,
    );
  if (chance(0.3)) header.push(pick(words.orderReference)(dateLikeReference(addDays(day, -int(5, 40)))));
  // Some invoices put number and date side by side.
  if (chance(0.25) && header.length >= 2) header.splice(0, 2, `${header[0]}      ${header[1]}`);
  lines.push(...header, '', ...recipientBlock(context), '', words.itemHeader);
  let net = 0;
  for (let index = 0; index < int(1, 5); index++) {
    const price = amount(5, 900);
    net += price;
    lines.push(`${pick(words.items).padEnd(32)}${String(int(1, 4)).padStart(3)}   ${locale.money(price)}`);
  }
  lines.push(
    `${words.subtotal}: ${locale.money(net)}`,
    `${locale.taxName}: ${locale.money(net * 0.2)}`,
    `${words.total}: ${locale.money(net * 1.2)}`,
    '',
  );
  if (chance(0.6)) lines.push(pick(words.dueSentence)(dates.write(dueDay)));
  lines.push(`IBAN: ${locale.iban()}`, pick(words.thanks));
  return lines;
}

function letter(context: Context): string[] {
  const { words, dates, day, locale, place } = context;
  const lines = [...senderBlock(context), '', ...recipientBlock(context), ''];
  if (context.dated) lines.push(pick(words.placeDate(place.city, dates.write(day))), '');
  if (chance(0.5)) lines.push(`${pick(words.customerNumber)} ${digits(7)}`);
  lines.push(`${pick(words.subject)} ${pick(words.letterBody).split(' ').slice(0, 5).join(' ')}`.trim(), '');
  lines.push(pick(words.greeting)(context.person.split(' ')[1]!), '');
  if (!context.onlyDecoys && chance(0.6)) lines.push(pick(words.yourLetter)(dates.write(addDays(day, -int(3, 40)))));
  for (let index = 0; index < int(2, 4); index++) lines.push(pick(words.letterBody));
  if (!context.onlyDecoys && chance(0.35)) lines.push(pick(words.appointment)(dates.write(addDays(day, int(5, 60)))));
  if (chance(0.3)) lines.push(`${pick(words.birth)} ${dates.write(randomDay(1940, 2003))}`);
  lines.push('', pick(words.closing), '', context.company);
  if (chance(0.4)) lines.push(`${pick(words.phoneLabel)} ${locale.phone()}`);
  return lines;
}

function receipt(context: Context): string[] {
  const { words, dates, day, locale } = context;
  const lines = [context.company.toUpperCase(), pick(locale.streets), cityLine(locale, context.place)];
  if (chance(0.6)) lines.push(`${pick(words.phoneLabel)} ${locale.phone()}`);
  lines.push('', pick(words.receiptTitle));
  const time = `${pad(int(7, 21))}:${pad(int(0, 59))}`;
  const stamp = context.dated ? `${dates.write(day)} ${time}` : time;
  if (chance(0.5)) lines.push(stamp);
  let sum = 0;
  for (let index = 0; index < int(3, 9); index++) {
    const price = amount(0.5, 12);
    sum += price;
    lines.push(`${pick(words.receiptLines).padEnd(24)}${locale.money(price)}`);
  }
  const paid = Math.ceil(sum / 10) * 10;
  lines.push(
    '------------------------',
    `${words.total.toUpperCase()}  ${locale.money(sum)}`,
    `${words.cash}  ${locale.money(paid)}`,
    `${words.change}  ${locale.money(paid - sum)}`,
    '',
  );
  if (!lines.includes(stamp)) lines.push(stamp);
  lines.push(`${pick(['No.', 'Nr.', '#'])} ${digits(4)}  POS ${int(1, 9)}  ID ${dateLikeReference(day)}`);
  if (chance(0.4)) lines.push(`**** **** **** ${digits(4)}  ${pad(int(1, 12))}/${pad(int(26, 31))}`);
  lines.push(pick(words.thanks));
  return lines;
}

function contract(context: Context): string[] {
  const { words, dates, day, place } = context;
  const landlord = personOf(context.locale);
  const lines = [pick(words.contractTitle), '', words.contractParties(landlord, context.person), ''];
  if (chance(0.5)) lines.push(`${context.person}, ${pick(words.birth)} ${dates.write(randomDay(1950, 2002))}`);
  lines.push(`${context.locale.streets[0]}, ${place.postal} ${place.city}`, '');
  const start = firstOfMonth(addDays(day, int(10, 45)));
  lines.push(`§ 1 ${pick(words.contractStart)} ${dates.write(start)}`);
  if (chance(0.6)) lines.push(`§ 2 ${pick(words.contractEnd)} ${dates.write(addDays(start, 364))}`);
  for (const sentence of words.contractBody.slice(0, int(2, 4))) lines.push(sentence);
  lines.push(`${context.words.total}: ${context.locale.money(amount(400, 1800))}`, '');
  if (context.dated) lines.push(pick(words.signedAt)(place.city, dates.write(day)));
  lines.push('', '____________________        ____________________', `${landlord}                ${context.person}`);
  return lines;
}

function statement(context: Context): string[] {
  const { words, dates, day, locale } = context;
  const from = firstOfMonth(addDays(day, -25));
  const to = lastOfMonth(from);
  const lines = [context.company, pick(words.statementTitle), `IBAN ${locale.iban()}`];
  if (context.dated) lines.push(`${pick(words.statementDate)} ${dates.write(day)}`);
  lines.push(`${pick(words.period)} ${pick(words.range)(dates.write(from), dates.write(to))}`, '', ...recipientBlock(context), '');
  let balance = amount(200, 5000);
  lines.push(`${words.openingBalance}  ${locale.money(balance)}`);
  let current = from;
  for (let index = 0; index < int(3, 8); index++) {
    current = addDays(current, int(1, 4));
    if (timeOf(current) > timeOf(to)) break;
    const change = amount(-300, 300);
    balance += change;
    lines.push(`${dates.write(current)}  ${pick(words.transactions).padEnd(30)} ${locale.money(change)}`);
  }
  lines.push(`${words.closingBalance}  ${locale.money(balance)}`);
  return lines;
}

function payslip(context: Context): string[] {
  const { words, dates, day, locale } = context;
  const month = addDays(day, -int(0, 6));
  const lines = [context.company, pick(words.payslipTitle), `${pick(words.payPeriod)} ${locale.months[month.month - 1]} ${month.year}`];
  if (context.dated) lines.push(`${pick([...words.bareDate, ...words.issuedOn])} ${dates.write(day)}`);
  lines.push('', context.person, `${pick(words.birth)} ${dates.write(randomDay(1960, 2003))}`);
  if (chance(0.6)) lines.push(`${pick(words.employeeSince)} ${dates.write(randomDay(2005, day.year - 1))}`);
  lines.push('');
  const gross = amount(1800, 6000);
  for (const label of words.payslipLines) lines.push(`${label.padEnd(28)} ${locale.money(amount(20, gross / 2))}`);
  lines.push(`${words.gross.padEnd(28)} ${locale.money(gross)}`, `${words.net.padEnd(28)} ${locale.money(gross * 0.66)}`);
  if (!context.onlyDecoys && chance(0.7)) lines.push(`${pick(words.payDate)} ${dates.write(lastOfMonth(month))}`);
  lines.push(`IBAN ${locale.iban()}`);
  return lines;
}

function medical(context: Context): string[] {
  const { words, dates, day, locale, place } = context;
  const lines = [context.company, pick(locale.streets), cityLine(locale, place), `${pick(words.phoneLabel)} ${locale.phone()}`, ''];
  if (context.dated)
    lines.push(pick([...words.placeDate(place.city, dates.write(day)), `${pick(words.bareDate)} ${dates.write(day)}`]), '');
  lines.push(pick(words.medicalTitle), '');
  lines.push(`${words.patient} ${context.person}, ${pick(words.birth)} ${dates.write(randomDay(1930, 2010))}`);
  const discharge = addDays(day, -int(0, 5));
  lines.push(pick(words.admission)(dates.write(addDays(discharge, -int(2, 12))), dates.write(discharge)), '');
  lines.push(`${words.diagnosis} ${pick(['J18.9', 'I10', 'K35.8', 'S72.0', 'E11.9'])}`);
  for (let index = 0; index < int(2, 4); index++) lines.push(pick(words.medicalBody));
  if (!context.onlyDecoys && chance(0.5)) lines.push(pick(words.appointment)(dates.write(addDays(day, int(20, 90)))));
  lines.push('', pick(words.closing), `Dr. ${personOf(locale)}`);
  return lines;
}

function insurance(context: Context): string[] {
  const { words, dates, day, locale } = context;
  const lines = [...senderBlock(context), '', ...recipientBlock(context), '', pick(words.insuranceTitle)];
  lines.push(
    `${words.policyNumber} ${pick([`${digits(3)}-${digits(7)}`, `${day.year}/${digits(6)}`, `${pad(day.day)}.${pad(day.month)}.${digits(4)}.${digits(2)}`])}`,
  );
  if (context.dated) lines.push(`${pick([...words.bareDate, ...words.issuedOn])} ${dates.write(day)}`);
  lines.push(`${words.policyholder} ${context.person}`, `${pick(words.birth)} ${dates.write(randomDay(1945, 2004))}`, '');
  const start = chance(0.5) ? firstOfMonth(addDays(day, int(5, 40))) : { year: day.year, month: 1, day: 1 };
  lines.push(
    `${pick(words.coverStart)} ${dates.write(start)}`,
    `${pick(words.coverEnd)} ${dates.write(addDays(start, chance(0.5) ? 365 : 364))}`,
  );
  lines.push(`${words.total}: ${locale.money(amount(80, 1400))}`);
  if (chance(0.6)) lines.push(pick(words.premiumDue)(dates.write(addDays(start, int(0, 14)))));
  for (const sentence of words.insuranceBody.slice(0, int(1, 3))) lines.push(sentence);
  lines.push('', pick(words.closing), context.company);
  return lines;
}

const TEMPLATES: Record<Kind, (context: Context) => string[]> = {
  invoice,
  letter,
  receipt,
  contract,
  statement,
  payslip,
  medical,
  insurance,
};

// --- file names -----------------------------------------------------------------------------------------

/** A file name with the day, and whether it tells the day by itself (a dashed 06-08-2025 does not). */
function fileNameWithDate(locale: Locale, kind: Kind, day: Day, fileOnly: boolean): { fileName: string; isUnambiguous: boolean } {
  const word = locale.words.fileWords[kind];
  const title = word.charAt(0).toUpperCase() + word.slice(1);
  const compact = `${day.year}${pad(day.month)}${pad(day.day)}`;
  const forms = [
    `${iso(day)} ${title}.pdf`,
    `${title}_${pad(day.day)}.${pad(day.month)}.${day.year}.pdf`,
    `scan_${compact}.pdf`,
    `IMG_${compact}_${pad(int(7, 21))}${pad(int(0, 59))}${pad(int(0, 59))}.jpg`,
    `${word}-${iso(day)}.pdf`,
    `${title} ${day.year}_${pad(day.month)}_${pad(day.day)}.pdf`,
  ];
  // Day-first numbers only where they are read so: not in an American file name, which would be ambiguous by itself.
  if (!locale.monthFirst && !(fileOnly && locale.language === 'en'))
    forms.push(`${title} ${pad(day.day)}-${pad(day.month)}-${day.year}.pdf`);
  const fileName = pick(forms);
  const isDashedDayFirst = fileName.endsWith(`${pad(day.day)}-${pad(day.month)}-${day.year}.pdf`);
  return { fileName, isUnambiguous: !isDashedDayFirst || day.day > 12 || day.day === day.month };
}

function fileNameWithoutDate(locale: Locale, kind: Kind): string {
  const word = locale.words.fileWords[kind];
  return pick([
    `${word}.pdf`,
    `Scan${digits(4)}.pdf`,
    `${word}_${digits(5)}.pdf`,
    `document (${int(1, 9)}).pdf`,
    `${word.toUpperCase()}-${digits(3)}.pdf`,
    `IMG_${digits(4)}.jpg`,
  ]);
}

// --- assembling --------------------------------------------------------------------------------------------

type LabelledDocument = { id: string; language: Language; fileName: string; content: string; expected: string | null; today: string };

const KIND_WEIGHTS: Record<Kind, number> = {
  invoice: 28,
  letter: 16,
  receipt: 10,
  contract: 8,
  statement: 10,
  payslip: 9,
  medical: 10,
  insurance: 9,
};
const DATING_WEIGHTS: Record<Dating, number> = { content: 87, fileOnly: 7, none: 6 };

/** Strips accents as OCR or a keyboard without them does. */
const withoutAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L');

/**
 * Whether an English document gives its numeric order away, by the signs the product issue names
 * and their like: an unambiguous numeric date; dollars, a US state and ZIP, sales tax (month first);
 * pounds, euros, VAT, a British postcode or phone number (day first).
 */
function showsNumericOrder(content: string, numericDays: readonly Day[]): boolean {
  const unambiguous = numericDays.some((day) => day.day > 12);
  return (
    unambiguous ||
    /[$£€]|\bUSD\b|\bGBP\b|\bVAT\b|\b[A-Z]{2} \d{5}\b|\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b|\+44/.test(content) ||
    /sales tax/i.test(content)
  );
}

function makeDocument(language: Language, index: number): LabelledDocument {
  const locale = pick(LOCALES[language]);
  const dating = weighted(DATING_WEIGHTS);
  // A statement lists its transactions' days, which are plausible dates: it is never dateless.
  let kind = weighted(KIND_WEIGHTS);
  while (dating === 'none' && kind === 'statement') kind = weighted(KIND_WEIGHTS);
  const today = randomDay(2023, 2026);
  const day = chance(0.1) ? today : addDays(today, -pick([int(0, 3), int(1, 30), int(10, 120), int(60, 700)]));
  const style = randomStyle();
  const dates = dateWriter(locale, style);
  const context: Context = {
    locale,
    words: locale.words,
    dates,
    day,
    dated: dating === 'content',
    onlyDecoys: dating === 'none',
    person: personOf(locale),
    company: pick(locale.companies),
    place: pick(locale.places),
  };

  let content = TEMPLATES[kind](context).join('\n');
  if (chance(0.06)) content = withoutAccents(content);
  if (chance(0.04)) content = content.toUpperCase();

  const withFileDate = dating === 'fileOnly' || (dating === 'content' && chance(0.3));
  // A scanner's name records the day of the scan, a little after the document's.
  const fileDay = dating === 'content' && chance(0.15) ? addDays(day, int(1, 20)) : day;
  const named = withFileDate
    ? fileNameWithDate(locale, kind, timeOf(fileDay) > timeOf(today) ? day : fileDay, dating === 'fileOnly')
    : { fileName: fileNameWithoutDate(locale, kind), isUnambiguous: false };
  const fileName = named.fileName;

  let expected: string | null = dating === 'none' ? null : iso(day);
  const isAmbiguousNumeric =
    (style === 'numeric' || style === 'shortYear') && day.day <= 12 && day.month <= 12 && day.day !== day.month && dates.separator !== '.';
  if (dating === 'content' && language === 'en' && isAmbiguousNumeric && !showsNumericOrder(content, dates.numericDays)) {
    // 03/04/2025 in a text that says nothing of its country: the issue wants no guess, unless the file name tells.
    expected = withFileDate && fileDay === day && named.isUnambiguous ? iso(day) : null;
  }
  return { id: `${language}-${String(index + 1).padStart(3, '0')}-${kind}`, language, fileName, content, expected, today: iso(today) };
}

function main() {
  const documents = LANGUAGES.flatMap((language) =>
    Array.from({ length: DOCUMENTS_PER_LANGUAGE }, (_, index) => makeDocument(language, index)),
  );
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify(documents, null, 1)}\n`);
  const withNull = documents.filter((document) => document.expected === null).length;
  console.log(`${documents.length} documents (${withNull} without a date) → ${path.relative(process.cwd(), OUTPUT)}`);
}

main();
