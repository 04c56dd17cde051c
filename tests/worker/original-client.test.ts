import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addMember, api, createOrganizationMember, createVerifiedUser, processDocuments, uploadFile } from './helpers';

/**
 * The original 0.9.1 client's types of what it reads, written from the spec's entities (000 §3) and
 * its calls' answers (001 §7): every answer it reads must carry these fields, with these kinds of
 * values. More fields are fine (the schemas pass them through); a missing or renamed one fails here.
 */
const date = z.iso.datetime();
const optionalDate = date.nullable().optional();
const id = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[a-z0-9]{24}$`));

const organization = z.object({ id: id('org'), name: z.string(), createdAt: date, updatedAt: optionalDate });
const tag = z.object({
  id: id('tag'),
  organizationId: id('org'),
  name: z.string(),
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  description: z.string().nullable().optional(),
  createdAt: date,
  updatedAt: optionalDate,
});
const document = z.object({
  id: id('doc'),
  organizationId: id('org'),
  name: z.string(),
  originalName: z.string(),
  originalSize: z.number().int(),
  mimeType: z.string(),
  createdAt: date,
  updatedAt: optionalDate,
  deletedAt: optionalDate,
  deletedBy: z.string().nullable().optional(),
  isDeleted: z.boolean(),
  tags: z.array(z.object({ id: id('tag'), name: z.string(), color: z.string() })),
});
const activity = z.object({
  id: z.string(),
  documentId: id('doc'),
  event: z.enum(['created', 'updated', 'deleted', 'restored', 'tagged', 'untagged']).or(z.string()),
  eventData: z
    .object({ updatedFields: z.array(z.string()).optional() })
    .nullable()
    .optional(),
  tag: z
    .object({ id: id('tag'), name: z.string(), color: z.string() })
    .nullable()
    .optional(),
  user: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  createdAt: date,
});
const taggingRule = z.object({
  id: id('tr'),
  organizationId: id('org'),
  name: z.string(),
  description: z.string().nullable().optional(),
  conditions: z.array(
    z.object({
      field: z.enum(['name', 'content']),
      operator: z.enum(['equal', 'not_equal', 'contains', 'not_contains', 'starts_with', 'ends_with']),
      value: z.string(),
    }),
  ),
  actions: z.array(z.object({ tagId: id('tag') })),
  createdAt: date,
  updatedAt: optionalDate,
});
const apiKey = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  organizationIds: z.array(id('org')),
  allOrganizations: z.boolean(),
  expiresAt: optionalDate,
  lastUsedAt: optionalDate,
  prefix: z.string().length(11),
  createdAt: date,
  updatedAt: optionalDate,
});
const webhook = z.object({
  id: z.string(),
  organizationId: id('org'),
  name: z.string(),
  url: z.url(),
  enabled: z.boolean(),
  events: z.array(z.string()),
  lastTriggeredAt: optionalDate,
  createdAt: date,
  updatedAt: optionalDate,
});
const user = z.object({ id: z.string(), email: z.email(), name: z.string() });
const member = z.object({ id: z.string(), role: z.enum(['owner', 'admin', 'member']), organizationId: id('org'), user });
const invitation = z.object({
  id: z.string(),
  email: z.email(),
  role: z.enum(['owner', 'admin', 'member']),
  status: z.string(),
  createdAt: date,
  organizationId: id('org'),
});
const intakeEmail = z.object({
  id: z.string(),
  organizationId: id('org'),
  emailAddress: z.email(),
  isEnabled: z.boolean(),
  allowedOrigins: z.array(z.string()),
});
const page = (of: z.ZodType) => z.object({ documents: z.array(of), documentsCount: z.number().int() });

/** The answer, or a failure that names the call and every field that is not as the original client expects. */
function expectShape(call: string, answer: { status: number; json: unknown }, schema: z.ZodType) {
  expect(answer.status, call).toBeLessThan(300);
  const parsed = schema.safeParse(answer.json);
  expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`), call).toEqual([]);
}

