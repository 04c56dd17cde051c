import { Hono } from 'hono';
import { answers, readsBody, validate } from '../../platform/validation';
import { permit } from '../../platform/permit';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import { toDocumentActivityDto, toDocumentDto, toDocumentDtos, toSearchResultDto } from '../../../core/documents/documents.dto';
import { documentNotFound, thumbnailNotFound } from '../../../core/documents/documents.errors';
import { documentDetail, readDocument, readUploadForm } from './document-answers';
import { thumbnailKey } from '../../platform/organization-files';
import { privateImageResponse, storedFileResponse } from './documents.file-response';
import {
  documentAnswerSchema,
  documentsPageAnswerSchema,
  nextArchiveSerialNumberAnswerSchema,
  similarDocumentsAnswerSchema,
} from '../../../core/documents/documents.openapi';
import {
  activityPaginationSchema,
  documentIdParamSchema,
  fileQuerySchema,
  listDocumentsQuerySchema,
  reprocessQuerySchema,
  sortOf,
  trashQuerySchema,
  updateDocumentSchema,
  uploadFormSchema,
} from '../../../core/documents/documents.schemas';
import {
  listActiveDocuments,
  deleteTrashedDocument,
  findActivities,
  findDocumentOnly,
  purgeTrashedDocuments,
  readNextArchiveSerialNumber,
  reprocessDocument,
  reprocessScannedDocuments,
  withUserNames,
  restoreDocument,
  getStatistics,
  trashDocument,
  listTrashedDocuments,
  updateDocumentFields,
  uploadDocument,
} from './documents.service';
import { searchDocumentsQuerySchema, similarDocumentsQuerySchema } from '../../../core/search/search.schemas';
import { searchDocuments } from './search/search.service';
import { findSimilarDocuments } from './search/similar-documents.service';

const documentParam = validate('param', documentIdParamSchema);

/** Mounted at /documents/:documentId. */
const documentRoutes = new Hono<OrganizationEnv>()
  .get('/', permit('documents:read'), documentParam, answers(documentAnswerSchema), async (c) => {
    return c.json({ document: await documentDetail(c, c.req.valid('param').documentId) });
  })
  .patch(
    '/',
    permit('documents:update'),
    documentParam,
    validate('json', updateDocumentSchema),
    answers(documentAnswerSchema),
    async (c) => {
      const { documentId } = c.req.valid('param');
      await updateDocumentFields(c.var.deps, {
        organizationId: c.var.organizationId,
        documentId,
        userId: c.var.user.id,
        changes: c.req.valid('json'),
      });
      // Answered with its tags, as the detail is: the client puts this answer in place of the detail.
      return c.json({ document: await documentDetail(c, documentId) });
    },
  )
  .delete('/', permit('documents:delete'), documentParam, async (c) => {
    await trashDocument(c.var.deps, {
      organizationId: c.var.organizationId,
      documentId: c.req.valid('param').documentId,
      userId: c.var.user.id,
    });
    return c.body(null, 204);
  })
  .post('/restore', permit('documents:delete'), documentParam, answers(documentAnswerSchema), async (c) => {
    const { documentId } = c.req.valid('param');
    await restoreDocument(c.var.deps, { organizationId: c.var.organizationId, documentId, userId: c.var.user.id });
    return c.json({ document: await documentDetail(c, documentId) });
  })
  .get('/file', permit('documents:read'), documentParam, validate('query', fileQuerySchema), async (c) => {
    const document = await readDocument(
      c,
      findDocumentOnly(c.var.deps.organizationDb, c.var.organizationId, c.req.valid('param').documentId),
    );
    const object = await c.var.deps.files.get(document.storageKey);
    if (!object) throw documentNotFound();
    return storedFileResponse(object, {
      mimeType: document.mimeType,
      fileName: document.name,
      download: c.req.valid('query').download === 'true',
    });
  })
  .post(
    '/reprocess',
    permit('documents:update'),
    documentParam,
    validate('query', reprocessQuerySchema),
    answers(documentAnswerSchema),
    async (c) => {
      const document = await reprocessDocument(c.var.deps, {
        organizationId: c.var.organizationId,
        documentId: c.req.valid('param').documentId,
        userId: c.var.user.id,
        replaceEditedContent: c.req.valid('query').replaceEditedContent === 'true',
      });
      return c.json({ document: toDocumentDto(document) }, 202);
    },
  )
  // Private (a member's session), kept by the browser and revalidated with its ETag: a list shows many.
  .get('/thumbnail', permit('documents:read'), documentParam, async (c) => {
    const document = await readDocument(
      c,
      findDocumentOnly(c.var.deps.organizationDb, c.var.organizationId, c.req.valid('param').documentId),
    );
    const object = document.thumbnailCreatedAt
      ? await c.var.deps.files.get(thumbnailKey(document.organizationId, document.id), { onlyIf: c.req.raw.headers })
      : null;
    if (!object) throw thumbnailNotFound();
    return privateImageResponse(object);
  })
  // The organization's active documents most like this one (never itself), the most alike first.
  .get(
    '/similar',
    permit('documents:read'),
    documentParam,
    validate('query', similarDocumentsQuerySchema),
    answers(similarDocumentsAnswerSchema),
    async (c) => {
      const found = await findSimilarDocuments(c.var.deps, {
        read: (read) => c.var.access.read(read),
        organizationId: c.var.organizationId,
        documentId: c.req.valid('param').documentId,
        limit: c.req.valid('query').limit,
      });
      return c.json({ documents: found.map(({ document, tags, score }) => ({ ...toDocumentDto(document, tags), score })) });
    },
  )
  .get('/activity', permit('documents:read'), documentParam, validate('query', activityPaginationSchema), async (c) => {
    const rows = await readDocument(
      c,
      findActivities(c.var.deps.organizationDb, c.var.organizationId, c.req.valid('param').documentId, c.req.valid('query')),
    );
    return c.json({ activities: (await withUserNames(c.var.deps, rows)).map(toDocumentActivityDto) });
  });

