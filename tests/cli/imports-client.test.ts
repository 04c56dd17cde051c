import { describe, expect, it } from 'vitest';
import type { ImportDto } from '../../core/imports/imports.schemas';
import { describeHttpFailure, findUnfinishedImport, missingParts } from '../../scripts/imports-client.ts';

const URL = 'http://127.0.0.1:8787/api/organizations/org_1/imports';
const envelope = (code: string, message: string) => JSON.stringify({ error: { code, message } });

describe('the imports client of the command line', () => {
  it.each([
    [
      401,
      'application/json',
      envelope('api_key.invalid', 'This API key is unknown.'),
      'This API key is unknown. (HTTP 401, api_key.invalid). Check --api-key',
    ],
    [
      403,
      'application/json',
      envelope('api_key.permission_missing', 'This API key lacks the tags:create permission.'),
      'The key needs documents:create',
    ],
    [
      403,
      'application/json; charset=utf-8',
      envelope('api_key.organization_not_allowed', 'Not this organization.'),
      'Check --organization',
    ],
    [404, 'application/json', envelope('server.not_found', 'No API route for GET /x'), 'Check --url'],
    [
      409,
      'application/json',
      envelope('import.not_ready', 'The import is not ready.'),
      'The import is not ready. (HTTP 409, import.not_ready).',
    ],
    [200, 'text/html', '<!doctype html>', `${URL} answered HTTP 200 (text/html), not the app's JSON: is --url the app's address?`],
    [502, '', '', `${URL} answered HTTP 502 (no content type), not the app's JSON`],
    [500, 'application/json', '{"error": "broken"', "not the app's JSON"],
  ])('HTTP %i (%s) %s reads: %s', (status, contentType, body, expected) => {
    expect(describeHttpFailure(URL, status, contentType, body)).toContain(expected);
  });

  it.each([
    [3, [], [1, 2, 3]],
    [3, [2], [1, 3]],
    [3, [3, 1, 2], []],
    [1, [1, 1], []],
  ])('of %i parts with %j uploaded, sends %j', (partsCount, uploaded, expected) => {
    expect(missingParts(partsCount, uploaded)).toEqual(expected);
  });

  it('continues the newest unfinished import of the same file name and size', () => {
    const upload = (id: string, fields: Partial<ImportDto>) =>
      ({ id, fileName: 'export.zip', size: 100, status: 'uploading', createdAt: '2026-11-01T00:00:00.000Z', ...fields }) as ImportDto;
    const imports = [
      upload('imp_done', { status: 'done', createdAt: '2026-11-05T00:00:00.000Z' }),
      upload('imp_other_size', { size: 101, createdAt: '2026-11-04T00:00:00.000Z' }),
      upload('imp_other_name', { fileName: 'other.zip', createdAt: '2026-11-04T00:00:00.000Z' }),
      upload('imp_old', {}),
      upload('imp_ready', { status: 'ready', createdAt: '2026-11-03T00:00:00.000Z' }),
    ];
    expect(findUnfinishedImport(imports, 'export.zip', 100)?.id).toBe('imp_ready');
    expect(findUnfinishedImport(imports.slice(0, 3), 'export.zip', 100)).toBeUndefined();
  });
});
