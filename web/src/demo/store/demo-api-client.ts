/**
 * The ApiClient contract answered from the browser's IndexedDB: the demo. Input goes through the same zod
 * schemas as the Worker's routes and failures are the same errors (core/), so a form shows the same
 * message in both; what a browser cannot do (send invitations, open a billing portal) answers
 * 501 demo.not_available as the spec says.
 */
import type { z } from 'zod';
import { ApiError } from '@/api/api-error';
import type { ApiClient } from '@/api/api-client';
import type { BulkJob, Config, Document, Member, Organization, Page, User } from '@/api/types';
import { AppError, invalidRequest } from '../../../../core/errors';
import { generateId, randomString } from '../../../../core/ids';
import { SearchQueryError } from '../../../../core/search/query-parser';
import { matchesRule } from '../../../../core/tagging-rules/rule-matcher';
import { customerPortalNotAvailableInDemo, notAvailableInDemo } from '../../../../core/demo/demo.errors';
import { updateUserSchema } from '../../../../core/users/users.schemas';
import { organizationNameSchema, updateOrganizationSchema } from '../../../../core/organizations/organizations.schemas';
import { notInOrganization } from '../../../../core/organizations/organizations.errors';
import { memberNotFound, lastOwnerCannotLeave, ownerCannotBeRemoved, ownerRoleCannotChange } from '../../../../core/members/members.errors';
import { updateMemberRoleSchema } from '../../../../core/members/members.schemas';
import { invitationNotFound } from '../../../../core/invitations/invitations.errors';
import { createApiKeySchema } from '../../../../core/api-keys/api-keys.schemas';
import { apiKeyNotFound, apiKeyOrganizationNotMine } from '../../../../core/api-keys/api-keys.errors';
import {
  activityPaginationSchema,
  listDocumentsQuerySchema,
  sortOf,
  trashQuerySchema,
  updateDocumentSchema,
  type DocumentSort,
  type TagMatch,
} from '../../../../core/documents/documents.schemas';
import {
  documentAlreadyExists,
  documentContentEdited,
  documentIsDeleted,
  documentModified,
  documentNotDeleted,
  documentNotFound,
  documentTooLarge,
  thumbnailNotFound,
  uploadedFileEmpty,
  uploadWithoutFile,
} from '../../../../core/documents/documents.errors';
import { toDocumentDto } from '../../../../core/documents/documents.dto';
import { sanitizeDocumentName } from '../../../../core/documents/document-name';
import { detectMimeType } from '../../../../core/files/mime-type';
import { searchDocumentsQuerySchema } from '../../../../core/search/search.schemas';
import { attachTagSchema, tagInputSchema } from '../../../../core/tags/tags.schemas';
import { tagAlreadyExists, tagNotFound } from '../../../../core/tags/tags.errors';
import { taggingRuleInputSchema } from '../../../../core/tagging-rules/tagging-rules.schemas';
import { invalidRuleTags, taggingRuleNotFound } from '../../../../core/tagging-rules/tagging-rules.errors';
import { deliveriesPaginationSchema, webhookInputSchema } from '../../../../core/webhooks/webhooks.schemas';
import { webhookNotFound } from '../../../../core/webhooks/webhooks.errors';
import { intakeMessagesPaginationSchema, updateIntakeEmailSchema } from '../../../../core/intake-emails/intake-emails.schemas';
import { intakeEmailNotFound } from '../../../../core/intake-emails/intake-emails.errors';
import { generateApiKeyToken, TOKEN_DISPLAY_LENGTH } from '../../../../core/api-keys/api-key-token';
import { generateWebhookSecret } from '../../../../core/webhooks/webhook-secret';
import { PRODUCT_VERSION } from '../../../../core/product';
import type { DemoBulkContext } from './demo-bulk-actions';
import { bulkJobNotFound } from '../../../../core/documents/bulk.errors';
import type { DemoDatabase, DocumentRecord, TaggingRuleRecord, TagRecord } from './demo-database';
import {
  activityRecord,
  deleteDocumentsForGood,
  newDocumentRecord,
  newestFirst,
  organizationDocuments,
  organizationTags,
  pageOf,
  saveDocument,
  sha256Hex,
  tagsOf,
  withinQuota,
} from './demo-records';
import { applyEnabledRules, type DocumentProcessor } from './demo-processing';
import { searchDocuments, SEARCH_COUNT_CAP, type SearchContext } from './demo-search';
import { DEMO_USER_ID, readDemoUser, saveDemoUser } from './demo-user';
import type { DemoNotesContext } from './demo-notes';
import type { DemoViewsContext } from './demo-views';

/** Spec, demo constants. */
export const DEMO_UPLOAD_DELAY_MS = 500;
export const DEMO_LIST_PAGE_SIZE = 10;
export const DEMO_SEARCH_PAGE_SIZE = 5;
/** As the server's default (DOCUMENT_STORAGE_MAX_UPLOAD_SIZE); the browser's quota is the other bound. */
export const DEMO_MAX_UPLOAD_SIZE = 10 * 1024 * 1024;
const INTAKE_EMAIL_DOMAIN = 'intake.demo.localhost';

export type DemoApiClientOptions = {
  database: DemoDatabase;
  processor: DocumentProcessor;
  /** The object URL of a stored file; the demo's workspace caches and revokes them. */
  objectUrlOf: (cacheKey: string, blob: Blob) => string;
  uploadDelayMs?: number;
  /** Where the demo is served, the config's baseUrl. */
  baseUrl: string;
};

/** Runs a call: the core's errors and the parser's become the ApiError the HTTP client would have thrown. */
async function answer<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw new ApiError(error.status, error.code, error.message, error.details);
    if (error instanceof SearchQueryError) throw new ApiError(400, error.code, error.message);
    throw error;
  }
}

