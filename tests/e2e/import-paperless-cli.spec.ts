import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { IMPORT_PART_BYTES } from '../../core/imports/imports.schemas';
import { paperlessExport, zipExport } from '../../core/imports/paperless/paperless-export.fixtures';
import { ApiClient, createUserAndOrganization, ROOT } from '../../scripts/bench-lib.ts';
import { FIXTURES, importPaperless } from '../cli/import-paperless.helpers';
import { APP_URL } from './configured-app';

/**
 * `npm run import:paperless -- <export> --url … --api-key … --organization …` against the app the browser
 * tests run (started as `npm start` starts it), whose local queue reads and imports the export on its
 * own: a command-line test, here rather than in the cli project so that it needs no app of its own. A
 * user, organizations and API keys made through the API.
 */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const IMPORT_PERMISSIONS = ['documents:create', 'documents:read', 'documents:update', 'tags:create', 'properties:update'];

const session = new ApiClient(APP_URL);

async function organizationWithKey(name: string, permissions = IMPORT_PERMISSIONS) {
  const { json } = await session.expectStatus('POST', '/api/organizations', [201], { json: { name } });
  const organizationId = json.organization.id as string;
  const key = await session.expectStatus('POST', '/api/api-keys', [201], {
    json: { name, permissions, organizationIds: [organizationId] },
  });
  return { organizationId, apiKey: key.json.token as string };
}

const appFlags = ({ organizationId, apiKey }: { organizationId: string; apiKey: string }) => [
  '--url',
  APP_URL,
  '--api-key',
  apiKey,
  '--organization',
  organizationId,
];

