const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 24;

/** `prefix_` followed by 24 random lowercase alphanumerics, e.g. `org_k3j…`. */
export function generateId(prefix: string): string {
  // 252 is the largest multiple of 36 below 256: rejecting higher bytes keeps every character equally likely.
  let body = '';
  while (body.length < ID_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(ID_LENGTH * 2))) {
      if (byte < 252 && body.length < ID_LENGTH) body += ALPHABET[byte % 36];
    }
  }
  return `${prefix}_${body}`;
}

export function idPattern(prefix: string): RegExp {
  return new RegExp(`^${prefix}_[a-z0-9]+$`);
}