describe("the original 0.9.1 client's types", () => {
  it('match every answer it reads', async () => {
    const { cookie, organizationId } = await createOrganizationMember('Original');
    const base = `/api/organizations/${organizationId}`;
    const get = (path: string) => api(path, { cookie });
    const post = (path: string, body?: unknown) => api(path, { method: 'POST', cookie, body });

    expectShape(
      'GET /api/config',
      await get('/api/config'),
      z.object({
        config: z.object({
          documentsStorage: z.object({ maxUploadSize: z.number() }),
          documents: z.object({ deletedDocumentsRetentionDays: z.number() }),
          intakeEmails: z.object({ isEnabled: z.boolean() }),
        }),
      }),
    );
    expectShape('GET /api/users/me', await get('/api/users/me'), z.object({ user: user.extend({ roles: z.array(z.string()) }) }));
    expectShape('GET /api/organizations', await get('/api/organizations'), z.object({ organizations: z.array(organization) }));
    expectShape('POST /api/organizations', await post('/api/organizations', { name: 'Second archive' }), z.object({ organization }));
    expectShape('GET organization', await get(base), z.object({ organization }));

    const created = await post(`${base}/tags`, { name: 'Invoices', color: '#FF0000', description: 'Money' });
    expectShape('POST tags', created, z.object({ tag }));
    const tagId = created.json.tag.id as string;
    expectShape(
      'PUT tag',
      await api(`${base}/tags/${tagId}`, { method: 'PUT', cookie, body: { name: 'Invoices', color: '#00ff00' } }),
      z.object({ tag }),
    );
    expectShape('GET tags', await get(`${base}/tags`), z.object({ tags: z.array(tag.extend({ documentsCount: z.number().int() })) }));

    const upload = await uploadFile(cookie, organizationId, { name: 'invoice.txt', content: 'An invoice for the original client' });
    expectShape('POST documents', upload, z.object({ document }));
    const documentId = upload.json.document.id as string;
    await processDocuments(documentId);
    await post(`${base}/documents/${documentId}/tags`, { tagId });
    await api(`${base}/documents/${documentId}`, { method: 'PATCH', cookie, body: { name: 'invoice-1.txt' } });
    expectShape(
      'GET document',
      await get(`${base}/documents/${documentId}`),
      z.object({ document: document.extend({ content: z.string() }) }),
    );
    expectShape('GET documents', await get(`${base}/documents?pageIndex=0&pageSize=100&tags=${tagId}`), page(document));
    expectShape(
      'GET documents/search',
      await get(`${base}/documents/search?searchQuery=invoice&pageIndex=0&pageSize=5`),
      z.object({ documents: z.array(document) }),
    );
    expectShape(
      'GET documents/statistics',
      await get(`${base}/documents/statistics`),
      z.object({ organizationStats: z.object({ documentsCount: z.number().int(), documentsSize: z.number().int() }) }),
    );
    const activities = await get(`${base}/documents/${documentId}/activity?pageIndex=0&pageSize=20`);
    expectShape('GET activity', activities, z.object({ activities: z.array(activity).min(3) }));
    expect(activities.json.activities.map((entry: { documentId: string }) => entry.documentId)).toEqual(
      activities.json.activities.map(() => documentId),
    );
    await api(`${base}/documents/${documentId}`, { method: 'DELETE', cookie });
    expectShape(
      'GET documents/deleted',
      await get(`${base}/documents/deleted?pageIndex=0&pageSize=100`),
      page(document.extend({ deletedAt: date })),
    );

    await post(`${base}/tagging-rules`, {
      name: 'Invoices',
      description: 'By name',
      conditions: [{ field: 'name', operator: 'contains', value: 'invoice' }],
      tagIds: [tagId],
    });
    const rules = await get(`${base}/tagging-rules`);
    expectShape('GET tagging-rules', rules, z.object({ taggingRules: z.array(taggingRule) }));
    expectShape('GET tagging-rule', await get(`${base}/tagging-rules/${rules.json.taggingRules[0].id}`), z.object({ taggingRule }));

    await addMember(cookie, organizationId, 'member');
    expectShape('GET members', await get(`${base}/members`), z.object({ members: z.array(member) }));
    expectShape('GET members/me', await get(`${base}/members/me`), z.object({ member }));
    const invited = await createVerifiedUser('Invited');
    await post(`${base}/members/invitations`, { email: invited.email, role: 'member' });
    expectShape('GET members/invitations', await get(`${base}/members/invitations`), z.object({ invitations: z.array(invitation) }));
    const received = await api('/api/invitations', { cookie: invited.cookie });
    expectShape(
      'GET /api/invitations',
      received,
      z.object({ invitations: z.array(invitation.extend({ organization: z.object({ name: z.string() }) })).length(1) }),
    );
    expectShape(
      'GET /api/invitations/count',
      await api('/api/invitations/count', { cookie: invited.cookie }),
      z.object({ pendingInvitationsCount: z.literal(1) }),
    );

    expectShape('POST intake-emails', await post(`${base}/intake-emails`), z.object({ intakeEmail }));
    expectShape('GET intake-emails', await get(`${base}/intake-emails`), z.object({ intakeEmails: z.array(intakeEmail) }));

    const createdWebhook = await post(`${base}/webhooks`, {
      name: 'Hook',
      url: 'http://127.0.0.1:9/hook',
      secret: 'a-secret-of-the-original',
      enabled: true,
      events: ['document:created'],
    });
    expectShape('POST webhooks', createdWebhook, z.object({ webhook }));
    expectShape('GET webhooks', await get(`${base}/webhooks`), z.object({ webhooks: z.array(webhook) }));
    expectShape('GET webhook', await get(`${base}/webhooks/${createdWebhook.json.webhook.id}`), z.object({ webhook }));

    const createdKey = await post('/api/api-keys', {
      name: 'Original',
      permissions: ['documents:read'],
      organizationIds: [],
      allOrganizations: true,
      expiresAt: null,
    });
    expectShape('POST api-keys', createdKey, z.object({ apiKey, token: z.string().regex(/^ppapi_[A-Za-z0-9]{64}$/) }));
    expectShape('GET api-keys', await get('/api/api-keys'), z.object({ apiKeys: z.array(apiKey) }));
  });
});