/** The organization's documents, the trash's too, through the API as the key sees them. */
async function documentsOf({ organizationId, apiKey }: { organizationId: string; apiKey: string }) {
  const read = async (pathname: string) => {
    const response = await fetch(`${APP_URL}/api/organizations/${organizationId}/${pathname}`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    return (await response.json()).documents as { name: string; tags: { name: string }[] }[];
  };
  return { active: await read('documents?pageSize=100'), trashed: await read('documents/deleted?pageSize=100') };
}

/** The command on a terminal of its own (util-linux `script`), answering its question with `answer` once it asks. */
function onTerminal(answer: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  const command = ['npm', 'run', '--silent', 'import:paperless', '--', ...args].map((arg) => `'${arg}'`).join(' ');
  const child = spawn('script', ['--quiet', '--return', '--command', command, '/dev/null'], { cwd: ROOT });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
    if (output.includes('[y/N]') && !child.stdin.writableEnded) child.stdin.end(`${answer}\r`);
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

test.beforeAll(async () => {
  await createUserAndOrganization(session, { emailPrefix: 'import-cli', organizationName: 'First' });
});

test.describe('npm run import:paperless -- <export> into a running app', () => {
  // Each test runs the command a few times, each a Node start with its TypeScript loader.
  test.describe.configure({ timeout: 120_000 });

  test('uploads a folder, prints the report, waits for --yes, imports on the next run, and adds nothing from the zip of the same export', async () => {
    const organization = await organizationWithKey('Moving in');

    const unconfirmed = await importPaperless(path.join(FIXTURES, 'v3-folder'), ...appFlags(organization));
    expect(unconfirmed.code, unconfirmed.stderr).toBe(0);
    expect(unconfirmed.stderr).toMatch(/Import imp_\w+ of v3-folder\.zip \(\d+ bytes, 1 part\(s\)\)/);
    expect(unconfirmed.stderr).toContain('Sending 1 part(s) of 1');
    expect(unconfirmed.stdout).toContain('Paperless-ngx export, exporter version 3.0.2');
    expect(unconfirmed.stdout).toContain('Importable: 3 document(s) would come, 0 left out');
    expect(unconfirmed.stdout).toMatch(/documents\s+3 → 3\s+documents, with their text as exported/);
    expect(unconfirmed.stdout).toContain('paperless_mail.mailaccount (1): mail accounts are not carried');
    expect(unconfirmed.stderr).toContain('Not started: confirm with --yes when not on a terminal');
    expect((await documentsOf(organization)).active).toEqual([]);

    // The folder zipped again gives the same bytes: the upload that waits is found and not sent again.
    const confirmed = await importPaperless(path.join(FIXTURES, 'v3-folder'), ...appFlags(organization), '--yes');
    expect(confirmed.code, confirmed.stderr).toBe(0);
    expect(confirmed.stderr).toMatch(/Continuing import imp_\w+ of v3-folder\.zip \(ready\)/);
    expect(confirmed.stderr).not.toContain('Sending');
    expect(confirmed.stderr).toContain('Importing: 3 of 3 document(s)');
    expect(confirmed.stdout).toContain('Done: 3 imported, 0 skipped');
    const { active, trashed } = await documentsOf(organization);
    expect(active.map((document) => document.name).sort()).toEqual(['Invoice March', 'Letter']);
    expect(trashed.map((document) => document.name)).toEqual(['Permit']);
    const invoice = active.find((document) => document.name === 'Invoice March');
    expect(invoice?.tags.map((tag) => tag.name).sort()).toEqual(['Finance / Tax', 'Inbox']);

    const again = await importPaperless(path.join(FIXTURES, 'v3.zip'), ...appFlags(organization), '--yes');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/Import imp_\w+ of v3\.zip/);
    expect(again.stdout).toContain('Done: 0 imported, 3 skipped');
    const after = await documentsOf(organization);
    expect(after.active.length + after.trashed.length).toBe(3);
  });

  test('imports a zip with --json: the import and its report for the machine', async () => {
    const organization = await organizationWithKey('From a zip');
    const { code, stdout, stderr } = await importPaperless(
      path.join(FIXTURES, 'v2-datetimes.zip'),
      ...appFlags(organization),
      '--yes',
      '--json',
    );
    expect(code, stderr).toBe(0);
    const answer = JSON.parse(stdout);
    expect(answer.import).toMatchObject({ status: 'done', fileName: 'v2-datetimes.zip', documentsImported: 3, documentsSkipped: 0 });
    expect(answer.report).toMatchObject({ isImportable: true, exporterVersion: '2.13.5', documentsComing: 3 });
    const { active, trashed } = await documentsOf(organization);
    expect(active.length + trashed.length).toBe(3);
  });

  test('resumes an upload stopped midway: --resume sends only the parts the app lacks', async () => {
    const organization = await organizationWithKey('Resumed');
    const files = paperlessExport({ version: '3.0.2' });
    // A file the manifest does not name, of bytes that do not compress, makes the export span two parts.
    const padding = new Uint8Array(IMPORT_PART_BYTES);
    for (let offset = 0; offset < padding.length; offset += 65_536) crypto.getRandomValues(padding.subarray(offset, offset + 65_536));
    files['padding.bin'] = padding;
    const zip = zipExport(files);
    const zipFile = path.join(mkdtempSync(path.join(tmpdir(), 'paperless-resume-')), 'export.zip');
    writeFileSync(zipFile, zip);
    const imports = `${APP_URL}/api/organizations/${organization.organizationId}/imports`;
    const headers = { authorization: `Bearer ${organization.apiKey}` };
    const created = await fetch(imports, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ source: 'paperless', fileName: 'export.zip', size: zip.length }),
    });
    const { id, partsCount } = (await created.json()).import;
    expect(partsCount).toBe(2);
    const secondPart = await fetch(`${imports}/${id}/parts/2`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(zip.subarray(IMPORT_PART_BYTES)),
    });
    expect(secondPart.status).toBe(200);

    const { code, stdout, stderr } = await importPaperless(zipFile, ...appFlags(organization), '--resume', id, '--yes');
    expect(code, stderr).toBe(0);
    expect(stderr).toContain(`Continuing import ${id} of export.zip (uploading)`);
    expect(stderr).toContain('Sending 1 part(s) of 2 (the others are there)');
    expect(stdout).toContain('[file.not_in_manifest] padding.bin');
    expect(stdout).toContain('Done: 3 imported, 0 skipped');
  });

  test('on a terminal, asks before importing: no keeps the upload, yes imports it', async () => {
    const organization = await organizationWithKey('On a terminal');
    const args = [path.join(FIXTURES, 'v2-folder-prefix'), ...appFlags(organization)];
    const declined = await onTerminal('n', ...args);
    expect(declined.code).toBe(0);
    expect(declined.output).toContain(`Import 3 document(s) into ${organization.organizationId}? [y/N]`);
    expect(declined.output).toContain('Not started. The upload is kept');
    expect((await documentsOf(organization)).active).toEqual([]);

    const accepted = await onTerminal('y', ...args);
    expect(accepted.code).toBe(0);
    expect(accepted.output).toMatch(/Continuing import imp_\w+ of v2-folder-prefix\.zip \(ready\)/);
    expect(accepted.output).toContain('Done: 3 imported, 0 skipped');
  });

  test('refuses a broken export with its reason, exit code 1', async () => {
    const organization = await organizationWithKey('Broken');
    const { code, stdout, stderr } = await importPaperless(path.join(FIXTURES, 'broken-json'), ...appFlags(organization), '--yes');
    expect(code).toBe(1);
    expect(stdout).toContain('Not importable: see the problems below.');
    expect(stdout).toMatch(/\[manifest.invalid\] manifest.json: invalid JSON within bytes/);
    expect(stderr).toContain('The app refused the export');
  });

  test('says clearly when the key, its permissions, the organization or the address are wrong, exit code 1', async () => {
    const organization = await organizationWithKey('Errors');
    const zip = path.join(FIXTURES, 'v3.zip');

    const badKey = await importPaperless(zip, ...appFlags({ ...organization, apiKey: `ppapi_${'x'.repeat(64)}` }));
    expect(badKey.code).toBe(1);
    expect(badKey.stderr).toContain('This API key is unknown, was deleted or has expired. (HTTP 401, api_key.invalid). Check --api-key');

    const readOnly = await organizationWithKey('Read only', ['documents:read']);
    const missingPermission = await importPaperless(zip, ...appFlags(readOnly));
    expect(missingPermission.code).toBe(1);
    expect(missingPermission.stderr).toMatch(
      /lacks the documents:create permission\. \(HTTP 403, api_key\.permission_missing\)\. The key needs/,
    );

    const otherOrganization = await importPaperless(zip, ...appFlags({ ...organization, organizationId: readOnly.organizationId }));
    expect(otherOrganization.code).toBe(1);
    expect(otherOrganization.stderr).toContain('Check --organization');

    const nobodyListens = await importPaperless(zip, ...appFlags(organization).with(1, `http://127.0.0.1:${await freePort()}`));
    expect(nobodyListens.code).toBe(1);
    expect(nobodyListens.stderr).toMatch(/Cannot reach http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED/);

    const withPath = await importPaperless(zip, ...appFlags(organization).with(1, `${APP_URL}/archive/`));
    expect(withPath.code).toBe(1);
    // Under a path the app serves its web pages, not its API.
    expect(withPath.stderr).toContain("answered HTTP 200 (text/html; charset=utf-8), not the app's JSON: is --url the app's address?");

    const otherServer = http.createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<p>Hello</p>'),
    );
    await new Promise<void>((resolve) => otherServer.listen(0, '127.0.0.1', resolve));
    const notTheApp = await importPaperless(
      zip,
      ...appFlags(organization).with(1, `http://127.0.0.1:${(otherServer.address() as net.AddressInfo).port}`),
    );
    otherServer.close();
    expect(notTheApp.code).toBe(1);
    expect(notTheApp.stderr).toMatch(/answered HTTP 200 \(text\/html\), not the app's JSON: is --url the app's address\?/);
  });
});
