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
