import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { answers, validate } from '../../platform/validation';
import { permit } from '../../platform/permit';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import { toBulkJobDto } from '../../../core/documents/bulk.dto';
import {
  activeSelectionSchema,
  archivePartParamSchema,
  bulkJobAnswerSchema,
  bulkJobIdParamSchema,
  bulkJobsAnswerSchema,
  propertyBulkActionSchema,
  tagBulkActionSchema,
  trashSelectionSchema,
  type BulkAction,
} from '../../../core/documents/bulk.schemas';
import { emailLocaleOf } from '../../platform/email/email-locale';
import { archivePartResponse, readExports, startExport } from './archive-jobs.service';
import {
  dismissOwnJob,
  downloadZipOf,
  getOwnJob,
  prepareDownload,
  readPanelJobs,
  startBulkAction,
  type BulkRequest,
  type PropertyToSet,
} from './bulk-actions.service';
import { getPropertyOrThrow } from '../properties/properties.service';
import { checkedPropertyValue } from '../documents/document-properties.service';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context';
import { exportFormatJsonSchema } from '../../../core/documents/export-format-schema';

/**
 * The caller, to scope a read of jobs by: the session's subquery when the read goes out with the
 * guard to the same database, else the admitted user (the jobs live in the organization's database,
 * which has no sessions).
 */
async function creatorOf(c: Context<OrganizationEnv>) {
  if (c.var.deps.organizationDb === c.var.db) return c.var.sessionUserId;
  await c.var.access.verify();
  return sql`${c.var.user.id}`;
}

/** 200 with the job done, up to BULK_SYNC_LIMIT documents; 202 with the job running above. */
async function answerBulkAction(
  c: Context<OrganizationEnv>,
  action: BulkAction,
  { tagId, property, ...selection }: { tagId?: string; property?: PropertyToSet } & BulkRequest['selection'],
) {
  const job = await startBulkAction(c.var.deps, {
    organizationId: c.var.organizationId,
    userId: c.var.user.id,
    action,
    tagId,
    property,
    selection,
  });
  return c.json({ job: toBulkJobDto(job) }, job.status === 'running' ? 202 : 200);
}

/** Mounted at /documents/bulk: one route per action, each with the permission of the single action. */
export const bulkActionsRoutes = new Hono<OrganizationEnv>()
  .post('/add-tag', permit('documents:update'), validate('json', tagBulkActionSchema), answers(bulkJobAnswerSchema), (c) =>
    answerBulkAction(c, 'add-tag', c.req.valid('json')),
  )
  .post('/remove-tag', permit('documents:update'), validate('json', tagBulkActionSchema), answers(bulkJobAnswerSchema), (c) =>
    answerBulkAction(c, 'remove-tag', c.req.valid('json')),
  )
  .post(
    '/set-property',
    permit('property-values:update'),
    validate('json', propertyBulkActionSchema),
    answers(bulkJobAnswerSchema),
    async (c) => {
      const { propertyId, value, ...selection } = c.req.valid('json');
      const { deps, organizationId, settings } = c.var;
      const property = await getPropertyOrThrow(deps, { organizationId, propertyId });
      const checked = await checkedPropertyValue(deps, {
        organizationId,
        property,
        value,
        textMaxLength: settings.PROPERTIES_TEXT_MAX_LENGTH,
      });
      return answerBulkAction(c, 'set-property', { ...selection, property: { propertyId, value: checked } });
    },
  )
  .post('/trash', permit('documents:delete'), validate('json', activeSelectionSchema), answers(bulkJobAnswerSchema), (c) =>
    answerBulkAction(c, 'trash', c.req.valid('json')),
  )
  .post('/restore', permit('documents:delete'), validate('json', trashSelectionSchema), answers(bulkJobAnswerSchema), (c) =>
    answerBulkAction(c, 'restore', c.req.valid('json')),
  )
  .post('/delete', permit('documents:delete'), validate('json', trashSelectionSchema), answers(bulkJobAnswerSchema), (c) =>
    answerBulkAction(c, 'delete', c.req.valid('json')),
  )
  // 201: the zip is fetched from GET …/bulk-downloads/{jobId}, a link the browser downloads to disk as it
  // streams. 202: too large to stream, a job builds it in parts (…/parts/{number}) and emails the caller.
  .post('/download', permit('documents:read'), validate('json', activeSelectionSchema), answers(bulkJobAnswerSchema), async (c) => {
    const job = await prepareDownload(c.var.deps, {
      organizationId: c.var.organizationId,
      userId: c.var.user.id,
      locale: emailLocaleOf(c.req.header('accept-language')),
      baseUrl: c.var.baseUrl,
      selection: c.req.valid('json'),
    });
    return c.json({ job: toBulkJobDto(job) }, job.status === 'running' ? 202 : 201);
  });

