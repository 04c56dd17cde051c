import { md5 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { strToU8, zipSync } from 'fflate';
import { type ExportSource, ExportSourceError } from '../export-source';

/**
 * Paperless-ngx exports written from the format's public description, in each layout and version
 * the importer reads, and broken ones. Held in memory as `{ path: bytes }`: the unit tests read them
 * as they are, scripts/generate-paperless-exports.ts writes them under tests/fixtures/paperless/.
 */

export type ExportFiles = Record<string, Uint8Array>;

export type ExportShape = {
  version: string;
  /** `-p` */
  folderPrefix?: boolean;
  /** `-sm` */
  splitManifest?: boolean;
  /** false for `-nt` */
  thumbnails?: boolean;
  /** false for `-na` */
  archives?: boolean;
};

type Model = { model: string; pk: number; fields: Record<string, unknown>; [file: string]: unknown };

const VERSION_LABEL_FROM = 3;

function atLeast(version: string, major: number, minor = 0): boolean {
  const [versionMajor = 0, versionMinor = 0] = version.split('.').map(Number);
  return versionMajor > major || (versionMajor === major && versionMinor >= minor);
}

/** A small file that looks like a PDF; its bytes differ per name so that checksums differ. */
export function fakePdf(label: string): Uint8Array {
  return strToU8(`%PDF-1.4\n% ${label}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

function checksum(version: string, bytes: Uint8Array): string {
  return bytesToHex(atLeast(version, 3) ? sha256(bytes) : md5(bytes));
}

/** The organization every fixture exports: three documents (and, from 3.0, a version of the first). */
export function paperlessExport(shape: ExportShape): ExportFiles {
  const { version, folderPrefix = false, splitManifest = false, thumbnails = true, archives = true } = shape;
  const files: ExportFiles = {};
  const prefixed = (folder: string, name: string) => (folderPrefix ? `${folder}/${name}` : name);
  const selectById = atLeast(version, 2, 14);
  const createdOf = (day: string) => (atLeast(version, 2, 16) ? day : `${day}T00:00:00+01:00`);

  const shared: Model[] = [
    { model: 'auth.user', pk: 1, fields: { username: 'alice', email: 'alice@example.com', password: 'x', is_superuser: true } },
    { model: 'auth.user', pk: 2, fields: { username: 'bob', email: 'bob@example.com', password: 'x' } },
    { model: 'auth.group', pk: 1, fields: { name: 'Accounting', permissions: [] } },
    { model: 'auth.permission', pk: 1, fields: { name: 'Can add document', codename: 'add_document', content_type: 1 } },
    {
      model: 'documents.tag',
      pk: 1,
      fields: { name: 'Inbox', color: '#A6CEE3', is_inbox_tag: true, match: '', matching_algorithm: 0, is_insensitive: true, owner: 1 },
    },
    {
      model: 'documents.tag',
      pk: 2,
      fields: {
        name: 'Finance',
        color: '#1f78b4',
        is_inbox_tag: false,
        match: 'invoice bill',
        matching_algorithm: 1,
        is_insensitive: true,
        owner: 1,
      },
    },
    {
      model: 'documents.tag',
      pk: 3,
      fields: {
        name: 'Tax',
        color: '#33a02c',
        is_inbox_tag: false,
        match: '',
        matching_algorithm: 0,
        is_insensitive: true,
        owner: 1,
        tn_parent: 2,
      },
    },
    {
      model: 'documents.correspondent',
      pk: 1,
      fields: { name: 'Acme', match: 'ACME Corp', matching_algorithm: 3, is_insensitive: true, owner: 1 },
    },
    {
      model: 'documents.correspondent',
      pk: 2,
      fields: { name: 'City Hall', match: '', matching_algorithm: 6, is_insensitive: true, owner: 1 },
    },
    {
      model: 'documents.documenttype',
      pk: 1,
      fields: { name: 'Invoice', match: '^INV-\\d+', matching_algorithm: 4, is_insensitive: true, owner: 1 },
    },
    {
      model: 'documents.storagepath',
      pk: 1,
      fields: { name: 'Bills', path: '{correspondent}/{title}', match: '', matching_algorithm: 0, is_insensitive: true, owner: 1 },
    },
    { model: 'documents.customfield', pk: 1, fields: { name: 'Amount', data_type: 'monetary', extra_data: { default_currency: 'EUR' } } },
    {
      model: 'documents.customfield',
      pk: 2,
      fields: {
        name: 'Status',
        data_type: 'select',
        extra_data: {
          select_options: selectById
            ? [
                { id: 'opt-open', label: 'Open' },
                { id: 'opt-paid', label: 'Paid' },
              ]
            : ['Open', 'Paid'],
        },
      },
    },
    { model: 'documents.customfield', pk: 3, fields: { name: 'Due', data_type: 'date', extra_data: {} } },
    { model: 'documents.customfield', pk: 4, fields: { name: 'Checked', data_type: 'boolean', extra_data: {} } },
    { model: 'documents.customfield', pk: 5, fields: { name: 'Related', data_type: 'documentlink', extra_data: {} } },
    { model: 'documents.customfield', pk: 6, fields: { name: 'Pages', data_type: 'integer', extra_data: {} } },
    {
      model: 'documents.savedview',
      pk: 1,
      fields: { name: 'Acme taxes', show_on_dashboard: true, show_in_sidebar: true, sort_field: 'created', sort_reverse: true, owner: 1 },
    },
    { model: 'documents.savedviewfilterrule', pk: 1, fields: { saved_view: 1, rule_type: 3, value: '1' } },
    { model: 'documents.savedviewfilterrule', pk: 2, fields: { saved_view: 1, rule_type: 6, value: '3' } },
    {
      model: 'documents.savedview',
      pk: 2,
      fields: {
        name: 'Like the invoice',
        show_on_dashboard: false,
        show_in_sidebar: false,
        sort_field: 'created',
        sort_reverse: true,
        owner: 1,
      },
    },
    { model: 'documents.savedviewfilterrule', pk: 3, fields: { saved_view: 2, rule_type: 21, value: '1' } },
    { model: 'documents.workflow', pk: 1, fields: { name: 'Tag Acme', order: 0, enabled: true, triggers: [1], actions: [1] } },
    { model: 'documents.workflowtrigger', pk: 1, fields: { type: 1, sources: '1,2,3', filter_filename: '*acme*' } },
    { model: 'documents.workflowaction', pk: 1, fields: { type: 1, assign_tags: [2] } },
    {
      model: 'paperless_mail.mailaccount',
      pk: 1,
      fields: { name: 'Mailbox', imap_server: 'imap.example.com', username: 'alice', password: 'secret' },
    },
    { model: 'documents.sharelink', pk: 1, fields: { slug: 'abc', document: 1, owner: 1 } },
  ];

  const documents = [
    {
      pk: 1,
      title: 'Invoice March',
      day: '2024-03-01',
      asn: 1,
      tags: [1, 3],
      correspondent: 1,
      type: 1,
      path: 1,
      content: 'INV-17 Acme invoice for March',
      deleted: null,
    },
    {
      pk: 2,
      title: 'Permit',
      day: '2023-11-20',
      asn: 2,
      tags: [2],
      correspondent: 2,
      type: null,
      path: null,
      content: '',
      deleted: atLeast(version, 2, 10) ? '2024-05-02T10:00:00Z' : null,
    },
    {
      pk: 3,
      title: 'Letter',
      day: '2022-01-15',
      asn: null,
      tags: [],
      correspondent: null,
      type: null,
      path: null,
      content: 'Dear neighbour',
      deleted: null,
    },
    ...(atLeast(version, VERSION_LABEL_FROM)
      ? [
          {
            pk: 4,
            title: 'Invoice March',
            day: '2024-03-01',
            asn: null,
            tags: [],
            correspondent: 1,
            type: 1,
            path: 1,
            content: 'INV-17 signed',
            deleted: null,
            root: 1,
            label: 'Signed',
          },
        ]
      : []),
  ];
  const perDocument = new Map<number, Model[]>();
  for (const document of documents) {
    const base = `${document.day} ${document.title}${'root' in document ? ` v${document.pk}` : ''}`;
    const original = fakePdf(`original ${document.pk}`);
    const archive = fakePdf(`archive ${document.pk}`);
    const record: Model = {
      model: 'documents.document',
      pk: document.pk,
      fields: {
        correspondent: document.correspondent,
        storage_path: document.path,
        title: document.title,
        content: document.content,
        mime_type: 'application/pdf',
        checksum: checksum(version, original),
        archive_checksum: checksum(version, archive),
        created: createdOf(document.day),
        modified: `${document.day}T12:00:00Z`,
        storage_type: 'unencrypted',
        added: `${document.day}T09:30:00Z`,
        filename: `${base}.pdf`,
        archive_filename: `${base}.pdf`,
        original_filename: `scan-${document.pk}.pdf`,
        archive_serial_number: document.asn,
        document_type: document.type,
        owner: 1,
        tags: document.tags,
        ...(atLeast(version, 2, 10) ? { deleted_at: document.deleted, restored_at: null } : {}),
        ...('root' in document ? { root_document: document.root, version_label: document.label } : {}),
      },
      __exported_file_name__: prefixed('originals', `${base}.pdf`),
    };
    files[prefixed('originals', `${base}.pdf`)] = original;
    if (archives) {
      record.__exported_archive_name__ = prefixed('archive', `${base}-archive.pdf`);
      files[prefixed('archive', `${base}-archive.pdf`)] = archive;
    }
    if (thumbnails) {
      record.__exported_thumbnail_name__ = prefixed('thumbnails', `${base}-thumbnail.webp`);
      files[prefixed('thumbnails', `${base}-thumbnail.webp`)] = strToU8(`RIFF thumbnail ${document.pk}`);
    }
    perDocument.set(document.pk, [record]);
  }
  const attach = (documentId: number, model: Model) => perDocument.get(documentId)?.push(model);
  attach(1, { model: 'documents.customfieldinstance', pk: 1, fields: { document: 1, field: 1, value_monetary: 'EUR12.50' } });
  attach(1, {
    model: 'documents.customfieldinstance',
    pk: 2,
    fields: { document: 1, field: 2, value_select: selectById ? 'opt-paid' : 1 },
  });
  attach(1, { model: 'documents.customfieldinstance', pk: 3, fields: { document: 1, field: 3, value_date: '2024-04-01' } });
  attach(1, { model: 'documents.customfieldinstance', pk: 4, fields: { document: 1, field: 4, value_bool: true } });
  attach(1, { model: 'documents.customfieldinstance', pk: 5, fields: { document: 1, field: 5, value_document_ids: [3] } });
  attach(3, { model: 'documents.customfieldinstance', pk: 6, fields: { document: 3, field: 6, value_int: 2 } });
  attach(1, {
    model: 'documents.note',
    pk: 1,
    fields: { note: 'Paid by transfer', created: '2024-03-05T08:00:00Z', document: 1, user: 1 },
  });
  attach(3, { model: 'documents.note', pk: 2, fields: { note: 'Answer by May', created: '2022-01-20T08:00:00Z', document: 3, user: 2 } });

  if (splitManifest) {
    files['manifest.json'] = json(shared);
    for (const [documentId, models] of perDocument) {
      const name = String(models[0]?.fields.filename ?? documentId).replace(/\.pdf$/, '');
      files[prefixed('json', `${name}-manifest.json`)] = json(models);
    }
  } else {
    files['manifest.json'] = json([...shared, ...[...perDocument.values()].flat()]);
  }
  files[atLeast(version, 2, 10) ? 'metadata.json' : 'version.json'] = json({ version });
  return files;
}

function json(value: unknown): Uint8Array {
  return strToU8(JSON.stringify(value, null, 2));
}

export function zipExport(files: ExportFiles): Uint8Array {
  // A fixed time, so that the generated zips are the same on every run.
  return zipSync(files, { level: 6, mtime: '2026-01-01T00:00:00Z' });
}

/** The exports the tests read, by name; `.zip` names are zipped. */
export function paperlessFixtures(): Record<string, ExportFiles | Uint8Array> {
  return {
    'v3-folder': paperlessExport({ version: '3.0.2' }),
    'v3.zip': zipExport(paperlessExport({ version: '3.0.2' })),
    'v2-datetimes.zip': zipExport(paperlessExport({ version: '2.13.5' })),
    'v2-folder-prefix': paperlessExport({ version: '2.17.1', folderPrefix: true }),
    'v2-split-manifest': paperlessExport({ version: '2.17.1', splitManifest: true, folderPrefix: true }),
    'v1-no-thumbnails-no-archives': paperlessExport({ version: '1.17.4', thumbnails: false, archives: false }),
    'broken.zip': brokenZip(),
    'broken-json': brokenJson(),
  };
}

/**
 * One zip with every fault of item 9 that leaves the rest importable: names climbing out or
 * absolute, a file the manifest names and lacks, files it does not name, an unknown model and
 * field, a duplicate serial number, a file whose checksum does not match, an entry expanding
 * 1,000 times (refused by ratio), and one that lies about its size (stopped while read).
 */
export function brokenZip(): Uint8Array {
  const files = paperlessExport({ version: '2.17.1' });
  const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as Model[];
  const document = (pk: number) => manifest.find((model) => model.model === 'documents.document' && model.pk === pk) as Model;
  // Document 3 takes document 1's serial number, and document 2's file changes after its checksum was taken.
  document(3).fields.archive_serial_number = 1;
  files[document(2).__exported_file_name__ as string] = fakePdf('tampered');
  document(1).fields.colour_scheme = 'dark';
  const lost = {
    ...document(3),
    pk: 5,
    __exported_file_name__: '2020-01-01 Lost.pdf',
    __exported_archive_name__: undefined,
    __exported_thumbnail_name__: undefined,
  };
  const bomb = {
    ...document(3),
    pk: 6,
    __exported_file_name__: 'bomb.pdf',
    __exported_archive_name__: undefined,
    __exported_thumbnail_name__: undefined,
  };
  const liar = {
    ...document(3),
    pk: 7,
    __exported_file_name__: 'liar.pdf',
    __exported_archive_name__: undefined,
    __exported_thumbnail_name__: undefined,
  };
  for (const model of [lost, bomb, liar]) model.fields = { ...model.fields, archive_serial_number: null };
  manifest.push(lost, bomb, liar, { model: 'documents.futuremodel', pk: 1, fields: { name: 'x' } });
  files['manifest.json'] = json(manifest);
  files['../escape.pdf'] = fakePdf('escape');
  files['/etc/absolute.pdf'] = fakePdf('absolute');
  files['stray.pdf'] = fakePdf('stray');
  files['bomb.pdf'] = new Uint8Array(20 * 1024 * 1024);
  files['liar.pdf'] = new Uint8Array(64 * 1024);
  return withDeclaredSize(zipExport(files), 'liar.pdf', 1000);
}

/** A manifest whose JSON breaks after its first records, as a gigabyte cut short or damaged would. */
export function brokenJson(): ExportFiles {
  const files = paperlessExport({ version: '2.17.1' });
  const text = new TextDecoder().decode(files['manifest.json']);
  files['manifest.json'] = strToU8(`${text.slice(0, Math.floor(text.length / 2))}, "oops": }`);
  return files;
}

/** Rewrites an entry's declared size in its local header and central record (a lying zip). */
function withDeclaredSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const encodedName = strToU8(name);
  for (let position = 0; position + 4 <= zip.length; position++) {
    const signature = view.getUint32(position, true);
    const [sizeOffset, nameOffset] = signature === 0x04034b50 ? [22, 30] : signature === 0x02014b50 ? [24, 46] : [-1, -1];
    if (sizeOffset < 0 || position + nameOffset + encodedName.length > zip.length) continue;
    const entryName = zip.subarray(position + nameOffset, position + nameOffset + encodedName.length);
    if (entryName.every((byte, index) => byte === encodedName[index])) view.setUint32(position + sizeOffset, size, true);
  }
  return zip;
}

/** An export held in memory as a source: a folder's files, or a zip read by ranges through zipExportSource. */
export function memoryExportSource(files: ExportFiles): ExportSource {
  return {
    listEntries: async () => ({ entries: Object.entries(files).map(([name, bytes]) => ({ name, size: bytes.length })), refused: [] }),
    async *readEntry(name) {
      const bytes = files[name];
      if (!bytes) throw new ExportSourceError(`${name} is not in the export`);
      for (let offset = 0; offset < bytes.length; offset += 4096) yield bytes.subarray(offset, offset + 4096);
    },
  };
}
