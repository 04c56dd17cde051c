/**
 * The API's shapes, derived from the worker's DTO mappers and reads (and core's request schemas), so
 * that a field added there reaches the web with no copy to update. `import type` only: nothing of the
 * worker is bundled, and the imported worker files are type-checked with the web's, so they must use
 * no Workers global (the DTO, repository and table files use none).
 */
import type { toShareLinkDto } from '../../../worker/modules/share-links/share-links.dto';
import type { createShareLinkSchema, sharedDocumentSchema } from '../../../core/share-links/share-links.schemas';
import type { z } from 'zod';
import type { toApiKeyDto } from '../../../worker/modules/api-keys/api-keys.dto';
import type {
  toAuditEntryDto,
  toDatabaseHealthDto,
  toConsoleOrganizationDto,
  toConsoleUserDto,
  toOrganizationOperatorActionDto,
} from '../../../worker/modules/admin/admin.dto';
import type { createApiKeySchema } from '../../../core/api-keys/api-keys.schemas';
import type { getPublicConfig } from '../../../worker/modules/config/config.service';
import type { toDocumentActivityDto, toDocumentDto, toSearchResultDto } from '../../../core/documents/documents.dto';
import type { toDocumentVersionDto } from '../../../core/documents/document-versions.dto';
import type { editPagesSchema, mergeDocumentsSchema, splitDocumentSchema } from '../../../core/documents/document-versions.schemas';
import type { versionPagesAnswerSchema } from '../../../core/documents/document-versions.openapi';
import type { getStatistics, selectFailedDocuments } from '../../../worker/modules/documents/documents.repository';
import type { selectDailyNumbers, selectRecentCronRuns } from '../../../worker/modules/admin/admin.repository';
import type { toOrganizationMoveDto } from '../../../worker/modules/organization-moves/organization-moves.dto';
import type { selectFailedDeliveries } from '../../../worker/modules/webhooks/webhooks.repository';
import type { selectMessagesWithOutcome } from '../../../worker/modules/intake-emails/intake-emails.repository';
import type { toBulkJobDto } from '../../../core/documents/bulk.dto';
import type { BulkAction } from '../../../core/documents/bulk.schemas';
import type { DocumentSortField } from '../../../core/documents/documents.schemas';
import type { toIntakeEmailDto, toIntakeMessageDto } from '../../../worker/modules/intake-emails/intake-emails.dto';
import type { updateIntakeEmailSchema } from '../../../core/intake-emails/intake-emails.schemas';
import type { toInvitationDto, toReceivedInvitationDto } from '../../../worker/modules/invitations/invitations.dto';
import type { toMemberDto } from '../../../worker/modules/members/members.dto';
import type { toOrganizationDto } from '../../../worker/modules/organizations/organizations.dto';
import type { updateOrganizationSchema } from '../../../core/organizations/organizations.schemas';
import type { toRuleDto } from '../../../worker/modules/tagging-rules/tagging-rules.dto';
import type { readLatestRun } from '../../../worker/modules/tagging-rules/tagging-rules.repository';
import type { taggingRuleInputSchema } from '../../../core/tagging-rules/tagging-rules.schemas';
import type { toNoteDto } from '../../../worker/modules/documents/notes/notes.dto';
import type { toPropertyDto } from '../../../worker/modules/properties/properties.dto';
import type { propertyInputSchema } from '../../../core/properties/properties.schemas';
import type { toSuggestionDto } from '../../../worker/modules/suggestions/suggestions.dto';
import type { languageModelAnswerSchema } from '../../../core/suggestions/suggestions.schemas';
import type { toSavedViewDto } from '../../../worker/modules/saved-views/saved-views.dto';
import type { savedViewInputSchema } from '../../../core/saved-views/saved-views.schemas';
import type { toTagDto } from '../../../worker/modules/tags/tags.dto';
import type { listTagsWithCounts } from '../../../worker/modules/tags/tags.repository';
import type { tagInputSchema } from '../../../core/tags/tags.schemas';
import type { toUserDto } from '../../../worker/modules/users/users.dto';
import type { toDeliveryDto, toWebhookDto } from '../../../worker/modules/webhooks/webhooks.dto';
import type { webhookInputSchema } from '../../../core/webhooks/webhooks.schemas';
import type { BatchedRead } from '../../../worker/platform/db/batched-read';
import type { WorkflowDto, WorkflowDueDto, WorkflowRunDto, WorkflowTryDto } from '../../../core/workflows/workflows.dto';
import type { listWorkflowRunsQuerySchema, workflowInputSchema } from '../../../core/workflows/workflows.schemas';
import type {
  CreateImportInput,
  ImportDto,
  ImportReport,
  startImportSchema,
  startImportsSchema,
} from '../../../core/imports/imports.schemas';

