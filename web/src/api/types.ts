export type Config = {
  version: string;
  baseUrl: string;
  isDemoMode: boolean;
  auth: {
    isRegistrationEnabled: boolean;
    isPasswordResetEnabled: boolean;
    isEmailVerificationRequired: boolean;
    showLegalLinksOnAuthPage: boolean;
    providers: {
      email: { isEnabled: boolean };
      github: { isEnabled: boolean };
      google: { isEnabled: boolean };
      customs: { providerId: string; providerName: string; providerIconUrl?: string }[];
    };
  };
  documentsStorage: { maxUploadSize: number };
  documents: { deletedDocumentsRetentionDays: number };
  intakeEmails: { isEnabled: boolean };
  isSubscriptionsEnabled: boolean;
};

export type User = { id: string; email: string; name: string; roles: string[]; createdAt: Date; updatedAt: Date };
export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };
export type Session = { user: SessionUser } | null;

export type Organization = { id: string; name: string; createdAt: Date; updatedAt: Date };
export type OrganizationRole = 'owner' | 'admin' | 'member';
export type Member = { id: string; organizationId: string; role: OrganizationRole; user: { id: string; email: string; name: string }; createdAt: Date };

export type DocumentProcessingStatus = 'pending' | 'processed' | 'failed';

export type DocumentTag = { id: string; name: string; color: string };

export type Document = {
  id: string;
  organizationId: string;
  name: string;
  originalName: string;
  originalSize: number;
  mimeType: string;
  /** Extracted text; absent from list answers (only the detail call carries it). */
  content?: string;
  processingStatus: DocumentProcessingStatus;
  /** Why text extraction failed, when processingStatus is 'failed'. */
  processingError?: string;
  isDeleted: boolean;
  deletedAt?: Date;
  deletedBy?: string;
  tags: DocumentTag[];
  createdAt: Date;
  updatedAt: Date;
};

export type DocumentActivityEvent = 'created' | 'updated' | 'deleted' | 'restored' | 'tagged' | 'untagged';

export type DocumentActivity = {
  id: string;
  event: DocumentActivityEvent;
  eventData: { updatedFields?: string[] } | null;
  user: { id: string; name: string } | null;
  tag: DocumentTag | null;
  createdAt: Date;
};

export type OrganizationStats = { documentsCount: number; documentsSize: number };

export type Page = { pageIndex: number; pageSize: number };

export type Tag = { id: string; organizationId: string; name: string; color: string; description: string | null; documentsCount?: number; createdAt: Date; updatedAt: Date };
export type TagInput = { name: string; color: string; description?: string | null };

export const TAGGING_RULE_FIELDS = ['name', 'content'] as const;
export const TAGGING_RULE_OPERATORS = ['equal', 'not_equal', 'contains', 'not_contains', 'starts_with', 'ends_with'] as const;
export type TaggingRuleCondition = { field: (typeof TAGGING_RULE_FIELDS)[number]; operator: (typeof TAGGING_RULE_OPERATORS)[number]; value: string };

export type TaggingRule = {
  id: string;
  organizationId: string;
  name: string;
  description: string | null;
  isEnabled: boolean;
  /** 'all': every condition must hold (default); 'any': one is enough. No condition matches every document. */
  matchMode: 'all' | 'any';
  isCaseSensitive: boolean;
  conditions: TaggingRuleCondition[];
  tagIds: string[];
  tags: DocumentTag[];
  createdAt: Date;
  updatedAt: Date;
};
export type TaggingRuleInput = Pick<TaggingRule, 'name' | 'conditions' | 'tagIds'> & Partial<Pick<TaggingRule, 'description' | 'isEnabled' | 'matchMode' | 'isCaseSensitive'>>;

/** Progress of "apply to existing documents"; the newest run of a rule. */
export type TaggingRuleRun = { id: string; taggingRuleId: string; status: 'running' | 'done' | 'failed'; documentsCount: number; processedCount: number; taggedCount: number; createdAt: Date; updatedAt: Date };

/** A search hit: the document plus an HTML-escaped snippet of the matching content with <mark> around matches. */
export type DocumentSearchResult = Document & { snippet?: string };
