/**
 * The words the document date finder (document-date.ts) reads: month and weekday names, the labels
 * in front of dates and the words that tell the language, in the nine document languages (en, de,
 * fr, es, it, pt, pt-BR, pl, ro).
 *
 * Every word is written as the finder compares it: lower case, without accents (ł as l, ß kept),
 * because OCR and hurried typing drop accents as often as they keep them.
 */

/** Month names by month (1–12), every language's full forms; abbreviations come from their prefixes. */
export const MONTH_NAMES: readonly (readonly string[])[] = [
  ['january', 'januar', 'janner', 'janvier', 'enero', 'gennaio', 'janeiro', 'styczen', 'stycznia', 'ianuarie'],
  ['february', 'februar', 'feber', 'fevrier', 'febrero', 'febbraio', 'fevereiro', 'luty', 'lutego', 'februarie'],
  ['march', 'marz', 'maerz', 'mars', 'marzo', 'marco', 'marzec', 'marca', 'martie'],
  ['april', 'avril', 'abril', 'aprile', 'kwiecien', 'kwietnia', 'aprilie'],
  ['may', 'mai', 'mayo', 'maggio', 'maio', 'maj', 'maja'],
  ['june', 'juni', 'juin', 'junio', 'giugno', 'junho', 'czerwiec', 'czerwca', 'iunie'],
  ['july', 'juli', 'juillet', 'julio', 'luglio', 'julho', 'lipiec', 'lipca', 'iulie'],
  ['august', 'aout', 'agosto', 'sierpien', 'sierpnia'],
  ['september', 'septembre', 'septiembre', 'setiembre', 'settembre', 'setembro', 'wrzesien', 'wrzesnia', 'septembrie'],
  ['october', 'oktober', 'octobre', 'octubre', 'ottobre', 'outubro', 'pazdziernik', 'pazdziernika', 'octombrie'],
  ['november', 'novembre', 'noviembre', 'novembro', 'listopad', 'listopada', 'noiembrie'],
  ['december', 'dezember', 'decembre', 'diciembre', 'dicembre', 'dezembro', 'grudzien', 'grudnia', 'decembrie'],
];

/** Abbreviations that are no prefix of a full name. */
export const MONTH_ABBREVIATIONS: Readonly<Record<string, number>> = { mrz: 3, sept: 9 };

/**
 * The shortest prefix of a month name that counts as its abbreviation ("dic", "paz", "févr"):
 * two letters would make "ma" and "ju" months.
 */
export const MONTH_PREFIX_MIN_LENGTH = 3;

/** Weekday names and abbreviations, which stand between a label and its date ("Date: Wednesday, 12 March 2025"). */
export const WEEKDAY_NAMES: readonly string[] = [
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun'],
  ...['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonnabend', 'sonntag', 'mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'],
  ...['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', 'lun', 'mar', 'mer', 'jeu', 'ven', 'sam', 'dim'],
  ...['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'],
  ...['lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica'],
  ...['segunda', 'terca', 'quarta', 'quinta', 'sexta', 'feira'],
  ...['poniedzialek', 'wtorek', 'sroda', 'czwartek', 'piatek', 'sobota', 'niedziela'],
  ...['luni', 'marti', 'miercuri', 'joi', 'vineri', 'sambata', 'duminica'],
];

/**
 * Small words that may stand between a label and its date without changing what the date is:
 * "Rechnung vom", "Berlin, den", "le", "el", "em", "z dnia", "din data de", Polish "r." (rok) after it.
 */
export const CONNECTOR_WORDS: readonly string[] = [
  ...['on', 'of', 'the', 'at', 'dated', 'am', 'den', 'dem', 'vom', 'le', 'du', 'en', 'el', 'del', 'de', 'il', 'lo', 'li', 'em', 'a', 'la', 'dnia', 'dn', 'z', 'din', 'data', 'r', 'd', 'dia', 'giorno', 'ziua', 'day'],
];

