/**
 * Saved views of the demo's organizations, as the server keeps them (worker/modules/saved-views): the
 * visitor owns every organization, so they manage them all. Loaded with the navigation's first read.
 */
import type { SavedView } from '@/api/types';
import { generateId } from '../../../../core/ids';
import { reorderSavedViewsSchema, savedViewInputSchema } from '../../../../core/saved-views/saved-views.schemas';
import {
  savedViewAlreadyExists,
  savedViewNotFound,
  savedViewsLimitReached,
  savedViewsOrderMismatch,
  savedViewUnknownTags,
} from '../../../../core/saved-views/saved-views.errors';
import { withinQuota } from './demo-records';
import type { DemoClientContext } from './demo-client-context';

/** The server's default limit (SAVED_VIEWS_MAX_PER_ORGANIZATION). */
const DEMO_VIEWS_LIMIT = 50;

type DemoViewsContext = Pick<DemoClientContext, 'database' | 'parse' | 'requireOrganization' | 'tagsByIdOf'>;

async function viewsOf(context: DemoViewsContext, organizationId: string) {
  await context.requireOrganization(organizationId);
  const views = await context.database.getAllFromIndex('views', 'organizationId', organizationId);
  return views.sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

async function checkedInput(context: DemoViewsContext, organizationId: string, input: unknown, views: SavedView[], exceptViewId?: string) {
  const parsed = context.parse(savedViewInputSchema, input);
  const tags = await context.tagsByIdOf(organizationId);
  if (!parsed.tagIds.every((tagId) => tags.has(tagId))) throw savedViewUnknownTags();
  if (views.some((view) => view.id !== exceptViewId && view.name === parsed.name)) throw savedViewAlreadyExists();
  return parsed;
}

export async function listViews(context: DemoViewsContext, organizationId: string) {
  return { views: await viewsOf(context, organizationId) };
}

export async function createView(context: DemoViewsContext, organizationId: string, input: unknown) {
  const views = await viewsOf(context, organizationId);
  const parsed = await checkedInput(context, organizationId, input, views);
  if (views.length >= DEMO_VIEWS_LIMIT) throw savedViewsLimitReached(DEMO_VIEWS_LIMIT);
  const now = new Date();
  const view: SavedView = {
    ...parsed,
    id: generateId('view'),
    organizationId,
    position: (views.at(-1)?.position ?? -1) + 1,
    createdAt: now,
    updatedAt: now,
  };
  await withinQuota(() => context.database.put('views', view));
  return { view };
}

export async function updateView(context: DemoViewsContext, organizationId: string, viewId: string, input: unknown) {
  const views = await viewsOf(context, organizationId);
  const current = views.find((view) => view.id === viewId);
  if (!current) throw savedViewNotFound();
  const view: SavedView = { ...current, ...(await checkedInput(context, organizationId, input, views, viewId)), updatedAt: new Date() };
  await withinQuota(() => context.database.put('views', view));
  return { view };
}

export async function deleteView(context: DemoViewsContext, organizationId: string, viewId: string) {
  const views = await viewsOf(context, organizationId);
  if (!views.some((view) => view.id === viewId)) throw savedViewNotFound();
  await context.database.delete('views', viewId);
}

export async function reorderViews(context: DemoViewsContext, organizationId: string, viewIds: string[]) {
  const { viewIds: order } = context.parse(reorderSavedViewsSchema, { viewIds });
  const views = await viewsOf(context, organizationId);
  const byId = new Map(views.map((view) => [view.id, view]));
  if (order.length !== byId.size || new Set(order).size !== order.length || !order.every((id) => byId.has(id)))
    throw savedViewsOrderMismatch();
  const transaction = context.database.transaction('views', 'readwrite');
  await Promise.all([...order.map((id, position) => transaction.store.put({ ...byId.get(id)!, position })), transaction.done]);
}
