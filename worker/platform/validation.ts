import { validator } from 'hono/validator';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import type { z } from 'zod';
import { invalidRequest } from '../../core/errors';

type Target = 'json' | 'query' | 'param';
const TARGET_NAMES: Record<Target, string> = { json: 'body', query: 'query', param: 'params' };

/**
 * Validates one part of the request with a zod schema. Failures (including malformed JSON, which
 * Hono reports before we get here) become 400 `server.invalid_request.{body|query|params}`.
 */
export function validate<T extends Target, S extends z.ZodType>(target: T, schema: S) {
  const middleware = validator(target as keyof ValidationTargets, async (value) => {
    const result = await schema.safeParseAsync(value);
    if (!result.success) throw invalidRequest(TARGET_NAMES[target], result.error);
    return result.data as z.output<S>;
  });
  return Object.assign(middleware, { [VALIDATED_INPUT]: { target, schema } satisfies ValidatedInput });
}

/** A multipart form's fields beside its file, checked as a body is: a failure is a 400 `server.invalid_request.body`. */
export function parsedFormFields<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidRequest('body', result.error);
  return result.data;
}

const VALIDATED_INPUT = Symbol('validated input');
export type ValidatedInput = { target: Target | 'multipart' | 'bytes'; schema?: z.ZodType };

/** What a route's middleware validates, so the OpenAPI description is made from the same schemas. */
export function validatedInputOf(handler: unknown): ValidatedInput | undefined {
  return (handler as { [VALIDATED_INPUT]?: ValidatedInput })[VALIDATED_INPUT];
}

/**
 * For a body a handler reads itself (a multipart upload checked as it streams): names its schema for
 * the OpenAPI description, and does nothing when it runs.
 */
export function readsBody(schema: z.ZodType): MiddlewareHandler {
  const declaration: MiddlewareHandler = (_c, next) => next();
  return Object.assign(declaration, { [VALIDATED_INPUT]: { target: 'multipart', schema } satisfies ValidatedInput });
}

const ANSWERED_SCHEMA = Symbol('answered schema');

/**
 * Names the JSON a route answers on success, for the OpenAPI description; does nothing when it runs.
 * A test checks real answers against it (tests/worker/openapi.test.ts), so it cannot drift silently.
 */
export function answers(schema: z.ZodType): MiddlewareHandler {
  const declaration: MiddlewareHandler = (_c, next) => next();
  return Object.assign(declaration, { [ANSWERED_SCHEMA]: schema });
}

export function answeredSchemaOf(handler: unknown): z.ZodType | undefined {
  return (handler as { [ANSWERED_SCHEMA]?: z.ZodType })[ANSWERED_SCHEMA];
}

/** For a body of raw bytes a handler reads itself (a part of an upload): named for the OpenAPI description, does nothing when it runs. */
export function readsBytes(): MiddlewareHandler {
  const declaration: MiddlewareHandler = (_c, next) => next();
  return Object.assign(declaration, { [VALIDATED_INPUT]: { target: 'bytes' } satisfies ValidatedInput });
}
