import { browserTransport } from '@/api/browser-transport';
import { httpRequest, type HttpTransport } from '@/api/http';
import type { HealthFailureKind } from '../../../core/admin/admin.schemas';
import type {
  ConsoleOrganization,
  ConsoleUser,
  DailyNumbers,
  HealthFailures,
  OperatorAuditEntry,
  OperatorHealth,
  OrganizationMove,
} from '@/api/types';

/** A page of a console list and the cursor of the next (null on the last). */
export type ConsolePage<Key extends string, Item> = { [K in Key]: Item[] } & { nextCursor: string | null };
export type ConsoleListQuery = { search?: string; cursor?: string | null };

const path = (...segments: string[]) => `/api/admin/${segments.map(encodeURIComponent).join('/')}`;

/**
 * The operator's console calls (/api/admin). Apart from the app's ApiClient: the demo has no service to
 * run, and only the console's pages, loaded on their own, need these.
 */
export function createAdminApi(transport: HttpTransport = browserTransport()) {
  const list = <Key extends string, Item>(resource: string, { search, cursor }: ConsoleListQuery) =>
    httpRequest<ConsolePage<Key, Item>>(transport, path(resource), { query: { search: search || undefined, cursor: cursor ?? undefined } });
  const post = (body?: object, ...segments: string[]) => httpRequest<void>(transport, path(...segments), { method: 'POST', body });
  const remove = (reason: string, ...segments: string[]) =>
    httpRequest<void>(transport, path(...segments), { method: 'DELETE', body: { reason } });
  return {
    listUsers: (query: ConsoleListQuery) => list<'users', ConsoleUser>('users', query),
    disableUser: (userId: string, reason: string) => post({ reason }, 'users', userId, 'disable'),
    enableUser: (userId: string) => post(undefined, 'users', userId, 'enable'),
    resendVerification: (userId: string) => post(undefined, 'users', userId, 'resend-verification'),
    deleteUser: (userId: string, reason: string) => remove(reason, 'users', userId),
    listOrganizations: (query: ConsoleListQuery) => list<'organizations', ConsoleOrganization>('organizations', query),
    suspendOrganization: (organizationId: string, reason: string) => post({ reason }, 'organizations', organizationId, 'suspend'),
    liftOrganization: (organizationId: string) => post(undefined, 'organizations', organizationId, 'lift'),
    deleteOrganization: (organizationId: string, reason: string) => remove(reason, 'organizations', organizationId),
    /** Starts moving the organization to `database`, or goes on with its move: one call's worth of work. */
    moveOrganization: (organizationId: string, database: string) =>
      httpRequest<{ move: OrganizationMove }>(transport, path('organizations', organizationId, 'move'), {
        method: 'POST',
        body: { database },
      }),
    /** Gives the organization's move up (before its switch): one call's worth of work. */
    rollBackMove: (organizationId: string) =>
      httpRequest<{ move: OrganizationMove }>(transport, path('organizations', organizationId, 'move'), { method: 'DELETE', body: {} }),
    listAuditLog: (query: ConsoleListQuery) => list<'entries', OperatorAuditEntry>('audit-log', query),
    getHealth: () => httpRequest<OperatorHealth>(transport, path('health')),
    getNumbers: () => httpRequest<{ days: DailyNumbers[] }>(transport, path('numbers')),
    listFailures: <Kind extends HealthFailureKind>(kind: Kind, cursor: string | null) =>
      httpRequest<ConsolePage<'failures', HealthFailures[Kind]>>(transport, path('health', 'failures'), {
        query: { kind, cursor: cursor ?? undefined },
      }),
    reprocessDocument: ({ organizationId, id }: { organizationId: string; id: string }) =>
      post(undefined, 'organizations', organizationId, 'documents', id, 'reprocess'),
    redeliver: ({ organizationId, id }: { organizationId: string; id: string }) =>
      post(undefined, 'organizations', organizationId, 'webhook-deliveries', id, 'redeliver'),
  };
}
export type AdminApi = ReturnType<typeof createAdminApi>;
