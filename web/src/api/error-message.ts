import type { TFunction } from 'i18next';
import { isApiError } from './api-error';

const INVALID_ORIGIN = /^INVALID_.*URL$|INVALID_ORIGIN/;

/**
 * The message to show for a failed call: the translation of `api-errors.{code}`, the invalid-origin
 * message for origin/URL codes, then the server's own message, then the default.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (INVALID_ORIGIN.test(error.code)) return t('api-errors.auth.invalid_origin');
    const key = `api-errors.${error.code}`;
    const translated = t(key, { defaultValue: '' });
    if (translated && translated !== key) return translated;
    if (error.message) return error.message;
  }
  return t('api-errors.default');
}
