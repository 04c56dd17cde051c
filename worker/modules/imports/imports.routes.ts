import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { answers, readsBytes, validate } from '../../platform/validation';
import { permit } from '../../platform/permit';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import {
  createImportSchema,
  IMPORT_PART_BYTES,
  importAnswerSchema,
  importIdParamSchema,
  importPartParamSchema,
  importReportAnswerSchema,
  importsAnswerSchema,
  startImportSchema,
  startImportsSchema,
} from '../../../core/imports/imports.schemas';
import { importNotFound, importPartTooLarge } from '../../../core/imports/imports.errors';
import { toImportDto } from './imports.dto';
import {
  completeImportUpload,
  createImport,
  readImports,
  readReport,
  removeImport,
  startImports,
  uploadImportPart,
} from './imports.service';

const importParam = validate('param', importIdParamSchema);

/** Mounted at /imports: an export uploaded in parts, read into a report, then imported by a job. */
export const importsRoutes = new Hono<OrganizationEnv>()
  .post('/', permit('imports:create'), validate('json', createImportSchema), answers(importAnswerSchema), async (c) => {
    const created = await createImport(c.var.deps, {
      organizationId: c.var.organizationId,
      userId: c.var.user.id,
      input: c.req.valid('json'),
    });
    return c.json({ import: toImportDto(created) }, 201);
  })
  // The parts of an export confirmed at once: queued in this order, each started by the end of the one before.
  .post('/start', permit('imports:create'), validate('json', startImportsSchema), answers(importsAnswerSchema), async (c) => {
    const queued = await startImports(c.var.deps, { organizationId: c.var.organizationId, userId: c.var.user.id, ...c.req.valid('json') });
    return c.json({ imports: queued.map(toImportDto) }, 202);
  })
  .get('/', permit('imports:read'), answers(importsAnswerSchema), async (c) => {
    const rows = await c.var.access.read(readImports(c.var.deps.organizationDb, c.var.organizationId));
    return c.json({ imports: rows.map(toImportDto) });
  })
  .get('/:importId', permit('imports:read'), importParam, answers(importAnswerSchema), async (c) => {
    const [row] = await c.var.access.read(readImports(c.var.deps.organizationDb, c.var.organizationId, c.req.valid('param')));
    if (!row) throw importNotFound();
    return c.json({ import: toImportDto(row) });
  })
  .get('/:importId/report', permit('imports:read'), importParam, answers(importReportAnswerSchema), async (c) => {
    const [row] = await c.var.access.read(readImports(c.var.deps.organizationDb, c.var.organizationId, c.req.valid('param')));
    if (!row) throw importNotFound();
    return c.json({ report: await readReport(c.var.deps.files, row.organizationId, row.id) });
  })
  .put(
    '/:importId/parts/:partNumber',
    permit('imports:create'),
    validate('param', importPartParamSchema),
    readsBytes(),
    bodyLimit({
      maxSize: IMPORT_PART_BYTES,
      onError: () => {
        throw importPartTooLarge();
      },
    }),
    answers(importAnswerSchema),
    async (c) => {
      const updated = await uploadImportPart(c.var.deps, {
        organizationId: c.var.organizationId,
        ...c.req.valid('param'),
        bytes: await c.req.arrayBuffer(),
      });
      return c.json({ import: toImportDto(updated) });
    },
  )
  .post('/:importId/upload-complete', permit('imports:create'), importParam, answers(importAnswerSchema), async (c) => {
    const moved = await completeImportUpload(c.var.deps, { organizationId: c.var.organizationId, ...c.req.valid('param') });
    return c.json({ import: toImportDto(moved) }, 202);
  })
  .post(
    '/:importId/start',
    permit('imports:create'),
    importParam,
    validate('json', startImportSchema),
    answers(importAnswerSchema),
    async (c) => {
      const [started] = await startImports(c.var.deps, {
        organizationId: c.var.organizationId,
        userId: c.var.user.id,
        importIds: [c.req.valid('param').importId],
        ...c.req.valid('json'),
      });
      return c.json({ import: toImportDto(started!) }, 202);
    },
  )
  .delete('/:importId', permit('imports:create'), importParam, async (c) => {
    await removeImport(c.var.deps, { organizationId: c.var.organizationId, ...c.req.valid('param') });
    return c.body(null, 204);
  });
