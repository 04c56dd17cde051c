import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../loopback-server';
import { runNpmScript } from './run-npm-script';

/**
 * `npm run import:papra` as a person runs it, between two loopback servers: Papra's API answering from
 * the recorded answers of tests/fixtures/papra (shaped as the spec's calls answer), and a stand-in of
 * this app's API that keeps what it is sent, with the behaviours of its routes the import relies on (a
 * file already here answers 409 document.already_exists, one in the trash is restored, tag names are
 * unique in any case). A stand-in rather than `wrangler dev`: the command talks to the app through the
 * web's own HTTP client, whose calls tests/worker/api-client-contract.test.ts checks against the Worker,
 * and a started app (a build, migrations, a user with a key) would cost half a minute a run.
 */
const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'papra');
const PAPRA_KEY = 'ppapi_papra-test-key';
const APP_KEY = 'ppapi_app-test-key';
const APP_ORGANIZATION = 'org_appOrganization000000000';
const HOME = 'org_papraHome00000000000000';
const CLUB = 'org_papraClub00000000000000';

const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const unauthorized = { error: { code: 'auth.unauthorized', message: 'Unauthorized' } };

/** Papra's API from the fixtures: the organizations, their tags, documents (one per page), trash and files. */
function papraHandler(request: IncomingMessage, response: ServerResponse) {
  if (request.headers.authorization !== `Bearer ${PAPRA_KEY}`) return sendJson(response, 401, unauthorized);
  const url = new URL(request.url ?? '/', 'http://papra');
  const answers: Record<string, string> = {
    '/api/organizations': 'organizations.json',
    [`/api/organizations/${HOME}/tags`]: 'home-tags.json',
    [`/api/organizations/${HOME}/documents/deleted`]: 'home-deleted.json',
    [`/api/organizations/${CLUB}/tags`]: 'club-tags.json',
    [`/api/organizations/${CLUB}/documents`]: 'club-documents.json',
    [`/api/organizations/${CLUB}/documents/deleted`]: 'club-deleted.json',
  };
  if (url.pathname === `/api/organizations/${HOME}/documents`) {
    const pageIndex = Number(url.searchParams.get('pageIndex'));
    return pageIndex <= 1
      ? response.writeHead(200, { 'content-type': 'application/json' }).end(fixture(`home-documents-page-${pageIndex}.json`))
      : sendJson(response, 200, { documents: [], documentsCount: 2 });
  }
  const file = /^\/api\/organizations\/org_\w+\/documents\/(doc_\w+)\/file$/.exec(url.pathname)?.[1];
  if (file) return response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(fixture(`files/${file}`));
  const answer = answers[url.pathname];
  if (!answer) return sendJson(response, 404, { error: { code: 'not_found', message: 'Not found' } });
  response.writeHead(200, { 'content-type': 'application/json' }).end(fixture(answer));
}

type AppTag = { id: string; name: string; color: string; description: string | null };
type AppDocument = {
  id: string;
  sha256: string;
  name: string;
  /** Pending until asked for once (its reading takes a moment), then the file's text as read. */
  processingStatus: 'pending' | 'processed';
  content: string;
  documentDate: string | null;
  tagIds: string[];
  isDeleted: boolean;
};

