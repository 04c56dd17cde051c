import type { TFunction } from 'i18next';
import { z } from 'zod/mini';

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

export const emailField = (t: TFunction) => z.pipe(z.string().check(z.trim(), z.minLength(1, t('auth.fields.email.required'))), z.email(t('auth.fields.email.invalid')));

/** The password of an existing account, at login: only required, the server says whether it is right. */
export const currentPasswordField = (t: TFunction) => z.string().check(z.minLength(1, t('auth.fields.password.required')));

/** A password being chosen (register, reset). */
export const newPasswordField = (t: TFunction) =>
  z.string().check(
    z.minLength(1, t('auth.fields.password.required')),
    z.minLength(PASSWORD_MIN_LENGTH, t('auth.fields.password.min-length', { min: PASSWORD_MIN_LENGTH })),
    z.maxLength(PASSWORD_MAX_LENGTH, t('auth.fields.password.max-length', { max: PASSWORD_MAX_LENGTH })),
  );