/** The keys whose ISO strings the client turns back into Dates, at any depth (reviveDates in http.ts). */
export const DATE_KEYS = [
  'createdAt',
  'updatedAt',
  'deletedAt',
  'expiresAt',
  'lastUsedAt',
  'lastTriggeredAt',
  'disabledAt',
  'nextAttemptAt',
  'receivedAt',
  'thumbnailCreatedAt',
  'contentEditedAt',
  'finishedAt',
  'lastSignInAt',
  'startedAt',
  // Since when an account is disabled, or an organization read-only.
  'since',
] as const;
type DateKey = (typeof DATE_KEYS)[number];

/** A value as JSON carries it: a Date becomes its ISO string. */
type Serialized<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Serialized<Item>[]
    : T extends object
      ? { [K in keyof T]: Serialized<T[K]> }
      : T;
/** A JSON value with the strings under DATE_KEYS turned back into Dates. */
type Revived<T> = T extends readonly (infer Item)[]
  ? Revived<Item>[]
  : T extends object
    ? { [K in keyof T]: K extends DateKey ? RevivedDate<T[K]> : Revived<T[K]> }
    : T;
type RevivedDate<T> = T extends string ? Date : Revived<T>;
/** What an ApiClient call resolves to where the worker answers with a T. */
type Received<T> = Revived<Serialized<T>>;

/** What a repository read resolves to. */
type ReadResult<Read extends (...args: never[]) => BatchedRead<unknown>> = ReturnType<Read> extends BatchedRead<infer T> ? T : never;

export type Config = Received<ReturnType<typeof getPublicConfig>>;

export type User = Received<ReturnType<typeof toUserDto>>;
/** better-auth's session answer, as far as the SPA reads it. */
type SessionUser = { id: string; email: string; name: string; emailVerified: boolean; twoFactorEnabled?: boolean };
/** `session.id` names the session of this browser among the account's sessions. */
export type Session = { user: SessionUser; session?: { id: string } } | null;
/** One of the account's passkeys, as better-auth lists them. */
export type Passkey = { id: string; name?: string | null; deviceType: string; backedUp: boolean; createdAt: string };
/** One of the account's signed-in sessions, as better-auth lists them. */
export type AccountSession = {
  id: string;
  token: string;
  ipAddress?: string | null;
  userAgent?: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
};

export type Organization = Received<ReturnType<typeof toOrganizationDto>>;
/** The operator's console (web/src/admin): a user, an organization, a row of the audit log. */
export type ConsoleUser = Received<ReturnType<typeof toConsoleUserDto>>;
export type ConsoleOrganization = Received<ReturnType<typeof toConsoleOrganizationDto>>;
export type OperatorAuditEntry = Received<ReturnType<typeof toAuditEntryDto>>;
/** Where a move of an organization to another database stands (the console drives it a call at a time). */
export type OrganizationMove = Received<ReturnType<typeof toOrganizationMoveDto>>;
/** The service's figures of one day, as the daily run recorded them. */
export type DailyNumbers = Received<Awaited<ReturnType<typeof selectDailyNumbers>>[number]>;
export type DatabaseHealth = Received<ReturnType<typeof toDatabaseHealthDto>>;
export type CronRun = Received<Awaited<ReturnType<typeof selectRecentCronRuns>>[number]>;
/** The health screen: each database, counts up to `countCap`, and the last runs of the Cron Triggers. */
export type OperatorHealth = { databases: DatabaseHealth[]; countCap: number; cronRuns: CronRun[] };
type HealthFailure<Row> = Received<Row> & { organizationName: string };
/** What the health screen lists of each kind: documents whose reading failed, deliveries given up, intake messages bounced. */
export type HealthFailures = {
  documents: HealthFailure<Awaited<ReturnType<typeof selectFailedDocuments>>[number]>;
  'webhook-deliveries': HealthFailure<Awaited<ReturnType<typeof selectFailedDeliveries>>[number]>;
  'intake-messages': HealthFailure<Awaited<ReturnType<typeof selectMessagesWithOutcome>>[number]>;
};
/** What the service's operators did to an organization, as its owners see it. */
export type OrganizationOperatorAction = Received<ReturnType<typeof toOrganizationOperatorActionDto>>;
/** A language the organization's scans are read in (OCR). */
export type DocumentLanguage = Organization['documentLanguages'][number];
/** What an update changes: the name, the document languages (at least one), or both. */
export type OrganizationInput = z.input<typeof updateOrganizationSchema>;
export type Member = Received<ReturnType<typeof toMemberDto>>;
export type OrganizationRole = Member['role'];
export type Invitation = Received<ReturnType<typeof toInvitationDto>>;
/** One of the signed-in user's own invitations, with its organization and who sent it. */
export type ReceivedInvitation = Received<ReturnType<typeof toReceivedInvitationDto>>;