/**
 * What a label says about the date after it:
 * - document: the date the document is of (issued, written, invoiced);
 * - generic: a bare "Date", the document's date unless a word narrows it ("Ship date");
 * - signed: a signing ("Signed at London on", "Fait à Paris, le"), the document's date;
 * - weak: a date of the business (delivery, order, booking, a letter answered): only if nothing better;
 * - due, birth, period, stay, validity, reference: never the document's date.
 */
export type LabelKind = 'document' | 'generic' | 'signed' | 'weak' | 'due' | 'birth' | 'period' | 'stay' | 'validity' | 'reference';

/** The labels by kind. Where two overlap ("Date" in "Due date"), the longer one is read. */
export const LABELS: Readonly<Record<LabelKind, readonly string[]>> = {
  document: [
    // en
    ...['invoice date', 'date of invoice', 'invoice dated', 'date of issue', 'issue date', 'issued', 'issued on', 'date issued', 'dated', 'receipt date', 'letter date'],
    ...['document date', 'statement date', 'date of statement', 'credit note date', 'date of receipt', 'billing date', 'bill date', 'date of letter', 'created on', 'tax invoice date', 'closing date', 'generated on', 'prepared on', 'printed on', 'print date'],
    // de
    ...['rechnungsdatum', 'belegdatum', 'ausstellungsdatum', 'ausstelldatum', 'ausgestellt am', 'ausgestellt', 'dokumentdatum', 'briefdatum', 'datum der rechnung', 'rechnung vom'],
    ...['gutschrift vom', 'quittung vom', 'kontoauszug vom', 'bescheid vom', 'abrechnung vom', 'erstellt am', 'stand', 'auszugsdatum', 'gutschriftsdatum', 'quittungsdatum', 'erstellungsdatum', 'druckdatum', 'gedruckt am', 'erzeugt am'],
    // fr
    ...['date de facture', 'date de facturation', 'date d\'emission', 'date de l\'emission', 'emis le', 'emise le', 'fait le', 'facture du', 'en date du', 'date du document', 'date du releve', 'releve du', 'date d\'edition', 'edite le', 'etabli le', 'emission', 'genere le', 'imprime le', 'arrete au', 'arrete le'],
    // es
    ...['fecha de factura', 'fecha factura', 'fecha de emision', 'fecha emision', 'fecha de expedicion', 'emitida el', 'emitido el', 'expedida el', 'factura del', 'fecha del documento', 'fecha de extracto', 'extracto del', 'emision', 'generado el', 'elaborado el'],
    // it
    ...['data fattura', 'data della fattura', 'data documento', 'data del documento', 'data emissione', 'data di emissione', 'emessa il', 'emesso il', 'fattura del', 'data estratto', 'estratto conto del', 'emissione', 'redatto il', 'generato il', 'stampato il', 'rilasciato il', 'rilasciata il'],
    // pt, pt-BR
    ...['data emissao', 'data de emissao', 'data da fatura', 'data da factura', 'data do documento', 'emitida em', 'emitido em', 'fatura de', 'data do extrato', 'extrato de', 'emissao', 'data de geracao', 'gerado em', 'processado em'],
    // pl
    ...['data wystawienia', 'wystawiono', 'wystawiona', 'wystawiono dnia', 'faktura z dnia', 'data dokumentu', 'data wyciagu', 'data sporzadzenia', 'sporzadzono', 'sporzadzono dnia', 'wygenerowano', 'wydano', 'wydano dnia'],
    // ro
    ...['data emiterii', 'data emitere', 'data facturii', 'data facturare', 'data documentului', 'emisa la', 'emis la', 'emisa in data de', 'factura din', 'data extrasului', 'emitere', 'data intocmirii', 'intocmit la', 'generat la', 'eliberat la', 'eliberata la', 'eliberat', 'eliberata'],
  ],
  generic: ['date', 'datum', 'fecha', 'data'],
  // Where and when a contract or letter was signed: a place may stand between ("Signed at London on").
  signed: [
    ...['signed', 'executed', 'place and date', 'place, date', 'ort, datum', 'ort und datum', 'unterschrieben', 'unterzeichnet', 'fait', 'signe', 'lieu et date', 'lieu, date'],
    ...['firmado', 'suscrito', 'lugar y fecha', 'lugar, fecha', 'sottoscritto', 'firmato', 'luogo e data', 'luogo, data', 'assinado', 'feito', 'local e data', 'local, data'],
    ...['zawarto', 'podpisano', 'miejscowosc i data', 'miejscowosc, data', 'semnat', 'incheiat', 'locul si data', 'loc, data'],
  ],
  weak: [
    ...['delivery date', 'date of delivery', 'date of supply', 'tax point', 'service date', 'date of service', 'order date', 'date of order', 'ship date', 'shipping date', 'dispatch date', 'booking date', 'value date', 'posting date', 'transaction date', 'received', 'received on', 'date received', 'as of', 'as at', 'printed', 'printed on', 'appointment'],
    ...['lieferdatum', 'liefertermin', 'leistungsdatum', 'tag der lieferung', 'tag der leistung', 'bestelldatum', 'auftragsdatum', 'buchungsdatum', 'buchungstag', 'valuta', 'wertstellung', 'eingangsdatum', 'eingegangen am', 'versanddatum', 'lieferung am', 'geliefert am', 'zahlungsdatum', 'bezahlt am', 'uberweisung am', 'uberwiesen am', 'auszahlung am', 'ausgezahlt am'],
    ...['date de livraison', 'livre le', 'livraison le', 'date de commande', 'commande du', 'date de prestation', 'date d\'operation', 'date de valeur', 'recu le', 'paye le'],
    ...['fecha de entrega', 'entregado el', 'fecha de pedido', 'pedido del', 'fecha de servicio', 'fecha de operacion', 'fecha valor', 'pagado el', 'recibido el'],
    ...['data di consegna', 'data consegna', 'consegnato il', 'data ordine', 'data dell\'ordine', 'ordine del', 'data operazione', 'data valuta', 'pagato il', 'ricevuto il'],
    ...['data de entrega', 'entregue em', 'data do pedido', 'pedido de', 'data de prestacao', 'data do servico', 'data movimento', 'data valor', 'pago em', 'recebido em'],
    ...['data dostawy', 'data sprzedazy', 'data zamowienia', 'data wykonania uslugi', 'data ksiegowania', 'data operacji', 'data waluty', 'data dokonania', 'zaplacono'],
    ...['data livrarii', 'data livrare', 'data comenzii', 'data comanda', 'data prestarii', 'data operatiunii', 'data tranzactiei', 'platit la', 'primit la'],
  ],
  due: [
    ...['due date', 'due', 'date due', 'payment due', 'due on', 'due by', 'pay by', 'payable by', 'payable until', 'payment date', 'payment deadline', 'please pay by', 'pay before', 'no later than', 'by', 'before', 'deadline'],
    ...['fallig', 'fallig am', 'fallig bis', 'falligkeit', 'falligkeitsdatum', 'zahlbar bis', 'zahlbar bis zum', 'zahlbar am', 'zahlungsziel', 'zahlungsfrist', 'bis zum', 'bis spatestens', 'spatestens', 'spatestens am', 'spatestens bis', 'frist', 'einzug am', 'abbuchung am'],
    ...['date de reglement', 'echeance', 'date d\'echeance', 'date limite', 'date limite de paiement', 'a payer avant le', 'a regler avant le', 'payable avant le', 'avant le', 'jusqu\'au', 'au plus tard le', 'preleve le', 'prelevement le'],
    ...['vencimiento', 'fecha de vencimiento', 'fecha vencimiento', 'vence el', 'fecha limite', 'fecha limite de pago', 'pagar antes del', 'antes del', 'pagar antes de', 'antes de', 'hasta el', 'plazo de pago', 'a mas tardar el', 'cargo el'],
    ...['scadenza', 'data di scadenza', 'data scadenza', 'scade il', 'entro il', 'entro e non oltre il', 'pagamento entro', 'termine di pagamento', 'addebito il'],
    ...['data de pagamento', 'data do pagamento', 'fecha de pago', 'data di pagamento', 'date de paiement', 'data platii', 'vencimento', 'data de vencimento', 'data vencimento', 'vence em', 'data limite', 'data limite de pagamento', 'pagar ate', 'ate', 'prazo de pagamento', 'debito em'],
    ...['termin platnosci', 'termin zaplaty', 'data platnosci', 'platne do', 'zaplata do', 'zaplacic do', 'wplacic do', 'do dnia', 'najpozniej do', 'termin'],
    ...['scadenta', 'data scadentei', 'data scadenta', 'scadent la', 'termen de plata', 'plata pana la', 'pana la', 'pana in', 'cel tarziu la'],
  ],
  birth: [
    ...['date of birth', 'birth date', 'birthdate', 'dob', 'd.o.b.', 'born', 'born on'],
    ...['geburtsdatum', 'geb.-datum', 'geboren', 'geboren am', 'geb.', 'geb', '*'],
    ...['date de naissance', 'ne le', 'nee le', 'ne(e) le', 'ne', 'nee'],
    ...['fecha de nacimiento', 'f. nacimiento', 'nacido el', 'nacida el', 'nacimiento'],
    ...['data di nascita', 'nato il', 'nata il', 'nato/a il', 'nascita'],
    ...['data de nascimento', 'nascido em', 'nascida em', 'nascimento', 'dt. nasc.', 'nasc.'],
    ...['data urodzenia', 'urodzony', 'urodzona', 'ur.', 'urodzony dnia', 'urodzona dnia'],
    ...['data nasterii', 'data de nastere', 'nascut', 'nascuta', 'nascut la', 'nascuta la', 'nascut(a) la'],
  ],
  period: [
    ...['period', 'billing period', 'service period', 'statement period', 'for the period', 'period of service', 'covering', 'between', 'from'],
    ...['zeitraum', 'leistungszeitraum', 'abrechnungszeitraum', 'abrechnungsperiode', 'berichtszeitraum', 'auszugszeitraum', 'von', 'zwischen'],
    ...['periode', 'periode de facturation', 'periode de consommation', 'periode du', 'pour la periode du', 'entre'],
    ...['periodo', 'periodo de facturacion', 'periodo facturado', 'periodo de consumo', 'desde'],
    ...['periodo di fatturazione', 'periodo di riferimento', 'dal', 'tra', 'fra'],
    ...['periodo de faturacao', 'periodo de faturamento', 'periodo de referencia'],
    ...['okres', 'okres rozliczeniowy', 'za okres', 'od', 'miedzy'],
    ...['perioada', 'perioada de facturare', 'intre'],
  ],
  // A stay in hospital and a job held: "Admitted on", "Entlassung am", "Data angajării".
  stay: [
    ...['admitted', 'admitted on', 'admission', 'date of admission', 'admission date', 'discharged', 'discharged on', 'discharge', 'date of discharge', 'discharge date', 'employed since', 'date of joining', 'hire date', 'date of hire'],
    ...['aufnahme', 'aufnahme am', 'aufgenommen am', 'entlassung', 'entlassung am', 'entlassen am', 'aufnahmedatum', 'entlassungsdatum', 'eintritt', 'eintrittsdatum', 'eingetreten am', 'beschaftigt seit'],
    ...['entree', 'entree le', 'entre le', 'entre(e) le', 'entre(e)', 'sortie', 'sortie le', 'sorti le', 'date d\'entree', 'date de sortie', 'hospitalise le', 'admis le', 'embauche le', 'date d\'embauche', 'anciennete'],
    ...['ingreso', 'ingresado el', 'fecha de ingreso', 'alta', 'fecha de alta', 'dado de alta el', 'antiguedad', 'fecha de antiguedad', 'fecha de contratacion'],
    ...['ricovero', 'ricoverato il', 'ricoverata il', 'data ricovero', 'data di ricovero', 'dimesso il', 'dimessa il', 'dimissione', 'data dimissione', 'data di dimissione', 'data assunzione', 'data di assunzione', 'assunto il', 'in forza dal', 'anzianita'],
    ...['internamento', 'internado em', 'admissao', 'data de admissao', 'admitido em', 'admitida em', 'data de alta', 'alta em', 'data de internacao', 'internacao'],
    ...['przyjety', 'przyjeta', 'data przyjecia', 'wypisany', 'wypisana', 'data wypisu', 'data zatrudnienia', 'zatrudniony od', 'zatrudniona od', 'staz pracy'],
    ...['internat', 'internat la', 'internare', 'data internarii', 'externat', 'externat la', 'externare', 'data externarii', 'data angajarii', 'angajat din', 'angajat la', 'vechime'],
  ],
  validity: [
    ...['begins', 'begins on', 'starts', 'starts on', 'commences', 'commences on', 'ends', 'ends on', 'terminates on', 'beginnt', 'beginnt am', 'endet', 'endet am', 'commence le', 'prend fin le', 'comienza el', 'empieza el', 'termina el', 'finaliza el', 'inizia il', 'termina il', 'comeca em', 'inicia em', 'termina em', 'rozpoczyna sie', 'konczy sie', 'incepe la', 'se incheie la', 'expira la'],
    ...['enters into force', 'comes into force', 'takes effect', 'tritt in kraft', 'in kraft', 'entre en vigueur', 'prend effet', 'entra en vigor', 'entrara en vigor', 'entra in vigore', 'in vigore dal', 'entra em vigor', 'produz efeitos', 'wchodzi w zycie', 'obowiazuje od', 'intra in vigoare'],
    ...['valid from', 'valid until', 'valid to', 'valid through', 'valid thru', 'expiry', 'expiry date', 'expires', 'expires on', 'expiration date', 'start date', 'end date', 'effective date', 'effective from', 'commencement', 'commencement date', 'renewal date', 'since', 'customer since', 'member since', 'until', 'next appointment', 'follow-up', 'follow up'],
    ...['gultig ab', 'gultig bis', 'ablaufdatum', 'ablauf', 'beginn', 'vertragsbeginn', 'versicherungsbeginn', 'vertragsende', 'ende', 'laufzeit', 'ab', 'bis', 'seit', 'kunde seit', 'mitglied seit', 'wiedervorstellung', 'kontrolltermin', 'nachster termin'],
    ...['valable jusqu\'au', 'valable du', 'date de debut', 'date de fin', 'debut', 'fin', 'date d\'effet', 'prise d\'effet', 'expire le', 'depuis', 'client depuis', 'prochain rendez-vous', 'a partir du'],
    ...['valido hasta', 'fecha de inicio', 'fecha de fin', 'finalizacion', 'fecha de finalizacion', 'fecha de terminacion', 'inicio', 'fin', 'fecha de efecto', 'caduca el', 'cliente desde', 'proxima cita', 'a partir del'],
    ...['renewal', 'verlangerung', 'renouvellement', 'renovacion', 'rinnovo', 'renovacao', 'reinnoire', 'prelungire', 'odnowienie'],
    ...['effetto', 'data effetto', 'data di effetto', 'con effetto dal', 'efecto', 'efeito', 'data efeito', 'data de efeito', 'wirksam ab', 'zawarta do', 'zawarta na czas do', 'obowiazuje do'],
    ...['valido fino al', 'valido dal', 'data di inizio', 'data di fine', 'inizio', 'fine', 'decorrenza', 'cliente dal', 'prossimo appuntamento', 'a partire dal'],
    ...['valido ate', 'valida ate', 'data de inicio', 'data de fim', 'data de termino', 'inicio', 'fim', 'termino', 'cliente desde', 'proxima consulta', 'a partir de'],
    ...['wazny do', 'wazna do', 'wazne do', 'data rozpoczecia', 'data zakonczenia', 'poczatek', 'koniec', 'obowiazuje od', 'klient od', 'nastepna wizyta', 'kolejna wizyta'],
    ...['start', 'end', 'beginning', 'inceputul', 'sfarsitul', 'intrarii in vigoare', 'intrare in vigoare', 'data intrarii in vigoare', 'data incetarii', 'incetare', 'data expirarii', 'expirare'],
    ...['valabil de la', 'valabila de la', 'valabil pana la', 'valabila pana la', 'data inceperii', 'data incheierii', 'inceput', 'sfarsit', 'incepand cu', 'client din', 'urmatoarea consultatie', 'urmatorul control'],
  ],
  reference: [
    ...['ref', 'ref.', 'reference', 'our ref', 'your ref', 'no.', 'nr.', 'n°', 'no°', 'nº', '#', 'number', 'invoice no', 'invoice number', 'order no', 'order number', 'account', 'account no', 'iban', 'bic', 'tel', 'tel.', 'phone', 'fax', 'mobile', 'policy no', 'policy number', 'version', 'serial'],
    ...['rechnungsnummer', 'rechnungsnr.', 'kundennummer', 'kundennr.', 'auftragsnummer', 'aktenzeichen', 'az.', 'telefon', 'versicherungsnummer', 'vertragsnummer', 'steuernummer', 'ust-idnr.'],
    ...['numero', 'numero de facture', 'reference', 'telephone', 'n° de client', 'contrat n°'],
    ...['numero de factura', 'referencia', 'telefono', 'movil'],
    ...['numero fattura', 'riferimento', 'cellulare'],
    ...['numero da fatura', 'referencia', 'telemovel', 'celular'],
    ...['numer', 'numer faktury', 'sygnatura', 'telefon', 'tel. kom.'],
    ...['numar', 'numar factura', 'referinta', 'telefon', 'serie'],
  ],
};

