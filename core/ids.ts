const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 24;

/** `length` characters of `alphabet` from the CSPRNG, every character equally likely. */
export function randomString(alphabet: string, length: number): string {
  // Bytes at or above the largest multiple of the alphabet's size are rejected: `byte % size` stays unbiased.
  const largestFairByte = 256 - (256 % alphabet.length);
  let text = '';
  while (text.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < largestFairByte && text.length < length) text += alphabet[byte % alphabet.length];
    }
  }
  return text;
}

/** `prefix_` followed by 24 random lowercase alphanumerics, e.g. `org_k3j…`. */
export function generateId(prefix: string): string {
  return `${prefix}_${randomString(ID_ALPHABET, ID_LENGTH)}`;
}

export function idPattern(prefix: string): RegExp {
  return new RegExp(`^${prefix}_[a-z0-9]+$`);
}
