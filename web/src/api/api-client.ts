import type { Config, Member, Organization, Session, User } from './types';

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
};
