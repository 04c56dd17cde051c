import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type {
  AccountSession,
  ApiKey,
  ApiKeyInput,
  BulkAction,
  BulkActionInput,
  BulkJob,
  Config,
  DocumentsSortQuery,
  DocumentsTagQuery,
  Document,
  DocumentActivity,
  DocumentDetail,
  DocumentVersion,
  EditPagesInput,
  MergeDocumentsInput,
  PageOfFile,
  SplitDocumentInput,
  Suggestion,
  LanguageModelInfo,
  DocumentSearchResult,
  SimilarDocument,
  Invitation,
  Note,
  Property,
  PropertyInput,
  PropertyValue,
  SavedView,
  ShareLink,
  ShareLinkInput,
  SharedDocument,
  SavedViewInput,
  Member,
  ReceivedInvitation,
  Organization,
  OrganizationInput,
  OrganizationOperatorAction,
  OrganizationStats,
  Page,
  Passkey,
  Session,
  Tag,
  TaggingRule,
  TaggingRuleInput,
  TaggingRuleRun,
  TagInput,
  User,
  OrganizationRole,
  CreatedWebhook,
  Webhook,
  WebhookDelivery,
  WebhookInput,
  Workflow,
  WorkflowDue,
  WorkflowInput,
  WorkflowRun,
  WorkflowRunsQuery,
  WorkflowTry,
  IntakeEmail,
  IntakeEmailInput,
  IntakeMessage,
  CreateImportInput,
  DocumentsImport,
  ImportReport,
  StartImportInput,
  StartImportsInput,
} from './types';
import type { UploadOptions } from './http';

/**
 * Everything the SPA asks of a server: the one contract. The http implementation talks to the
 * Worker; the demo's (web/src/demo) answers the same calls from the browser's IndexedDB. The shapes
 * (types.ts) are derived from the worker's DTOs, dates under DATE_KEYS as Date values.
 */
