import type { ExportedDocument, ExportHead } from '../../documents/archive-export';
import type { ImportReport } from '../imports.schemas';
import type { ReportCount } from '../paperless/paperless-dry-run';
import type { ImportProblem } from '../paperless/paperless-plan';

/**
 * An export of ours (core/documents/archive-export.ts) read back by the server: what comes, what is
 * left out and why, pure, so that the Worker's analysis only reads and stages. A part of an export is
 * imported on its own: the organization's tags, properties, rules, workflows and views come with each,
 * merged by name, and its documents are recorded by their id in the export (imported_documents), so
 * that parts imported in any order, or twice, add nothing twice.
 */

/** A link of a document property, between two documents of the export, written once both are here. */
export type ArchiveLink = { fromId: string; propertyId: string; toId: string };

export const archiveDocumentSubject = (document: Pick<ExportedDocument, 'id' | 'name'>) => `document ${document.id} (${document.name})`;

/** Every file a document needs from the zip, oldest version first: an export made before versions names only `file`. */
export function filesOf(document: ExportedDocument): { file: string | null; sha256: string | null }[] {
  const versions = document.versions ?? [];
  return versions.length > 0 ? versions.map(({ file, sha256 }) => ({ file, sha256 })) : [{ file: document.file, sha256: null }];
}

/**
 * Why a document cannot come, if it cannot: its current file is not in the zip (an export lists a
 * document whose file was lost from storage, for its text). An older version's file that is missing
 * leaves out that version only (said when the job meets it).
 */
export function refusalOf(document: ExportedDocument, entries: ReadonlySet<string>): ImportProblem | null {
  const current = filesOf(document).at(-1);
  if (!current?.file) {
    return {
      code: 'file.missing',
      subject: archiveDocumentSubject(document),
      message: 'its file was missing when it was exported: left out',
    };
  }
  if (!entries.has(current.file)) {
    return { code: 'file.missing', subject: archiveDocumentSubject(document), message: `the export lacks ${current.file}: left out` };
  }
  return null;
}

/** The document-property values of a document that name another document: written once every document is here. */
export function linksOf(document: ExportedDocument, head: ExportHead): ArchiveLink[] {
  const documentProperties = new Set((head.properties ?? []).filter(({ type }) => type === 'document').map(({ id }) => id));
  return Object.entries(document.propertyValues ?? {}).flatMap(([propertyId, value]) =>
    documentProperties.has(propertyId) && typeof value === 'string' ? [{ fromId: document.id, propertyId, toId: value }] : [],
  );
}

/** What the analysis counted while the documents streamed by. */
export type ArchiveTally = {
  documents: number;
  coming: number;
  trashed: number;
  versions: number;
  serialNumbers: number;
  notes: number;
  toRead: number;
};

export const emptyTally = (): ArchiveTally => ({ documents: 0, coming: 0, trashed: 0, versions: 0, serialNumbers: 0, notes: 0, toRead: 0 });

/**
 * Whether the import reads the document again (OCR): only what had not been read when it was exported
 * (an export before version 2 says nothing of it: what has no text). A document read to no text, or whose
 * reading failed, keeps that.
 */
export const isUnread = (document: Pick<ExportedDocument, 'processingStatus' | 'content'>) =>
  document.processingStatus === 'pending' ||
  document.processingStatus === 'processing' ||
  (document.processingStatus === undefined && document.content.trim() === '');

/** Counts a document the analysis read; `isComing` false when it is left out. */
export function tallyDocument(tally: ArchiveTally, document: ExportedDocument, isComing: boolean) {
  tally.documents++;
  if (!isComing) return;
  tally.coming++;
  if (document.deletedAt !== null) tally.trashed++;
  tally.versions += Math.max(0, (document.versions?.length ?? 1) - 1);
  if (document.archiveSerialNumber) tally.serialNumbers++;
  tally.notes += document.notes?.length ?? 0;
  if (isUnread(document)) tally.toRead++;
}

/** What is not in the format, or not carried, each with its reason. */
const NOT_CARRIED: ImportReport['notCarried'] = [
  {
    kind: 'members',
    count: 0,
    reason:
      'members and their roles are the organization’s: invite people here; notes and history keep their authors where the email is a member here',
  },
  { kind: 'share links', count: 0, reason: 'a link of the other organization would not lead here: share again' },
  {
    kind: 'webhooks, intake emails, API keys',
    count: 0,
    reason: 'not in the export: they hold secrets and addresses of the other organization',
  },
];

