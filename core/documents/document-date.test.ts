import { describe, expect, it } from 'vitest';
import { DOCUMENT_DATE_SCAN_LENGTH, findDocumentDate } from './document-date';

const TODAY = new Date('2025-06-01T10:00:00Z');

function find(content: string, fileName?: string, today = TODAY) {
  return findDocumentDate({ content, fileName, today });
}

describe('findDocumentDate', () => {
  describe('numeric dates', () => {
    it.each<[string, string, string | null]>([
      ['dotted, day first', 'Datum: 12.03.2025', '2025-03-12'],
      ['dotted without leading zeros', 'Datum: 4.2.2025', '2025-02-04'],
      ['slashed in a European text, day first', 'Fecha: 12/03/2025', '2025-03-12'],
      ['dashed in a European text, day first', 'Data: 12-03-2025', '2025-03-12'],
      ['ISO', 'Date: 2025-03-12', '2025-03-12'],
      ['ISO with slashes', 'Datum: 2025/03/12', '2025-03-12'],
      ['ISO with dots', 'Data: 2025.03.12', '2025-03-12'],
      ['US order, told by a second number above 12', 'Invoice Date: 03/15/2025', '2025-03-15'],
      ['US order, told by another date of the document', 'Invoice Date: 03/04/2025\nDue Date: 03/18/2025', '2025-03-04'],
      ['US order, told by dollars', 'Invoice Date: 03/04/2025\nTotal: $120.00', '2025-03-04'],
      ['US order, told by a state and ZIP', 'Acme Inc.\nAustin, TX 78701\nInvoice Date: 03/04/2025', '2025-03-04'],
      ['US order, told by sales tax', 'Invoice Date: 03/04/2025\nSales tax 8.25%', '2025-03-04'],
      ['US order, told by a month name written first', 'Date: 03/04/2025\nShipped on March 2, 2025', '2025-03-04'],
      ['day first in English, told by pounds', 'Invoice Date: 03/04/2025\nTotal: £120.00', '2025-04-03'],
      ['day first in English, told by VAT', 'Invoice date: 03/04/2025\nVAT 20%', '2025-04-03'],
      ['day first in English, told by euros', 'Invoice date: 03/04/2025\nTotal: 120,00 €', '2025-04-03'],
      ['day first in English, told by another date of the document', 'Invoice date: 03/04/2025\nDue date: 17/04/2025', '2025-04-03'],
      ['reais are no dollars', 'Cupom 03/04/2025 10:09\nTotal R$ 12,00', '2025-04-03'],
      ['day and month the same: no question', 'Invoice date: 04/04/2025', '2025-04-04'],
      ['dotted dates are day first even in English', 'Invoice date: 03.04.2025', '2025-04-03'],
    ])('%s', (_case, content, expected) => {
      expect(find(content)).toBe(expected);
    });
  });

  describe('month names', () => {
    it.each<[string, string, string]>([
      ['en, day first', 'Date: 12 March 2025', '2025-03-12'],
      ['en, month first', 'Date: March 12, 2025', '2025-03-12'],
      ['en, ordinal', 'Date: 12th March 2025', '2025-03-12'],
      ['en, ordinal with of', 'Date: 1st of April, 2025', '2025-04-01'],
      ['en, weekday', 'Date: Wednesday, March 12, 2025', '2025-03-12'],
      ['en, Sept', 'Date: 5 Sept 2024', '2024-09-05'],
      ['en, abbreviation with a dot, month first', 'Date: Sept. 5, 2024', '2024-09-05'],
      ['en, dashed abbreviation', 'Date: 12-Mar-2025', '2025-03-12'],
      ['de', 'Datum: 4. Februar 2025', '2025-02-04'],
      ['de, Mär', 'Datum: 12. Mär. 2025', '2025-03-12'],
      ['de, Austrian Jänner', 'Datum: 7. Jänner 2025', '2025-01-07'],
      ['fr', 'Date : 18 septembre 2024', '2024-09-18'],
      ['fr, premier', 'Date : 1er mars 2024', '2024-03-01'],
      ['fr, févr.', 'Date : 12 févr. 2025', '2025-02-12'],
      ['fr, without accents', 'Date : 12 fevrier 2025', '2025-02-12'],
      ['es', 'Fecha: 5 de marzo de 2025', '2025-03-05'],
      ['es, del', 'Fecha: 5 de marzo del 2025', '2025-03-05'],
      ['es, dic.', 'Fecha: 3 dic. 2024', '2024-12-03'],
      ['it', 'Data: 12 gennaio 2025', '2025-01-12'],
      ['it, abbreviation', 'Data: 12 ott 2024', '2024-10-12'],
      ['pt', 'Data: 16 de dezembro de 2024', '2024-12-16'],
      ['pt-BR, primeiro', 'Data: 1º de março de 2025', '2025-03-01'],
      ['pl, genitive', 'Data: 12 marca 2025 r.', '2025-03-12'],
      ['pl, genitive with accents', 'Data: 3 września 2024', '2024-09-03'],
      ['pl, października', 'Data: 30 października 2024', '2024-10-30'],
      ['pl, nominative', 'Data: 12 marzec 2025', '2025-03-12'],
      ['pl, abbreviation', 'Data: 5 paź 2024', '2024-10-05'],
      ['ro', 'Data: 12 martie 2025', '2025-03-12'],
      ['ro, noiembrie', 'Data: 5 noiembrie 2024', '2024-11-05'],
      ['upper case', 'DATE: 12 MARCH 2025', '2025-03-12'],
    ])('%s', (_case, content, expected) => {
      expect(find(content)).toBe(expected);
    });
  });

  describe('labels of the document date, in each language', () => {
    it.each<[string, string, string]>([
      ['en', 'Invoice\nDelivery date: 02/03/2025\nInvoice date: 05/03/2025\nVAT 20%', '2025-03-05'],
      ['en, Dated', 'Ship date: 01 March 2025\nDated: 4 March 2025', '2025-03-04'],
      ['de, Rechnungsdatum', 'Lieferdatum: 03.03.2025\nRechnungsdatum: 05.03.2025', '2025-03-05'],
      ['de, Belegdatum', 'Bestelldatum 01.03.2025\nBelegdatum 05.03.2025', '2025-03-05'],
      ['de, Rechnung Nr. … vom', 'Lieferung am 01.03.2025\nRechnung Nr. 4711 vom 05.03.2025', '2025-03-05'],
      ['fr', 'Date de livraison : 01/03/2025\nDate de facture : 05/03/2025', '2025-03-05'],
      ['es', 'Fecha de entrega: 01/03/2025\nFecha de factura: 05/03/2025', '2025-03-05'],
      ['it', 'Data consegna: 01/03/2025\nData fattura: 05/03/2025', '2025-03-05'],
      ['pt, Data emissão', 'Data de entrega: 01/03/2025\nData emissão: 05/03/2025', '2025-03-05'],
      ['pt-BR, Data de emissão', 'Data do serviço: 01/03/2025\nData de emissão: 05/03/2025', '2025-03-05'],
      ['pl', 'Data sprzedaży: 01.03.2025\nData wystawienia: 05.03.2025', '2025-03-05'],
      ['ro', 'Data livrării: 01.03.2025\nData emiterii: 05.03.2025', '2025-03-05'],
      ['a bare Date', 'Order date: 01/03/2025\nDate: 05/03/2025\nTotal £12.00', '2025-03-05'],
      ['a label over its date', 'Invoice date        Due date\n05/03/2025          19/03/2025', '2025-03-05'],
      ['a German letter', 'Müller GmbH\nHauptstraße 1\n\nBerlin, den 12.03.2025\n\nIhr Schreiben vom 01.03.2025', '2025-03-12'],
      ['an English letter', 'Your letter of 1 March 2025\n\nLondon, 12 March 2025\n\nDear Sir', '2025-03-12'],
      ['a French letter', 'Paris, le 1er mars 2024\n\nMadame,', '2024-03-01'],
      ['a Polish letter', 'Warszawa, dnia 12 marca 2025 r.\n\nSzanowni Państwo,', '2025-03-12'],
      ['a signature line', 'Contract start: 01/04/2025\nSigned at London on 12 March 2025', '2025-03-12'],
      ['a receipt stamp', 'ALDI\nMilk 1,09\nTOTAL 1,09\n12.03.2025 14:33', '2025-03-12'],
      ['a date alone in the first lines', 'Acme Ltd\n14/03/2025\nDear customer,', '2025-03-14'],
      [
        'a German reference line (DIN 5008)',
        'Ihr Zeichen   Ihre Nachricht vom   Unser Zeichen   Datum\nAB-12         01.03.2025           XY-9            12.03.2025',
        '2025-03-12',
      ],
      ['Date narrowed to the document', 'Fecha de pedido: 01/03/2025\nFecha del extracto: 05/03/2025', '2025-03-05'],
      ['Date of the invoice, with an article', 'Date de livraison : 01/03/2025\nDate de la facture : 05/03/2025', '2025-03-05'],
      ['a heading with its number', 'Lieferung am 01.03.2025\nFactura nr. 123 din 05.03.2025', '2025-03-05'],
      ['a German signing line', 'Mietbeginn: 01.04.2025\nOrt, Datum: München, 05.03.2025', '2025-03-05'],
      ['an email header', 'From: John\nSent: Tuesday, March 11, 2025 4:15 PM\nTo: Ann', '2025-03-11'],
      ['an issuer named before the date', 'Invoice issued by ACME Ltd on 12/03/2025\nVAT 20%', '2025-03-12'],
    ])('%s', (_case, content, expected) => {
      expect(find(content)).toBe(expected);
    });
  });

  describe('decoys', () => {
    it.each<[string, string, string | null]>([
      ['a due date', 'Rechnungsdatum: 05.03.2025\nFällig: 19.03.2025', '2025-03-05'],
      ['a due date first', 'Due date: 19/03/2025\nInvoice date: 05/03/2025\n£10.00', '2025-03-05'],
      ['only a due date (en)', 'Due date: 19/03/2025', null],
      ['only a due date (de, Zahlbar bis)', 'Zahlbar bis 19.03.2025', null],
      ['only a due date (fr)', 'Échéance : 19/03/2025', null],
      ['only a due date (es)', 'Vencimiento: 19/03/2025', null],
      ['only a due date (it)', 'Scadenza: 19/03/2025', null],
      ['only a due date (pt)', 'Vencimento: 19/03/2025', null],
      ['only a due date (pl)', 'Termin płatności: 19.03.2025', null],
      ['only a due date (ro)', 'Scadență: 19.03.2025', null],
      ['a due date in a sentence', 'Please pay by 19 March 2025.', null],
      ['a due date said again', 'Due date: 19.03.2025\nThe amount is debited on 19.03.2025.', null],
      ['a future debit', 'Der Betrag wird am 19.03.2025 abgebucht.', null],
      ['only a birth date (en)', 'Date of birth: 01/02/1980', null],
      ['only a birth date (DOB)', 'Patient: J. Doe, DOB: 14.02.1980', null],
      ['only a birth date (de)', 'Geburtsdatum: 01.02.1980', null],
      ['only a birth date (fr)', 'Jean Martin, né le 1er février 1980', null],
      ['only a birth date (es)', 'Fecha de nacimiento: 01/02/1980', null],
      ['only a birth date (it)', 'Data di nascita: 01/02/1980', null],
      ['only a birth date (pt)', 'Data de nascimento: 01/02/1980', null],
      ['only a birth date (pl)', 'Data urodzenia: 01.02.1980', null],
      ['only a birth date (ro)', 'Data nașterii: 01.02.1980', null],
      ['a birth date and the letter date', 'Köln, 12.03.2025\nPatient: Max Muster, geb. 01.02.1980', '2025-03-12'],
      ['a period (en)', 'Period: 01/01/2025 - 31/03/2025', null],
      ['a period (de, Zeitraum)', 'Zeitraum: 01.01.2025 – 31.03.2025', null],
      ['a period (de, Leistungszeitraum)', 'Leistungszeitraum: 01.01.2025 bis 31.03.2025', null],
      ['a period (fr)', 'Période : du 01/01/2025 au 31/03/2025', null],
      ['a period (es)', 'Periodo: 01/01/2025 - 31/03/2025', null],
      ['a period (it)', 'Periodo: dal 01/01/2025 al 31/03/2025', null],
      ['a period (pt)', 'Período: 01/01/2025 a 31/03/2025', null],
      ['a period (pl)', 'Okres: od 01.01.2025 do 31.03.2025', null],
      ['a period (ro)', 'Perioada: 01.01.2025 - 31.03.2025', null],
      ['a range without a label', 'Consumption 01.01.2025 – 31.03.2025', null],
      ['from … to', 'Cover from 1 January 2025 to 31 December 2025', null],
      ['a range of days', 'Leistung 01.–31.03.2025', null],
      ['a period beside the document date', 'Rechnungsdatum: 05.04.2025\nZeitraum: 01.03.2025 - 31.03.2025', '2025-04-05'],
      ['a delivery date, when nothing better', 'Delivery date: 02/03/2025\n£10.00', '2025-03-02'],
      [
        'a delivery date after a plain date',
        'We spoke on 01/03/2025.\nthe goods\nand more\nlines\nhere\nto\npush\nthis\ndown\nDelivery date: 02/03/2025\n£10',
        '2025-03-01',
      ],
      ['a reference in a longer dotted run', 'Ref 2025.03.12.4471', null],
      ['an order number in a longer dashed run', 'Order no. 12-03-2025-88', null],
      ['a version number', 'Version 1.12.2024.3', null],
      ['a phone number', 'Tél. 06.12.03.20.25', null],
      ['an IBAN', 'IBAN DE89 3704 0044 0532 0130 00', null],
      ['an invoice number that starts with a date', 'Invoice INV-2025-03-12', null],
      ['a compact date in the text', 'Reference 20250312', null],
      [
        'another document cited in a sentence',
        'Madrid, 3 de febrero de 2025\nLe escribo en relación con la factura n.º 45 de 12/01/2025.',
        '2025-02-03',
      ],
      ['another document, by a possessive', 'With reference to your email dated 02/05/2025,\nLondon, 12 March 2025', '2025-03-12'],
      ['an appointment to come (en)', 'Your next appointment is on 14/05/2025.', null],
      ['a contract start', 'This lease commences on 1 April 2025.', null],
      ['a stay in hospital', 'Admitted on 03/03/2025, discharged on 10/03/2025.', null],
      ['a job held since', 'Date of joining: 01.04.2015', null],
    ])('%s', (_case, content, expected) => {
      expect(find(content)).toBe(expected);
    });
  });

  describe('two-digit years', () => {
    it.each<[string, string, string | null]>([
      ['this century', 'Datum: 12.03.25', '2025-03-12'],
      ['last century', 'Datum: 12.03.98', '1998-03-12'],
      ['this year is the pivot', 'Datum: 12.03.25', '2025-03-12'],
      ['fifty years back', 'Datum: 12.03.76', '1976-03-12'],
      ['next year read a century back, too old for a document written short', 'Datum: 12.03.26', null],
      ['a century back beside a date of this year', 'Datum: 12.03.26\nLieferung: 01.03.25', '2025-03-01'],
      ['with a month name', 'Date: 12 Mar 25', '2025-03-12'],
    ])('%s', (_case, content, expected) => {
      expect(find(content)).toBe(expected);
    });
  });

  describe('limits', () => {
    it.each<[string, string, string | null]>([
      ['today', 'Datum: 01.06.2025', '2025-06-01'],
      ['tomorrow (a time zone ahead)', 'Datum: 02.06.2025', '2025-06-02'],
      ['the day after tomorrow', 'Datum: 03.06.2025', null],
      ['a future date beside a past one', 'Datum: 12.03.2031\nLieferung: 01.03.2025', '2025-03-01'],
      ['1900', 'Datum: 01.01.1900', '1900-01-01'],
      ['before 1900', 'Datum: 31.12.1899', null],
      ['31 February', 'Datum: 31.02.2025', null],
      ['29 February of a leap year', 'Datum: 29.02.2024', '2024-02-29'],
      ['29 February of another year', 'Datum: 29.02.2025', null],
      ['month 13', 'Datum: 12.13.2025', null],
    ])('%s', (_case, content, expected) => {
      expect(find(content)).toBe(expected);
    });
  });

  describe('no plausible date', () => {
    it.each<[string, string]>([
      ['empty', ''],
      ['no date at all', 'Thank you for your order.'],
      ['only decoys', 'Due date: 19/03/2025\nDate of birth: 01/02/1980\nPeriod: 01/01/2025 - 31/01/2025\nRef 2025.03.12.4471'],
      ['an ambiguous date in English without any sign of the country', 'Meeting notes\nDate: 04/05/2025\nAttendees: Tom and Ann'],
      ['numbers without a date', 'Total 12.50\nQty 3/4\nTel. 030 1234567'],
    ])('%s', (_case, content) => {
      expect(find(content)).toBeNull();
    });
  });

  describe('file names', () => {
    it.each<[string, string, string, string | null]>([
      ['ISO first', 'Thank you for your order.', '2025-03-12 invoice.pdf', '2025-03-12'],
      ['dotted, after an underscore', 'Vielen Dank.', 'Rechnung_12.03.2025.pdf', '2025-03-12'],
      ['compact, from a scanner', 'Thank you.', 'scan_20250312.pdf', '2025-03-12'],
      ['compact, from a camera', 'Thank you.', 'IMG_20250312_143022.jpg', '2025-03-12'],
      ['ISO after a dash', 'Thank you.', 'invoice-2025-03-12.pdf', '2025-03-12'],
      ['underscores between numbers', 'Thank you.', 'scan_2025_03_12.pdf', '2025-03-12'],
      ['no date', 'Thank you.', 'scan_0042.pdf', null],
      ['a number that is no date', 'Thank you.', 'invoice_20251345.pdf', null],
      ['a future date', 'Thank you.', 'scan_20300101.pdf', null],
      ['a labelled content date wins', 'Rechnungsdatum: 05.03.2025', 'scan_20250312.pdf', '2025-03-05'],
      ['over an unlabelled content date', 'Thank you for the meeting on 01.03.2025.', 'scan_20250312.pdf', '2025-03-12'],
      ['over decoys only', 'Due date: 19.03.2025', '2025-03-12 Rechnung.pdf', '2025-03-12'],
      ['agreeing with a content date', 'Lieferdatum: 01.03.2025\nBestellt am 05.03.2025', 'Rechnung 05.03.2025.pdf', '2025-03-05'],
      ['telling the order of an ambiguous content date', 'Date: 04/05/2025', '2025-05-04 letter.pdf', '2025-05-04'],
      ['read in the order of the content', 'Invoice date: 03/04/2025\nTotal $12.00', 'invoice 03-04-2025.pdf', '2025-03-04'],
    ])('%s', (_case, content, fileName, expected) => {
      expect(find(content, fileName)).toBe(expected);
    });
  });

  it('reads accents and upper case alike', () => {
    expect(find('DATA EMISSAO: 16 DE DEZEMBRO DE 2024')).toBe('2024-12-16');
    expect(find('Data emissão: 16 de dezembro de 2024')).toBe('2024-12-16');
  });

  it('takes the first of several unlabelled dates', () => {
    expect(find('Meeting 03.03.2025\nFollow-up call 10.03.2025')).toBe('2025-03-03');
  });

  it('reads only the beginning of a long text', () => {
    const long = `Rechnungsdatum: 05.03.2025\n${'Position 1 12,00 €\n'.repeat(20_000)}Datum: 01.01.2025`;
    expect(long.length).toBeGreaterThan(200_000);
    expect(find(long)).toBe('2025-03-05');
    expect(find(`${' '.repeat(DOCUMENT_DATE_SCAN_LENGTH)}Datum: 05.03.2025`)).toBeNull();
  });

  it('uses the UTC day of today', () => {
    const lateEvening = new Date('2025-06-01T23:30:00-05:00'); // 2 June in UTC
    expect(find('Datum: 03.06.2025', undefined, lateEvening)).toBe('2025-06-03');
  });
});