/**
 * Decoy labels that are mere prepositions ("by", "from", "bis"): they make a decoy of the date right
 * after them only, not over other words ("issued by ACME Ltd on 12/03/2025").
 */
export const PREPOSITION_LABELS: readonly string[] = [
  ...['by', 'from', 'until', 'till', 'since', 'before', 'between', 'ab', 'bis', 'seit', 'von', 'zwischen', 'depuis', 'entre', 'avant le', 'jusqu\'au'],
  ...['desde', 'hasta el', 'antes de', 'antes del', 'dal', 'tra', 'fra', 'entro il', 'ate', 'od', 'miedzy', 'do dnia', 'intre', 'pana la', 'pana in'],
];

/**
 * Words before a label's date that make it another document's ("your letter of", "Ihr Schreiben
 * vom", "votre courrier du"): a date of the business, not this document's.
 */
export const POSSESSIVE_WORDS: readonly string[] = [
  ...['your', 'our', 'ihr', 'ihre', 'ihrem', 'ihres', 'unser', 'unsere', 'unserem', 'unseres', 'votre', 'notre', 'vos', 'nos'],
  ...['su', 'sus', 'nuestra', 'nuestro', 'sua', 'suo', 'vostra', 'vostro', 'nostra', 'nostro', 'vossa', 'vosso', 'nossa', 'nosso', 'seu'],
  ...['pana', 'pani', 'panstwa', 'naszego', 'naszej', 'dvs', 'dumneavoastra', 'noastra', 'nostru'],
];