/** The report the API answers once the export is read. */
export function archiveReport({
  head,
  tally,
  conflicts,
  problems,
}: {
  head: ExportHead;
  tally: ArchiveTally;
  conflicts: ImportReport['conflicts'];
  problems: ImportProblem[];
}): ImportReport {
  const count = (key: ReportCount['key'], kind: string, inExport: number, coming: number, becomes: string): ReportCount => ({
    key,
    kind,
    inExport,
    coming,
    becomes,
  });
  const counts = [
    count(
      'documents',
      'documents',
      tally.documents,
      tally.coming,
      'documents, with their dates, text, properties and history as they were',
    ),
    count('trashed', 'in the trash', tally.trashed, tally.trashed, 'in the trash, with their deletion date'),
    count('versions', 'earlier versions', tally.versions, tally.versions, 'versions, in order, with their labels and texts'),
    count(
      'serial-numbers',
      'archive serial numbers',
      tally.serialNumbers,
      tally.serialNumbers,
      'archive serial numbers, unless taken here',
    ),
    count('notes', 'notes', tally.notes, tally.notes, 'notes with their dates'),
    count('tags', 'tags', head.tags.length, head.tags.length, 'tags, merged by name with those here'),
    count(
      'custom-fields',
      'custom properties',
      head.properties?.length ?? 0,
      head.properties?.length ?? 0,
      'properties, merged by name and type',
    ),
    count(
      'saved-views',
      'saved views',
      head.savedViews?.length ?? 0,
      head.savedViews?.length ?? 0,
      'saved views, unless one of the name exists',
    ),
    count(
      'workflows',
      'workflows and tagging rules',
      (head.workflows?.length ?? 0) + head.taggingRules.length,
      (head.workflows?.length ?? 0) + head.taggingRules.length,
      'workflows and tagging rules, unless one of the name exists',
    ),
  ];
  return {
    isImportable: true,
    exporterVersion: `archive-export ${head.version}`,
    counts,
    conflicts,
    toReview: [],
    notCarried: NOT_CARRIED,
    owners: [],
    documentsComing: tally.coming,
    documentsLeftOut: tally.documents - tally.coming,
    documentsToRead: tally.toRead,
    problems,
    problemsCount: problems.length,
  };
}

/**
 * A value of the export with every id of the exporting organization that `idMap` knows replaced by
 * the one it became here (a workflow's tags, properties, options; a view's tags and property columns;
 * an activity's data), whatever its depth; other values as they are.
 */
export function remapIds<T>(value: T, idMap: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (idMap.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((item) => remapIds(item, idMap)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, remapIds(item, idMap)])) as T;
  }
  return value;
}

/**
 * A workflow of the export as this organization can take it: its ids mapped; a webhook call left out
 * (webhooks are not exported: the workflow then comes disabled, to review), and members named by id
 * left out of an email's recipients (members are not carried). `dropped` says what went.
 */
export function carriedWorkflow(
  workflow: { name: string; isEnabled: boolean; triggers: unknown[]; conditions: unknown; actions: Record<string, unknown>[] },
  idMap: ReadonlyMap<string, string>,
): { input: { name: string; isEnabled: boolean; triggers: unknown[]; conditions: unknown; actions: unknown[] }; dropped: string[] } {
  const dropped: string[] = [];
  const actions = workflow.actions.flatMap((action) => {
    if (action.type === 'call_webhook') {
      dropped.push('its webhook call');
      return [];
    }
    if (action.type === 'send_email' && Array.isArray(action.userIds) && action.userIds.length > 0) {
      dropped.push('the members it emailed by name');
      return [remapIds({ ...action, userIds: [] }, idMap)];
    }
    return [remapIds(action, idMap)];
  });
  return {
    input: {
      name: workflow.name,
      isEnabled: workflow.isEnabled && !dropped.includes('its webhook call'),
      triggers: remapIds(workflow.triggers, idMap),
      conditions: remapIds(workflow.conditions, idMap),
      actions,
    },
    dropped,
  };
}
