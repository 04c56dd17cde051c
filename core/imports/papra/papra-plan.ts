import type { PapraDocument, PapraOrganization, PapraTag } from './papra-api';

/** What was read of one Papra organization. */
export type PapraOrganizationRead = {
  organization: PapraOrganization;
  tags: PapraTag[];
  documents: PapraDocument[];
  deletedDocuments: PapraDocument[];
};

export type PlannedPapraDocument = {
  organizationId: string;
  papraId: string;
  name: string;
  originalName: string;
  mimeType: string;
  /** Papra's text, set where this app reads another (edited in Papra); null when empty. */
  content: string | null;
  documentDate: string | null;
  tagNames: string[];
  isDeleted: boolean;
};

export type PapraImportPlan = {
  organizations: { id: string; name: string; documentsCount: number; deletedDocumentsCount: number }[];
  /** Tags this organization lacks (by name, in any case), with Papra's colours. */
  tagsToMake: { name: string; color: string; description: string | null }[];
  /** Papra tags whose name this organization has: its documents get the existing tag. */
  tagsMatched: string[];
  documents: PlannedPapraDocument[];
  notCarried: { subject: string; reason: string }[];
};

/** Papra's default tag colour, for a tag whose colour this app cannot take. */
const DEFAULT_TAG_COLOR = '#d8ff75';
const HEX_COLOR = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i;
const DAY = /^\d{4}-\d{2}-\d{2}/;

/** What Papra's public API cannot give, or this app's cannot take: said in every report. */
const NOT_CARRIED: PapraImportPlan['notCarried'] = [
  {
    subject: 'custom properties',
    reason: 'their API in newer Papra versions is not the one this app keeps (0.9.1): it is not read',
  },
  { subject: 'notes', reason: 'not in the public API this command reads' },
  { subject: 'share links', reason: 'not in the public API, and an address of Papra does not lead here: share again from this app' },
  { subject: 'tagging rules, webhooks, intake emails, members, API keys', reason: 'not carried by this command' },
  {
    subject: 'added and deletion times',
    reason: 'this app sets them when the document is uploaded and when it is moved to the trash',
  },
];

function documentPlan(organizationId: string, document: PapraDocument, isDeleted: boolean): PlannedPapraDocument {
  return {
    organizationId,
    papraId: document.id,
    name: document.name,
    originalName: document.originalName || document.name,
    mimeType: document.mimeType,
    content: document.content?.trim() ? document.content : null,
    documentDate: document.documentDate && DAY.test(document.documentDate) ? document.documentDate.slice(0, 10) : null,
    tagNames: document.tags.map((tag) => tag.name),
    isDeleted,
  };
}

/**
 * Maps what was read of Papra onto this organization: tags matched by name (case aside, as this app's
 * names are unique) or made, a tag met in two Papra organizations made once with the first colour;
 * every document, the trashed ones to be moved to the trash once uploaded.
 */
export function planPapraImport(read: PapraOrganizationRead[], existingTagNames: string[]): PapraImportPlan {
  const existing = new Set(existingTagNames.map((name) => name.toLowerCase()));
  const seen = new Set<string>();
  const tagsToMake: PapraImportPlan['tagsToMake'] = [];
  const tagsMatched: string[] = [];
  const notCarried = [...NOT_CARRIED];
  const documents: PlannedPapraDocument[] = [];

  for (const { organization, tags, documents: active, deletedDocuments } of read) {
    const documentTags = [...active, ...deletedDocuments].flatMap((document) => document.tags);
    for (const tag of [...tags, ...documentTags]) {
      const key = tag.name.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      if (existing.has(key)) {
        tagsMatched.push(tag.name);
        continue;
      }
      const isColorValid = HEX_COLOR.test(tag.color);
      if (!isColorValid)
        notCarried.push({ subject: `colour of tag ${tag.name}`, reason: `${tag.color} is not a hex colour: ${DEFAULT_TAG_COLOR} instead` });
      tagsToMake.push({ name: tag.name, color: isColorValid ? tag.color : DEFAULT_TAG_COLOR, description: tag.description ?? null });
    }
    documents.push(
      ...active.map((document) => documentPlan(organization.id, document, false)),
      ...deletedDocuments.map((document) => documentPlan(organization.id, document, true)),
    );
  }

  return {
    organizations: read.map(({ organization, documents: active, deletedDocuments }) => ({
      id: organization.id,
      name: organization.name,
      documentsCount: active.length,
      deletedDocumentsCount: deletedDocuments.length,
    })),
    tagsToMake,
    tagsMatched,
    documents,
    notCarried,
  };
}

/** The plan for a person: counts per kind, what comes, what does not and why. */
export function formatPapraReport(plan: PapraImportPlan): string {
  const count = (predicate: (document: PlannedPapraDocument) => boolean) => plan.documents.filter(predicate).length;
  const lines = [
    'From Papra',
    ...plan.organizations.map(
      (organization) =>
        `  organization ${organization.name} (${organization.id}): ${organization.documentsCount} document(s), ${organization.deletedDocumentsCount} in the trash`,
    ),
    '',
    'What comes',
    `  documents        ${count((document) => !document.isDeleted)}, each with its file, name and tags`,
    `  trashed          ${count((document) => document.isDeleted)}, moved to the trash here once uploaded`,
    `  with their text  ${count((document) => document.content !== null)}, set once this app has read the file, where it reads another`,
    `  with a date      ${count((document) => document.documentDate !== null)}`,
    `  tags to make     ${plan.tagsToMake.length}${plan.tagsToMake.length ? `, with their colours: ${plan.tagsToMake.map((tag) => tag.name).join(', ')}` : ''}`,
    `  tags that exist  ${plan.tagsMatched.length}${plan.tagsMatched.length ? `: ${plan.tagsMatched.join(', ')} (their documents get the existing tag)` : ''}`,
    '  a document whose file is already here is skipped',
    '',
    'What does not come',
    ...plan.notCarried.map(({ subject, reason }) => `  ${subject}: ${reason}`),
  ];
  return `${lines.join('\n')}\n`;
}
