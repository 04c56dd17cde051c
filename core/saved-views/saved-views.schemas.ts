import { z } from 'zod';
import { idPattern } from '../ids';
import { MAX_SEARCH_QUERY_LENGTH } from '../search/query-parser';
import { SAVED_VIEW_NAME_MAX_LENGTH } from '../field-limits';

import { isSavedViewColumn, SAVED_VIEW_COLUMNS, SAVED_VIEW_LAYOUTS, type SavedViewColumn } from './saved-view-options';

/** The documents page's sort choices (web/src/documents/lib/document-sort.ts): field and order. */
const SORT_CHOICE = /^(createdAt|name|size|documentDate|archiveSerialNumber)-(asc|desc)$/;

export const savedViewInputSchema = z.object({
  name: z
    .string('The name is required')
    .trim()
    .min(1, 'The name is required')
    .max(SAVED_VIEW_NAME_MAX_LENGTH, `The name must be at most ${SAVED_VIEW_NAME_MAX_LENGTH} characters`),
  searchQuery: z
    .string('searchQuery must be text')
    .trim()
    .max(MAX_SEARCH_QUERY_LENGTH, `The search must be at most ${MAX_SEARCH_QUERY_LENGTH} characters`)
    .default(''),
  tagIds: z
    .array(z.string().regex(idPattern('tag'), 'tagIds must be tag ids'), 'tagIds must be a list')
    .max(50, 'At most 50 tags')
    .default([])
    .transform((tagIds) => [...new Set(tagIds)]),
  tagMatch: z.enum(['all', 'any'], 'tagMatch must be all or any').default('all'),
  sort: z.string().regex(SORT_CHOICE, 'sort must be a field and an order, like documentDate-desc').nullable().default(null),
  columns: z
    .array(z.string().refine(isSavedViewColumn, `columns are among ${SAVED_VIEW_COLUMNS.join(', ')} and property ids`))
    .max(SAVED_VIEW_COLUMNS.length + 50)
    .transform((columns) => [...new Set(columns)] as SavedViewColumn[])
    .nullable()
    .default(null)
    .meta({ description: 'The optional columns shown, in order; null for the defaults.' }),
  layout: z.enum(SAVED_VIEW_LAYOUTS, 'layout must be table or grid').default('table'),
});
export type SavedViewInput = z.output<typeof savedViewInputSchema>;

export const savedViewIdParamSchema = z.object({ viewId: z.string().regex(idPattern('view'), 'The view id is malformed') });

export const reorderSavedViewsSchema = z.object({
  viewIds: z
    .array(z.string().regex(idPattern('view'), 'viewIds must be view ids'), 'viewIds must be a list')
    .min(1, 'viewIds must list the views')
    .max(500),
});

const isoDate = z.iso.datetime();
const savedViewSchema = savedViewInputSchema.extend({
  id: z.string(),
  organizationId: z.string(),
  position: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export const savedViewAnswerSchema = z.object({ view: savedViewSchema });
export const savedViewsAnswerSchema = z.object({ views: z.array(savedViewSchema) });
