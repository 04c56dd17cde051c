import type { AppEnv } from '../../platform/context';
import type { Hono } from 'hono';
import { z } from 'zod';
import { answeredSchemaOf, validatedInputOf, type ValidatedInput } from '../../platform/validation';
import { acceptedCallersOf, type AcceptedCallers } from '../access/callers.middleware';
import {
  API_KEY_PERMISSION_BY_ACTION,
  MINIMUM_ROLE_BY_ACTION,
  type OrganizationAction,
} from '../../../core/permissions/organization-permissions';
import { declaredActionOf, declaredOperatorActionOf } from '../../platform/permit';

/**
 * Routes the description leaves out: better-auth's own (its client calls them), development and operator tools,
 * the analytics relay (PostHog's protocol, for the web app's library), these pages, and whatever is
 * outside /api (the demo's page and Web Worker scripts, worker/modules/demo).
 */
export const UNDOCUMENTED_PATHS = [
  /^\/api\/auth\//,
  /^\/api\/dev\//,
  /^\/api\/operator\//,
  /^\/api\/analytics\//,
  /^\/api\/openapi\.json$/,
  /^\/api\/docs$/,
  /^(?!\/api\/)/,
];

type RouterRoute = Hono['routes'][number];
type Operation = { method: string; path: string; handlers: unknown[]; guards: unknown[] };
type JsonSchema = Record<string, unknown>;

