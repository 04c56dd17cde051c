import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** An error meant for the API caller: it becomes `{ error: { code, message, details? } }`. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Headers the answer carries, such as Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const forbidden = (code: string, message: string) => new AppError(403, code, message);
export const notFound = (code: string, message: string) => new AppError(404, code, message);

type ErrorBody = { error: { code: string; message: string; details?: unknown } };

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** 400 `server.invalid_request.{part}`: the first problem as message, all of them as details. */
export function invalidRequest(part: string, error: z.ZodError): AppError {
  const details = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new AppError(400, `server.invalid_request.${part}`, details[0]?.message ?? 'Invalid request', details);
}