/** Words between two dates that make them a range ("01.01.2025 – 31.03.2025", "du … au …", "od … do …"). */
export const RANGE_WORDS: readonly string[] = ['-', '–', '—', '→', 'to', 'till', 'until', 'through', 'thru', 'bis', 'bis zum', 'au', 'jusqu\'au', 'al', 'hasta', 'hasta el', 'fino al', 'a', 'ate', 'do', 'pana la', 'pana in', 'and', 'und', 'et', 'y', 'e', 'i', 'si'];

/**
 * Frequent words of each language (function words and the vocabulary of invoices and letters). The
 * finder only needs to know whether a text is English, where 03/04/2025 may be March.
 */
export const LANGUAGE_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: ['the', 'and', 'of', 'to', 'your', 'you', 'for', 'with', 'this', 'please', 'is', 'are', 'we', 'our', 'invoice', 'total', 'amount', 'thank', 'dear', 'payment', 'from', 'will', 'be', 'at', 'if', 'any', 'statement', 'balance', 'due', 'sincerely', 'regards', 'meeting', 'notes'],
  de: ['der', 'die', 'das', 'und', 'mit', 'fur', 'ihre', 'ihr', 'sie', 'wir', 'bitte', 'rechnung', 'datum', 'betrag', 'sehr', 'geehrte', 'geehrter', 'bei', 'ist', 'nicht', 'zu', 'den', 'dem', 'auf', 'uns', 'unsere', 'gesamt', 'freundlichen', 'grussen', 'summe'],
  fr: ['le', 'la', 'les', 'et', 'de', 'des', 'pour', 'votre', 'vous', 'nous', 'facture', 'montant', 'madame', 'monsieur', 'avec', 'est', 'une', 'sur', 'par', 'au', 'aux', 'cordialement', 'salutations', 'total', 'ttc', 'tva'],
  es: ['el', 'los', 'las', 'y', 'de', 'del', 'por', 'para', 'su', 'usted', 'factura', 'importe', 'fecha', 'con', 'una', 'que', 'es', 'al', 'estimado', 'estimada', 'atentamente', 'iva', 'total'],
  it: ['il', 'lo', 'gli', 'di', 'data', 'della', 'del', 'per', 'con', 'fattura', 'importo', 'gentile', 'cordiali', 'saluti', 'che', 'una', 'sono', 'alla', 'al', 'nel', 'totale', 'iva', 'egregio', 'gentilissimo', 'oggetto', 'spett', 'distinti', 'euro', 'contanti', 'resto'],
  pt: ['o', 'os', 'de', 'do', 'da', 'data', 'dos', 'das', 'para', 'com', 'fatura', 'valor', 'uma', 'que', 'em', 'no', 'na', 'prezado', 'prezada', 'atenciosamente', 'voce', 'obrigado', 'nao', 'total', 'dinheiro', 'troco', 'cupom', 'recibo', 'valor', 'pago', 'assunto'],
  pl: ['i', 'w', 'z', 'na', 'data', 'dnia', 'oraz', 'dla', 'faktura', 'kwota', 'pan', 'pani', 'szanowny', 'szanowna', 'jest', 'sie', 'nie', 'od', 'po', 'przez', 'zl', 'razem', 'netto', 'brutto', 'poz', 'za', 'lub', 'przy', 'umowa', 'najmu', 'czynsz', 'gotowka', 'reszta', 'szanowni', 'panstwo', 'poszanowaniem', 'dotyczy'],
  ro: ['si', 'de', 'cu', 'pentru', 'din', 'data', 'factura', 'suma', 'stimate', 'stimata', 'va', 'este', 'sau', 'pe', 'care', 'catre', 'lei', 'prin', 'nr', 'total', 'plata', 'numerar', 'rest', 'stima', 'referitor', 'dumneavoastra'],
};