/** A Hono path pattern as a regular expression, to find the `.use()` middlewares in front of a route. */
function patternOf(path: string): RegExp {
  const source = path
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/\*$/, '(?:/.*)?')
    .replace(/\*/g, '.*')
    .replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${source}/?$`);
}

/** Every method route of the app, with its own handlers and the middlewares mounted in front of it. */
function operationsOf(routes: RouterRoute[]): Operation[] {
  const operations = new Map<string, Operation>();
  const middlewares = routes.filter((route) => route.method === 'ALL');
  for (const route of routes) {
    if (route.method === 'ALL' || UNDOCUMENTED_PATHS.some((pattern) => pattern.test(route.path))) continue;
    const key = `${route.method} ${route.path}`;
    const operation = operations.get(key) ?? {
      method: route.method,
      path: route.path,
      handlers: [],
      guards: middlewares.filter((middleware) => patternOf(middleware.path).test(route.path)).map(({ handler }) => handler),
    };
    operation.handlers.push(route.handler);
    operations.set(key, operation);
  }
  return [...operations.values()];
}

// What a person can send: the schema as input (before defaults and transforms); what they get: as output. Whatever cannot be said in JSON Schema is left open.
const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

function parametersOf(path: string, inputs: ValidatedInput[]) {
  const described = new Map<string, JsonSchema>();
  const parameters: JsonSchema[] = [];
  for (const { target, schema } of inputs) {
    if ((target !== 'param' && target !== 'query') || !schema) continue;
    const { properties = {}, required = [] } = jsonSchemaOf(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(properties)) {
      if (target === 'param') described.set(name, property);
      else parameters.push({ name, in: 'query', required: required.includes(name), schema: property });
    }
  }
  const pathParameters = [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: described.get(name!) ?? { type: 'string' },
  }));
  return [...pathParameters, ...parameters];
}

function requestBodyOf(inputs: ValidatedInput[]) {
  const body = inputs.find(({ target }) => target === 'json' || target === 'multipart' || target === 'bytes');
  if (!body) return undefined;
  if (!body.schema) return { required: true, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } };
  const contentType = body.target === 'json' ? 'application/json' : 'multipart/form-data';
  return { required: true, content: { [contentType]: { schema: jsonSchemaOf(body.schema) } } };
}

const ROLE_WORDS = { viewer: 'any member', member: 'members, admins and owners', admin: 'admins and owners', owner: 'the owner' } as const;

/** Who may call the operation, as its security requirement and a sentence. */
function accessOf(callers: AcceptedCallers | undefined, action: OrganizationAction | undefined) {
  if (!callers) return { security: [], note: 'No sign-in needed.', keyPermission: undefined };
  const keyPermission = action ? API_KEY_PERMISSION_BY_ACTION[action] : callers === 'session-or-api-key' ? null : undefined;
  const opensToKeys = callers === 'session-or-api-key' && keyPermission !== undefined;
  const role = action ? ` Role: ${ROLE_WORDS[MINIMUM_ROLE_BY_ACTION[action]]} (action \`${action}\`).` : '';
  const keyNote = !opensToKeys
    ? ' Session only: API keys are refused.'
    : keyPermission
      ? ` API keys need the ${[keyPermission]
          .flat()
          .map((permission) => `\`${permission}\``)
          .join(' and ')} permission${Array.isArray(keyPermission) ? 's' : ''}.`
      : ' Any API key may call it.';
  return { security: opensToKeys ? [{ session: [] }, { apiKey: [] }] : [{ session: [] }], note: `${role}${keyNote}`.trim(), keyPermission };
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function responsesOf(method: string, hasInput: boolean, isPublic: boolean, answered: z.ZodType | undefined) {
  const schema = answered ? jsonSchemaOf(answered, 'output') : { type: 'object' };
  const success =
    method === 'DELETE'
      ? { 204: { description: 'Done; no content.' } }
      : {
          [method === 'POST' ? '2XX' : '200']: {
            description: 'A JSON object keyed by resource, e.g. `{ "document": … }` or `{ "documents": …, "documentsCount": … }`.',
            content: { 'application/json': { schema } },
          },
        };
  return {
    ...success,
    ...(hasInput ? { 400: errorResponse('Invalid input: `server.invalid_request.{body|query|params}`, with `details` per field.') } : {}),
    ...(isPublic
      ? {}
      : {
          401: errorResponse('No session, or an unknown, deleted or expired API key.'),
          403: errorResponse('Not a member, a role or an API key permission missing.'),
        }),
    404: errorResponse('Not found.'),
    429: errorResponse('Too many requests (an API key past its rate limit); see Retry-After.'),
  };
}

const tagOf = (path: string) =>
  (/^\/api\/organizations\/:organizationId\/([a-z-]+)/.exec(path)?.[1] ?? /^\/api\/([a-z-]+)/.exec(path)?.[1] ?? 'api').replace(
    /^\w/,
    (letter) => letter.toUpperCase(),
  );

/**
 * The OpenAPI 3.1 description of the app, made from what its routes declare: the zod schemas they
 * validate with (`validate`, `readsBody`), the action each organization route permits and who its
 * guard accepts. Nothing in it is written by hand but the words around.
 */
export function buildOpenApiDocument(app: Hono<AppEnv>, { version, serverUrl }: { version: string; serverUrl: string }) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { method, path, handlers, guards } of operationsOf(app.routes)) {
    const inputs = handlers.map(validatedInputOf).filter((input): input is ValidatedInput => input !== undefined);
    const action = handlers.map(declaredActionOf).find((declared) => declared !== undefined);
    const callers = [...guards, ...handlers].map(acceptedCallersOf).find((accepted) => accepted !== undefined);
    const operatorAction = handlers.map(declaredOperatorActionOf).find((declared) => declared !== undefined);
    const access = accessOf(callers, action);
    // The console's routes: operators only, whatever else the guard accepts.
    const description = operatorAction
      ? `Operators only (APP_OPERATOR_EMAILS; action \`${operatorAction}\` of the operator permission table); anyone else gets 404. Session only: API keys are refused.`
      : access.note;
    const openApiPath = path.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');
    (paths[openApiPath] ??= {})[method.toLowerCase()] = {
      operationId: `${method.toLowerCase()}${openApiPath.replace(/\{(\w)(\w*)\}/g, (_, first: string, rest: string) => `By${first.toUpperCase()}${rest}`).replace(/[^a-zA-Z0-9]+(\w)?/g, (_, next?: string) => (next ?? '').toUpperCase())}`,
      tags: [tagOf(path)],
      summary: `${method} ${openApiPath}`,
      description,
      security: access.security,
      ...(access.keyPermission ? { 'x-api-key-permission': access.keyPermission } : {}),
      parameters: parametersOf(path, inputs),
      ...(requestBodyOf(inputs) ? { requestBody: requestBodyOf(inputs) } : {}),
      responses: responsesOf(
        method,
        inputs.length > 0,
        !callers,
        handlers.map(answeredSchemaOf).find((schema) => schema !== undefined),
      ),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Archive API',
      version,
      description:
        'Documents, tags and tagging rules of the organizations you belong to. Authenticate with an API key (`Authorization: Bearer ppapi_…`, made on the API keys page) or the session cookie of the web app. Errors are `{ "error": { "code", "message", "details"? } }`.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'ppapi_ followed by 64 letters and digits',
          description: 'An API key, acting as its user, narrowed to its permissions and organizations.',
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'better-auth.session_token',
          description: 'The web app session (`__Secure-` prefixed over HTTPS).',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: { code: { type: 'string' }, message: { type: 'string' }, details: {} },
            },
          },
          examples: [{ error: { code: 'api_key.permission_missing', message: 'This API key lacks the documents:create permission.' } }],
        },
      },
    },
    paths,
  };
}
