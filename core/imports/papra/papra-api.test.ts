import { describe, expect, it } from 'vitest';
import { createPapraClient, PAPRA_PAGE_SIZE } from './papra-api';

const asked: string[] = [];
const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const document = (id: string) => ({
  id,
  name: id,
  originalName: id,
  mimeType: 'text/plain',
  createdAt: '2025-01-01T00:00:00.000Z',
  tags: [],
});

/** A Papra that answers `perPage` documents a page, whatever is asked, out of `total`. */
function pagedPapra(total: number, perPage: number): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname}${url.search} ${new Headers(init?.headers).get('authorization')}`);
    const pageIndex = Number(url.searchParams.get('pageIndex'));
    const ids = Array.from({ length: total }, (_, index) => `doc_${index}`).slice(pageIndex * perPage, (pageIndex + 1) * perPage);
    return answer(200, { documents: ids.map(document), documentsCount: total });
  };
}

describe('createPapraClient', () => {
  it.each([
    { case: 'one page', total: 3, perPage: PAPRA_PAGE_SIZE, pages: 1 },
    { case: 'exactly one full page', total: PAPRA_PAGE_SIZE, perPage: PAPRA_PAGE_SIZE, pages: 1 },
    { case: 'an instance answering fewer than asked', total: 5, perPage: 2, pages: 3 },
    { case: 'none', total: 0, perPage: PAPRA_PAGE_SIZE, pages: 1 },
  ])('reads every page: $case', async ({ total, perPage, pages }) => {
    asked.length = 0;
    const papra = createPapraClient({ url: 'https://host/papra', apiKey: 'key', fetch: pagedPapra(total, perPage) });
    const documents = await papra.listDocuments('org_1');
    expect(documents.map((read) => read.id)).toEqual(Array.from({ length: total }, (_, index) => `doc_${index}`));
    expect(asked).toHaveLength(pages);
    // Under the instance's own path, with the key.
    expect(asked[0]).toBe(`/papra/api/organizations/org_1/documents?pageIndex=0&pageSize=${PAPRA_PAGE_SIZE} Bearer key`);
  });

  it.each([
    {
      case: 'a refused key',
      respond: () => answer(401, { error: { code: 'unauthorized' } }),
      message: /^Papra refused the API key \(HTTP 401/,
    },
    { case: 'a key without rights', respond: () => answer(403, {}), message: /^Papra refused the API key \(HTTP 403/ },
    { case: 'a server error', respond: () => answer(500, 'boom'), message: 'Papra answered HTTP 500 to GET /api/organizations: boom' },
    {
      case: 'not JSON',
      respond: () => answer(200, '<html>'),
      message: /is it the address of a Papra instance\? \(the answer is not JSON\)$/,
    },
    { case: 'JSON of another shape', respond: () => answer(200, { items: [] }), message: /is it the address of a Papra instance\?/ },
    {
      case: 'nothing answers',
      respond: () => Promise.reject(new TypeError('fetch failed', { cause: 'ECONNREFUSED' })),
      message: 'Could not reach Papra at http://papra.test/: ECONNREFUSED',
    },
  ])('says $case', async ({ respond, message }) => {
    const papra = createPapraClient({ url: 'http://papra.test', apiKey: 'key', fetch: respond as unknown as typeof fetch });
    await expect(papra.listOrganizations()).rejects.toThrow(message);
  });

  it.each([
    ['papra.example.com', 'papra.example.com is not a URL'],
    ['ftp://papra.example.com', 'ftp://papra.example.com is not an http(s) address'],
  ])('refuses %s', (url, message) => {
    expect(() => createPapraClient({ url, apiKey: 'key' })).toThrow(message);
  });
});
