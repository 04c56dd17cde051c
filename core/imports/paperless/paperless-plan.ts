import {
  type ChecksumAlgorithm,
  type CustomFieldDefinition,
  type CustomFieldValue,
  checksumAlgorithmOf,
  customFieldProperty,
  customFieldValueOf,
  documentDateOf,
  matchingRuleOf,
  type PlannedProperty,
  type TranslatedSavedView,
  tagColorOf,
  tagParentOf,
  tagPathName,
  timeOf,
  translateSavedView,
} from './paperless-mapping';
import { COUNTED_MODELS, NOT_CARRIED_MODELS, type PaperlessRecord, READ_MODELS } from './paperless-models';
import type { MatchingRule } from './paperless-review';

/**
 * The manifest's records gathered as they stream by (only what the plan needs: no document's
 * content, only whether it has one), then the plan: what becomes what here. Pure.
 */

export type ImportProblem = { code: string; subject: string; message: string };

type DocumentRecord = {
  pk: number;
  title: string;
  originalName: string | null;
  mimeType: string | null;
  hasContent: boolean;
  created: unknown;
  added: unknown;
  modified: unknown;
  checksum: unknown;
  archiveChecksum: unknown;
  archiveSerialNumber: number | null;
  ownerId: number | null;
  correspondentId: number | null;
  documentTypeId: number | null;
  storagePathId: number | null;
  tagIds: number[];
  deletedAt: unknown;
  rootDocumentId: number | null;
  versionLabel: string | null;
  files: PaperlessRecord['files'];
};

type Named = { name: string };
type MatchingRecord = Named & { fields: Record<string, unknown> };

export function createPaperlessCollection() {
  const documents = new Map<number, DocumentRecord>();
  const tags = new Map<number, MatchingRecord & { parentId: number | null; color: string; isInbox: boolean }>();
  const correspondents = new Map<number, MatchingRecord>();
  const documentTypes = new Map<number, MatchingRecord>();
  const storagePaths = new Map<number, MatchingRecord>();
  const customFields = new Map<number, CustomFieldDefinition>();
  const fieldValues: { documentId: number; fieldId: number; fields: Record<string, unknown> }[] = [];
  const notes: { documentId: number; userId: number | null; isDeleted: boolean }[] = [];
  const savedViews = new Map<number, Named>();
  const filterRules: { savedViewId: number; ruleType: number; value: string | null }[] = [];
  const workflows: { name: string; isEnabled: boolean }[] = [];
  const users = new Map<number, { username: string; email: string }>();
  const recordCounts = new Map<string, number>();
  const unknownFields = new Map<string, number>();

  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const id = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

  function add({ model, pk, fields, files }: PaperlessRecord) {
    recordCounts.set(model, (recordCounts.get(model) ?? 0) + 1);
    const known = READ_MODELS[model];
    // Users are read for names and emails only: their other fields are not carried, so not reported.
    if (known && !COUNTED_MODELS.has(model) && !NOT_CARRIED_MODELS[model]) {
      for (const field of Object.keys(fields)) {
        if (!known.includes(field)) unknownFields.set(`${model}.${field}`, (unknownFields.get(`${model}.${field}`) ?? 0) + 1);
      }
    }
    const name = text(fields.name);
    switch (model) {
      case 'documents.document':
        documents.set(pk, {
          pk,
          title: text(fields.title),
          originalName: text(fields.original_filename) || null,
          mimeType: text(fields.mime_type) || null,
          hasContent: text(fields.content).trim() !== '',
          created: fields.created,
          added: fields.added,
          modified: fields.modified,
          checksum: fields.checksum,
          archiveChecksum: fields.archive_checksum,
          archiveSerialNumber: id(fields.archive_serial_number),
          ownerId: id(fields.owner),
          correspondentId: id(fields.correspondent),
          documentTypeId: id(fields.document_type),
          storagePathId: id(fields.storage_path),
          tagIds: Array.isArray(fields.tags) ? fields.tags.filter((tag): tag is number => typeof tag === 'number') : [],
          deletedAt: fields.deleted_at,
          rootDocumentId: id(fields.root_document),
          versionLabel: text(fields.version_label) || null,
          files,
        });
        break;
      case 'documents.tag':
        tags.set(pk, { name, fields, parentId: tagParentOf(fields), color: tagColorOf(fields), isInbox: fields.is_inbox_tag === true });
        break;
      case 'documents.correspondent':
        correspondents.set(pk, { name, fields });
        break;
      case 'documents.documenttype':
        documentTypes.set(pk, { name, fields });
        break;
      case 'documents.storagepath':
        storagePaths.set(pk, { name, fields });
        break;
      case 'documents.customfield':
        customFields.set(pk, { name, dataType: text(fields.data_type), extraData: fields.extra_data });
        break;
      case 'documents.customfieldinstance': {
        const documentId = id(fields.document);
        const fieldId = id(fields.field);
        if (documentId !== null && fieldId !== null && !fields.deleted_at) fieldValues.push({ documentId, fieldId, fields });
        break;
      }
      case 'documents.note': {
        const documentId = id(fields.document);
        if (documentId !== null) notes.push({ documentId, userId: id(fields.user), isDeleted: Boolean(fields.deleted_at) });
        break;
      }
      case 'documents.savedview':
        savedViews.set(pk, { name });
        break;
      case 'documents.savedviewfilterrule': {
        const savedViewId = id(fields.saved_view);
        const ruleType = id(fields.rule_type);
        if (savedViewId !== null && ruleType !== null) {
          filterRules.push({ savedViewId, ruleType, value: typeof fields.value === 'string' ? fields.value : null });
        }
        break;
      }
      case 'documents.workflow':
        workflows.push({ name, isEnabled: fields.enabled !== false });
        break;
      case 'auth.user':
        users.set(pk, { username: text(fields.username), email: text(fields.email) });
        break;
    }
  }

  return {
    add,
    documents,
    tags,
    correspondents,
    documentTypes,
    storagePaths,
    customFields,
    fieldValues,
    notes,
    savedViews,
    filterRules,
    workflows,
    users,
    recordCounts,
    unknownFields,
  };
}

