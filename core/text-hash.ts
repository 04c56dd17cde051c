/** SHA-256 of a text, hex: how secrets shown once (API key tokens, share link tokens) are kept. */
export async function sha256HexOfText(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