/** A document, with its custom properties' values by property id (`properties`, absent in the demo). */
export type Document = Received<ReturnType<typeof toDocumentDto>>;
/** One of a document's files, newest first in its list; the highest number is the current one. */
export type DocumentVersion = Received<ReturnType<typeof toDocumentVersionDto>>;
/** A document as its detail answers it: which version is current (the number a new version is checked against) and how many there are. */
export type DocumentDetail = Document & { currentVersion: Pick<DocumentVersion, 'id' | 'number' | 'label'>; versionsCount: number };
/** A page of a version's file: its number (from 1) and its own rotation, in degrees clockwise. */
export type PageOfFile = z.output<typeof versionPagesAnswerSchema>['pages'][number];
export type EditPagesInput = z.input<typeof editPagesSchema>;
export type SplitDocumentInput = z.input<typeof splitDocumentSchema>;
export type MergeDocumentsInput = z.input<typeof mergeDocumentsSchema>;
export type Property = Received<ReturnType<typeof toPropertyDto>>;
export type PropertyInput = z.input<typeof propertyInputSchema>;
export type Suggestion = Received<ReturnType<typeof toSuggestionDto>>;
/** The operator's language model as the suggestions card shows it. */
export type LanguageModelInfo = NonNullable<z.output<typeof languageModelAnswerSchema>['languageModel']>;
export type { PropertyType, PropertyValue } from '../../../core/properties/property-types';
import type { PropertyValue } from '../../../core/properties/property-types';
export type DocumentTag = Document['tags'][number];
export type DocumentActivity = Received<ReturnType<typeof toDocumentActivityDto>>;
export type Note = Received<ReturnType<typeof toNoteDto>>;
export type SavedView = Received<ReturnType<typeof toSavedViewDto>>;
export type ShareLink = Received<ReturnType<typeof toShareLinkDto>>;
export type ShareLinkInput = z.input<typeof createShareLinkSchema>;
export type SharedDocument = z.output<typeof sharedDocumentSchema>;
/** What a view keeps; omitted fields take their defaults (no search, no tags, the list's order, default columns, table). */
export type SavedViewInput = z.input<typeof savedViewInputSchema>;
/** A document like another, with the share of the other's distinctive words' weight it holds (0 to 1). */
export type SimilarDocument = Document & { score: number };
/** A search hit: the document plus, when its content matched, an HTML-escaped snippet with <mark> around the matches. */
export type DocumentSearchResult = Document &
  Partial<Omit<Extract<Received<ReturnType<typeof toSearchResultDto>>, { snippet: string }>, keyof Document>>;

/** A bulk action on documents: done in its answer up to 100 documents, else running until its status changes. */
export type BulkJob = Received<ReturnType<typeof toBulkJobDto>>;
export type { BulkAction };
/** The documents by id, or "all matching" as the query the server resolves (the trash takes `query: {}`); tagId for the tag actions. */
export type BulkActionInput = { tagId?: string; propertyId?: string; value?: PropertyValue | null } & (
  | { documentIds: string[] }
  | { query: { searchQuery?: string } & DocumentsTagQuery }
);

export type OrganizationStats = Received<ReadResult<typeof getStatistics>>;

