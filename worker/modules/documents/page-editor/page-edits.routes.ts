import { Hono } from 'hono';
import { answers, validate } from '../../../platform/validation';
import { permit } from '../../../platform/permit';
import type { OrganizationEnv } from '../../access/organization-member.middleware';
import { documentIdParamSchema } from '../../../../core/documents/documents.schemas';
import { editPagesSchema } from '../../../../core/documents/document-versions.schemas';
import { newVersionAnswerSchema } from '../../../../core/documents/document-versions.openapi';
import { toDocumentVersionDto } from '../../../../core/documents/document-versions.dto';
import { documentDetail } from '../document-answers';
import { editDocumentPages } from './page-edits.service';

/** Mounted at /documents/:documentId/pages: the page editor's save, a new version. */
export const pageEditsRoutes = new Hono<OrganizationEnv>().post(
  '/',
  permit('documents:update'),
  validate('param', documentIdParamSchema),
  validate('json', editPagesSchema),
  answers(newVersionAnswerSchema),
  async (c) => {
    const { documentId } = c.req.valid('param');
    const { pages, label, expectedVersionNumber, replaceEditedContent } = c.req.valid('json');
    const { version, currentNumber } = await editDocumentPages(c.var.deps, {
      organizationId: c.var.organizationId,
      documentId,
      userId: c.var.user.id,
      pages,
      label,
      expectedVersionNumber,
      replaceEditedContent,
    });
    return c.json(
      {
        version: toDocumentVersionDto(version, { currentNumber, createdBy: version.createdBy }),
        document: await documentDetail(c, documentId),
      },
      201,
    );
  },
);
