import { z } from 'zod';

/**
 * A client of a running Papra instance's public API, the one this app keeps (paths, fields and answer
 * shapes of version 0.9.1): what an import reads, with an API key (`Authorization: Bearer`). Newer
 * Papra versions have custom properties, whose API is not that one's: it is not read (not guessed).
 * Answers are checked against the shapes below, so that an address that is not a Papra API fails with
 * that said rather than with an import of nothing.
 */

const papraTagSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  description: z.string().nullish(),
});

const papraDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  originalSize: z.number().optional(),
  content: z.string().nullish(),
  createdAt: z.string(),
  deletedAt: z.string().nullish(),
  // Not in 0.9.1's answers: read when an instance sends it.
  documentDate: z.string().nullish(),
  tags: z.array(papraTagSchema).default([]),
});

const papraOrganizationSchema = z.object({ id: z.string(), name: z.string() });

const documentsPageSchema = z.object({ documents: z.array(papraDocumentSchema), documentsCount: z.number() });

export type PapraTag = z.infer<typeof papraTagSchema>;
export type PapraDocument = z.infer<typeof papraDocumentSchema>;
export type PapraOrganization = z.infer<typeof papraOrganizationSchema>;

/** A failure to read Papra, said for the person running the import. */
export class PapraApiError extends Error {
  override name = 'PapraApiError';
}

/** The largest page asked for: Papra's own client asks for 100 at most. */
export const PAPRA_PAGE_SIZE = 100;

export type PapraClient = ReturnType<typeof createPapraClient>;

export function createPapraClient({
  url,
  apiKey,
  fetch = globalThis.fetch,
}: {
  url: string;
  apiKey: string;
  fetch?: typeof globalThis.fetch;
}) {
  let base: URL;
  try {
    // A trailing slash, so that an instance served under a path (https://host/papra) keeps it.
    base = new URL(url.endsWith('/') ? url : `${url}/`);
  } catch {
    throw new PapraApiError(`${url} is not a URL: give Papra's address, such as https://papra.example.com`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new PapraApiError(`${url} is not an http(s) address`);

  async function get(path: string, query: Record<string, number> = {}): Promise<Response> {
    const target = new URL(path, base);
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, String(value));
    let response: Response;
    try {
      response = await fetch(target, { headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' } });
    } catch (error) {
      throw new PapraApiError(`Could not reach Papra at ${base.href}: ${(error as Error).cause ?? (error as Error).message}`);
    }
    if (response.status === 401 || response.status === 403) {
      throw new PapraApiError(
        `Papra refused the API key (HTTP ${response.status} to GET /${path}): check --papra-api-key, that it has not expired, ` +
          'and that it has the permissions documents:read and tags:read for the organizations to import',
      );
    }
    if (!response.ok) {
      const detail = await response.text().then(
        (text) => text.slice(0, 200),
        () => '',
      );
      throw new PapraApiError(`Papra answered HTTP ${response.status} to GET /${path}${detail ? `: ${detail}` : ''}`);
    }
    return response;
  }

  async function getJson<T>(path: string, schema: z.ZodType<T>, query?: Record<string, number>): Promise<T> {
    const response = await get(path, query);
    const notPapra = `${base.href} did not answer GET /${path} as Papra's API does: is it the address of a Papra instance?`;
    const body = await response.json().catch(() => {
      throw new PapraApiError(`${notPapra} (the answer is not JSON)`);
    });
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new PapraApiError(`${notPapra} (${z.prettifyError(parsed.error).split('\n')[0]})`);
    return parsed.data;
  }

  /**
   * Every page of a documents list, in the order Papra answers them, until the count it says: an
   * instance that answers fewer per page than asked is read to the end all the same.
   */
  async function allPages(path: string): Promise<PapraDocument[]> {
    const documents: PapraDocument[] = [];
    for (let pageIndex = 0; ; pageIndex++) {
      const page = await getJson(path, documentsPageSchema, { pageIndex, pageSize: PAPRA_PAGE_SIZE });
      documents.push(...page.documents);
      if (page.documents.length === 0 || documents.length >= page.documentsCount) return documents;
    }
  }

  const organizationPath = (organizationId: string) => `api/organizations/${encodeURIComponent(organizationId)}`;

  return {
    listOrganizations: async () =>
      (await getJson('api/organizations', z.object({ organizations: z.array(papraOrganizationSchema) }))).organizations,
    listTags: async (organizationId: string) =>
      (await getJson(`${organizationPath(organizationId)}/tags`, z.object({ tags: z.array(papraTagSchema) }))).tags,
    listDocuments: (organizationId: string) => allPages(`${organizationPath(organizationId)}/documents`),
    listDeletedDocuments: (organizationId: string) => allPages(`${organizationPath(organizationId)}/documents/deleted`),
    /** One document's original file, whole: the import sends it on at once. */
    readFile: async (organizationId: string, documentId: string): Promise<Blob> =>
      (await get(`${organizationPath(organizationId)}/documents/${encodeURIComponent(documentId)}/file`)).blob(),
  };
}
