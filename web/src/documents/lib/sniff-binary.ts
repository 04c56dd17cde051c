/** How many bytes of a file the sniffer looks at. */
export const SNIFF_SAMPLE_SIZE = 8192;

/** Spec thresholds: text has at most 10% control characters and more than 70% printable ones. */
const MAX_CONTROL_RATIO = 0.1;
const MIN_PRINTABLE_RATIO = 0.7;

type BinarySignature = 'jpeg' | 'png' | 'gif' | 'pdf' | 'zip' | 'elf' | 'exe';

const SIGNATURES: { name: BinarySignature; bytes: number[] }[] = [
  { name: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { name: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { name: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF8(7|9)a
  { name: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46] }, // %PDF
  { name: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] }, // PK.. (also docx, xlsx, odt…)
  { name: 'zip', bytes: [0x50, 0x4b, 0x05, 0x06] }, // empty archive
  { name: 'zip', bytes: [0x50, 0x4b, 0x07, 0x08] }, // spanned archive
  { name: 'elf', bytes: [0x7f, 0x45, 0x4c, 0x46] }, // .ELF
  { name: 'exe', bytes: [0x4d, 0x5a] }, // MZ
];

/** The known binary format the bytes start with, if any. */
export function getBinarySignature(bytes: Uint8Array): BinarySignature | undefined {
  return SIGNATURES.find(({ bytes: signature }) => signature.length <= bytes.length && signature.every((byte, index) => bytes[index] === byte))?.name;
}

/** C0 controls other than tab, line feed, form feed and carriage return; DEL; C1 controls. */
function isControlCharacter(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d) return false;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** U+FFFD is what the decoder gives for bytes that are not valid UTF-8. */
const REPLACEMENT_CHARACTER = 0xfffd;

/**
 * Spec binary sniffing: the bytes are text if at most 10% of their characters are control characters,
 * they start with no known binary signature (jpeg, png, gif, pdf, zip, elf, exe), and more than 70%
 * of their characters are printable. Characters are read as UTF-8; undecodable bytes are not printable.
 * An empty file counts as text.
 */
export function isProbablyText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return true;
  if (getBinarySignature(bytes)) return false;

  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, SNIFF_SAMPLE_SIZE));
  let total = 0;
  let control = 0;
  let printable = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    total += 1;
    if (isControlCharacter(code)) control += 1;
    else if (code !== REPLACEMENT_CHARACTER) printable += 1;
  }
  if (total === 0) return true;
  return control / total <= MAX_CONTROL_RATIO && printable / total > MIN_PRINTABLE_RATIO;
}