export type ApiClient = {
  getConfig(): Promise<{ config: Config }>;
  auth: {
    getSession(): Promise<Session>;
    /** With `twoFactorRedirect`, the account asks for a second factor: no session until twoFactor.verifyCode (or verifyBackupCode). */
    signIn(input: { email: string; password: string; rememberMe: boolean }): Promise<{ twoFactorRedirect?: boolean }>;
    signUp(input: { email: string; password: string; name: string }): Promise<unknown>;
    /**
     * Starts a sign-in at GitHub, Google (social) or a custom OAuth2 / OIDC provider: answers the
     * provider's authorization URL, where the browser goes next. Back from the provider the user lands
     * signed in on the home page, or, when it failed, on `errorPath` with `?provider=<id>&error=<code>`.
     */
    signInWithProvider(
      provider: { kind: 'social'; id: 'github' | 'google' } | { kind: 'custom'; id: string },
      input: { errorPath: string },
    ): Promise<{ url: string }>;
    signOut(): Promise<unknown>;
    requestPasswordReset(input: { email: string }): Promise<unknown>;
    resetPassword(input: { newPassword: string; token: string }): Promise<unknown>;
    /** A new verification link, whose landing page is /email-verification/done. */
    sendVerificationEmail(input: { email: string }): Promise<unknown>;
    /** With the current password; every other session of the account ends. */
    changePassword(input: { currentPassword: string; newPassword: string }): Promise<unknown>;
    /** The account's signed-in sessions, on every device. */
    listSessions(): Promise<AccountSession[]>;
    revokeSession(input: { token: string }): Promise<unknown>;
    /** With the password: organizations the user alone owns are deleted too. */
    deleteAccount(input: { password: string }): Promise<unknown>;
    twoFactor: {
      /** A new authenticator-app secret (an otpauth:// address) and ten backup codes; it takes effect once a code confirms it. */
      enable(input: { password: string }): Promise<{ totpURI: string; backupCodes: string[] }>;
      /** An authenticator app's code: confirms the secret when signed in, ends a sign-in's second step otherwise. */
      verifyCode(input: { code: string; trustDevice?: boolean }): Promise<unknown>;
      /** A sign-in's second step with one of the backup codes, each good once. */
      verifyBackupCode(input: { code: string; trustDevice?: boolean }): Promise<unknown>;
      /** Ten new backup codes; the old ones stop working. */
      regenerateBackupCodes(input: { password: string }): Promise<{ backupCodes: string[] }>;
      disable(input: { password: string }): Promise<unknown>;
    };
    /** WebAuthn ceremonies' server halves; the browser's half is web/src/auth/passkey-ceremonies.ts. */
    passkeys: {
      list(): Promise<Passkey[]>;
      registrationOptions(input: { name: string }): Promise<PublicKeyCredentialCreationOptionsJSON>;
      verifyRegistration(input: { response: unknown; name: string }): Promise<unknown>;
      rename(input: { id: string; name: string }): Promise<unknown>;
      remove(input: { id: string }): Promise<unknown>;
      authenticationOptions(): Promise<PublicKeyCredentialRequestOptionsJSON>;
      /** Signs in as the passkey's account. */
      verifyAuthentication(input: { response: unknown }): Promise<unknown>;
    };
  };
  users: {
    getMe(): Promise<{ user: User }>;
    updateMe(input: { name: string }): Promise<{ user: User }>;
  };
  organizations: {
    /** With the organization the user last opened in the app, on any device (null before any, and in the demo). */
    list(): Promise<{ organizations: Organization[]; lastOpenedOrganizationId?: string | null }>;
    create(input: { name: string }): Promise<{ organization: Organization }>;
    get(organizationId: string): Promise<{ organization: Organization }>;
    update(organizationId: string, input: OrganizationInput): Promise<{ organization: Organization }>;
    delete(organizationId: string): Promise<void>;
    getMyMembership(organizationId: string): Promise<{ member: Member }>;
    /** Owner only: whether members need a second factor to enter (refused until the owner has one). */
    updateSecurity(organizationId: string, input: { requireTwoFactor: boolean }): Promise<{ organization: Organization }>;
    /** A Stripe billing portal session of the organization (owner only, with subscriptions enabled). */
    getCustomerPortalUrl(organizationId: string): Promise<{ customerPortalUrl: string }>;
    /** Every document with its metadata, as zip parts a job builds (owner and admins); the job is the caller's. */
    startExport(organizationId: string): Promise<{ job: BulkJob }>;
    /** The caller's exports of the organization, newest first. */
    listExports(organizationId: string): Promise<{ jobs: BulkJob[] }>;
    /** What the service's operators did to the organization, newest first, a page at a time (owner only). */
    listOperatorActions(
      organizationId: string,
      input: { cursor: string | null },
    ): Promise<{ operatorActions: OrganizationOperatorAction[]; nextCursor: string | null }>;
  };
  members: {
    list(organizationId: string): Promise<{ members: Member[] }>;
    updateRole(organizationId: string, memberId: string, input: { role: OrganizationRole }): Promise<{ member: Member }>;
    remove(organizationId: string, memberId: string): Promise<void>;
    /** The signed-in user leaves the organization. */
    leave(organizationId: string): Promise<void>;
    invite(organizationId: string, input: { email: string; role: OrganizationRole }): Promise<{ invitation: Invitation }>;
    listInvitations(organizationId: string): Promise<{ invitations: Invitation[] }>;
  };
  invitations: {
    /** The signed-in user's pending invitations. */
    list(): Promise<{ invitations: ReceivedInvitation[] }>;
    count(): Promise<{ pendingInvitationsCount: number }>;
    accept(invitationId: string): Promise<{ invitation: Invitation }>;
    reject(invitationId: string): Promise<{ invitation: Invitation }>;
    resend(invitationId: string): Promise<{ invitation: Invitation }>;
    cancel(invitationId: string): Promise<{ invitation: Invitation }>;
  };
  apiKeys: {
    /** The signed-in user's keys; managing keys needs a session, a key cannot. */
    list(): Promise<{ apiKeys: ApiKey[] }>;
    /** The token is in this answer only: the server keeps its hash. */
    create(input: ApiKeyInput): Promise<{ apiKey: ApiKey; token: string }>;
    delete(apiKeyId: string): Promise<void>;
  };
  documents: {
    /** Sends the file as multipart field `file`; onProgress receives the bytes sent so far. */
    upload(
      organizationId: string,
      file: File,
      options?: { onProgress?: (sentBytes: number, totalBytes: number) => void; signal?: AbortSignal },
    ): Promise<{ document: Document; isRestored: boolean }>;
    list(
      organizationId: string,
      query: Page & DocumentsSortQuery & DocumentsTagQuery,
    ): Promise<{ documents: Document[]; documentsCount: number }>;
    /** By deletion, latest first, unless sorted otherwise. */
    listDeleted(organizationId: string, query: Page & DocumentsSortQuery): Promise<{ documents: Document[]; documentsCount: number }>;
    get(organizationId: string, documentId: string): Promise<{ document: DocumentDetail }>;
    update(
      organizationId: string,
      documentId: string,
      input: {
        name?: string;
        content?: string;
        documentDate?: string | null;
        archiveSerialNumber?: number | null;
        expectedUpdatedAt?: string;
      },
    ): Promise<{ document: Document }>;
    /** The highest archive serial number of the organization (the trash included) plus one: 1 before any. */
    nextArchiveSerialNumber(organizationId: string): Promise<{ archiveSerialNumber: number }>;
    delete(organizationId: string, documentId: string): Promise<void>;
    restore(organizationId: string, documentId: string): Promise<{ document: Document }>;
    /**
     * URL of the original file, for download links, previews and new tabs: the API's (same origin, session
     * cookie), or in the demo an object URL of the stored file, hence a promise.
     */
    fileUrl(organizationId: string, documentId: string, options?: { download?: boolean }): Promise<string>;
    /** URL of the first-page thumbnail made at `thumbnailCreatedAt` (the date keeps a newer one out of the browser's cache). */
    thumbnailUrl(organizationId: string, documentId: string, thumbnailCreatedAt: Date): Promise<string>;
    /**
     * Reads the file again (text, OCR, thumbnail); the document answered is pending. Content edited by hand
     * (contentEditedAt) is replaced only with replaceEditedContent, else 409 document.content_edited.
     */
    reprocess(organizationId: string, documentId: string, options?: { replaceEditedContent?: boolean }): Promise<{ document: Document }>;
    /**
     * Reads again, in the organization's current document languages, every document read with OCR (scans
     * and photos); those whose content was edited by hand keep it. Answers how many will be read.
     */
    reprocessScanned(organizationId: string): Promise<{ documentsCount: number }>;
    getActivity(organizationId: string, documentId: string, query: Page): Promise<{ activities: DocumentActivity[] }>;
    getStatistics(organizationId: string): Promise<{ organizationStats: OrganizationStats }>;
    deleteFromTrash(organizationId: string, documentId: string): Promise<void>;
    emptyTrash(organizationId: string): Promise<void>;
    /**
     * Query language: words, prefixes, substrings, "phrases", -excluded, OR, tag:, name:, content:, created:>…/<…
     * The server stops counting at 1000 matches: documentsCount is then 1000 and isDocumentsCountCapped true.
     */
    search(
      organizationId: string,
      query: Page & DocumentsSortQuery & DocumentsTagQuery & { searchQuery: string },
    ): Promise<{ documents: DocumentSearchResult[]; documentsCount: number; isDocumentsCountCapped?: boolean }>;
    /** The organization's active documents most like this one (never itself), the most alike first: 5 unless `limit` (at most 20). */
    similar(organizationId: string, documentId: string, query?: { limit?: number }): Promise<{ documents: SimilarDocument[] }>;
    addTag(organizationId: string, documentId: string, tagId: string): Promise<void>;
    removeTag(organizationId: string, documentId: string, tagId: string): Promise<void>;
    /** Many documents in one motion: the job answered is done up to 100 documents, else running (poll getBulkJob). */
    bulk(organizationId: string, action: BulkAction, input: BulkActionInput): Promise<{ job: BulkJob }>;
    /** The caller's bulk jobs of the last week that ran in the background and are not dismissed: their panel. */
    listBulkJobs(organizationId: string): Promise<{ jobs: BulkJob[] }>;
    getBulkJob(organizationId: string, jobId: string): Promise<{ job: BulkJob }>;
    /** Off the panel; a running job answers 409. */
    dismissBulkJob(organizationId: string, jobId: string): Promise<void>;
    /**
     * A zip of the selected documents with a metadata.csv, as a URL to download: the Worker's, which
     * streams it, or in the demo an object URL of the zip made in the page. A selection too large to
     * stream answers a running job instead, which builds the zip's parts (archivePartUrl) and emails them.
     */
    downloadZip(
      organizationId: string,
      input: Exclude<BulkActionInput, { tagId: string }>,
    ): Promise<{ url: string; documentsCount: number } | { job: BulkJob }>;
    /** Where a part of a zip built by a job (a large download or an export) is downloaded. */
    archivePartUrl(organizationId: string, jobId: string, partNumber: number): string;
  };
  properties: {
    /** The organization's custom properties, in their order. */
    list(organizationId: string): Promise<{ properties: Property[] }>;
    create(organizationId: string, input: PropertyInput): Promise<{ property: Property }>;
    /** The type stays; options keep their ids, and those left out take their values with them. */
    update(organizationId: string, propertyId: string, input: PropertyInput): Promise<{ property: Property }>;
    delete(organizationId: string, propertyId: string): Promise<void>;
    /** A document's value of a property, as its type takes it; null clears it. */
    setValue(
      organizationId: string,
      documentId: string,
      propertyId: string,
      value: PropertyValue | null,
    ): Promise<{ propertyId: string; value: PropertyValue | null }>;
  };
  suggestions: {
    /** What the organization's model suggests for a document (pending only), the surest first. */
    list(organizationId: string, documentId: string): Promise<{ suggestions: Suggestion[] }>;
    /** Writes the suggestion's tag or value, as the caller's change. */
    accept(organizationId: string, documentId: string, suggestionId: string): Promise<{ suggestion: Suggestion }>;
    /** Never suggested again for this document. */
    dismiss(organizationId: string, documentId: string, suggestionId: string): Promise<{ suggestion: Suggestion }>;
    acceptAll(organizationId: string, documentId: string): Promise<{ suggestions: Suggestion[] }>;
    /** The language model the operator configured (null: none): where the text goes, how much, and this month's budget. */
    languageModel(organizationId: string): Promise<{ languageModel: LanguageModelInfo | null }>;
  };
  shareLinks: {
    /** A document's links, newest first (members and up). */
    listOfDocument(organizationId: string, documentId: string): Promise<{ shareLinks: ShareLink[] }>;
    /** Every link of the organization (admins). */
    listOfOrganization(organizationId: string): Promise<{ shareLinks: ShareLink[] }>;
    /** A new link; its URL is in this answer only. */
    create(organizationId: string, documentId: string, input: ShareLinkInput): Promise<{ shareLink: ShareLink; url: string }>;
    /** Its creator, or an admin. */
    revoke(organizationId: string, documentId: string, shareLinkId: string): Promise<void>;
    /** The public side: what a link shows (401 share.password_required until unlocked). */
    openShared(token: string): Promise<{ sharedDocument: SharedDocument }>;
    unlockShared(token: string, password: string): Promise<void>;
    sharedFileUrl(token: string, options?: { download?: boolean }): string;
  };
  views: {
    /** The organization's saved views, in the navigation's order. */
    list(organizationId: string): Promise<{ views: SavedView[] }>;
    create(organizationId: string, input: SavedViewInput): Promise<{ view: SavedView }>;
    update(organizationId: string, viewId: string, input: SavedViewInput): Promise<{ view: SavedView }>;
    delete(organizationId: string, viewId: string): Promise<void>;
    /** Every view's id, in the new order. */
    reorder(organizationId: string, viewIds: string[]): Promise<void>;
  };
  versions: {
    /** A document's files, newest first. */
    list(organizationId: string, documentId: string): Promise<{ versions: DocumentVersion[] }>;
    /**
     * A new current file over the document (multipart `file`, `label`). With expectedVersionNumber, the
     * current number the page showed: a version added since answers 409 document.version_conflict.
     */
    upload(
      organizationId: string,
      documentId: string,
      file: File,
      options?: {
        label?: string;
        expectedVersionNumber?: number;
        onProgress?: (sentBytes: number, totalBytes: number) => void;
        signal?: AbortSignal;
      },
    ): Promise<{ version: DocumentVersion; document: DocumentDetail }>;
    /** URL of a version's file, as documents.fileUrl (a promise: the demo's is an object URL). */
    fileUrl(organizationId: string, documentId: string, versionId: string, options?: { download?: boolean }): Promise<string>;
    /** null clears the label. */
    updateLabel(organizationId: string, documentId: string, versionId: string, label: string | null): Promise<{ version: DocumentVersion }>;
    /** Makes an older version current by adding a new one that copies it: history is never rewritten. */
    restore(
      organizationId: string,
      documentId: string,
      versionId: string,
      input?: { label?: string; expectedVersionNumber?: number },
    ): Promise<{ version: DocumentVersion; document: DocumentDetail }>;
    /** Admins and the owner; never the only version (409 document.version_only). The highest left becomes current. */
    delete(organizationId: string, documentId: string, versionId: string): Promise<void>;
  };
  /** The page editor (PDFs and images, an image being one page), split and merge. */
  pages: {
    /** A version's pages, each with its own rotation in degrees clockwise; other files answer 400 document.pages_unsupported. */
    list(organizationId: string, documentId: string, versionId: string): Promise<{ pages: PageOfFile[] }>;
    /** URL of a small WebP of page `pageNumber` (from 1) of a version, drawn on first ask (a promise: the demo's is an object URL). */
    imageUrl(organizationId: string, documentId: string, versionId: string, pageNumber: number): Promise<string>;
    /**
     * A new version of the current file's pages in `pages`' order (those left out are deleted), each turned
     * by `rotate` more. Content edited by hand: 409 document.content_edited until replaceEditedContent.
     */
    edit(
      organizationId: string,
      documentId: string,
      input: EditPagesInput,
    ): Promise<{ version: DocumentVersion; document: DocumentDetail }>;
    /** New documents, each of pages of the current file; tagIds and propertyIds omitted keep all of the original's. */
    split(organizationId: string, documentId: string, input: SplitDocumentInput): Promise<{ documents: DocumentDetail[] }>;
    /** One new document of the documents' pages in the order listed; the merged ones go to the trash. */
    merge(organizationId: string, input: MergeDocumentsInput): Promise<{ document: DocumentDetail }>;
  };
  notes: {
    /** A document's notes, newest first. */
    list(organizationId: string, documentId: string): Promise<{ notes: Note[] }>;
    create(organizationId: string, documentId: string, input: { content: string }): Promise<{ note: Note }>;
    /** Its author only; with expectedUpdatedAt, a note changed since answers 409 note.modified. */
    update(
      organizationId: string,
      documentId: string,
      noteId: string,
      input: { content: string; expectedUpdatedAt?: string },
    ): Promise<{ note: Note }>;
    /** Its author, or an admin. */
    delete(organizationId: string, documentId: string, noteId: string): Promise<void>;
  };
  tags: {
    list(organizationId: string): Promise<{ tags: Tag[] }>;
    create(organizationId: string, input: TagInput): Promise<{ tag: Tag }>;
    update(organizationId: string, tagId: string, input: TagInput): Promise<{ tag: Tag }>;
    delete(organizationId: string, tagId: string): Promise<void>;
  };
  taggingRules: {
    list(organizationId: string): Promise<{ taggingRules: TaggingRule[] }>;
    get(organizationId: string, taggingRuleId: string): Promise<{ taggingRule: TaggingRule }>;
    create(organizationId: string, input: TaggingRuleInput): Promise<{ taggingRule: TaggingRule }>;
    update(organizationId: string, taggingRuleId: string, input: TaggingRuleInput): Promise<{ taggingRule: TaggingRule }>;
    delete(organizationId: string, taggingRuleId: string): Promise<void>;
    /** Starts "apply to existing documents"; poll getLatestRun for progress. */
    applyToExistingDocuments(organizationId: string, taggingRuleId: string): Promise<{ taggingRuleRun: TaggingRuleRun }>;
    getLatestRun(organizationId: string, taggingRuleId: string): Promise<{ taggingRuleRun: TaggingRuleRun | null }>;
  };
  webhooks: {
    list(organizationId: string): Promise<{ webhooks: Webhook[] }>;
    get(organizationId: string, webhookId: string): Promise<{ webhook: Webhook }>;
    /** Without a secret the server generates one, answered here only. */
    create(organizationId: string, input: WebhookInput): Promise<CreatedWebhook>;
    /** A secret in the input rotates it; without one the current secret stays. */
    update(organizationId: string, webhookId: string, input: WebhookInput): Promise<{ webhook: Webhook }>;
    delete(organizationId: string, webhookId: string): Promise<void>;
    /** Newest first. */
    listDeliveries(
      organizationId: string,
      webhookId: string,
      query: Page,
    ): Promise<{ deliveries: WebhookDelivery[]; deliveriesCount: number }>;
    /** Sends the same message again (same `webhook-id`), as a new attempt. */
    redeliver(organizationId: string, webhookId: string, deliveryId: string): Promise<{ delivery: WebhookDelivery }>;
    /** Sends a `webhook.test` ping. */
    sendTestEvent(organizationId: string, webhookId: string): Promise<{ delivery: WebhookDelivery }>;
  };
  /** Viewers read; admins and the owner write; members and up run by hand and retry. */
  workflows: {
    /** In run order. */
    list(organizationId: string): Promise<{ workflows: Workflow[] }>;
    get(organizationId: string, workflowId: string): Promise<{ workflow: Workflow }>;
    create(organizationId: string, input: WorkflowInput): Promise<{ workflow: Workflow }>;
    update(organizationId: string, workflowId: string, input: WorkflowInput): Promise<{ workflow: Workflow }>;
    delete(organizationId: string, workflowId: string): Promise<void>;
    /** Every workflow of the organization, once, in the new order. */
    reorder(organizationId: string, workflowIds: string[]): Promise<{ workflows: Workflow[] }>;
    /** What the workflow would do to the document; nothing is changed. */
    try(organizationId: string, workflowId: string, documentId: string): Promise<WorkflowTry>;
    /** The documents its scheduled triggers fall due on in the next `days` days, soonest first. */
    listDue(organizationId: string, workflowId: string, days: number): Promise<{ due: WorkflowDue[] }>;
    /** Queues a run on each document (its conditions still apply). */
    run(organizationId: string, workflowId: string, documentIds: string[]): Promise<{ queuedCount: number }>;
    /** Newest first; `before` is the last run id of the previous page. */
    listRuns(organizationId: string, query: WorkflowRunsQuery): Promise<{ runs: WorkflowRun[] }>;
    /** A failed run again, from its failed action. */
    retryRun(organizationId: string, runId: string): Promise<{ run: WorkflowRun }>;
  };
  intakeEmails: {
    list(organizationId: string): Promise<{ intakeEmails: IntakeEmail[] }>;
    /** A new random address, enabled, with no allowed origin yet. */
    create(organizationId: string): Promise<{ intakeEmail: IntakeEmail }>;
    update(organizationId: string, intakeEmailId: string, input: IntakeEmailInput): Promise<{ intakeEmail: IntakeEmail }>;
    delete(organizationId: string, intakeEmailId: string): Promise<void>;
    /** The address's log, newest first. */
    listMessages(organizationId: string, intakeEmailId: string, query: Page): Promise<{ messages: IntakeMessage[]; messagesCount: number }>;
  };
  /** Another product's export brought in (owners and admins): uploaded in parts, read into a report, then imported by a job. */
  imports: {
    /** Starts the upload: the answer says the parts' size and how many. */
    create(organizationId: string, input: CreateImportInput): Promise<{ import: DocumentsImport }>;
    /** Part n (from 1) is the bytes [(n - 1) × partSize, n × partSize) of the file; sending one again replaces it. */
    uploadPart(
      organizationId: string,
      importId: string,
      partNumber: number,
      bytes: Blob,
      options?: UploadOptions,
    ): Promise<{ import: DocumentsImport }>;
    /** Every part sent: the export is read into its report (status analyzing). */
    completeUpload(organizationId: string, importId: string): Promise<{ import: DocumentsImport }>;
    get(organizationId: string, importId: string): Promise<{ import: DocumentsImport }>;
    /** Null until the export has been read. */
    getReport(organizationId: string, importId: string): Promise<{ report: ImportReport | null }>;
    /** The latest ten, newest first. */
    list(organizationId: string): Promise<{ imports: DocumentsImport[] }>;
    /** The person confirmed the report: a job of the jobs panel imports the export, once the organization's imports before it have ended. */
    start(organizationId: string, importId: string, input: StartImportInput): Promise<{ import: DocumentsImport }>;
    /** The parts of an export confirmed at once: the server runs them one after the other, in this order. */
    startAll(organizationId: string, input: StartImportsInput): Promise<{ imports: DocumentsImport[] }>;
    /** Drops an upload, or a finished or refused import's uploaded export (refused while importing). */
    delete(organizationId: string, importId: string): Promise<void>;
  };
};
