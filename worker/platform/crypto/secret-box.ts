import { base64Of, bytesOfBase64 } from '../../../core/base64';

const IV_BYTES = 12;
const keys = new Map<string, Promise<CryptoKey>>();

/** An AES-GCM key derived from AUTH_SECRET (HKDF-SHA-256, one key per purpose), cached per isolate. */
function keyFor(authSecret: string, purpose: string): Promise<CryptoKey> {
  const cacheKey = `${purpose}\u0000${authSecret}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', new TextEncoder().encode(authSecret), 'HKDF', false, ['deriveKey'])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: new TextEncoder().encode(purpose) },
          material,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      );
    keys.set(cacheKey, key);
  }
  return key;
}

/** Encrypts a secret kept at rest: base64 of a random IV followed by the AES-GCM ciphertext. */
export async function sealSecret(plain: string, { authSecret, purpose }: { authSecret: string; purpose: string }): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyFor(authSecret, purpose), new TextEncoder().encode(plain)),
  );
  const joined = new Uint8Array(IV_BYTES + sealed.length);
  joined.set(iv);
  joined.set(sealed, IV_BYTES);
  return base64Of(joined);
}

/** The secret sealed by `sealSecret` with the same AUTH_SECRET and purpose; throws when it was not. */
export async function openSecret(sealed: string, { authSecret, purpose }: { authSecret: string; purpose: string }): Promise<string> {
  const bytes = bytesOfBase64(sealed);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
    await keyFor(authSecret, purpose),
    bytes.slice(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}
