import type { Config, Document, DocumentActivity, Member, Organization, OrganizationStats, Page, Session, User } from './types';

/**
 * Everything the SPA asks of a server. The http implementation talks to the Worker; a demo
 * implementation (later) answers the same calls from local storage.
 */
export type ApiClient = {
  getConfig(): Promise<{ config: Config }>;
  auth: {
    getSession(): Promise<Session>;
    signIn(input: { email: string; password: string; rememberMe: boolean }): Promise<unknown>;
    signUp(input: { email: string; password: string; name: string }): Promise<unknown>;
    signOut(): Promise<unknown>;
    requestPasswordReset(input: { email: string }): Promise<unknown>;
    resetPassword(input: { newPassword: string; token: string }): Promise<unknown>;
  };
  users: {
    getMe(): Promise<{ user: User }>;
    updateMe(input: { name: string }): Promise<{ user: User }>;
  };
  organizations: {
    list(): Promise<{ organizations: Organization[] }>;
    create(input: { name: string }): Promise<{ organization: Organization }>;
    get(organizationId: string): Promise<{ organization: Organization }>;
    update(organizationId: string, input: { name: string }): Promise<{ organization: Organization }>;
    delete(organizationId: string): Promise<void>;
    getMyMembership(organizationId: string): Promise<{ member: Member }>;
  };
  documents: {
    /** Sends the file as multipart field `file`; onProgress receives the bytes sent so far. */
    upload(
      organizationId: string,
      file: File,
      options?: { onProgress?: (sentBytes: number, totalBytes: number) => void; signal?: AbortSignal },
    ): Promise<{ document: Document; isRestored: boolean }>;
    list(organizationId: string, query: Page & { tags?: string[] }): Promise<{ documents: Document[]; documentsCount: number }>;
    listDeleted(organizationId: string, query: Page): Promise<{ documents: Document[]; documentsCount: number }>;
    get(organizationId: string, documentId: string): Promise<{ document: Document }>;
    update(organizationId: string, documentId: string, input: { name?: string; content?: string }): Promise<{ document: Document }>;
    delete(organizationId: string, documentId: string): Promise<void>;
    restore(organizationId: string, documentId: string): Promise<{ document: Document }>;
    /** URL of the original file (same origin, session cookie), for download links, previews and new tabs. */
    fileUrl(organizationId: string, documentId: string, options?: { download?: boolean }): string;
    getActivity(organizationId: string, documentId: string, query: Page): Promise<{ activities: DocumentActivity[] }>;
    getStatistics(organizationId: string): Promise<{ organizationStats: OrganizationStats }>;
    deleteFromTrash(organizationId: string, documentId: string): Promise<void>;
    emptyTrash(organizationId: string): Promise<void>;
  };
};
