// Characters made at once: a spread of more arguments than this overflows the stack (a file attached to an email).
const CHUNK = 0x8000;

/** Bytes as standard base64: Standard Webhooks secrets and signatures, sealed secrets, email attachments. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  return btoa(binary);
}

/** The bytes of a standard base64 text; throws on anything else. */
export const bytesOfBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
