import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { UNDOCUMENTED_PATHS } from '../../worker/modules/openapi/openapi.document';
import { documentAnswerSchema, documentsPageAnswerSchema } from '../../core/documents/documents.openapi';
import { api, processDocuments, uploadFile, createOrganizationOfFileUser } from './helpers';

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');

describe('GET /api/openapi.json', () => {
  it('describes every route of the app but better-auth, the dev tools and itself', async () => {
    const { status, json } = await api('/api/openapi.json');
    expect(status).toBe(200);
    expect(json.openapi).toBe('3.1.0');
    const routes = createApp().routes.filter(
      (route) => route.method !== 'ALL' && !UNDOCUMENTED_PATHS.some((pattern) => pattern.test(route.path)),
    );
    const missing = routes
      .filter((route) => !json.paths[toOpenApiPath(route.path)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(40);
  });

  it('says who may call each route, from the permission table and the guards', async () => {
    const { json } = await api('/api/openapi.json');
    const documents = json.paths['/api/organizations/{organizationId}/documents'];
    expect(documents.post).toMatchObject({ security: [{ session: [] }, { apiKey: [] }], 'x-api-key-permission': 'documents:create' });
    expect(documents.post.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(documents.get.parameters.map((parameter: any) => parameter.name)).toEqual([
      'organizationId',
      'pageIndex',
      'pageSize',
      'tagMatch',
      'sortBy',
      'sortOrder',
      'tags',
    ]);
    const members = json.paths['/api/organizations/{organizationId}/members'].get;
    expect(members.security).toEqual([{ session: [] }]);
    expect(members.description).toContain('Session only');
    expect(json.paths['/api/organizations'].get.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(json.paths['/api/organizations'].post.security).toEqual([{ session: [] }]);
    expect(json.paths['/api/api-keys'].post.requestBody.content['application/json'].schema.required).toEqual(['name', 'permissions']);
    expect(json.paths['/api/config'].get.security).toEqual([]);
    const rename = json.paths['/api/organizations/{organizationId}/documents/{documentId}'].patch;
    expect(rename.parameters[1]).toMatchObject({
      name: 'documentId',
      in: 'path',
      required: true,
      schema: { type: 'string', pattern: '^doc_[a-z0-9]+$' },
    });
    expect(rename.description).toBe(
      'Role: members, admins and owners (action `documents:update`). API keys need the `documents:update` permission.',
    );
  });

  it('describes the document answer, its processing included, as the routes really answer it', async () => {
    const { json } = await api('/api/openapi.json');
    const detail =
      json.paths['/api/organizations/{organizationId}/documents/{documentId}'].get.responses['200'].content['application/json'].schema;
    expect(detail.properties.document.properties.processing.properties.status).toMatchObject({
      enum: ['pending', 'processing', 'done', 'failed'],
    });
    expect(
      json.paths['/api/organizations/{organizationId}/documents/{documentId}/reprocess'].post.responses['2XX'].content['application/json']
        .schema.properties.document,
    ).toBeDefined();

    const member = await createOrganizationOfFileUser();
    const { json: uploaded } = await uploadFile(member.cookie, member.organizationId, {
      name: 'notes.txt',
      content: 'described',
      type: 'text/plain',
    });
    await processDocuments(uploaded.document.id);
    const documentPath = `/api/organizations/${member.organizationId}/documents/${uploaded.document.id}`;
    expect(documentAnswerSchema.safeParse((await api(documentPath, { cookie: member.cookie })).json).error).toBeUndefined();
    expect(
      documentsPageAnswerSchema.safeParse(
        (await api(`/api/organizations/${member.organizationId}/documents`, { cookie: member.cookie })).json,
      ).error,
    ).toBeUndefined();
    await api(documentPath, { method: 'DELETE', cookie: member.cookie });
    expect(
      documentsPageAnswerSchema.safeParse(
        (await api(`/api/organizations/${member.organizationId}/documents/deleted`, { cookie: member.cookie })).json,
      ).error,
    ).toBeUndefined();
  });

  it('serves the reference page with a policy that allows only its renderer', async () => {
    const { status, headers, text } = await api('/api/docs');
    expect(status).toBe(200);
    expect(text).toContain('src="/scalar/standalone.js"');
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(headers.get('content-security-policy')).not.toContain('unsafe-eval');
  });
});
