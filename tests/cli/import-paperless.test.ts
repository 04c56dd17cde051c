import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paperlessFixtures } from '../../core/imports/paperless/paperless-export.fixtures';
import { FIXTURES, importPaperless } from './import-paperless.helpers';

/** `npm run import:paperless` on the committed exports of tests/fixtures/paperless, as a person runs it (the import into an app: tests/e2e/import-paperless-cli.spec.ts). */

describe('npm run import:paperless -- <export> --dry-run', () => {
  it('the committed fixtures are what scripts/generate-paperless-exports.ts writes', () => {
    for (const [name, fixture] of Object.entries(paperlessFixtures())) {
      const files = fixture instanceof Uint8Array ? { '': fixture } : fixture;
      for (const [file, bytes] of Object.entries(files)) {
        expect(new Uint8Array(readFileSync(path.join(FIXTURES, name, file))), `${name}/${file}`).toEqual(bytes);
      }
    }
  });

  it('a 3.x zip, for the machine (--json), with the organization it would go into', async () => {
    const existing = path.join(tmpdir(), `paperless-existing-${process.pid}.json`);
    writeFileSync(existing, JSON.stringify({ tagNames: ['Inbox'], archiveSerialNumbers: [1], memberEmails: ['bob@example.com'] }));
    const { code, stdout } = await importPaperless(path.join(FIXTURES, 'v3.zip'), '--dry-run', '--json', '--existing', existing);
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({
      isImportable: true,
      documentsLeftOut: 0,
      documentsToRead: 1,
      layout: { exporterVersion: '3.0.2', majorVersion: 3 },
    });
    expect(report.documents.map((document: { paperlessId: number }) => document.paperlessId)).toEqual([1, 2, 3]);
    expect(report.documents[0]).toMatchObject({
      archiveSerialNumber: null,
      versions: [{ label: 'Signed' }],
      original: { checksum: { algorithm: 'sha256' } },
    });
    expect(report.plan.conflicts).toEqual([
      { kind: 'tag name exists', subject: 'Inbox', resolution: 'its documents get the existing tag' },
      {
        kind: 'serial number in use',
        subject: 'document 1 (Invoice March)',
        resolution: 'number 1 is taken here: the document comes without one',
      },
    ]);
    expect(report.plan.noteAuthors).toEqual({ matched: 1, named: 1 });
  });

  it.each([
    ['v3-folder', '3.0.2', 'files at the top; one manifest.json; archived PDF/A files: yes; thumbnails: yes'],
    ['v2-datetimes.zip', '2.13.5', 'files at the top; one manifest.json'],
    ['v2-folder-prefix', '2.17.1', 'files in originals/, archive/, thumbnails/ (-p); one manifest.json'],
    ['v2-split-manifest', '2.17.1', 'one manifest per document (-sm)'],
    ['v1-no-thumbnails-no-archives', '1.17.4', 'archived PDF/A files: no; thumbnails: no'],
  ])('%s, for a person', async (fixture, version, layout) => {
    const { code, stdout } = await importPaperless(path.join(FIXTURES, fixture), '--dry-run');
    expect(code).toBe(0);
    expect(stdout).toContain(`Paperless-ngx export, exporter version ${version}`);
    expect(stdout).toContain(layout);
    expect(stdout).toContain('Importable: 3 document(s) would come, 0 left out');
    expect(stdout).toMatch(/documents\s+3 → 3\s+documents, with their text as exported/);
    expect(stdout).toContain('Acme taxes: search correspondent:"Acme" with all of the tags Finance / Tax');
    expect(stdout).toContain('paperless_mail.mailaccount (1): mail accounts are not carried');
    expect(stdout).toContain('[saved_view.untranslated] Like the invoice');
  });

  it('a broken zip: every fault a line, the good documents still come', async () => {
    const { code, stdout } = await importPaperless(path.join(FIXTURES, 'broken.zip'), '--dry-run');
    expect(code).toBe(0);
    expect(stdout).toContain('Importable: 2 document(s) would come, 4 left out');
    for (const line of [
      '[entry.refused] bomb.pdf: the entry expands more than 200 times (a zip bomb?)',
      '[entry.unsafe_name] ../escape.pdf',
      '[entry.unsafe_name] /etc/absolute.pdf',
      '[file.not_in_manifest] stray.pdf',
      '[model.unknown] documents.futuremodel',
      '[field.unknown] documents.document.colour_scheme',
      '[serial_number.duplicate] document 3 (Letter)',
      '[checksum.mismatch] document 2 (Permit)',
      '[file.missing] document 5 (Letter): the manifest names 2020-01-01 Lost.pdf, which the export lacks',
      '[file.unreadable] document 7 (Letter): liar.pdf: it unpacks to more than the 1000 bytes it declares',
    ]) {
      expect(stdout).toContain(line);
    }
  });

  it('a manifest broken halfway: not importable, exit code 1', async () => {
    const { code, stdout } = await importPaperless(path.join(FIXTURES, 'broken-json'), '--dry-run');
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /\[manifest.invalid\] manifest.json: invalid JSON within bytes .* after 24 record\(s\): the export cannot be imported/,
    );
  });

  it.each([
    [['--json'], 'to import into an app, give --url, --api-key, --organization (or --dry-run to only read the export)'],
    [['--dry-run', '--url', 'http://localhost'], '--dry-run reads the export here and sends nothing: leave out --url'],
    [['--dry-run', '--colour'], 'unknown option --colour'],
    [
      ['--url', 'localhost:8787', '--api-key', 'k', '--organization', 'org_1'],
      "--url must be the app's address, http(s)://…: localhost:8787",
    ],
    [['--existing', 'x.json', '--url', 'http://localhost', '--api-key', 'k', '--organization', 'org_1'], '--existing goes with --dry-run'],
    [['--dry-run', '--existing'], '--existing needs a value'],
  ])('a wrong command line (%j) says what is wrong, exit code 2, nothing read or sent', async (args, message) => {
    const { code, stdout, stderr } = await importPaperless(path.join(FIXTURES, 'v3.zip'), ...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    expect(stderr).toContain('usage: npm run import:paperless');
  });
});
