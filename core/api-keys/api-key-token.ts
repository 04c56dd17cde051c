import { randomString } from '../ids';
import { sha256HexOfText } from '../text-hash';

const TOKEN_PREFIX = 'ppapi_';
const RANDOM_LENGTH = 64;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The part of a token shown in lists: the fixed prefix and five characters. */
export const TOKEN_DISPLAY_LENGTH = 11;

/** A new token: `ppapi_` and 64 characters [A-Za-z0-9] from the CSPRNG. Shown once, stored only as its hash. */
export function generateApiKeyToken(): string {
  return TOKEN_PREFIX + randomString(ALPHABET, RANDOM_LENGTH);
}

export const isApiKeyTokenShaped = (token: string) => /^ppapi_[A-Za-z0-9]{64}$/.test(token);

/** SHA-256 of the token, hex: what the database keeps and looks keys up by. */
export const hashApiKeyToken = (token: string): Promise<string> => sha256HexOfText(token);