/**
 * Names of documents that state their own date after their number: "Rechnung Nr. 4711 vom
 * 12.03.2025", "Facture n° F-88 du 12 mars 2025", "Factura nr. 12 din 12.03.2025".
 */
export const DOCUMENT_TYPE_WORDS: readonly string[] = [
  ...['invoice', 'receipt', 'credit note', 'statement', 'letter', 'bill', 'quote', 'quotation', 'contract', 'agreement', 'policy', 'certificate', 'payslip', 'report', 'document', 'doc'],
  ...['rechnung', 'gutschrift', 'quittung', 'kontoauszug', 'bescheid', 'schreiben', 'brief', 'angebot', 'vertrag', 'police', 'lohnabrechnung', 'bescheinigung', 'befund', 'arztbrief', 'beleg', 'mahnung', 'dokument', 'dok'],
  // German genitives: "Datum des Schreibens".
  ...['schreibens', 'briefes', 'belegs', 'beleges', 'auszugs', 'dokuments', 'vertrags', 'vertrages', 'bescheids', 'angebots'],
  ...['facture', 'avoir', 'releve', 'recu', 'courrier', 'lettre', 'devis', 'contrat', 'attestation', 'bulletin', 'compte rendu'],
  ...['factura', 'recibo', 'extracto', 'carta', 'presupuesto', 'contrato', 'poliza', 'nomina', 'certificado', 'informe', 'documento'],
  ...['fattura', 'ricevuta', 'estratto', 'lettera', 'preventivo', 'contratto', 'polizza', 'cedolino', 'busta paga', 'certificato', 'referto'],
  ...['fatura', 'factura', 'recibo', 'extrato', 'carta', 'orcamento', 'contrato', 'apolice', 'holerite', 'certidao', 'relatorio', 'nota', 'nota fiscal'],
  ...['faktura', 'rachunek', 'paragon', 'wyciag', 'pismo', 'oferta', 'umowa', 'polisa', 'zaswiadczenie', 'pasek', 'skierowanie', 'dokument', 'dok'],
  // Polish genitives: "Data pisma".
  ...['pisma', 'faktury', 'umowy', 'wyciagu', 'dokumentu', 'rachunku', 'paragonu', 'polisy'],
  ...['factura', 'chitanta', 'bon', 'extras', 'scrisoare', 'oferta', 'contract', 'polita', 'adeverinta', 'fluturas', 'raport', 'document'],
  // Romanian genitives: "Data scrisorii".
  ...['scrisorii', 'facturii', 'documentului', 'extrasului', 'contractului', 'chitantei', 'politei'],
];

