import { createApp } from '../../worker/app';
import type { OrganizationAction } from '../../core/permissions/organization-permissions';
import { declaredActionOf } from '../../worker/platform/permit';

const PREFIX = '/api/organizations/:organizationId';
export type Endpoint = { method: string; path: string; action: OrganizationAction | undefined };

/** Every method route under an organization, as the app registered it, with what it declared first. */
export function organizationEndpoints(): Endpoint[] {
  const endpoints = new Map<string, Endpoint>();
  for (const route of createApp().routes) {
    if (route.method === 'ALL' || !route.path.startsWith(PREFIX)) continue;
    const key = `${route.method} ${route.path}`;
    if (!endpoints.has(key)) endpoints.set(key, { method: route.method, path: route.path, action: declaredActionOf(route.handler) });
  }
  return [...endpoints.values()];
}

// Well-formed ids of nothing: a permitted call reaches its handler and answers 404 (or 400), changing nothing.
export const PARAMS: Record<string, string> = {
  documentId: 'doc_000000000000000000000000',
  tagId: 'tag_000000000000000000000000',
  taggingRuleId: 'tr_000000000000000000000000',
  memberId: 'mem_000000000000000000000000',
  webhookId: 'wh_000000000000000000000000',
  deliveryId: 'whd_000000000000000000000000',
  intakeEmailId: 'ie_000000000000000000000000',
  jobId: 'bulk_000000000000000000000000',
  partNumber: '1',
  noteId: 'note_000000000000000000000000',
  viewId: 'view_000000000000000000000000',
  propertyId: 'prop_000000000000000000000000',
  shareLinkId: 'shr_000000000000000000000000',
  versionId: 'ver_000000000000000000000000',
  pageNumber: '1',
  workflowId: 'wf_000000000000000000000000',
  runId: 'wfr_000000000000000000000000',
  importId: 'imp_000000000000000000000000',
  suggestionId: 'sug_000000000000000000000000',
};

export const urlOf = (endpoint: Endpoint, organizationId: string) =>
  endpoint.path.replace(':organizationId', organizationId).replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? `unknown-${name}`);
