import { Hono } from 'hono';
import { answers, validate } from '../../../platform/validation';
import { permit } from '../../../platform/permit';
import { requireAllowed, type OrganizationEnv } from '../../access/organization-member.middleware';
import { documentIdParamSchema } from '../../../../core/documents/documents.schemas';
import { mergeDocumentsSchema, splitDocumentSchema } from '../../../../core/documents/document-versions.schemas';
import { documentAnswerSchema, documentsListAnswerSchema } from '../../../../core/documents/documents.openapi';
import { documentDetail } from '../document-answers';
import { mergeDocuments, splitDocument } from './page-documents.service';

/** Mounted at /documents/:documentId/split: new documents of the document's pages. */
export const splitRoutes = new Hono<OrganizationEnv>().post(
  '/',
  permit('documents:split'),
  validate('param', documentIdParamSchema),
  validate('json', splitDocumentSchema),
  answers(documentsListAnswerSchema),
  async (c) => {
    const { parts, tagIds, propertyIds, trashOriginal, expectedVersionNumber } = c.req.valid('json');
    // Sending the original to the trash is deleting it: who may split may not always do that.
    if (trashOriginal) requireAllowed({ role: c.var.membership.member.role, apiKey: c.var.apiKey }, 'documents:delete');
    const made = await splitDocument(c.var.deps, {
      organizationId: c.var.organizationId,
      documentId: c.req.valid('param').documentId,
      userId: c.var.user.id,
      parts,
      tagIds,
      propertyIds,
      trashOriginal,
      expectedVersionNumber,
    });
    // Answered as their details are, with the tags and values they were given.
    const documents = [];
    for (const { id } of made) documents.push(await documentDetail(c, id));
    return c.json({ documents }, 201);
  },
);

/** Mounted at /documents/bulk/merge: one new document of several documents' pages. */
export const mergeRoutes = new Hono<OrganizationEnv>().post(
  '/',
  permit('documents:merge'),
  validate('json', mergeDocumentsSchema),
  answers(documentAnswerSchema),
  async (c) => {
    const created = await mergeDocuments(c.var.deps, {
      organizationId: c.var.organizationId,
      userId: c.var.user.id,
      ...c.req.valid('json'),
    });
    return c.json({ document: await documentDetail(c, created.id) }, 201);
  },
);