/** This app's API for one organization, as far as the import calls it: what it holds, and each call made. */
function appStandIn({ refusedFileNames = [] as string[] } = {}) {
  const state = { tags: [] as AppTag[], documents: [] as AppDocument[], calls: [] as string[] };
  let nextId = 0;
  const id = (prefix: string) => `${prefix}_${String(++nextId).padStart(24, '0')}`;
  const prefix = `/api/organizations/${APP_ORGANIZATION}`;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const route = `${request.method} ${new URL(request.url ?? '/', 'http://app').pathname}`;
    state.calls.push(route);
    if (request.headers.authorization !== `Bearer ${APP_KEY}`) return sendJson(response, 401, unauthorized);
    const json = () => JSON.parse(body.toString('utf8'));
    const documentRoute = new RegExp(`^(\\w+) ${prefix}/documents/(doc_\\w+)(/tags)?$`).exec(route);
    const document = state.documents.find((candidate) => candidate.id === documentRoute?.[2]);

    if (route === `GET ${prefix}/tags`) return sendJson(response, 200, { tags: state.tags });
    if (route === `POST ${prefix}/tags`) {
      const { name, color, description } = json();
      if (state.tags.some((tag) => tag.name.toLowerCase() === name.toLowerCase())) {
        return sendJson(response, 409, { error: { code: 'tags.already_exists', message: 'A tag with this name already exists' } });
      }
      const tag = { id: id('tag'), name, color, description };
      state.tags.push(tag);
      return sendJson(response, 201, { tag });
    }
    if (route === `POST ${prefix}/documents`) {
      const form = await new Request('http://app/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body,
      }).formData();
      const file = form.get('file') as File;
      if (refusedFileNames.includes(file.name)) {
        return sendJson(response, 413, { error: { code: 'document.size_too_large', message: 'The file size is too large' } });
      }
      const sha256 = createHash('sha256')
        .update(Buffer.from(await file.arrayBuffer()))
        .digest('hex');
      const existing = state.documents.find((candidate) => candidate.sha256 === sha256);
      if (existing && !existing.isDeleted) {
        return sendJson(response, 409, { error: { code: 'document.already_exists', message: 'The document already exists' } });
      }
      if (existing) {
        existing.isDeleted = false;
        return sendJson(response, 200, { document: { id: existing.id, name: existing.name }, isRestored: true });
      }
      const created: AppDocument = {
        id: id('doc'),
        sha256,
        name: file.name,
        processingStatus: 'pending',
        content: await file.text(),
        documentDate: null,
        tagIds: [],
        isDeleted: false,
      };
      state.documents.push(created);
      return sendJson(response, 201, { document: { id: created.id, name: created.name }, isRestored: false });
    }
    if (document && documentRoute?.[1] === 'GET' && !documentRoute[3]) {
      const { processingStatus, content } = document;
      document.processingStatus = 'processed';
      return sendJson(response, 200, {
        document: { id: document.id, name: document.name, processingStatus, content: processingStatus === 'processed' ? content : '' },
      });
    }
    if (document && documentRoute?.[1] === 'PATCH' && !documentRoute[3]) {
      if (document.isDeleted)
        return sendJson(response, 400, { error: { code: 'document.is_deleted', message: 'This document is in the trash' } });
      Object.assign(document, json());
      return sendJson(response, 200, { document: { id: document.id, name: document.name } });
    }
    if (document && documentRoute?.[1] === 'POST' && documentRoute[3]) {
      if (document.isDeleted)
        return sendJson(response, 400, { error: { code: 'document.is_deleted', message: 'This document is in the trash' } });
      document.tagIds.push(json().tagId);
      return response.writeHead(204).end();
    }
    if (document && documentRoute?.[1] === 'DELETE' && !documentRoute[3]) {
      document.isDeleted = true;
      return response.writeHead(204).end();
    }
    sendJson(response, 404, { error: { code: 'not_found', message: `No route ${route}` } });
  }
  return { state, handle };
}

let papraUrl = '';
let appUrl = '';
let webPageUrl = '';
let app = appStandIn();
const servers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  const papra = await listenOnLoopback(createServer(papraHandler));
  const appServer = await listenOnLoopback(createServer((request, response) => void app.handle(request, response)));
  const webPage = await listenOnLoopback(
    createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Hello</title>'),
    ),
  );
  servers.push(papra, appServer, webPage);
  webPageUrl = `http://127.0.0.1:${webPage.port}`;
  papraUrl = `http://127.0.0.1:${papra.port}`;
  appUrl = `http://127.0.0.1:${appServer.port}`;
});
afterAll(() => Promise.all(servers.map((server) => server.close())));
beforeEach(() => {
  app = appStandIn();
});

const importPapra = (...args: string[]) => runNpmScript('import:papra', args);

const connection = (overrides: Record<string, string> = {}) =>
  Object.entries({
    '--papra-url': papraUrl,
    '--papra-api-key': PAPRA_KEY,
    '--url': appUrl,
    '--api-key': APP_KEY,
    '--organization': APP_ORGANIZATION,
    ...overrides,
  }).flat();

