import type { TFunction } from 'i18next';
import { z } from 'zod/mini';

/** An origin as the server stores and compares it: trimmed and lowercased. */
export const normalizeOrigin = (email: string) => email.trim().toLowerCase();

export const hasOrigin = (origins: readonly string[], email: string) => origins.includes(normalizeOrigin(email));

/** The origins with `email` added at the end, unless it is there already. */
export const withOrigin = (origins: readonly string[], email: string): string[] =>
  hasOrigin(origins, email) ? [...origins] : [...origins, normalizeOrigin(email)];

export const withoutOrigin = (origins: readonly string[], email: string): string[] =>
  origins.filter((origin) => origin !== normalizeOrigin(email));

/** Spec section 5 "Allowed origin": a valid email, not one of the address's origins already (whatever its case). */
export const allowedOriginFormSchema = (t: TFunction, origins: readonly string[]) =>
  z.object({
    email: z.string().check(
      z.trim(),
      z.email(t('intake-emails.origins.email.invalid')),
      z.refine((email) => !hasOrigin(origins, email), t('intake-emails.origins.email.duplicate')),
    ),
  });