/** Validates one part of a call as the route's middleware does: 400 server.invalid_request.{part}. */
function parse<S extends z.ZodType>(schema: S, value: unknown, part: 'body' | 'query' | 'params' = 'body'): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidRequest(part, result.error);
  return result.data;
}

/** Spec, demo constants: page 0 and the demo's size where a caller (the original client) gives none. */
const withDemoPage = <Query extends Partial<Page>>(query: Query, pageSize: number) => ({
  ...query,
  pageIndex: query.pageIndex ?? 0,
  pageSize: query.pageSize ?? pageSize,
});

const delay = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Records in a sort's order (as the server's: names ignoring case, ties newest first). */
function sortedRecords<T extends Pick<DocumentRecord, 'name' | 'originalSize' | 'createdAt' | 'deletedAt' | 'documentDate'>>(
  records: T[],
  sort: DocumentSort | undefined,
): T[] {
  if (!sort) return records;
  // Undated documents first in ascending order, as SQLite sorts NULL.
  const keyOf = (record: T): number | string =>
    ({
      createdAt: record.createdAt.getTime(),
      deletedAt: record.deletedAt?.getTime() ?? 0,
      size: record.originalSize,
      name: record.name.toLowerCase(),
      documentDate: record.documentDate ?? '',
    })[sort.by];
  const direction = sort.order === 'asc' ? 1 : -1;
  return [...records].sort((a, b) => {
    const [left, right] = [keyOf(a), keyOf(b)];
    return left < right ? -direction : left > right ? direction : b.createdAt.getTime() - a.createdAt.getTime();
  });
}