/** An API key as its owner sees it: never its token, which only the create answer carries. */
export type ApiKey = Received<ReturnType<typeof toApiKeyDto>>;
export type ApiKeyPermission = ApiKey['permissions'][number];
/** expiresAt as JSON carries it: an ISO string, or null for a key that never expires. */
export type ApiKeyInput = Omit<z.input<typeof createApiKeySchema>, 'expiresAt'> & { expiresAt: string | null };

export type Page = { pageIndex: number; pageSize: number };
/** A list's order (core/documents/documents.schemas.ts): the list's own when sortBy is omitted. */
export type DocumentsSortQuery = { sortBy?: DocumentSortField; sortOrder?: 'asc' | 'desc' };
/** A tag filter's documents: with every tag (all, the default) or any of them. */
export type DocumentsTagQuery = { tags?: string[]; tagMatch?: 'all' | 'any' };

/** A tag; the list answer also counts its active documents. */
export type Tag = Received<ReturnType<typeof toTagDto>> &
  Partial<Pick<Received<ReadResult<typeof listTagsWithCounts>[number]>, 'documentsCount'>>;
export type TagInput = z.input<typeof tagInputSchema>;

/** `actions` is the original client's copy of tagIds; the SPA reads tagIds and tags. */
export type TaggingRule = Omit<Received<ReturnType<typeof toRuleDto>>, 'actions'>;
export type TaggingRuleCondition = TaggingRule['conditions'][number];
export type TaggingRuleInput = z.input<typeof taggingRuleInputSchema>;
/** Progress of "apply to existing documents"; the newest run of a rule. */
export type TaggingRuleRun = Received<NonNullable<ReadResult<typeof readLatestRun>>>;

/** A webhook as its admins see it: never its secret. disabledReason says why the server turned it off (null when enabled or turned off by a person). */
export type Webhook = Received<ReturnType<typeof toWebhookDto>>;
export type WebhookEvent = Webhook['events'][number];
/** On edit, `secret` is sent only to rotate it. */
export type WebhookInput = z.input<typeof webhookInputSchema>;
/** The create answer carries the signing secret the server generated when none was given, the one time it is readable. */
export type CreatedWebhook = { webhook: Webhook; secret?: string };
/** One message to one webhook: where it stands (its latest attempt), what was sent and answered, and every attempt. eventType is 'webhook.test' for a test ping. */
export type WebhookDelivery = Received<ReturnType<typeof toDeliveryDto>>;

/** A workflow: its triggers, conditions and actions, and where it runs in the organization's order. */
export type Workflow = Received<WorkflowDto>;
export type WorkflowInput = z.input<typeof workflowInputSchema>;
/** One run of a workflow on one document: its trigger, each action's step, and why it failed. */
export type WorkflowRun = Received<WorkflowRunDto>;
export type WorkflowRunsQuery = Omit<Partial<z.output<typeof listWorkflowRunsQuerySchema>>, 'pageSize'> & {
  workflowId?: string;
  pageSize?: number;
};
/** What "Try it" answers: whether the document meets the conditions, and what each action would do. */
export type WorkflowTry = WorkflowTryDto;
/** A document a scheduled trigger falls due on. */
export type WorkflowDue = WorkflowDueDto;

/** An address that turns the mail its allowed origins send into documents. */
export type IntakeEmail = Received<ReturnType<typeof toIntakeEmailDto>>;
/** What an edit may change: on or off, and the senders whose mail is accepted (the server lowercases and deduplicates them). */
export type IntakeEmailInput = z.input<typeof updateIntakeEmailSchema>;
/** One message an address received, and what became of it: the documents it made, or why none. */
export type IntakeMessage = Received<ReturnType<typeof toIntakeMessageDto>>;
export type IntakeMessageOutcome = IntakeMessage['outcome'];

/** Another product's export on its way in: its upload's parts, then where its report and its job stand. */
export type DocumentsImport = Received<ImportDto>;
export type ImportStatus = DocumentsImport['status'];
/** Whose export: Paperless-ngx's, or one of this app's organizations' (read back whole). */
export type ImportSource = DocumentsImport['source'];
export type { CreateImportInput, ImportReport };
/** What a start may choose: keepArchives, true unless said. */
export type StartImportInput = z.input<typeof startImportSchema>;
export type StartImportsInput = z.input<typeof startImportsSchema>;
