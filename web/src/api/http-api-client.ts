import type { ApiClient } from './api-client';
import { httpRequest as request } from './http';

const organizationPath = (organizationId: string) => `/api/organizations/${encodeURIComponent(organizationId)}`;

export function createHttpApiClient(): ApiClient {
  const callbackURL = () => window.location.origin;
  return {
    getConfig: () => request('/api/config'),
    auth: {
      getSession: () => request('/api/auth/get-session'),
      signIn: (input) => request('/api/auth/sign-in/email', { method: 'POST', body: { ...input, callbackURL: callbackURL() } }),
      signUp: (input) => request('/api/auth/sign-up/email', { method: 'POST', body: { ...input, callbackURL: callbackURL() } }),
      signOut: () => request('/api/auth/sign-out', { method: 'POST', body: {} }),
      requestPasswordReset: ({ email }) =>
        request('/api/auth/request-password-reset', { method: 'POST', body: { email, redirectTo: `${callbackURL()}/reset-password` } }),
      resetPassword: (input) => request('/api/auth/reset-password', { method: 'POST', body: input }),
    },
    users: {
      getMe: () => request('/api/users/me'),
      updateMe: (input) => request('/api/users/me', { method: 'PUT', body: input }),
    },
    organizations: {
      list: () => request('/api/organizations'),
      create: (input) => request('/api/organizations', { method: 'POST', body: input }),
      get: (organizationId) => request(organizationPath(organizationId)),
      update: (organizationId, input) => request(organizationPath(organizationId), { method: 'PUT', body: input }),
      delete: (organizationId) => request(organizationPath(organizationId), { method: 'DELETE' }),
      getMyMembership: (organizationId) => request(`${organizationPath(organizationId)}/members/me`),
    },
  };
}
