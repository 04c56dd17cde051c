import { binaryFormatOf } from './file-signatures';

/** How many bytes of a file the sniffer looks at. */
export const SNIFF_SAMPLE_SIZE = 8192;

/** Spec thresholds: text has at most 10% control characters and more than 70% printable ones. */
const MAX_CONTROL_RATIO = 0.1;
const MIN_PRINTABLE_RATIO = 0.7;

/** C0 controls other than tab, line feed, form feed and carriage return; DEL; C1 controls. */
function isControlCharacter(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d) return false;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** U+FFFD is what the decoder gives for bytes that are not valid UTF-8. */
const REPLACEMENT_CHARACTER = 0xfffd;

/**
 * Spec binary sniffing: the bytes are text if at most 10% of their characters are control characters,
 * they start with no known binary signature (file-signatures.ts: jpeg, png, gif, pdf, zip, elf, exe and more), and more than 70%
 * of their characters are printable. Characters are read as UTF-8; undecodable bytes are not printable.
 * An empty file counts as text.
 */
export function isProbablyText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return true;
  if (binaryFormatOf(bytes)) return false;

  const text = new TextDecoder().decode(bytes.subarray(0, SNIFF_SAMPLE_SIZE));
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
