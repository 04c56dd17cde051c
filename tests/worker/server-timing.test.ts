import { describe, expect, it } from 'vitest';
import { statementLabel } from '../../worker/platform/server-timing';
import { parseServerTiming, serverTimingHeader } from '../../worker/platform/server-timing-header';
import { organizationBinding } from './databases';
import { api, uploadFile, createOrganizationOfFileUser } from './helpers';

// The benchmarks' breakdown of a request (scripts/bench-lib.ts): on only where DEBUG_SERVER_TIMING is set.

const timed = { DEBUG_SERVER_TIMING: 'true' } as Partial<Env>;

/** The header's entries as name and description (the durations vary). */
const entriesOf = (header: string | null) =>
  parseServerTiming(header ?? '').map(({ name, description }) => (description === undefined ? name : `${name} ${description}`));

describe('the Server-Timing header', () => {
  it('is not sent unless DEBUG_SERVER_TIMING is set', async () => {
    const member = await createOrganizationOfFileUser();
    const { status, headers } = await api(`/api/organizations/${member.organizationId}`, { cookie: member.cookie });
    expect(status).toBe(200);
    expect(headers.get('server-timing')).toBeNull();
  });

  it('breaks a document’s detail down into the middlewares’ steps, its D1 round trip and each statement: the document with its tags and properties in one', async () => {
    const member = await createOrganizationOfFileUser();
    const upload = await uploadFile(member.cookie, member.organizationId, { name: 'a.txt', content: 'text', type: 'text/plain' });
    const detail = await api(`/api/organizations/${member.organizationId}/documents/${upload.json.document.id}`, {
      cookie: member.cookie,
      envOverride: timed,
    });
    expect(detail.status).toBe(200);
    const entries = entriesOf(detail.headers.get('server-timing'));
    // The session and membership go with the document's reads: in one batch where the organization lives in DB, alongside it elsewhere.
    const roundTrips = (await organizationBinding(member.organizationId)) === 'DB' ? ['d1 batch of 4'] : ['d1 batch of 1', 'd1 batch of 3'];
    expect(entries.filter((entry) => !entry.startsWith('sql '))).toEqual([
      'dependencies',
      'session-cookie',
      'organization-database',
      'guard',
      ...roundTrips,
      'handler',
      'total',
    ]);
    expect(entries.filter((entry) => entry.startsWith('sql ')).sort()).toEqual([
      'sql select documents',
      'sql select organization_members',
      'sql select organizations',
      'sql select sessions',
    ]);
  });

  it('writes each entry as the header’s grammar wants it, quotes escaped', () => {
    expect(
      serverTimingHeader([
        { name: 'guard', ms: 0 },
        { name: 'sql', ms: 1.234, description: 'select "a\\b"' },
      ]),
    ).toBe('guard;dur=0.00, sql;dur=1.23;desc="select \\"a\\\\b\\""');
    expect(parseServerTiming('guard;dur=0.00, sql;dur=1.23;desc="select \\"a\\\\b\\", x"')).toEqual([
      { name: 'guard', ms: 0 },
      { name: 'sql', ms: 1.23, description: 'select "a\\b", x' },
    ]);
    expect(statementLabel('select "id", "name" from "documents" where "id" = ?')).toBe('select documents');
    expect(statementLabel(' INSERT INTO documents_tags (document_id) VALUES (?)')).toBe('insert documents_tags');
    expect(statementLabel('PRAGMA optimize')).toBe('pragma');
    expect(statementLabel('select (select 1 from "passkeys") as "two" from "sessions"')).toBe('select sessions');
  });
});