describe('npm run import:papra', () => {
  it('--dry-run reports what would come and what would not, and writes nothing', async () => {
    app.state.tags.push({ id: 'tag_existing0000000000000000', name: 'TAXES', color: '#000000', description: null });
    const { code, stdout } = await importPapra(...connection(), '--dry-run');
    expect(code).toBe(0);
    expect(stdout).toContain(`organization Home (${HOME}): 2 document(s), 1 in the trash`);
    expect(stdout).toContain(`organization Chess club (${CLUB}): 1 document(s), 0 in the trash`);
    expect(stdout).toMatch(/documents\s+3, each with its file, name and tags/);
    expect(stdout).toMatch(/trashed\s+1, moved to the trash here once uploaded/);
    expect(stdout).toMatch(/with their text\s+3, set once this app has read the file, where it reads another/);
    expect(stdout).toMatch(/with a date\s+1/);
    expect(stdout).toMatch(/tags to make\s+1, with their colours: Invoices/);
    expect(stdout).toMatch(/tags that exist\s+1: Taxes/);
    expect(stdout).toContain('custom properties: their API in newer Papra versions is not the one this app keeps');
    expect(stdout).toContain('share links: not in the public API');
    expect(app.state.calls).toEqual([`GET /api/organizations/${APP_ORGANIZATION}/tags`]);
  });

  it('imports tags with their colours, documents with name, text, date and tags, the trash; a second run adds nothing', async () => {
    const { code, stdout, stderr } = await importPapra(...connection(), '--yes');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /tags made\s+2\n\s+documents\s+3\n\s+trashed\s+1\n\s+already here\s+0 \(skipped\)\n\s+texts of Papra\s+1 set where this app read another text\n\s+failed\s+0/,
    );

    // "invoices" of the chess club is Home's "Invoices": one tag, with the colour met first.
    expect(app.state.tags).toEqual([
      { id: expect.any(String), name: 'Invoices', color: '#ff7a7f', description: 'Bills to pay' },
      { id: expect.any(String), name: 'Taxes', color: '#7ad7ff', description: null },
    ]);
    const [invoices, taxes] = app.state.tags.map((tag) => tag.id);
    const sha256 = (file: string) =>
      createHash('sha256')
        .update(readFileSync(path.join(FIXTURES, 'files', file)))
        .digest('hex');
    // Papra's text where this app read another (edited in Papra), set once read here; the others as read here.
    expect(app.state.documents.map(({ id: _id, processingStatus: _reading, ...document }) => document)).toEqual([
      {
        sha256: sha256('doc_papraInvoiceMarch00000'),
        name: 'Invoice March.txt',
        content: 'Invoice for March, 120 EUR, paid by card. Paid on 2025-03-20.',
        documentDate: '2025-03-12',
        tagIds: [invoices],
        isDeleted: false,
      },
      {
        sha256: sha256('doc_papraTaxReturn00000000'),
        name: 'Tax return 2024.txt',
        content: 'Tax return 2024, filed in April.',
        documentDate: null,
        tagIds: [invoices, taxes],
        isDeleted: false,
      },
      {
        sha256: sha256('doc_papraOldLease000000000'),
        name: 'Old lease.txt',
        content: 'Lease of 2019, ended in 2023.',
        documentDate: null,
        tagIds: [],
        isDeleted: true,
      },
      {
        sha256: sha256('doc_papraClubFees000000000'),
        name: 'Club fees.txt',
        content: 'Club fees for 2025: 40 EUR.',
        documentDate: null,
        tagIds: [invoices],
        isDeleted: false,
      },
    ]);
    // No text sent while a document waits to be read (it would skip the reading); the trash last.
    const [invoiceId, , leaseId] = app.state.documents.map((document) => document.id);
    const invoiceCalls = app.state.calls.filter((call) => call.includes(invoiceId as string));
    expect(invoiceCalls).toEqual([
      `PATCH /api/organizations/${APP_ORGANIZATION}/documents/${invoiceId}`,
      `POST /api/organizations/${APP_ORGANIZATION}/documents/${invoiceId}/tags`,
      `GET /api/organizations/${APP_ORGANIZATION}/documents/${invoiceId}`,
      `GET /api/organizations/${APP_ORGANIZATION}/documents/${invoiceId}`,
      `PATCH /api/organizations/${APP_ORGANIZATION}/documents/${invoiceId}`,
    ]);
    expect(app.state.calls.at(-1)).toBe(`DELETE /api/organizations/${APP_ORGANIZATION}/documents/${leaseId}`);

    const before = structuredClone({ tags: app.state.tags, documents: app.state.documents });
    const again = await importPapra(...connection(), '--yes');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/tags to make\s+0/);
    expect(again.stdout).toMatch(/tags made\s+0\n\s+documents\s+0\n\s+trashed\s+0\n\s+already here\s+4 \(skipped\)/);
    // The trashed one's upload took it out of the trash; it went straight back.
    expect({ tags: app.state.tags, documents: app.state.documents }).toEqual(before);
  });

  it('--papra-organization takes only the organizations named; --json answers the plan and the result', async () => {
    const { code, stdout } = await importPapra(...connection({ '--papra-organization': CLUB }), '--yes', '--json');
    expect(code).toBe(0);
    const { plan, result } = JSON.parse(stdout);
    expect(plan.organizations).toEqual([{ id: CLUB, name: 'Chess club', documentsCount: 1, deletedDocumentsCount: 0 }]);
    expect(result).toEqual({ tagsMade: 1, imported: 1, trashed: 0, alreadyHere: 0, textsSet: 0, textsLeft: [], failed: [] });
    expect(app.state.tags).toMatchObject([{ name: 'invoices', color: '#7fff7a' }]);
  });

  it('a document this app refuses is said with the reason, the others come, and the exit code is 1', async () => {
    app = appStandIn({ refusedFileNames: ['tax-return.txt'] });
    const { code, stdout } = await importPapra(...connection(), '--yes');
    expect(code).toBe(1);
    expect(stdout).toMatch(/documents\s+2\n\s+trashed\s+1\n/);
    expect(stdout).toContain('failed           1\n    Tax return 2024.txt (doc_papraTaxReturn00000000): The file size is too large');
    expect(app.state.documents.map((document) => document.name)).toEqual(['Invoice March.txt', 'Old lease.txt', 'Club fees.txt']);
  });

  it('an organization the Papra key does not see is said, with those it sees', async () => {
    const { code, stderr } = await importPapra(...connection({ '--papra-organization': 'org_unknown000000000000000' }), '--dry-run');
    expect(code).toBe(1);
    expect(stderr).toContain(
      `The Papra API key does not see organization(s) org_unknown000000000000000; it sees: ${HOME} (Home), ${CLUB} (Chess club)`,
    );
  });

  it('without --yes and with no terminal to ask, nothing is imported', async () => {
    const { code, stderr } = await importPapra(...connection());
    expect(code).toBe(2);
    expect(stderr).toContain('Nothing imported: confirm with --yes (or look first with --dry-run).');
    expect(app.state.documents).toEqual([]);
  });

  it.each([
    [
      'a bad Papra key',
      { '--papra-api-key': 'ppapi_wrong' },
      'Papra refused the API key (HTTP 401 to GET /api/organizations): check --papra-api-key',
    ],
    ['an address nothing answers at', { '--papra-url': 'http://127.0.0.1:9' }, 'Could not reach Papra at http://127.0.0.1:9/'],
    ['something that is not an address', { '--papra-url': 'papra.example.com' }, 'papra.example.com is not a URL'],
    ['a bad key of this app', { '--api-key': 'ppapi_wrong' }, '(401 auth.unauthorized)'],
  ])('%s: a clear error and exit code 1', async (_case, overrides, message) => {
    const { code, stderr } = await importPapra(...connection(overrides), '--yes');
    expect(code).toBe(1);
    expect(stderr).toContain(message);
    expect(app.state.documents).toEqual([]);
  });

  it('a server that is not Papra (it answers a web page) is said', async () => {
    const { code, stderr } = await importPapra(...connection({ '--papra-url': webPageUrl }), '--dry-run');
    expect(code).toBe(1);
    expect(stderr).toContain(
      `${webPageUrl}/ did not answer GET /api/organizations as Papra's API does: is it the address of a Papra instance?`,
    );
  });

  it('a command line without what it needs is refused with the usage', async () => {
    const { code, stderr } = await importPapra('--papra-url', papraUrl);
    expect(code).toBe(2);
    expect(stderr).toContain('--papra-api-key is required');
    expect(stderr).toContain('usage: npm run import:papra');
  });
});
