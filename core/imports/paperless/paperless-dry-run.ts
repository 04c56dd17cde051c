import { md5 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { type ExportEntry, type ExportSource, ExportSourceError } from '../export-source';
import { JsonStreamError, readJsonArray } from '../json-array-stream';
import type { ChecksumAlgorithm } from './paperless-mapping';
import { type PaperlessRecord, toPaperlessRecord } from './paperless-models';
import {
  createPaperlessCollection,
  documentSubject,
  type ExistingOrganization,
  type ImportProblem,
  type PaperlessPlan,
  type PlannedFile,
  planPaperlessImport,
} from './paperless-plan';

/**
 * The dry run of a Paperless-ngx export: its layout found from the entry names, its manifests
 * streamed (`manifest.json`, and one per document with `-sm`), every file it names checked against
 * its checksum as it streams by, and the report of what will come, how, and what will not. Whatever
 * the export holds, this returns a report: bad input is a line in it, never a throw.
 */

export type PaperlessLayout = {
  /** The folder of the export inside the source ('' at the top). */
  root: string;
  exporterVersion: string | null;
  majorVersion: number | null;
  /** `-p`: files under originals/, archive/, thumbnails/, json/. */
  usesFolderPrefix: boolean;
  /** `-sm`: one manifest per document beside the main one. */
  isSplitManifest: boolean;
  hasArchives: boolean;
  hasThumbnails: boolean;
};

/** `key` names the row for a translated interface; `kind` and `becomes` are the command line's English. */
export const REPORT_COUNT_KEYS = [
  'documents',
  'trashed',
  'versions',
  'archives',
  'serial-numbers',
  'notes',
  'tags',
  'correspondents',
  'document-types',
  'storage-paths',
  'custom-fields',
  'saved-views',
  'workflows',
] as const;
export type ReportCount = { key: (typeof REPORT_COUNT_KEYS)[number]; kind: string; inExport: number; coming: number; becomes: string };

export type PaperlessReport = {
  layout: PaperlessLayout | null;
  counts: ReportCount[];
  plan: Omit<PaperlessPlan, 'documents' | 'problems'> | null;
  /** Documents that would come, with their checked files. */
  documents: PaperlessPlan['documents'];
  problems: ImportProblem[];
  /** False when the export cannot be imported at all (no manifest, a manifest broken midway, an unreadable archive). */
  isImportable: boolean;
  documentsLeftOut: number;
  /** Documents exported without text: only these are read (OCR) after the import. */
  documentsToRead: number;
};

const VERSION_FILE_MAX_BYTES = 64 * 1024;
const MANIFEST = 'manifest.json';
const SPLIT_MANIFEST_SUFFIX = '-manifest.json';
const VERSION_FILES = ['metadata.json', 'version.json'];

/** Why an entry's name is refused: one that could land outside the export when unpacked. */
export function unsafeEntryNameReason(name: string): string | null {
  if (name.includes('\\')) return 'its name has a backslash';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'its name is an absolute path';
  if (name.split('/').includes('..')) return 'its name climbs out of the export with ../';
  if (name.includes('\0')) return 'its name has a NUL character';
  return null;
}

export type DryRunOptions = {
  /**
   * Reads every file the manifest names against its checksum (the command line). The Worker's analysis
   * only checks that each is there: its import verifies each file as it copies it, reading it once.
   */
  verifyFiles?: boolean;
  /** Sees every record as it streams by: the Worker keeps the texts the plan leaves out (a document's content, a note's). */
  onRecord?: (record: PaperlessRecord) => void | Promise<void>;
};

export async function dryRunPaperlessExport(
  source: ExportSource,
  existing: ExistingOrganization,
  { verifyFiles = true, onRecord }: DryRunOptions = {},
): Promise<PaperlessReport> {
  const problems: ImportProblem[] = [];
  const refused = (): PaperlessReport => ({
    layout: null,
    counts: [],
    plan: null,
    documents: [],
    problems,
    isImportable: false,
    documentsLeftOut: 0,
    documentsToRead: 0,
  });

  let listed: Awaited<ReturnType<ExportSource['listEntries']>>;
  try {
    listed = await source.listEntries();
  } catch (error) {
    if (!(error instanceof ExportSourceError)) throw error;
    problems.push({ code: 'export.unreadable', subject: 'the export', message: error.message });
    return refused();
  }
  for (const entry of listed.refused) problems.push({ code: 'entry.refused', subject: entry.name, message: entry.reason });
  const entries: ExportEntry[] = [];
  for (const entry of listed.entries) {
    const reason = unsafeEntryNameReason(entry.name);
    if (reason) problems.push({ code: 'entry.unsafe_name', subject: entry.name, message: `${reason}: refused` });
    else entries.push(entry);
  }

  const manifestEntry = entries
    .filter((entry) => entry.name === MANIFEST || entry.name.endsWith(`/${MANIFEST}`))
    .sort((a, b) => a.name.length - b.name.length)[0];
  if (!manifestEntry) {
    problems.push({
      code: 'manifest.missing',
      subject: 'the export',
      message: 'there is no manifest.json: this is not a Paperless-ngx export',
    });
    return refused();
  }
  const root = manifestEntry.name.slice(0, -MANIFEST.length);
  const refusedNames = new Set(listed.refused.map((entry) => entry.name.slice(root.length)));
  const byName = new Map(entries.filter((entry) => entry.name.startsWith(root)).map((entry) => [entry.name.slice(root.length), entry]));
  const splitManifests = [...byName.keys()].filter((name) => name.endsWith(SPLIT_MANIFEST_SUFFIX)).sort();
  const exporterVersion = await readExporterVersion(source, root, byName, problems);
  const majorVersion = exporterVersion ? Number(exporterVersion.split('.')[0]) || null : null;

  const collection = createPaperlessCollection();
  for (const manifest of [MANIFEST, ...splitManifests]) {
    try {
      for await (const element of readJsonArray(source.readEntry(root + manifest))) {
        const record = toPaperlessRecord(element);
        if ('problem' in record) problems.push({ code: 'manifest.bad_record', subject: manifest, message: `${record.problem}: skipped` });
        else {
          collection.add(record);
          await onRecord?.(record);
        }
      }
    } catch (error) {
      if (!(error instanceof JsonStreamError) && !(error instanceof ExportSourceError)) throw error;
      const read = error instanceof JsonStreamError ? ` after ${error.elementsRead} record(s)` : '';
      problems.push({ code: 'manifest.invalid', subject: manifest, message: `${error.message}${read}: the export cannot be imported` });
    }
  }
  if (problems.some((problem) => problem.code === 'manifest.invalid')) {
    // What was read before the break is not the export: no plan, no files checked against it.
    return refused();
  }
  const plan = planPaperlessImport(collection, existing);
  problems.push(...plan.problems);

  const named = new Set([MANIFEST, ...splitManifests, ...VERSION_FILES]);
  for (const record of collection.documents.values()) {
    for (const file of Object.values(record.files)) if (file) named.add(file);
  }
  for (const name of byName.keys()) {
    if (!named.has(name))
      problems.push({ code: 'file.not_in_manifest', subject: name, message: 'the manifest does not name this file: not imported' });
  }

  const checkFile = async (file: PlannedFile, subject: string): Promise<boolean> => {
    if (refusedNames.has(file.name)) {
      problems.push({ code: 'file.refused', subject, message: `its file ${file.name} was refused (see above)` });
      return false;
    }
    if (!byName.has(file.name)) {
      problems.push({ code: 'file.missing', subject, message: `the manifest names ${file.name}, which the export lacks` });
      return false;
    }
    if (!file.checksum) {
      problems.push({ code: 'checksum.missing', subject, message: `${file.name} has no checksum the import can verify` });
      return false;
    }
    if (!verifyFiles) return true;
    try {
      const actual = await checksumOf(source.readEntry(root + file.name), file.checksum.algorithm);
      if (actual === file.checksum.value) return true;
      problems.push({
        code: 'checksum.mismatch',
        subject,
        message: `${file.name}: its ${file.checksum.algorithm.toUpperCase()} is ${actual}, the manifest says ${file.checksum.value}`,
      });
    } catch (error) {
      if (!(error instanceof ExportSourceError)) throw error;
      problems.push({ code: 'file.unreadable', subject, message: error.message });
    }
    return false;
  };
  const documents: PaperlessPlan['documents'] = [];
  for (const document of plan.documents) {
    const subject = documentSubject(document.paperlessId, document.name);
    if (!document.original) {
      problems.push({ code: 'file.missing', subject, message: 'the manifest names no file for it: left out' });
      continue;
    }
    if (!(await checkFile(document.original, subject))) {
      problems.push({ code: 'document.left_out', subject, message: 'its file is missing or does not match its checksum: left out' });
      continue;
    }
    const archive = document.archive && (await checkFile(document.archive, `${subject}, archived version`)) ? document.archive : null;
    const versions = [];
    for (const version of document.versions) {
      if (await checkFile(version, `${subject}, version ${version.paperlessId}`)) versions.push(version);
    }
    documents.push({ ...document, archive, versions });
  }

  const { documents: _planned, problems: _problems, ...rest } = plan;
  const fileNames = [...byName.keys()];
  const layout: PaperlessLayout = {
    root,
    exporterVersion,
    majorVersion,
    usesFolderPrefix: fileNames.some((name) => name.startsWith('originals/')),
    isSplitManifest: splitManifests.length > 0,
    hasArchives: plan.documents.some((document) => document.archive !== null),
    hasThumbnails: [...collection.documents.values()].some((record) => record.files.thumbnail !== null),
  };
  return {
    layout,
    counts: countsOf(collection, plan, documents),
    plan: rest,
    documents,
    problems,
    isImportable: true,
    documentsLeftOut: plan.documents.length - documents.length,
    documentsToRead: documents.filter((document) => document.needsReading).length,
  };
}

async function readExporterVersion(
  source: ExportSource,
  root: string,
  byName: Map<string, ExportEntry>,
  problems: ImportProblem[],
): Promise<string | null> {
  const versionFile = VERSION_FILES.find((name) => byName.has(name));
  if (!versionFile) {
    problems.push({
      code: 'version.unknown',
      subject: 'the export',
      message: 'neither metadata.json nor version.json: the exporter’s version is unknown',
    });
    return null;
  }
  if ((byName.get(versionFile)?.size ?? 0) <= VERSION_FILE_MAX_BYTES) {
    try {
      const decoder = new TextDecoder();
      let text = '';
      for await (const chunk of source.readEntry(root + versionFile)) text += decoder.decode(chunk, { stream: true });
      const parsed: unknown = JSON.parse(text + decoder.decode());
      const version = typeof parsed === 'object' && parsed !== null ? (parsed as { version?: unknown }).version : undefined;
      if (typeof version === 'string' && /^\d+\.\d+/.test(version)) return version;
    } catch (error) {
      if (!(error instanceof SyntaxError) && !(error instanceof ExportSourceError)) throw error;
    }
  }
  problems.push({ code: 'version.unknown', subject: versionFile, message: 'it does not say which version of Paperless-ngx exported' });
  return null;
}

async function checksumOf(chunks: AsyncIterable<Uint8Array>, algorithm: ChecksumAlgorithm): Promise<string> {
  const hash = algorithm === 'md5' ? md5.create() : sha256.create();
  for await (const chunk of chunks) hash.update(chunk);
  return bytesToHex(hash.digest());
}

function countsOf(
  collection: ReturnType<typeof createPaperlessCollection>,
  plan: PaperlessPlan,
  documents: PaperlessPlan['documents'],
): ReportCount[] {
  const records = (model: string) => collection.recordCounts.get(model) ?? 0;
  const roots = plan.documents;
  const versionsInExport = records('documents.document') - roots.length;
  const notes = collection.notes.filter((note) => !note.isDeleted).length;
  const comingNotes = documents.reduce((total, document) => total + document.notesCount, 0);
  return [
    {
      key: 'documents',
      kind: 'documents',
      inExport: roots.length,
      coming: documents.length,
      becomes: 'documents, with their text as exported',
    },
    {
      key: 'trashed',
      kind: 'documents in the trash',
      inExport: roots.filter((document) => document.deletedAt).length,
      coming: documents.filter((document) => document.deletedAt).length,
      becomes: 'documents in the trash, with their deletion date',
    },
    {
      key: 'versions',
      kind: 'versions (3.0)',
      inExport: versionsInExport,
      coming: documents.reduce((total, document) => total + document.versions.length, 0),
      becomes: 'versions, in order, with their labels',
    },
    {
      key: 'archives',
      kind: 'archived PDF/A files',
      inExport: roots.filter((document) => document.archive).length,
      coming: documents.filter((document) => document.archive).length,
      becomes: 'a second version of their document',
    },
    {
      key: 'serial-numbers',
      kind: 'archive serial numbers',
      inExport: [...collection.documents.values()].filter((record) => record.archiveSerialNumber !== null && record.rootDocumentId === null)
        .length,
      coming: documents.filter((document) => document.archiveSerialNumber !== null).length,
      becomes: 'archive serial numbers',
    },
    {
      key: 'notes',
      kind: 'notes',
      inExport: notes,
      coming: comingNotes,
      becomes: 'notes, by the member with the author’s email, else with the author’s name',
    },
    {
      key: 'tags',
      kind: 'tags',
      inExport: collection.tags.size,
      coming: plan.tags.length,
      becomes: 'tags with their colours (nested: Parent / Child)',
    },
    {
      key: 'correspondents',
      kind: 'correspondents',
      inExport: collection.correspondents.size,
      coming: collection.correspondents.size,
      becomes: 'options of the select property Correspondent',
    },
    {
      key: 'document-types',
      kind: 'document types',
      inExport: collection.documentTypes.size,
      coming: collection.documentTypes.size,
      becomes: 'options of the select property Document type',
    },
    {
      key: 'storage-paths',
      kind: 'storage paths',
      inExport: collection.storagePaths.size,
      coming: collection.storagePaths.size,
      becomes: 'the text property Storage path',
    },
    {
      key: 'custom-fields',
      kind: 'custom fields',
      inExport: collection.customFields.size,
      coming: plan.properties.filter((property) => property.source.startsWith('custom field')).length,
      becomes: 'properties of their type',
    },
    {
      key: 'saved-views',
      kind: 'saved views',
      inExport: collection.savedViews.size,
      coming: plan.savedViews.length,
      becomes: 'saved views',
    },
    {
      key: 'workflows',
      kind: 'workflows',
      inExport: collection.workflows.length,
      coming: collection.workflows.length,
      becomes: 'disabled workflows, to review',
    },
  ];
}
