import { Hono, type Context } from 'hono';
import { answers, parsedFormFields, readsBody, validate } from '../../../platform/validation';
import { permit } from '../../../platform/permit';
import type { OrganizationEnv } from '../../access/organization-member.middleware';
import { documentIdParamSchema, fileQuerySchema } from '../../../../core/documents/documents.schemas';
import {
  restoreVersionSchema,
  updateVersionSchema,
  uploadVersionFormSchema,
  versionFormFieldsSchema,
  versionPageParamSchema,
  versionParamSchema,
} from '../../../../core/documents/document-versions.schemas';
import { listVersionPages, versionPageImage } from '../page-editor/page-images.service';
import { privateImageResponse } from '../documents.file-response';
import {
  newVersionAnswerSchema,
  versionAnswerSchema,
  versionPagesAnswerSchema,
  versionsAnswerSchema,
} from '../../../../core/documents/document-versions.openapi';
import { toDocumentVersionDto } from '../../../../core/documents/document-versions.dto';
import { documentDetail, readDocument, readUploadForm } from '../document-answers';
import { storedFileResponse } from '../documents.file-response';
import { readOfOrganizationDocument } from '../documents.repository';
import { selectVersions } from './document-versions.repository';
import {
  addDocumentVersion,
  deleteDocumentVersion,
  getVersionFile,
  labelDocumentVersion,
  restoreDocumentVersion,
  withCreators,
} from './document-versions.service';

const documentParam = validate('param', documentIdParamSchema);
const versionParam = validate('param', versionParamSchema);

type Answer = Awaited<ReturnType<typeof labelDocumentVersion>>;
const versionDto = ({ version, currentNumber }: Answer) => toDocumentVersionDto(version, { currentNumber, createdBy: version.createdBy });

/** A new current version, answered with the document as its detail gives it (the page puts both in place). */
async function newVersionAnswer(c: Context<OrganizationEnv>, documentId: string, answer: Answer) {
  return c.json({ version: versionDto(answer), document: await documentDetail(c, documentId) }, 201);
}

/** Mounted at /documents/:documentId/versions. */
export const documentVersionsRoutes = new Hono<OrganizationEnv>()
  .get('/', permit('documents:read'), documentParam, answers(versionsAnswerSchema), async (c) => {
    const { documentId } = c.req.valid('param');
    const rows = await readDocument(
      c,
      readOfOrganizationDocument(
        c.var.deps.organizationDb,
        { organizationId: c.var.organizationId, documentId },
        selectVersions(c.var.deps.organizationDb, c.var.organizationId, documentId),
      ),
    );
    const versions = await withCreators(c.var.deps, rows);
    const currentNumber = versions[0]?.number ?? 0;
    return c.json({ versions: versions.map((version) => toDocumentVersionDto(version, { currentNumber, createdBy: version.createdBy })) });
  })
  .post('/', permit('documents:update'), documentParam, readsBody(uploadVersionFormSchema), async (c) => {
    const { documentId } = c.req.valid('param');
    const { file, form } = await readUploadForm(c);
    const fields = parsedFormFields(versionFormFieldsSchema, {
      label: form.get('label') ?? undefined,
      expectedVersionNumber: form.get('expectedVersionNumber') ?? undefined,
    });
    const answer = await addDocumentVersion(c.var.deps, {
      organizationId: c.var.organizationId,
      documentId,
      userId: c.var.user.id,
      file,
      ...fields,
    });
    return newVersionAnswer(c, documentId, answer);
  })
  .get('/:versionId/file', permit('documents:read'), versionParam, validate('query', fileQuerySchema), async (c) => {
    const { version, object } = await getVersionFile(c.var.deps, { organizationId: c.var.organizationId, ...c.req.valid('param') });
    return storedFileResponse(object, {
      mimeType: version.mimeType,
      fileName: version.originalName,
      download: c.req.valid('query').download === 'true',
    });
  })
  .get('/:versionId/pages', permit('documents:read'), versionParam, answers(versionPagesAnswerSchema), async (c) =>
    c.json({ pages: await listVersionPages(c.var.deps, { organizationId: c.var.organizationId, ...c.req.valid('param') }) }),
  )
  // Private (a member's session), kept by the browser and revalidated with its ETag, as the thumbnail.
  .get('/:versionId/pages/:pageNumber/image', permit('documents:read'), validate('param', versionPageParamSchema), async (c) => {
    const object = await versionPageImage(c.var.deps, {
      organizationId: c.var.organizationId,
      ...c.req.valid('param'),
      conditions: c.req.raw.headers,
    });
    return privateImageResponse(object);
  })
  .patch(
    '/:versionId',
    permit('documents:update'),
    versionParam,
    validate('json', updateVersionSchema),
    answers(versionAnswerSchema),
    async (c) => {
      const answer = await labelDocumentVersion(c.var.deps, {
        organizationId: c.var.organizationId,
        ...c.req.valid('param'),
        ...c.req.valid('json'),
      });
      return c.json({ version: versionDto(answer) });
    },
  )
  .post(
    '/:versionId/restore',
    permit('documents:update'),
    versionParam,
    validate('json', restoreVersionSchema),
    answers(newVersionAnswerSchema),
    async (c) => {
      const { documentId, versionId } = c.req.valid('param');
      const { label, expectedVersionNumber } = c.req.valid('json');
      const answer = await restoreDocumentVersion(c.var.deps, {
        organizationId: c.var.organizationId,
        documentId,
        versionId,
        userId: c.var.user.id,
        label,
        expectedVersionNumber,
      });
      return newVersionAnswer(c, documentId, answer);
    },
  )
  .delete('/:versionId', permit('document-versions:delete'), versionParam, async (c) => {
    await deleteDocumentVersion(c.var.deps, { organizationId: c.var.organizationId, ...c.req.valid('param'), userId: c.var.user.id });
    return c.body(null, 204);
  });
