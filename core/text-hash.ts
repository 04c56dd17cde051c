/** SHA-256 of bytes held whole, hex (a file made in memory: hashed where it is, not copied into a stream). */
export async function sha256HexOfBytes(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of a text, hex: how secrets shown once (API key tokens, share link tokens) are kept. */
export const sha256HexOfText = (text: string): Promise<string> => sha256HexOfBytes(new TextEncoder().encode(text));