export type PaperlessCollection = ReturnType<typeof createPaperlessCollection>;

/** What the organization the export goes into already has, for the report's conflicts. */
export type ExistingOrganization = { tagNames: string[]; archiveSerialNumbers: number[]; memberEmails: string[] };

export type PlannedFile = { name: string; checksum: { algorithm: ChecksumAlgorithm; value: string } | null };

export type PlannedDocument = {
  paperlessId: number;
  name: string;
  originalName: string;
  mimeType: string | null;
  /** Its content comes as exported; only a document without one is read (OCR) here. */
  needsReading: boolean;
  documentDate: string | null;
  addedAt: string | null;
  modifiedAt: string | null;
  archiveSerialNumber: number | null;
  ownerName: string | null;
  tagNames: string[];
  properties: Record<string, CustomFieldValue>;
  notesCount: number;
  deletedAt: string | null;
  original: PlannedFile | null;
  /** The archived PDF/A, kept as a second version. */
  archive: PlannedFile | null;
  /** Paperless 3.0's versions of this document, in order, after its own file. */
  versions: (PlannedFile & { paperlessId: number; label: string | null })[];
  /** The export's thumbnail (its file's name), kept as ours when it fits ours; none with `-nt`. */
  thumbnail: string | null;
};

export type PlannedTag = { name: string; color: string; isInbox: boolean; exists: boolean };
export type ToReview = { kind: 'matching rule' | 'workflow'; name: string; detail: string };
export type NotCarried = { kind: string; count: number; reason: string };
export type Conflict = { kind: 'tag name exists' | 'serial number in use'; subject: string; resolution: string };

export type PaperlessPlan = {
  documents: PlannedDocument[];
  tags: PlannedTag[];
  properties: PlannedProperty[];
  savedViews: (TranslatedSavedView & { name: string })[];
  /** The matching rules, for disabled workflows to review where ours say the same (paperless-review.ts). */
  matchingRules: MatchingRule[];
  toReview: ToReview[];
  notCarried: NotCarried[];
  conflicts: Conflict[];
  problems: ImportProblem[];
  /** Note authors found among the members by email, and those whose name goes into the note instead. */
  noteAuthors: { matched: number; named: number };
  owners: string[];
};

export const CORRESPONDENT_PROPERTY = 'Correspondent';
export const DOCUMENT_TYPE_PROPERTY = 'Document type';
export const STORAGE_PATH_PROPERTY = 'Storage path';