/** Words that may stand between "Date" and the document it names ("Date of this letter", "Datum des Schreibens"). */
export const DETERMINER_WORDS: readonly string[] = ['this', 'the', 'des', 'der', 'dieses', 'ce', 'cette', 'la', 'l', 'este', 'esta', 'da', 'do', 'di', 'della', 'dello', 'questo', 'questa', 'deste', 'desta', 'tego', 'tej', 'acestui', 'acestei'];

/** Words that put a date in the future of the document ("will be debited on", "wird am … abgebucht", "sera prélevé le"). */
export const FUTURE_WORDS: readonly string[] = [
  ...['will', 'shall', 'wird', 'werden', 'sera', 'seront', 'aura', 'realizara', 'cargara', 'efectuara', 'sara', 'saranno', 'avverra', 'verra', 'ira', 'serao'],
  ...['zostanie', 'zostana', 'bedzie', 'beda', 'va fi', 'vor fi'],
];

/** Prepositions before a place between a signing label and its date ("in Leipzig am", "à Paris, le"). */
export const PLACE_PREPOSITIONS: readonly string[] = ['in', 'at', 'a', 'en', 'em', 'w', 'we', 'la', 'zu', 'il', 'i'];

/**
 * German compounds by their last part ("Mietbeginn", "Vertragsende", "Abrechnungszeitraum",
 * "Zahlungsfrist"), for those not in LABELS; "-datum" of an unknown kind is some other date.
 */
export const COMPOUND_ENDINGS: Readonly<Record<string, LabelKind>> = { beginn: 'validity', ende: 'validity', zeitraum: 'period', periode: 'period', frist: 'due', termin: 'validity', datum: 'weak' };
