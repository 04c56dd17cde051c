import type { TFunction } from 'i18next';
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

export const emailField = (t: TFunction) => z.string().trim().min(1, t('auth.fields.email.required')).pipe(z.email(t('auth.fields.email.invalid')));

/** The password of an existing account, at login: only required, the server says whether it is right. */
export const currentPasswordField = (t: TFunction) => z.string().min(1, t('auth.fields.password.required'));

/** A password being chosen (register, reset). */
export const newPasswordField = (t: TFunction) =>
  currentPasswordField(t)
    .min(PASSWORD_MIN_LENGTH, t('auth.fields.password.min-length', { min: PASSWORD_MIN_LENGTH }))
    .max(PASSWORD_MAX_LENGTH, t('auth.fields.password.max-length', { max: PASSWORD_MAX_LENGTH }));
