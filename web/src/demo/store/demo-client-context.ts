/**
 * What every domain of the demo's client shares: its database, the lookups that scope a call to its
 * organization as the server's routes do, and the way a call answers (the core's errors become the
 * ApiError the HTTP client would have thrown). The lazy parts (notes, views, bulk actions) take it too.
 */
import type { z } from 'zod';
import { ApiError } from '@/api/api-error';
import type { Organization } from '@/api/types';
import { AppError, invalidRequest } from '../../../../core/errors';
import { SearchQueryError } from '../../../../core/search/query-parser';
import { notAvailableInDemo } from '../../../../core/demo/demo.errors';
import { notInOrganization } from '../../../../core/organizations/organizations.errors';
import { documentNotFound } from '../../../../core/documents/documents.errors';
import { tagNotFound } from '../../../../core/tags/tags.errors';
import type { DemoDatabase, DocumentRecord, TagRecord } from './demo-database';
import { organizationTags } from './demo-records';

/** Runs a call: the core's errors and the parser's become the ApiError the HTTP client would have thrown. */
export async function answer<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw new ApiError(error.status, error.code, error.message, error.details);
    if (error instanceof SearchQueryError) throw new ApiError(400, error.code, error.message);
    throw error;
  }
}

/** Validates one part of a call as the route's middleware does: 400 server.invalid_request.{part}. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, part: 'body' | 'query' | 'params' = 'body'): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidRequest(part, result.error);
  return result.data;
}

export const notAvailable = () =>
  answer<never>(async () => {
    throw notAvailableInDemo();
  });

export type DemoClientContext = {
  database: DemoDatabase;
  parse: typeof parse;
  requireOrganization: (organizationId: string) => Promise<Organization>;
  requireDocument: (organizationId: string, documentId: string) => Promise<DocumentRecord>;
  requireTag: (organizationId: string, tagId: string) => Promise<TagRecord>;
  tagsByIdOf: (organizationId: string) => Promise<Map<string, TagRecord>>;
};

export function createDemoClientContext(database: DemoDatabase): DemoClientContext {
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

  async function tagsByIdOf(organizationId: string) {
    return new Map((await organizationTags(database, organizationId)).map((tag) => [tag.id, tag]));
  }

  return { database, parse, requireOrganization, requireDocument, requireTag, tagsByIdOf };
}