export function planPaperlessImport(collection: PaperlessCollection, existing: ExistingOrganization): PaperlessPlan {
  const problems: ImportProblem[] = [];
  const existingTagNames = new Set(existing.tagNames.map((name) => name.toLowerCase()));
  const memberEmails = new Set(existing.memberEmails.map((email) => email.toLowerCase()));
  const serialNumbersInUse = new Set(existing.archiveSerialNumbers);

  const tagNameById = new Map([...collection.tags.keys()].map((tagId) => [tagId, tagPathName(tagId, collection.tags)]));
  const tags = [...collection.tags].map(([tagId, tag]) => {
    const name = tagNameById.get(tagId) ?? tag.name;
    return { name, color: tag.color, isInbox: tag.isInbox, exists: existingTagNames.has(name.toLowerCase()) };
  });

  const properties: PlannedProperty[] = [];
  const namedProperty = (name: string, records: Map<number, Named>, source: string) => {
    if (records.size > 0)
      properties.push({ name, type: 'select', unit: null, options: [...records.values()].map((record) => record.name), source });
  };
  namedProperty(CORRESPONDENT_PROPERTY, collection.correspondents, 'correspondents');
  namedProperty(DOCUMENT_TYPE_PROPERTY, collection.documentTypes, 'document types');
  if (collection.storagePaths.size > 0)
    properties.push({ name: STORAGE_PATH_PROPERTY, type: 'text', unit: null, options: [], source: 'storage paths' });
  for (const field of collection.customFields.values()) {
    const property = customFieldProperty(field);
    if (property) properties.push(property);
    else
      problems.push({
        code: 'custom_field.unknown_type',
        subject: field.name,
        message: `the custom field's type "${field.dataType}" is unknown: its values are not carried`,
      });
  }

  const valuesByDocument = new Map<number, Record<string, CustomFieldValue>>();
  for (const { documentId, fieldId, fields } of collection.fieldValues) {
    const field = collection.customFields.get(fieldId);
    if (!field || !customFieldProperty(field)) continue;
    const values = valuesByDocument.get(documentId) ?? {};
    values[field.name] = customFieldValueOf(field, fields);
    valuesByDocument.set(documentId, values);
  }

  const notesByDocument = new Map<number, number>();
  const noteAuthors = { matched: 0, named: 0 };
  for (const note of collection.notes) {
    if (note.isDeleted) continue;
    notesByDocument.set(note.documentId, (notesByDocument.get(note.documentId) ?? 0) + 1);
    const email = note.userId === null ? '' : (collection.users.get(note.userId)?.email.toLowerCase() ?? '');
    if (email && memberEmails.has(email)) noteAuthors.matched++;
    else noteAuthors.named++;
  }

  const fileOf = (name: string | null, checksum: unknown): PlannedFile | null => {
    if (!name) return null;
    const algorithm = checksumAlgorithmOf(checksum);
    return { name, checksum: algorithm ? { algorithm, value: String(checksum).toLowerCase() } : null };
  };
  const versionsByRoot = new Map<number, PlannedDocument['versions']>();
  for (const record of [...collection.documents.values()].sort((a, b) => a.pk - b.pk)) {
    if (record.rootDocumentId === null) continue;
    const versions = versionsByRoot.get(record.rootDocumentId) ?? [];
    const file = fileOf(record.files.original, record.checksum);
    if (file) versions.push({ ...file, paperlessId: record.pk, label: record.versionLabel });
    versionsByRoot.set(record.rootDocumentId, versions);
  }

  const conflicts: Conflict[] = tags
    .filter((tag) => tag.exists)
    .map((tag) => ({ kind: 'tag name exists', subject: tag.name, resolution: 'its documents get the existing tag' }));
  const serialNumbersSeen = new Map<number, number>();
  const documents: PlannedDocument[] = [];
  for (const record of collection.documents.values()) {
    if (record.rootDocumentId !== null) {
      if (!collection.documents.has(record.rootDocumentId)) {
        problems.push({
          code: 'version.orphan',
          subject: documentSubject(record.pk, record.title),
          message: `a version of document ${record.rootDocumentId}, which the export lacks: left out`,
        });
      }
      continue;
    }
    let archiveSerialNumber = record.archiveSerialNumber;
    if (archiveSerialNumber !== null) {
      const holder = serialNumbersSeen.get(archiveSerialNumber);
      if (holder !== undefined) {
        problems.push({
          code: 'serial_number.duplicate',
          subject: documentSubject(record.pk, record.title),
          message: `its archive serial number ${archiveSerialNumber} is also document ${holder}'s: it comes without one`,
        });
        archiveSerialNumber = null;
      } else {
        serialNumbersSeen.set(archiveSerialNumber, record.pk);
      }
    }
    if (archiveSerialNumber !== null && serialNumbersInUse.has(archiveSerialNumber)) {
      conflicts.push({
        kind: 'serial number in use',
        subject: documentSubject(record.pk, record.title),
        resolution: `number ${archiveSerialNumber} is taken here: the document comes without one`,
      });
      archiveSerialNumber = null;
    }
    const properties = { ...valuesByDocument.get(record.pk) };
    const selectName = (records: Map<number, Named>, recordId: number | null) =>
      recordId === null ? undefined : records.get(recordId)?.name;
    const correspondent = selectName(collection.correspondents, record.correspondentId);
    const documentType = selectName(collection.documentTypes, record.documentTypeId);
    const storagePath = record.storagePathId === null ? undefined : collection.storagePaths.get(record.storagePathId)?.fields.path;
    if (correspondent) properties[CORRESPONDENT_PROPERTY] = correspondent;
    if (documentType) properties[DOCUMENT_TYPE_PROPERTY] = documentType;
    if (typeof storagePath === 'string') properties[STORAGE_PATH_PROPERTY] = storagePath;
    const original = fileOf(record.files.original, record.checksum);
    documents.push({
      paperlessId: record.pk,
      name: record.title || record.originalName || `Document ${record.pk}`,
      originalName: record.originalName ?? record.files.original?.split('/').pop() ?? `document-${record.pk}`,
      mimeType: record.mimeType,
      needsReading: !record.hasContent,
      documentDate: documentDateOf(record.created),
      addedAt: timeOf(record.added),
      modifiedAt: timeOf(record.modified),
      archiveSerialNumber,
      ownerName: record.ownerId === null ? null : (collection.users.get(record.ownerId)?.username ?? `user ${record.ownerId}`),
      tagNames: record.tagIds.flatMap((tagId) => tagNameById.get(tagId) ?? []),
      properties,
      notesCount: notesByDocument.get(record.pk) ?? 0,
      deletedAt: timeOf(record.deletedAt),
      original,
      archive: fileOf(record.files.archive, record.archiveChecksum),
      versions: versionsByRoot.get(record.pk) ?? [],
      thumbnail: record.files.thumbnail,
    });
  }

  const savedViews: PaperlessPlan['savedViews'] = [];
  const toReview: ToReview[] = [];
  const names = {
    tag: (tagId: number) => tagNameById.get(tagId),
    correspondent: (recordId: number) => collection.correspondents.get(recordId)?.name,
    documentType: (recordId: number) => collection.documentTypes.get(recordId)?.name,
    storagePath: (recordId: number) => collection.storagePaths.get(recordId)?.name,
  };
  for (const [viewId, { name }] of collection.savedViews) {
    const translated = translateSavedView(
      collection.filterRules.filter((rule) => rule.savedViewId === viewId),
      names,
    );
    if ('view' in translated) savedViews.push({ name, ...translated.view });
    else {
      problems.push({
        code: 'saved_view.untranslated',
        subject: name,
        message: `its filter rules of types ${translated.untranslatedRuleTypes.join(', ')} have no equivalent here: the view is not carried`,
      });
    }
  }
  const matchingRules: MatchingRule[] = [];
  const matching = (kind: MatchingRule['kind'], records: Map<number, MatchingRecord>, nameOf: (recordId: number) => string | undefined) => {
    for (const [recordId, record] of records) {
      const rule = matchingRuleOf(record.fields);
      if (!rule) continue;
      const target = nameOf(recordId) ?? record.name;
      toReview.push({ kind: 'matching rule', name: `${kind} ${target}`, detail: `${rule.algorithm}${rule.text ? `: ${rule.text}` : ''}` });
      matchingRules.push({
        kind,
        target,
        algorithm: record.fields.matching_algorithm as number,
        text: rule.text,
        isCaseSensitive: record.fields.is_insensitive === false,
        path: typeof record.fields.path === 'string' ? record.fields.path : null,
      });
    }
  };
  matching('tag', collection.tags, names.tag);
  matching('correspondent', collection.correspondents, names.correspondent);
  matching('document type', collection.documentTypes, names.documentType);
  matching('storage path', collection.storagePaths, names.storagePath);
  for (const workflow of collection.workflows) {
    toReview.push({
      kind: 'workflow',
      name: workflow.name,
      detail: `comes disabled, to review${workflow.isEnabled ? '' : ' (it was disabled)'}`,
    });
  }

  const notCarried: NotCarried[] = [];
  for (const [model, count] of collection.recordCounts) {
    const reason = NOT_CARRIED_MODELS[model];
    if (reason) notCarried.push({ kind: model, count, reason });
    else if (!READ_MODELS[model] && !COUNTED_MODELS.has(model)) {
      problems.push({ code: 'model.unknown', subject: model, message: `${count} record(s) of a model this import does not know: skipped` });
    }
  }
  for (const [field, count] of collection.unknownFields) {
    problems.push({ code: 'field.unknown', subject: field, message: `a field this import does not know, on ${count} record(s): ignored` });
  }

  const owners = [...new Set(documents.flatMap((document) => document.ownerName ?? []))];
  return { documents, tags, properties, savedViews, matchingRules, toReview, notCarried, conflicts, problems, noteAuthors, owners };
}

/** How the report names a Paperless document: its id and title. */
export function documentSubject(paperlessId: number, title: string): string {
  return `document ${paperlessId} (${title})`;
}
