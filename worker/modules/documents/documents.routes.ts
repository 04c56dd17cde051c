import { Hono } from 'hono';
import type { BatchedRead } from '../../platform/db/batched-read';
import { AppError } from '../../platform/errors';
import { validate } from '../../platform/validation';
import type { OrganizationEnv } from '../organizations/organizations.middleware';
import { toDocumentDto } from './documents.dto';
import { documentNotFound, documentTooLarge } from './documents.errors';
import { fileResponseHeaders } from './documents.file-response';
import { findActivities, findDocumentOnly, findDocumentWithTags, getStatistics, listActiveDocuments, listTrashedDocuments, type DocumentRow } from './documents.repository';
import { activityPaginationSchema, documentIdParamSchema, fileQuerySchema, listDocumentsQuerySchema, paginationSchema, updateDocumentSchema } from './documents.schemas';
import {
  deleteTrashedDocument,
  purgeTrashedDocuments,
  restoreDocument,
  trashDocument,
  updateDocumentFields,
  uploadDocument,
} from './documents.service';
import { searchDocumentsQuerySchema } from './search/search.schemas';
import { searchDocuments } from './search/search.service';
import type { Context } from 'hono';

// Room for the multipart boundaries and headers around the file itself.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const dependencies = (c: Context<OrganizationEnv>) => ({ db: c.var.db, env: c.env });

type TagOfDocument = { documentId: string; id: string; name: string; color: string };

function toDocumentDtos(rows: Omit<DocumentRow, 'content'>[], tagRows: TagOfDocument[]) {
  return rows.map((row) => toDocumentDto(row, tagRows.filter((tag) => tag.documentId === row.id).map(({ id, name, color }) => ({ id, name, color }))));
}

/** The route's document, read with the session and membership checks; a 404 when it is not there. */
async function readDocument<T>(c: Context<OrganizationEnv>, read: (db: OrganizationEnv['Variables']['db'], organizationId: string, documentId: string) => BatchedRead<T | undefined>) {
  const found = await c.var.access.read(read(c.var.db, c.var.organizationId, c.req.param('documentId')!));
  if (!found) throw documentNotFound();
  return found;
}

async function readUploadedFile(c: Context<OrganizationEnv>): Promise<File> {
  const maxSize = c.var.settings.DOCUMENT_STORAGE_MAX_UPLOAD_SIZE;
  // Refuse an announced oversize body before buffering it.
  if (Number(c.req.header('content-length') ?? 0) > maxSize + MULTIPART_OVERHEAD_BYTES) throw documentTooLarge();
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new AppError(400, 'server.invalid_request.body', 'Send the file as multipart/form-data in a field named "file"');
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw new AppError(400, 'server.invalid_request.body', 'A file is required in the field "file"');
  if (file.size === 0) throw new AppError(400, 'document.empty_file', 'The file is empty');
  if (file.size > maxSize) throw documentTooLarge();
  return file;
}

const documentRoutes = new Hono<OrganizationEnv>()
  .get('/', async (c) => {
    const { document, tags } = await readDocument(c, findDocumentWithTags);
    return c.json({ document: toDocumentDto(document, tags) });
  })
  .patch('/', validate('json', updateDocumentSchema), async (c) => {
    const document = await updateDocumentFields(dependencies(c), {
      organizationId: c.var.organizationId,
      documentId: c.req.param('documentId')!,
      userId: c.var.user.id,
      changes: c.req.valid('json'),
    });
    return c.json({ document: toDocumentDto(document) });
  })
  .delete('/', async (c) => {
    await trashDocument(dependencies(c), { organizationId: c.var.organizationId, documentId: c.req.param('documentId')!, userId: c.var.user.id });
    return c.body(null, 204);
  })
  .post('/restore', async (c) => {
    const document = await restoreDocument(dependencies(c), { organizationId: c.var.organizationId, documentId: c.req.param('documentId')!, userId: c.var.user.id });
    return c.json({ document: toDocumentDto(document) });
  })
  .get('/file', validate('query', fileQuerySchema), async (c) => {
    const document = await readDocument(c, findDocumentOnly);
    const object = await c.env.FILES.get(document.storageKey);
    if (!object) throw documentNotFound();
    const headers = fileResponseHeaders({ mimeType: document.mimeType, fileName: document.name, size: object.size, download: c.req.valid('query').download === 'true' });
    return new Response(object.body, { headers });
  })
  .get('/activity', validate('query', activityPaginationSchema), async (c) => {
    const rows = await readDocument(c, (db, organizationId, documentId) => findActivities(db, organizationId, documentId, c.req.valid('query')));
    // Left joins answer { id: null, … } when there is no user or tag.
    const activities = rows.map((row) => ({ ...row, user: row.user?.id ? row.user : null, tag: row.tag?.id ? row.tag : null }));
    return c.json({ activities });
  });

export const documentsRoutes = new Hono<OrganizationEnv>()
  .post('/', async (c) => {
    const file = await readUploadedFile(c);
    const { document, isRestored } = await uploadDocument(dependencies(c), { organizationId: c.var.organizationId, userId: c.var.user.id, file });
    return c.json({ document: toDocumentDto(document), isRestored }, isRestored ? 200 : 201);
  })
  .get('/', validate('query', listDocumentsQuerySchema), async (c) => {
    const { tags, ...page } = c.req.valid('query');
    const result = await c.var.access.read(listActiveDocuments(c.var.db, c.var.organizationId, { ...page, tagIds: tags }));
    return c.json({ documents: toDocumentDtos(result.documents, result.tags), documentsCount: result.documentsCount });
  })
  // Before '/:documentId', which would otherwise take 'search' for an id.
  .get('/search', validate('query', searchDocumentsQuerySchema), async (c) => {
    const { tags, ...query } = c.req.valid('query');
    const result = await searchDocuments({ db: c.var.db, read: (read) => c.var.access.read(read) }, { ...query, organizationId: c.var.organizationId, tagIds: tags });
    return c.json({
      documents: result.documents.map(({ document, tags: documentTags, snippet }) => {
        const dto = toDocumentDto(document, documentTags);
        return snippet === undefined ? dto : { ...dto, snippet };
      }),
      documentsCount: result.documentsCount,
      isDocumentsCountCapped: result.isDocumentsCountCapped,
    });
  })
  .get('/deleted', validate('query', paginationSchema), async (c) => {
    const result = await c.var.access.read(listTrashedDocuments(c.var.db, c.var.organizationId, c.req.valid('query')));
    return c.json({ documents: toDocumentDtos(result.documents, result.tags), documentsCount: result.documentsCount });
  })
  .get('/statistics', async (c) => c.json({ organizationStats: await c.var.access.read(getStatistics(c.var.db, c.var.organizationId)) }))
  .delete('/trash', async (c) => {
    await purgeTrashedDocuments({ db: c.var.db, files: c.env.FILES }, { organizationId: c.var.organizationId });
    return c.body(null, 204);
  })
  .delete('/trash/:documentId', validate('param', documentIdParamSchema), async (c) => {
    await deleteTrashedDocument({ db: c.var.db, files: c.env.FILES }, { organizationId: c.var.organizationId, documentId: c.req.valid('param').documentId });
    return c.body(null, 204);
  })
  .use('/:documentId/*', validate('param', documentIdParamSchema))
  .route('/:documentId', documentRoutes);
