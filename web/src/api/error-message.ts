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
    // An error's details, when they are named values (the filter a search could not read), fill its message.
    const values = error.details && typeof error.details === 'object' && !Array.isArray(error.details) ? error.details : {};
    const translated = t(key, { ...values, defaultValue: '' });
    if (translated && translated !== key) return translated;
    if (error.message) return error.message;
  }
  return t('api-errors.default');
}
