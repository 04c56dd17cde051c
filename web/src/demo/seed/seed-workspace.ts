import { generateId } from '../../../../core/ids';
import type { Organization } from '@/api/types';
import type { ActivityRecord, DemoDatabase, TaggingRuleRecord, TagRecord } from '../store/demo-database';
import { activityRecord, newDocumentRecord, sha256Hex, withinQuota } from '../store/demo-records';
import { DEMO_USER_ID } from '../store/demo-user';
import { SAMPLE_DOCUMENTS, SAMPLE_RULES, SAMPLE_TAGS, type SampleDocument, type SampleTag } from './sample-documents';
import { textPdf } from './text-pdf';
import { DEFAULT_BARCODE_SETTINGS } from '../../../../core/documents/barcode-settings';

const SEEDED_AT_KEY = 'seededAt';
const DAY_MS = 24 * 60 * 60 * 1000;

function fileOf(sample: SampleDocument): Blob {
  if (sample.mimeType === 'application/pdf')
    return new Blob([textPdf(sample.lines.map((text, index) => ({ text, size: index === 0 ? 16 : 11 })))], { type: sample.mimeType });
  return new Blob([`${sample.lines.join('\n')}\n`], { type: sample.mimeType });
}

/** The text the server's extraction reads from the sample (an email's body below its headers). */
function contentOf(sample: SampleDocument): string {
  const lines = sample.mimeType === 'message/rfc822' ? sample.lines.slice(sample.lines.indexOf('') + 1) : sample.lines;
  return lines.join('\n').trim();
}

export const isDemoWorkspaceSeeded = async (database: DemoDatabase) => (await database.get('settings', SEEDED_AT_KEY)) !== undefined;

/**
 * Writes the sample organization: its documents (files made here, their text already read), tags, two
 * rules, a trash and activity, all in one transaction. Answers the organization's id.
 */
export async function seedDemoWorkspace(
  database: DemoDatabase,
  { now = new Date(), organizationName = 'Harbour Design Studio' } = {},
): Promise<string> {
  const organization: Organization = {
    id: generateId('org'),
    name: organizationName,
    documentLanguages: ['en', 'de', 'fr'],
    allowPermanentShareLinks: false,
    requireTwoFactor: false,
    // Suggestions are learned on the server: the demo has none.
    suggestionsEnabled: false,
    languageModelEnabled: false,
    newTagSuggestionsEnabled: false,
    barcodes: DEFAULT_BARCODE_SETTINGS,
    // No operators run the demo: nothing makes it read-only.
    readOnly: null,
    createdAt: new Date(now.getTime() - 300 * DAY_MS),
    updatedAt: now,
  };
  const tags = Object.fromEntries(
    Object.entries(SAMPLE_TAGS).map(([key, tag]) => [
      key,
      {
        id: generateId('tag'),
        organizationId: organization.id,
        ...tag,
        createdAt: organization.createdAt,
        updatedAt: organization.createdAt,
      } satisfies TagRecord,
    ]),
  ) as Record<SampleTag, TagRecord>;
  const rules = SAMPLE_RULES.map(
    (rule): TaggingRuleRecord => ({
      id: generateId('tr'),
      organizationId: organization.id,
      name: rule.name,
      description: rule.description,
      isEnabled: true,
      matchMode: 'any',
      isCaseSensitive: false,
      conditions: rule.words.map((value) => ({ field: 'content', operator: 'contains', value })),
      tagIds: [tags[rule.tag].id],
      propertyValues: [],
      createdAt: organization.createdAt,
      updatedAt: organization.createdAt,
    }),
  );

  const documents = await Promise.all(
    SAMPLE_DOCUMENTS.map(async (sample) => {
      const blob = fileOf(sample);
      const createdAt = new Date(now.getTime() - sample.daysAgo * DAY_MS);
      const deletedAt = sample.trashedDaysAgo === undefined ? null : new Date(now.getTime() - sample.trashedDaysAgo * DAY_MS);
      const record = newDocumentRecord({
        organizationId: organization.id,
        name: sample.fileName,
        originalSize: blob.size,
        originalSha256: await sha256Hex(blob),
        mimeType: sample.mimeType,
        content: contentOf(sample),
        processingStatus: 'processed',
        documentDate: sample.documentDate ?? null,
        documentDateSource: 'found',
        deletedAt,
        deletedBy: deletedAt ? DEMO_USER_ID : null,
        createdBy: DEMO_USER_ID,
        tagIds: sample.tags.map((tag) => tags[tag].id),
        createdAt,
        updatedAt: deletedAt ?? createdAt,
      });
      const minuteLater = new Date(createdAt.getTime() + 60_000);
      const activities: ActivityRecord[] = [
        activityRecord(record, 'created', { userId: DEMO_USER_ID, createdAt }),
        ...record.tagIds.map((tagId) => activityRecord(record, 'tagged', { tagId, userId: DEMO_USER_ID, createdAt: minuteLater })),
        ...(deletedAt ? [activityRecord(record, 'deleted', { userId: DEMO_USER_ID, createdAt: deletedAt })] : []),
      ];
      return { record, blob, activities };
    }),
  );

  await withinQuota(async () => {
    const transaction = database.transaction(
      ['organizations', 'tags', 'taggingRules', 'documents', 'files', 'activities', 'settings'],
      'readwrite',
    );
    await Promise.all([
      transaction.objectStore('organizations').put(organization),
      ...Object.values(tags).map((tag) => transaction.objectStore('tags').put(tag)),
      ...rules.map((rule) => transaction.objectStore('taggingRules').put(rule)),
      ...documents.flatMap(({ record, blob, activities }) => [
        transaction.objectStore('documents').put(record),
        transaction.objectStore('files').put({ documentId: record.id, blob }),
        ...activities.map((activity) => transaction.objectStore('activities').put(activity)),
      ]),
      transaction.objectStore('settings').put(now, SEEDED_AT_KEY),
      transaction.done,
    ]);
  });
  return organization.id;
}