export function createDemoApiClient({
  database,
  processor,
  objectUrlOf,
  baseUrl,
  uploadDelayMs = DEMO_UPLOAD_DELAY_MS,
}: DemoApiClientOptions): ApiClient {
  async function requireOrganization(organizationId: string): Promise<Organization> {
    const organization = await database.get('organizations', organizationId);
    if (!organization) throw notInOrganization();
    return organization;
  }

  async function requireDocument(organizationId: string, documentId: string): Promise<DocumentRecord> {
    await requireOrganization(organizationId);
    const record = await database.get('documents', documentId);
    if (!record || record.organizationId !== organizationId) throw documentNotFound();
    return record;
  }

  async function requireTag(organizationId: string, tagId: string): Promise<TagRecord> {
    const tag = await database.get('tags', tagId);
    if (!tag || tag.organizationId !== organizationId) throw tagNotFound();
    return tag;
  }

  async function requireRule(organizationId: string, taggingRuleId: string): Promise<TaggingRuleRecord> {
    await requireOrganization(organizationId);
    const rule = await database.get('taggingRules', taggingRuleId);
    if (!rule || rule.organizationId !== organizationId) throw taggingRuleNotFound();
    return rule;
  }

  async function tagsByIdOf(organizationId: string) {
    return new Map((await organizationTags(database, organizationId)).map((tag) => [tag.id, tag]));
  }

  /** A page maps its documents with one read of the tags (`tagsById`); a single document reads them itself. */
  async function toDocument(
    record: DocumentRecord,
    { withContent = false, tagsById }: { withContent?: boolean; tagsById?: Map<string, TagRecord> } = {},
  ): Promise<Document> {
    const { content, ...row } = record;
    return toDocumentDto(withContent ? { ...row, content } : row, tagsOf(record, tagsById ?? (await tagsByIdOf(record.organizationId))));
  }

  async function toDocumentPage(organizationId: string, records: DocumentRecord[]): Promise<Document[]> {
    const tagsById = await tagsByIdOf(organizationId);
    return Promise.all(records.map((record) => toDocument(record, { tagsById })));
  }

  async function membershipOf(organization: Organization): Promise<Member> {
    const user = await readDemoUser(database);
    return {
      id: `mem_${organization.id.slice('org_'.length)}`,
      organizationId: organization.id,
      role: 'owner',
      user: { id: user.id, email: user.email, name: user.name },
      createdAt: organization.createdAt,
    };
  }

  /** The organization's active documents carrying every tag asked for, newest first. */
  /** The active documents carrying every one of the tags (`any`: one of them), newest first. */
  async function activeDocuments(organizationId: string, tagIds: readonly string[], tagMatch: TagMatch = 'all') {
    const isTagged = (record: DocumentRecord) =>
      tagIds.length === 0 ||
      (tagMatch === 'any' ? tagIds.some((tagId) => record.tagIds.includes(tagId)) : tagIds.every((tagId) => record.tagIds.includes(tagId)));
    return (await organizationDocuments(database, organizationId))
      .filter((record) => !record.deletedAt && isTagged(record))
      .sort(newestFirst);
  }

  async function changeDocument(
    organizationId: string,
    documentId: string,
    change: (
      record: DocumentRecord,
    ) => { record: DocumentRecord; activity: Parameters<typeof activityRecord>[1]; tagId?: string; updatedFields?: string[] } | null,
  ) {
    const record = await requireDocument(organizationId, documentId);
    const changed = change(record);
    if (!changed) return record;
    const activity = activityRecord(record, changed.activity, {
      userId: DEMO_USER_ID,
      tagId: changed.tagId ?? null,
      eventData: changed.updatedFields ? { updatedFields: changed.updatedFields } : null,
    });
    await saveDocument(database, changed.record, [activity]);
    return changed.record;
  }

  type DocumentChange = Parameters<typeof changeDocument>[2];
  // What an action does to one document, or null when it is so already: the single calls and the bulk ones share them.
  const trashing: DocumentChange = (record) =>
    record.deletedAt ? null : { record: { ...record, deletedAt: new Date(), deletedBy: DEMO_USER_ID }, activity: 'deleted' };
  const restoring: DocumentChange = (record) =>
    record.deletedAt ? { record: { ...record, deletedAt: null, deletedBy: null }, activity: 'restored' } : null;
  const tagging =
    (tagId: string): DocumentChange =>
    (record) =>
      record.tagIds.includes(tagId) ? null : { record: { ...record, tagIds: [...record.tagIds, tagId] }, activity: 'tagged', tagId };
  const untagging =
    (tagId: string): DocumentChange =>
    (record) =>
      record.tagIds.includes(tagId)
        ? { record: { ...record, tagIds: record.tagIds.filter((id) => id !== tagId) }, activity: 'untagged', tagId }
        : null;

  // Every demo job ends in its answer (and is off the panel, as the server's small jobs are): kept as long as the page.
  const bulkJobs = new Map<string, BulkJob & { isDismissed?: boolean }>();
  // Bulk actions and zips load with their first use: the demo's first screen needs neither.
  const bulkContext = (): DemoBulkContext => ({
    database,
    parse,
    requireTag,
    changeDocument,
    activeDocuments,
    tagsByIdOf,
    searchContextOf,
    objectUrlOf,
    changes: { trashing, restoring, tagging, untagging },
  });
  const demoBulk = () => import('./demo-bulk-actions');
  /** What a search needs besides the records: their tags' names and their notes. */
  async function searchContextOf(organizationId: string): Promise<SearchContext> {
    const tagsById = await tagsByIdOf(organizationId);
    const notesByDocument = new Map<string, string[]>();
    for (const note of await database.getAllFromIndex('notes', 'organizationId', organizationId))
      notesByDocument.set(note.documentId, [...(notesByDocument.get(note.documentId) ?? []), note.content]);
    return {
      tagNamesOf: (record) => tagsOf(record, tagsById).map((tag) => tag.name.toLowerCase()),
      notesOf: (record) => (notesByDocument.get(record.id) ?? []).join('\n'),
    };
  }
  const notesContext = (): DemoNotesContext => ({ database, parse, requireDocument });
  const demoNotes = () => import('./demo-notes');
  const viewsContext = (): DemoViewsContext => ({ database, parse, requireOrganization, tagsByIdOf });
  const demoViews = () => import('./demo-views');

  const noShareLinks = (organizationId: string) =>
    answer(async () => {
      await requireOrganization(organizationId);
      return { shareLinks: [] };
    });

  /** The demo has no custom properties: a rule sets tags only. */
  async function checkedRuleFields(organizationId: string, input: unknown) {
    const { propertyValues, ...fields } = parse(taggingRuleInputSchema, input);
    if (propertyValues.length > 0) throw notAvailableInDemo();
    await checkRuleTags(organizationId, fields.tagIds);
    return { ...fields, propertyValues: [] };
  }

  async function ruleWithTags(rule: TaggingRuleRecord) {
    const tagsById = await tagsByIdOf(rule.organizationId);
    const tags = rule.tagIds.flatMap((tagId) => {
      const tag = tagsById.get(tagId);
      return tag ? [{ id: tag.id, name: tag.name, color: tag.color }] : [];
    });
    // Rules stored before properties have none to set.
    return { ...rule, tagIds: tags.map((tag) => tag.id), tags, propertyValues: rule.propertyValues ?? [] };
  }

  async function checkRuleTags(organizationId: string, tagIds: readonly string[]) {
    const tags = await tagsByIdOf(organizationId);
    if (!tagIds.every((tagId) => tags.has(tagId))) throw invalidRuleTags();
  }

  async function uniqueTagName(organizationId: string, name: string, exceptTagId?: string) {
    const taken = (await organizationTags(database, organizationId)).some(
      (tag) => tag.id !== exceptTagId && tag.name.toLowerCase() === name.toLowerCase(),
    );
    if (taken) throw tagAlreadyExists();
  }

  async function deleteOrganizationData(organizationId: string) {
    const documentIds = (await organizationDocuments(database, organizationId)).map((record) => record.id);
    await deleteDocumentsForGood(database, documentIds);
    const transaction = database.transaction(['organizations', 'tags', 'taggingRules', 'webhooks', 'intakeEmails', 'views'], 'readwrite');
    const deleteIndexed = async (name: 'tags' | 'taggingRules' | 'webhooks' | 'intakeEmails' | 'views') => {
      const store = transaction.objectStore(name);
      for (const key of await store.index('organizationId').getAllKeys(organizationId)) await store.delete(key);
    };
    await Promise.all([
      transaction.objectStore('organizations').delete(organizationId),
      deleteIndexed('tags'),
      deleteIndexed('taggingRules'),
      deleteIndexed('webhooks'),
      deleteIndexed('intakeEmails'),
      deleteIndexed('views'),
      transaction.done,
    ]);
  }

  const notAvailable = () =>
    answer<never>(async () => {
      throw notAvailableInDemo();
    });
  /** A group of calls the demo answers none of: the account's security lives on a server. */
  const noneAvailable = <Group extends object>() => new Proxy({}, { get: () => notAvailable }) as Group;

  return {
    getConfig: () => answer(async () => ({ config: demoConfig(baseUrl) })),
    auth: {
      getSession: () =>
        answer(async () => {
          const user = await readDemoUser(database);
          return { user: { id: user.id, email: user.email, name: user.name, emailVerified: true } };
        }),
      // The visitor is signed in from the start and stays so: there is no account to enter or leave.
      signIn: notAvailable,
      signUp: notAvailable,
      signInWithProvider: notAvailable,
      signOut: notAvailable,
      requestPasswordReset: notAvailable,
      changePassword: notAvailable,
      listSessions: notAvailable,
      revokeSession: notAvailable,
      deleteAccount: notAvailable,
      resetPassword: notAvailable,
      sendVerificationEmail: notAvailable,
      twoFactor: noneAvailable(),
      passkeys: noneAvailable(),
    },
    users: {
      getMe: () => answer(async () => ({ user: toUser(await readDemoUser(database)) })),
      updateMe: (input) =>
        answer(async () => {
          const { name } = parse(updateUserSchema, input);
          const user = { ...(await readDemoUser(database)), name, updatedAt: new Date() };
          await saveDemoUser(database, user);
          return { user: toUser(user) };
        }),
    },
    organizations: {
      list: () => answer(async () => ({ organizations: (await database.getAll('organizations')).sort(byName) })),
      create: (input) =>
        answer(async () => {
          const { name } = parse(organizationNameSchema, input);
          const now = new Date();
          const organization: Organization = {
            id: generateId('org'),
            name,
            documentLanguages: ['en'],
            allowPermanentShareLinks: false,
            requireTwoFactor: false,
            createdAt: now,
            updatedAt: now,
          };
          await withinQuota(() => database.put('organizations', organization));
          return { organization };
        }),
      get: (organizationId) => answer(async () => ({ organization: await requireOrganization(organizationId) })),
      update: (organizationId, input) =>
        answer(async () => {
          const organization = await requireOrganization(organizationId);
          const changes = parse(updateOrganizationSchema, input);
          const updated = { ...organization, ...changes, updatedAt: new Date() };
          await database.put('organizations', updated);
          return { organization: updated };
        }),
      delete: (organizationId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          await deleteOrganizationData(organizationId);
        }),
      getMyMembership: (organizationId) => answer(async () => ({ member: await membershipOf(await requireOrganization(organizationId)) })),
      updateSecurity: notAvailable,
      getCustomerPortalUrl: (organizationId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          throw customerPortalNotAvailableInDemo();
        }),
      startExport: (organizationId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          throw notAvailableInDemo();
        }),
      listExports: (organizationId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          return { jobs: [] };
        }),
    },
    members: {
      list: (organizationId) => answer(async () => ({ members: [await membershipOf(await requireOrganization(organizationId))] })),
      updateRole: (organizationId, memberId, input) =>
        answer(async () => {
          const member = await membershipOf(await requireOrganization(organizationId));
          parse(updateMemberRoleSchema, input);
          throw member.id === memberId ? ownerRoleCannotChange() : memberNotFound();
        }),
      remove: (organizationId, memberId) =>
        answer(async () => {
          const member = await membershipOf(await requireOrganization(organizationId));
          throw member.id === memberId ? ownerCannotBeRemoved() : memberNotFound();
        }),
      leave: (organizationId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          throw lastOwnerCannotLeave();
        }),
      invite: (organizationId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          throw notAvailableInDemo();
        }),
      listInvitations: (organizationId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          return { invitations: [] };
        }),
    },
    invitations: {
      list: () => answer(async () => ({ invitations: [] })),
      count: () => answer(async () => ({ pendingInvitationsCount: 0 })),
      // Nobody is ever invited in the demo, so no invitation exists to answer.
      accept: () => answer<never>(async () => Promise.reject(invitationNotFound())),
      reject: () => answer<never>(async () => Promise.reject(invitationNotFound())),
      resend: () => answer<never>(async () => Promise.reject(invitationNotFound())),
      cancel: () => answer<never>(async () => Promise.reject(invitationNotFound())),
    },
    apiKeys: {
      list: () => answer(async () => ({ apiKeys: (await database.getAll('apiKeys')).sort(newestFirst) })),
      create: (input) =>
        answer(async () => {
          const fields = parse(createApiKeySchema, input);
          const organizationIds = new Set((await database.getAll('organizations')).map((organization) => organization.id));
          if (!fields.organizationIds.every((organizationId) => organizationIds.has(organizationId))) throw apiKeyOrganizationNotMine();
          const token = generateApiKeyToken();
          const now = new Date();
          const apiKey = {
            id: generateId('ak'),
            ...fields,
            prefix: token.slice(0, TOKEN_DISPLAY_LENGTH),
            lastUsedAt: null,
            createdAt: now,
            updatedAt: now,
          };
          await withinQuota(() => database.put('apiKeys', apiKey));
          return { apiKey, token };
        }),
      delete: (apiKeyId) =>
        answer(async () => {
          if (!(await database.get('apiKeys', apiKeyId))) throw apiKeyNotFound();
          await database.delete('apiKeys', apiKeyId);
        }),
    },
    documents: {
      upload: (organizationId, file, options) =>
        answer(async () => {
          await requireOrganization(organizationId);
          if (!(file instanceof Blob)) throw uploadWithoutFile();
          if (file.size === 0) throw uploadedFileEmpty();
          if (file.size > DEMO_MAX_UPLOAD_SIZE) throw documentTooLarge();
          options?.signal?.throwIfAborted();
          const sha256 = await sha256Hex(file);
          const existing = await database.getFromIndex('documents', 'sha256', [organizationId, sha256]);
          if (existing && !existing.deletedAt) throw documentAlreadyExists();
          options?.onProgress?.(file.size, file.size);
          await delay(uploadDelayMs);
          options?.signal?.throwIfAborted();
          if (existing) {
            const restored = await changeDocument(organizationId, existing.id, (record) => ({
              record: { ...record, deletedAt: null, deletedBy: null, updatedAt: new Date() },
              activity: 'restored',
            }));
            return { document: await toDocument(await applyEnabledRules(database, restored)), isRestored: true };
          }

          const name = sanitizeDocumentName(file.name);
          const head = new Uint8Array(await file.slice(0, 4100).arrayBuffer());
          const record = newDocumentRecord({
            organizationId,
            name,
            originalSize: file.size,
            originalSha256: sha256,
            mimeType: detectMimeType({ declared: file.type, head, fileName: name }),
            createdBy: DEMO_USER_ID,
          });
          await withinQuota(async () => {
            const transaction = database.transaction(['documents', 'files', 'activities'], 'readwrite');
            await Promise.all([
              // A Blob, not the File: a File's name is the record's, and not every IndexedDB can clone a File.
              transaction.objectStore('files').put({ documentId: record.id, blob: new Blob([file], { type: file.type }) }),
              transaction.objectStore('documents').put(record),
              transaction
                .objectStore('activities')
                .put(activityRecord(record, 'created', { userId: DEMO_USER_ID, createdAt: record.createdAt })),
              transaction.done,
            ]);
          });
          processor.enqueue(record.id);
          return { document: await toDocument(record), isRestored: false };
        }),
      list: (organizationId, query) =>
        answer(async () => {
          await requireOrganization(organizationId);
          const { tags, tagMatch, sortBy, sortOrder, ...page } = parse(
            listDocumentsQuerySchema,
            withDemoPage(query, DEMO_LIST_PAGE_SIZE),
            'query',
          );
          const records = sortedRecords(await activeDocuments(organizationId, tags, tagMatch), sortOf({ sortBy, sortOrder }));
          return { documents: await toDocumentPage(organizationId, pageOf(records, page)), documentsCount: records.length };
        }),
      listDeleted: (organizationId, query) =>
        answer(async () => {
          await requireOrganization(organizationId);
          const { sortBy, sortOrder, ...page } = parse(trashQuerySchema, withDemoPage(query, DEMO_LIST_PAGE_SIZE), 'query');
          const trashed = (await organizationDocuments(database, organizationId)).filter((record) => record.deletedAt);
          const records = sortedRecords(trashed, sortOf({ sortBy, sortOrder }) ?? { by: 'deletedAt', order: 'desc' });
          return { documents: await toDocumentPage(organizationId, pageOf(records, page)), documentsCount: records.length };
        }),
      get: (organizationId, documentId) =>
        answer(async () => ({ document: await toDocument(await requireDocument(organizationId, documentId), { withContent: true }) })),
      update: (organizationId, documentId, input) =>
        answer(async () => {
          const { expectedUpdatedAt, ...changes } = parse(updateDocumentSchema, input);
          const updated = await changeDocument(organizationId, documentId, (record) => {
            if (record.deletedAt) throw documentIsDeleted();
            if (expectedUpdatedAt && expectedUpdatedAt.getTime() !== record.updatedAt.getTime()) throw documentModified();
            const now = new Date();
            return {
              record: {
                ...record,
                ...changes,
                ...(changes.content === undefined ? {} : { contentEditedAt: now }),
                ...(changes.documentDate === undefined ? {} : { documentDateSource: 'person' as const }),
                updatedAt: now,
              },
              activity: 'updated',
              updatedFields: Object.keys(changes),
            };
          });
          return { document: await toDocument(updated, { withContent: true }) };
        }),
      delete: (organizationId, documentId) =>
        answer(async () => {
          await changeDocument(organizationId, documentId, trashing);
        }),
      restore: (organizationId, documentId) =>
        answer(async () => {
          const restored = await changeDocument(organizationId, documentId, restoring);
          return { document: await toDocument(await applyEnabledRules(database, restored)) };
        }),
      fileUrl: (organizationId, documentId) =>
        answer(async () => {
          await requireDocument(organizationId, documentId);
          const file = await database.get('files', documentId);
          if (!file) throw documentNotFound();
          return objectUrlOf(`file:${documentId}`, file.blob);
        }),
      thumbnailUrl: (organizationId, documentId, thumbnailCreatedAt) =>
        answer(async () => {
          await requireDocument(organizationId, documentId);
          const thumbnail = await database.get('thumbnails', documentId);
          if (!thumbnail) throw thumbnailNotFound();
          return objectUrlOf(`thumbnail:${documentId}:${thumbnailCreatedAt.getTime()}`, thumbnail.blob);
        }),
      reprocess: (organizationId, documentId, options) =>
        answer(async () => {
          const reset = await changeDocument(organizationId, documentId, (record) => {
            if (record.deletedAt) throw documentIsDeleted();
            if (record.contentEditedAt && !options?.replaceEditedContent) throw documentContentEdited();
            return {
              record: { ...record, processingStatus: 'pending', processingError: null, pagesDone: 0, pagesTotal: 0, updatedAt: new Date() },
              activity: 'reprocessed',
            };
          });
          processor.enqueue(documentId);
          return { document: await toDocument(reset, { withContent: true }) };
        }),
      reprocessScanned: (organizationId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          // Read with OCR: pages were read one by one (pagesTotal), as the server counts its document_pages.
          const scanned = (await organizationDocuments(database, organizationId)).filter(
            (record) => !record.deletedAt && record.pagesTotal > 0 && !record.contentEditedAt,
          );
          for (const record of scanned) {
            await saveDocument(database, { ...record, processingStatus: 'pending', pagesDone: 0, updatedAt: new Date() }, [
              activityRecord(record, 'reprocessed', { userId: DEMO_USER_ID }),
            ]);
            processor.enqueue(record.id);
          }
          return { documentsCount: scanned.length };
        }),
      getActivity: (organizationId, documentId, query) =>
        answer(async () => {
          await requireDocument(organizationId, documentId);
          const page = parse(activityPaginationSchema, query, 'query');
          const [user, tagsById, activities] = await Promise.all([
            readDemoUser(database),
            tagsByIdOf(organizationId),
            database.getAllFromIndex('activities', 'documentId', documentId),
          ]);
          return {
            activities: pageOf(activities.sort(newestFirst), page).map(({ organizationId: _organization, userId, tagId, ...activity }) => {
              const tag = tagId ? tagsById.get(tagId) : undefined;
              return {
                ...activity,
                user: userId === user.id ? { id: user.id, name: user.name } : null,
                tag: tag ? { id: tag.id, name: tag.name, color: tag.color } : null,
              };
            }),
          };
        }),
      getStatistics: (organizationId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          const active = (await organizationDocuments(database, organizationId)).filter((record) => !record.deletedAt);
          return {
            organizationStats: {
              documentsCount: active.length,
              documentsSize: active.reduce((sum, record) => sum + record.originalSize, 0),
            },
          };
        }),
      deleteFromTrash: (organizationId, documentId) =>
        answer(async () => {
          const record = await requireDocument(organizationId, documentId);
          if (!record.deletedAt) throw documentNotDeleted();
          await deleteDocumentsForGood(database, [documentId]);
        }),
      emptyTrash: (organizationId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          const trashed = (await organizationDocuments(database, organizationId)).filter((record) => record.deletedAt);
          await deleteDocumentsForGood(
            database,
            trashed.map((record) => record.id),
          );
        }),
      search: (organizationId, query) =>
        answer(async () => {
          await requireOrganization(organizationId);
          const { searchQuery, tags, tagMatch, sortBy, sortOrder, ...page } = parse(
            searchDocumentsQuerySchema,
            withDemoPage(query, DEMO_SEARCH_PAGE_SIZE),
            'query',
          );
          const tagsById = await tagsByIdOf(organizationId);
          const ranked = searchDocuments(
            await activeDocuments(organizationId, tags, tagMatch),
            searchQuery,
            await searchContextOf(organizationId),
          );
          const sort = sortOf({ sortBy, sortOrder });
          // Sorted, the hits take the records' order; else they stay ranked.
          const hits = sort
            ? sortedRecords(
                ranked.map((hit) => ({ ...hit.record, hit })),
                sort,
              ).map(({ hit }) => hit)
            : ranked;
          const documents = await Promise.all(
            pageOf(hits, page).map(async ({ record, snippet }) => ({
              ...(await toDocument(record, { tagsById })),
              ...(snippet === undefined ? {} : { snippet }),
            })),
          );
          return {
            documents,
            documentsCount: Math.min(hits.length, SEARCH_COUNT_CAP),
            isDocumentsCountCapped: hits.length > SEARCH_COUNT_CAP,
          };
        }),
      addTag: (organizationId, documentId, tagId) =>
        answer(async () => {
          const body = parse(attachTagSchema, { tagId });
          await requireTag(organizationId, body.tagId);
          await changeDocument(organizationId, documentId, (record) => {
            if (record.deletedAt) throw documentIsDeleted();
            return tagging(body.tagId)(record);
          });
        }),
      removeTag: (organizationId, documentId, tagId) =>
        answer(async () => {
          await requireDocument(organizationId, documentId);
          await requireTag(organizationId, tagId);
          await changeDocument(organizationId, documentId, untagging(tagId));
        }),
      bulk: (organizationId, action, input) =>
        answer(async () => {
          await requireOrganization(organizationId);
          // The demo has no custom properties (its list of them is empty).
          if (action === 'set-property') throw notAvailableInDemo();
          const job = await (await demoBulk()).runDemoBulkAction(bulkContext(), organizationId, action, input);
          // Done in its answer, as the server's small jobs: never on the panel.
          bulkJobs.set(job.id, { ...job, isDismissed: true });
          return { job };
        }),
      listBulkJobs: (organizationId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          return {
            jobs: [...bulkJobs.values()]
              .filter((job) => !job.isDismissed)
              .reverse()
              .map(({ isDismissed: _, ...job }) => job),
          };
        }),
      getBulkJob: (organizationId, jobId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          const found = bulkJobs.get(jobId);
          if (!found) throw bulkJobNotFound();
          const { isDismissed: _, ...job } = found;
          return { job };
        }),
      downloadZip: (organizationId, input) =>
        answer(async () => {
          await requireOrganization(organizationId);
          return (await demoBulk()).makeDemoZip(bulkContext(), organizationId, input);
        }),
      // The demo's zips are made in the page at once: no job builds parts.
      archivePartUrl: () => {
        throw notAvailableInDemo();
      },
      dismissBulkJob: (organizationId, jobId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          const job = bulkJobs.get(jobId);
          if (!job) throw bulkJobNotFound();
          job.isDismissed = true;
        }),
    },
    // Custom properties are the server's: the demo lists none and says so when asked to keep one.
    // Links lead to a server; the demo's documents stay in the browser.
    shareLinks: {
      listOfDocument: noShareLinks,
      listOfOrganization: noShareLinks,
      create: notAvailable,
      revoke: notAvailable,
      openShared: notAvailable,
      unlockShared: notAvailable,
      sharedFileUrl: () => '',
    },
    properties: {
      list: (organizationId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          return { properties: [] };
        }),
      create: notAvailable,
      update: notAvailable,
      delete: notAvailable,
      setValue: notAvailable,
    },
    views: {
      list: (organizationId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          // Most workspaces have none: their navigation then loads no views code.
          if ((await database.countFromIndex('views', 'organizationId', organizationId)) === 0) return { views: [] };
          return (await demoViews()).listViews(viewsContext(), organizationId);
        }),
      create: (organizationId, input) => answer(async () => (await demoViews()).createView(viewsContext(), organizationId, input)),
      update: (organizationId, viewId, input) =>
        answer(async () => (await demoViews()).updateView(viewsContext(), organizationId, viewId, input)),
      delete: (organizationId, viewId) => answer(async () => (await demoViews()).deleteView(viewsContext(), organizationId, viewId)),
      reorder: (organizationId, viewIds) => answer(async () => (await demoViews()).reorderViews(viewsContext(), organizationId, viewIds)),
    },
    notes: {
      list: (organizationId, documentId) => answer(async () => (await demoNotes()).listNotes(notesContext(), organizationId, documentId)),
      create: (organizationId, documentId, input) =>
        answer(async () => (await demoNotes()).createNote(notesContext(), organizationId, documentId, input)),
      update: (organizationId, documentId, noteId, input) =>
        answer(async () => (await demoNotes()).updateNote(notesContext(), organizationId, documentId, noteId, input)),
      delete: (organizationId, documentId, noteId) =>
        answer(async () => (await demoNotes()).deleteNote(notesContext(), organizationId, documentId, noteId)),
    },
    tags: {
      list: (organizationId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          const active = (await organizationDocuments(database, organizationId)).filter((record) => !record.deletedAt);
          const tags = await organizationTags(database, organizationId);
          return {
            tags: tags.map((tag) => ({ ...tag, documentsCount: active.filter((record) => record.tagIds.includes(tag.id)).length })),
          };
        }),
      create: (organizationId, input) =>
        answer(async () => {
          await requireOrganization(organizationId);
          const fields = parse(tagInputSchema, input);
          await uniqueTagName(organizationId, fields.name);
          const now = new Date();
          const tag: TagRecord = { id: generateId('tag'), organizationId, ...fields, createdAt: now, updatedAt: now };
          await withinQuota(() => database.put('tags', tag));
          return { tag };
        }),
      update: (organizationId, tagId, input) =>
        answer(async () => {
          await requireOrganization(organizationId);
          const fields = parse(tagInputSchema, input);
          const tag = await requireTag(organizationId, tagId);
          await uniqueTagName(organizationId, fields.name, tagId);
          const updated = { ...tag, ...fields, updatedAt: new Date() };
          await database.put('tags', updated);
          return { tag: updated };
        }),
      delete: (organizationId, tagId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          await requireTag(organizationId, tagId);
          const [records, rules] = await Promise.all([
            organizationDocuments(database, organizationId),
            database.getAllFromIndex('taggingRules', 'organizationId', organizationId),
          ]);
          const transaction = database.transaction(['tags', 'documents', 'taggingRules'], 'readwrite');
          await Promise.all([
            transaction.objectStore('tags').delete(tagId),
            ...records
              .filter((record) => record.tagIds.includes(tagId))
              .map((record) => transaction.objectStore('documents').put({ ...record, tagIds: record.tagIds.filter((id) => id !== tagId) })),
            ...rules
              .filter((rule) => rule.tagIds.includes(tagId))
              .map((rule) => transaction.objectStore('taggingRules').put({ ...rule, tagIds: rule.tagIds.filter((id) => id !== tagId) })),
            transaction.done,
          ]);
        }),
    },
    taggingRules: {
      list: (organizationId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          const rules = (await database.getAllFromIndex('taggingRules', 'organizationId', organizationId)).sort(
            (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
          );
          return { taggingRules: await Promise.all(rules.map(ruleWithTags)) };
        }),
      get: (organizationId, taggingRuleId) =>
        answer(async () => ({ taggingRule: await ruleWithTags(await requireRule(organizationId, taggingRuleId)) })),
      create: (organizationId, input) =>
        answer(async () => {
          await requireOrganization(organizationId);
          const fields = await checkedRuleFields(organizationId, input);
          const now = new Date();
          const rule: TaggingRuleRecord = { id: generateId('tr'), organizationId, ...fields, createdAt: now, updatedAt: now };
          await withinQuota(() => database.put('taggingRules', rule));
          return { taggingRule: await ruleWithTags(rule) };
        }),
      update: (organizationId, taggingRuleId, input) =>
        answer(async () => {
          const rule = await requireRule(organizationId, taggingRuleId);
          const fields = await checkedRuleFields(organizationId, input);
          const updated = { ...rule, ...fields, updatedAt: new Date() };
          await database.put('taggingRules', updated);
          return { taggingRule: await ruleWithTags(updated) };
        }),
      delete: (organizationId, taggingRuleId) =>
        answer(async () => {
          await requireRule(organizationId, taggingRuleId);
          await database.delete('taggingRules', taggingRuleId);
        }),
      applyToExistingDocuments: (organizationId, taggingRuleId) =>
        answer(async () => {
          const rule = await requireRule(organizationId, taggingRuleId);
          const active = (await organizationDocuments(database, organizationId)).filter((record) => !record.deletedAt).sort(newestFirst);
          const now = new Date();
          let taggedCount = 0;
          for (const record of active) {
            const newTagIds = matchesRule(rule, record) ? rule.tagIds.filter((tagId) => !record.tagIds.includes(tagId)) : [];
            if (newTagIds.length === 0) continue;
            taggedCount += 1;
            await saveDocument(
              database,
              { ...record, tagIds: [...record.tagIds, ...newTagIds] },
              newTagIds.map((tagId) => activityRecord(record, 'tagged', { tagId })),
            );
          }
          const taggingRuleRun = {
            id: generateId('trr'),
            taggingRuleId,
            organizationId,
            status: 'done' as const,
            documentsCount: active.length,
            processedCount: active.length,
            taggedCount,
            // Done at once: no page is left to continue from.
            cursorCreatedAt: null,
            cursorDocumentId: null,
            createdAt: now,
            updatedAt: now,
          };
          await database.put('taggingRuleRuns', taggingRuleRun);
          return { taggingRuleRun };
        }),
      getLatestRun: (organizationId, taggingRuleId) =>
        answer(async () => {
          await requireRule(organizationId, taggingRuleId);
          const runs = await database.getAllFromIndex('taggingRuleRuns', 'taggingRuleId', taggingRuleId);
          return { taggingRuleRun: runs.sort(newestFirst)[0] ?? null };
        }),
    },
    webhooks: {
      list: (organizationId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          const webhooks = await database.getAllFromIndex('webhooks', 'organizationId', organizationId);
          return { webhooks: webhooks.sort(newestFirst).map(({ secret: _secret, ...webhook }) => webhook) };
        }),
      get: (organizationId, webhookId) =>
        answer(async () => {
          const { secret: _secret, ...webhook } = await requireWebhook(organizationId, webhookId);
          return { webhook };
        }),
      create: (organizationId, input) =>
        answer(async () => {
          await requireOrganization(organizationId);
          const { secret: givenSecret, ...fields } = parse(webhookInputSchema, input);
          const secret = givenSecret ?? generateWebhookSecret();
          const now = new Date();
          const webhook = {
            id: generateId('wh'),
            organizationId,
            ...fields,
            lastTriggeredAt: null,
            disabledReason: null,
            disabledAt: null,
            createdAt: now,
            updatedAt: now,
          };
          await withinQuota(() => database.put('webhooks', { ...webhook, secret }));
          return givenSecret === undefined ? { webhook, secret } : { webhook };
        }),
      update: (organizationId, webhookId, input) =>
        answer(async () => {
          const stored = await requireWebhook(organizationId, webhookId);
          const { secret, ...fields } = parse(webhookInputSchema, input);
          const { secret: storedSecret, ...updated } = {
            ...stored,
            ...fields,
            secret: secret ?? stored.secret,
            disabledReason: fields.enabled ? null : stored.disabledReason,
            disabledAt: fields.enabled ? null : stored.disabledAt,
            updatedAt: new Date(),
          };
          await database.put('webhooks', { ...updated, secret: storedSecret });
          return { webhook: updated };
        }),
      delete: (organizationId, webhookId) =>
        answer(async () => {
          await requireWebhook(organizationId, webhookId);
          await database.delete('webhooks', webhookId);
        }),
      listDeliveries: (organizationId, webhookId, query) =>
        answer(async () => {
          await requireWebhook(organizationId, webhookId);
          parse(deliveriesPaginationSchema, query, 'query');
          // The demo sends nothing, so no webhook has a delivery.
          return { deliveries: [], deliveriesCount: 0 };
        }),
      redeliver: (organizationId, webhookId) =>
        answer(async () => {
          await requireWebhook(organizationId, webhookId);
          throw notAvailableInDemo();
        }),
      sendTestEvent: (organizationId, webhookId) =>
        answer(async () => {
          await requireWebhook(organizationId, webhookId);
          throw notAvailableInDemo();
        }),
    },
    intakeEmails: {
      list: (organizationId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          return {
            intakeEmails: (await database.getAllFromIndex('intakeEmails', 'organizationId', organizationId)).sort(
              (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
            ),
          };
        }),
      create: (organizationId) =>
        answer(async () => {
          await requireOrganization(organizationId);
          const now = new Date();
          const intakeEmail = {
            id: generateId('ie'),
            organizationId,
            emailAddress: `${randomString('abcdefghijklmnopqrstuvwxyz0123456789', 16)}@${INTAKE_EMAIL_DOMAIN}`,
            isEnabled: true,
            allowedOrigins: [],
            createdAt: now,
            updatedAt: now,
          };
          await withinQuota(() => database.put('intakeEmails', intakeEmail));
          return { intakeEmail };
        }),
      update: (organizationId, intakeEmailId, input) =>
        answer(async () => {
          const intakeEmail = await requireIntakeEmail(organizationId, intakeEmailId);
          const changes = parse(updateIntakeEmailSchema, input);
          const updated = { ...intakeEmail, ...changes, updatedAt: new Date() };
          await database.put('intakeEmails', updated);
          return { intakeEmail: updated };
        }),
      delete: (organizationId, intakeEmailId) =>
        answer(async () => {
          await requireIntakeEmail(organizationId, intakeEmailId);
          await database.delete('intakeEmails', intakeEmailId);
        }),
      listMessages: (organizationId, intakeEmailId, query) =>
        answer(async () => {
          await requireIntakeEmail(organizationId, intakeEmailId);
          parse(intakeMessagesPaginationSchema, query, 'query');
          // No mail reaches a demo address.
          return { messages: [], messagesCount: 0 };
        }),
    },
  };

  async function requireWebhook(organizationId: string, webhookId: string) {
    await requireOrganization(organizationId);
    const webhook = await database.get('webhooks', webhookId);
    if (!webhook || webhook.organizationId !== organizationId) throw webhookNotFound();
    return webhook;
  }

  async function requireIntakeEmail(organizationId: string, intakeEmailId: string) {
    await requireOrganization(organizationId);
    const intakeEmail = await database.get('intakeEmails', intakeEmailId);
    if (!intakeEmail || intakeEmail.organizationId !== organizationId) throw intakeEmailNotFound();
    return intakeEmail;
  }
}

function toUser(user: { id: string; email: string; name: string; createdAt: Date; updatedAt: Date }): User {
  return { id: user.id, email: user.email, name: user.name, roles: [], createdAt: user.createdAt, updatedAt: user.updatedAt };
}

/** The demo's answer to GET /api/config: the server's defaults, with isDemoMode on and nothing the browser cannot do. */
export function demoConfig(baseUrl: string): Config {
  return {
    version: PRODUCT_VERSION,
    baseUrl,
    isDemoMode: true,
    auth: {
      isRegistrationEnabled: false,
      isPasswordResetEnabled: false,
      isEmailVerificationRequired: false,
      showLegalLinksOnAuthPage: false,
      legalLinks: null,
      providers: { email: { isEnabled: false }, github: { isEnabled: false }, google: { isEnabled: false }, customs: [] },
    },
    documentsStorage: { maxUploadSize: DEMO_MAX_UPLOAD_SIZE },
    documents: { deletedDocumentsRetentionDays: 30 },
    intakeEmails: { isEnabled: true },
    isSubscriptionsEnabled: false,
    analytics: { isEnabled: false, apiKey: null, host: null },
    links: { repositoryUrl: null, socialUrl: null, releaseUrl: null },
  };
}
