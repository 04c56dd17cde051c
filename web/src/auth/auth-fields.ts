import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { PASSWORD_LENGTH } from '../../../core/field-limits';

export const emailField = (t: TFunction) =>
  z.pipe(z.string().check(z.trim(), z.minLength(1, t('auth.fields.email.required'))), z.email(t('auth.fields.email.invalid')));

/** The password of an existing account, at login: only required, the server says whether it is right. */
export const currentPasswordField = (t: TFunction) => z.string().check(z.minLength(1, t('auth.fields.password.required')));

/** A password being chosen (register, reset). */
export const newPasswordField = (t: TFunction) =>
  z
    .string()
    .check(
      z.minLength(1, t('auth.fields.password.required')),
      z.minLength(PASSWORD_LENGTH.min, t('auth.fields.password.min-length', { min: PASSWORD_LENGTH.min })),
      z.maxLength(PASSWORD_LENGTH.max, t('auth.fields.password.max-length', { max: PASSWORD_LENGTH.max })),
    );
