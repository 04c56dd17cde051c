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
