/**
 * The synthetic documents of the search benchmarks (bench-search.ts, bench-rebuild-search-index.ts):
 * text shaped like language, a Zipf distribution over ~30,000 words (a few hundred real words in
 * the app's languages, accents included, plus syllable-built ones), so some words are in nearly
 * every document and most in a handful. Drawn from a seeded generator: every run makes the same
 * corpus.
 */
import { ID_ALPHABET } from './bench-lib.ts';

let seed = 42;
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const randomInt = (max: number) => Math.floor(random() * max);

const REAL_WORDS = (
  'invoice contract receipt payment statement account balance amount customer supplier order delivery insurance policy salary report annual lease agreement signature warranty tax bank transfer reference number premium quarterly rent terms conditions address phone email ' +
  'Rechnung Vertrag Versicherung Hundeschule Steuererklärung Kündigung Zahlung Mietvertrag Gehaltsabrechnung Straße Überweisung Betrag ' +
  'facture contrat reçu café école société paiement échéance assurance relevé impôts loyer ' +
  'fatura contrato recibo pagamento seguro endereço ' +
  'faktura umowa płatność ubezpieczenie Łódź złoty rachunek najmu ' +
  'factură plată asigurare chirie ' +
  'factura pago seguro alquiler nómina ' +
  'fattura contratto pagamento assicurazione affitto'
).split(' ');
const SYLLABLES =
  'ka ri to ne sa mu le po di va sche ul ber gen stra ta ment ion con tra pre com par ver und ein lich keit ung cz rz ow ski ni ca de la re ti ço ção zi ță ești are ere ite ato ano ino ent ers ack ool fer rech nung hund bau haus zeit ra mo nu fa be go hi ju ki lo mi no pu si tu vi wo xa yo ze'.split(
    ' ',
  );

function buildVocabulary(size: number) {
  const vocabulary = new Set<string>();
  while (vocabulary.size < size - REAL_WORDS.length) {
    let word = '';
    for (let index = 0, count = 1 + randomInt(4); index < count; index++) word += SYLLABLES[randomInt(SYLLABLES.length)];
    vocabulary.add(word);
  }
  const words = [...vocabulary];
  // Real words at chosen ranks: some very common, most rare.
  REAL_WORDS.forEach((word, index) => words.splice(Math.floor((index + 1) ** 2.2), 0, word));
  const cumulative = new Float64Array(words.length);
  let total = 0;
  for (let index = 0; index < words.length; index++) cumulative[index] = total += 1 / (index + 1);
  const pick = () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return words[low]!;
  };
  return { words, pick };
}

export const vocabulary = buildVocabulary(30_000);

export function text(bytes: number) {
  const parts: string[] = [];
  let length = 0;
  while (length < bytes) {
    const word = random() < 0.04 ? String(randomInt(100_000)) : vocabulary.pick();
    parts.push(word);
    length += word.length + 1;
    if (random() < 0.07) parts.push('.\n');
  }
  return parts.join(' ');
}

const documentId = () => `doc_${Array.from({ length: 24 }, () => ID_ALPHABET[randomInt(36)]).join('')}`;

/** `count` documents, every one a processed PDF with 1-3 KB of text, one every 15 minutes up to now. */
export function* documentRows({ organizationId, userId }: { organizationId: string; userId: string }, count: number) {
  const firstCreatedAt = Date.now() - count * 15 * 60 * 1000;
  for (let index = 0; index < count; index++) {
    // Drawn in this order from the seeded generator, so that every run seeds the same corpus.
    const id = documentId();
    const name = `${vocabulary.pick()} ${vocabulary.pick()} ${index}.pdf`;
    const content = text(1000 + randomInt(2000));
    const createdAt = firstCreatedAt + index * 15 * 60 * 1000;
    const sha256 = Array.from({ length: 64 }, () => '0123456789abcdef'[randomInt(16)]).join('');
    const originalSize = 10_000 + randomInt(1_000_000);
    yield { id, organizationId, createdBy: userId, name, originalSize, sha256, mimeType: 'application/pdf', content, createdAt };
  }
}