export const documentsRoutes = new Hono<OrganizationEnv>()
  .post('/', permit('documents:create'), readsBody(uploadFormSchema), async (c) => {
    const { file } = await readUploadForm(c);
    const { document, isRestored } = await uploadDocument(c.var.deps, {
      organizationId: c.var.organizationId,
      userId: c.var.user.id,
      file,
      source: c.var.apiKey ? 'api' : 'web',
    });
    return c.json({ document: toDocumentDto(document), isRestored }, isRestored ? 200 : 201);
  })
  .get('/', permit('documents:read'), validate('query', listDocumentsQuerySchema), answers(documentsPageAnswerSchema), async (c) => {
    const { tags, tagMatch, sortBy, sortOrder, ...page } = c.req.valid('query');
    const result = await c.var.access.read(
      listActiveDocuments(c.var.deps.organizationDb, c.var.organizationId, {
        ...page,
        tagIds: tags,
        tagMatch,
        sort: sortOf({ sortBy, sortOrder }),
      }),
    );
    // The organization is known once the read admitted the caller: with suggestions off, its documents have none to review.
    const rows = c.var.membership.organization.suggestionsEnabled
      ? result.documents
      : result.documents.map((row) => ({ ...row, pendingSuggestionsCount: 0 }));
    return c.json({ documents: toDocumentDtos(rows, result.tags, result.properties), documentsCount: result.documentsCount });
  })
  // Before '/:documentId', which would otherwise take 'search' for an id.
  .get('/search', permit('documents:read'), validate('query', searchDocumentsQuerySchema), async (c) => {
    const { tags, sortBy, sortOrder, ...query } = c.req.valid('query');
    const result = await searchDocuments(c.var.deps, {
      read: (read) => c.var.access.read(read),
      ...query,
      organizationId: c.var.organizationId,
      tagIds: tags,
      sort: sortOf({ sortBy, sortOrder }),
      areSuggestionsEnabled: () => c.var.membership.organization.suggestionsEnabled,
    });
    return c.json({
      documents: result.documents.map(toSearchResultDto),
      documentsCount: result.documentsCount,
      isDocumentsCountCapped: result.isDocumentsCountCapped,
    });
  })
  // Before '/:documentId' too.
  .get('/archive-serial-numbers/next', permit('documents:read'), answers(nextArchiveSerialNumberAnswerSchema), async (c) =>
    c.json({ archiveSerialNumber: await c.var.access.read(readNextArchiveSerialNumber(c.var.deps.organizationDb, c.var.organizationId)) }),
  )
  // After the organization's document languages changed (its settings offer it).
  .post('/reprocess-scanned', permit('documents:update'), async (c) => {
    const documentsCount = await reprocessScannedDocuments(c.var.deps, { organizationId: c.var.organizationId, userId: c.var.user.id });
    return c.json({ documentsCount }, 202);
  })
  .get('/deleted', permit('documents:read'), validate('query', trashQuerySchema), answers(documentsPageAnswerSchema), async (c) => {
    const { sortBy, sortOrder, ...page } = c.req.valid('query');
    const result = await c.var.access.read(
      listTrashedDocuments(c.var.deps.organizationDb, c.var.organizationId, { ...page, sort: sortOf({ sortBy, sortOrder }) }),
    );
    return c.json({ documents: toDocumentDtos(result.documents, result.tags, result.properties), documentsCount: result.documentsCount });
  })
  .get('/statistics', permit('documents:read'), async (c) =>
    c.json({ organizationStats: await c.var.access.read(getStatistics(c.var.deps.organizationDb, c.var.organizationId)) }),
  )
  .delete('/trash', permit('documents:delete'), async (c) => {
    await purgeTrashedDocuments(c.var.deps, { organizationId: c.var.organizationId });
    return c.body(null, 204);
  })
  .delete('/trash/:documentId', permit('documents:delete'), documentParam, async (c) => {
    await deleteTrashedDocument(c.var.deps, { organizationId: c.var.organizationId, documentId: c.req.valid('param').documentId });
    return c.body(null, 204);
  })
  // Also in front of paths no route answers: a malformed document id is a 400 there too.
  .use('/:documentId/*', documentParam)
  .route('/:documentId', documentRoutes);
