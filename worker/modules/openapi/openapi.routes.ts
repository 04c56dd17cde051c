import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import { PRODUCT_VERSION } from '../../../core/product';
import { buildOpenApiDocument } from './openapi.document';

// The API reference renderer (Scalar's standalone bundle), copied beside the SPA by the build (vite.config.ts).
const API_REFERENCE_SCRIPT_PATH = '/scalar/standalone.js';

const API_REFERENCE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Archive API reference</title>
  </head>
  <body>
    <script id="api-reference" data-url="/api/openapi.json" data-configuration='{"withDefaultFonts":false,"hideClientButton":true,"agent":{"disabled":true},"mcp":{"disabled":true},"showDeveloperTools":"never"}'></script>
    <script src="${API_REFERENCE_SCRIPT_PATH}"></script>
  </body>
</html>`;

// Exactly what the renderer needs: its script from here, the styles it injects, the description it fetches.
const API_REFERENCE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** `/api/openapi.json`, described from `app`'s own routes (built once per isolate), and its reference page `/api/docs`. */
export function openApiRoutes(app: Hono<AppEnv>) {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => {
      document ??= buildOpenApiDocument(app, { version: PRODUCT_VERSION, serverUrl: new URL(c.var.baseUrl).origin });
      return c.json(document);
    })
    .get('/docs', (c) => c.html(API_REFERENCE_PAGE, 200, { 'content-security-policy': API_REFERENCE_POLICY }));
}
