import { randomString } from '../ids';
import { sha256HexOfText } from '../text-hash';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** 32 characters of 64: 192 bits from the CSPRNG. */
const SHARE_TOKEN_LENGTH = 32;

export const generateShareToken = () => randomString(ALPHABET, SHARE_TOKEN_LENGTH);
export const isShareTokenShaped = (token: string) => new RegExp(`^[A-Za-z0-9_-]{${SHARE_TOKEN_LENGTH}}$`).test(token);
/** What the database keeps and finds a link by. */
export const hashShareToken = sha256HexOfText;