const jobParam = validate('param', bulkJobIdParamSchema);

/** Mounted at /documents/bulk-jobs: the caller's own jobs (their panel). */
export const bulkJobsRoutes = new Hono<OrganizationEnv>()
  .get('/', permit('documents:read'), answers(bulkJobsAnswerSchema), async (c) => {
    const jobs = await c.var.access.read(
      readPanelJobs(c.var.deps.organizationDb, { organizationId: c.var.organizationId, creator: await creatorOf(c) }),
    );
    return c.json({ jobs: jobs.map(toBulkJobDto) });
  })
  .get('/:jobId', permit('documents:read'), jobParam, answers(bulkJobAnswerSchema), async (c) => {
    const job = await getOwnJob(c.var.deps, {
      read: (read) => c.var.access.read(read),
      organizationId: c.var.organizationId,
      creator: await creatorOf(c),
      jobId: c.req.valid('param').jobId,
    });
    return c.json({ job: toBulkJobDto(job) });
  })
  .delete('/:jobId', permit('documents:read'), jobParam, async (c) => {
    await dismissOwnJob(c.var.deps, {
      organizationId: c.var.organizationId,
      creator: sql`${c.var.user.id}`,
      jobId: c.req.valid('param').jobId,
    });
    return c.body(null, 204);
  });

/** Mounted at /documents/bulk-downloads: the zip of a download its creator prepared, or a part of one a job built (an export's too). */
export const bulkDownloadsRoutes = new Hono<OrganizationEnv>()
  .get('/:jobId', permit('documents:read'), jobParam, async (c) => {
    const job = await getOwnJob(c.var.deps, {
      read: (read) => c.var.access.read(read),
      organizationId: c.var.organizationId,
      creator: await creatorOf(c),
      jobId: c.req.valid('param').jobId,
    });
    const zip = await downloadZipOf(c.var.deps, { job });
    return new Response(zip, {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="documents-${job.createdAt.toISOString().slice(0, 10)}.zip"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  })
  .get('/:jobId/parts/:partNumber', permit('documents:read'), validate('param', archivePartParamSchema), async (c) => {
    const { jobId, partNumber } = c.req.valid('param');
    const job = await getOwnJob(c.var.deps, {
      read: (read) => c.var.access.read(read),
      organizationId: c.var.organizationId,
      creator: await creatorOf(c),
      jobId,
    });
    return archivePartResponse(c.var.deps, { job, partNumber, range: c.req.header('range') });
  });

/** Mounted at /exports: every document of the organization with its metadata, as zip parts a job builds for the caller. */
export const exportsRoutes = new Hono<OrganizationEnv>()
  .post('/', permit('organization:export'), answers(bulkJobAnswerSchema), async (c) => {
    const job = await startExport(c.var.deps, {
      organizationId: c.var.organizationId,
      userId: c.var.user.id,
      locale: emailLocaleOf(c.req.header('accept-language')),
      baseUrl: c.var.baseUrl,
    });
    return c.json({ job: toBulkJobDto(job) }, 202);
  })
  .get('/', permit('organization:export'), answers(bulkJobsAnswerSchema), async (c) => {
    const jobs = await c.var.access.read(
      readExports(c.var.deps.organizationDb, { organizationId: c.var.organizationId, creator: await creatorOf(c) }),
    );
    return c.json({ jobs: jobs.map(toBulkJobDto) });
  });

/** Mounted at /api/export-format: the JSON Schema of an export's metadata.json, for anyone (the format is open). */
export function exportFormatRoutes() {
  let schema: Record<string, unknown> | undefined;
  return new Hono<AppEnv>().get('/schema.json', (c) => {
    schema ??= exportFormatJsonSchema();
    return c.json(schema, 200, { 'cache-control': 'public, max-age=3600' });
  });
}
