import { z } from 'zod/mini';

/**
 * A text field's schema: the value trimmed, then at least `min` characters (`tooShort` otherwise;
 * `min` 1 means required) and at most `max` (`tooLong`). zod/mini: the forms' validation costs a
 * few kB, not the full zod API.
 */
export function textField({ min = 0, tooShort, max, tooLong }: { min?: number; tooShort?: string; max: number; tooLong: string }) {
  return min > 0
    ? z.string().check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong))
    : z.string().check(z.trim(), z.maxLength(max, tooLong));
}
