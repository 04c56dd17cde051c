import type { ApiClient } from './api-client';
import { VERIFICATION_LANDING_PATH } from '../auth/verification';
import type { BulkJob } from './types';
import { httpRequest, httpUpload, type HttpTransport } from './http';

const organizationPath = (organizationId: string) => `/api/organizations/${encodeURIComponent(organizationId)}`;
const documentsPath = (organizationId: string) => `${organizationPath(organizationId)}/documents`;
const taggingRulesPath = (organizationId: string) => `${organizationPath(organizationId)}/tagging-rules`;
const webhookPath = (organizationId: string, webhookId: string) =>
  `${organizationPath(organizationId)}/webhooks/${encodeURIComponent(webhookId)}`;
const workflowsPath = (organizationId: string) => `${organizationPath(organizationId)}/workflows`;
const workflowPath = (organizationId: string, workflowId: string) => `${workflowsPath(organizationId)}/${encodeURIComponent(workflowId)}`;
const intakeEmailPath = (organizationId: string, intakeEmailId: string) =>
  `${organizationPath(organizationId)}/intake-emails/${encodeURIComponent(intakeEmailId)}`;
const importsPath = (organizationId: string) => `${organizationPath(organizationId)}/imports`;
const importPath = (organizationId: string, importId: string) => `${importsPath(organizationId)}/${encodeURIComponent(importId)}`;
const sharedPath = (token: string) => `/api/share/${encodeURIComponent(token)}`;
const documentPath = (organizationId: string, documentId: string) => `${documentsPath(organizationId)}/${encodeURIComponent(documentId)}`;
const versionPath = (organizationId: string, documentId: string, versionId: string) =>
  `${documentPath(organizationId, documentId)}/versions/${encodeURIComponent(versionId)}`;

export function createHttpApiClient(transport: HttpTransport): ApiClient {
  const request = <T>(path: string, options?: Parameters<typeof httpRequest>[2]) => httpRequest<T>(transport, path, options);
  /** A better-auth call: a POST of its input under /api/auth. */
  const authPost =
    (path: string) =>
    <T>(body: object) =>
      request<T>(`/api/auth/${path}`, { method: 'POST', body });
  const callbackURL = () => transport.origin;
  // Where a verification link lands once the server has followed it (with ?error= when it failed).
  const verificationCallbackURL = () => `${callbackURL()}${VERIFICATION_LANDING_PATH}`;
  return {
    getConfig: () => request('/api/config'),
    auth: {
      getSession: () => request('/api/auth/get-session'),
      signIn: (input) => authPost('sign-in/email')({ ...input, callbackURL: callbackURL() }),
      signUp: (input) => authPost('sign-up/email')({ ...input, callbackURL: verificationCallbackURL() }),
      signInWithProvider: ({ kind, id }, { errorPath }) => {
        const urls = { callbackURL: callbackURL(), errorCallbackURL: `${callbackURL()}${errorPath}?provider=${encodeURIComponent(id)}` };
        return kind === 'social'
          ? authPost('sign-in/social')({ provider: id, ...urls })
          : authPost('sign-in/oauth2')({ providerId: id, ...urls });
      },
      signOut: () => authPost('sign-out')({}),
      requestPasswordReset: ({ email }) => authPost('request-password-reset')({ email, redirectTo: `${callbackURL()}/reset-password` }),
      resetPassword: authPost('reset-password'),
      changePassword: (input) => authPost('change-password')({ ...input, revokeOtherSessions: true }),
      listSessions: () => request('/api/auth/list-sessions'),
      revokeSession: authPost('revoke-session'),
      deleteAccount: authPost('delete-user'),
      sendVerificationEmail: ({ email }) => authPost('send-verification-email')({ email, callbackURL: verificationCallbackURL() }),
      twoFactor: {
        enable: authPost('two-factor/enable'),
        verifyCode: authPost('two-factor/verify-totp'),
        verifyBackupCode: authPost('two-factor/verify-backup-code'),
        regenerateBackupCodes: authPost('two-factor/generate-backup-codes'),
        disable: authPost('two-factor/disable'),
      },
      passkeys: {
        list: () => request('/api/auth/passkey/list-user-passkeys'),
        registrationOptions: ({ name }) => request(`/api/auth/passkey/generate-register-options?name=${encodeURIComponent(name)}`),
        verifyRegistration: authPost('passkey/verify-registration'),
        rename: authPost('passkey/update-passkey'),
        remove: authPost('passkey/delete-passkey'),
        authenticationOptions: () => request('/api/auth/passkey/generate-authenticate-options'),
        verifyAuthentication: authPost('passkey/verify-authentication'),
      },
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
      updateSecurity: (organizationId, input) => request(`${organizationPath(organizationId)}/security`, { method: 'PUT', body: input }),
      getCustomerPortalUrl: (organizationId) => request(`${organizationPath(organizationId)}/customer-portal`),
      startExport: (organizationId) => request(`${organizationPath(organizationId)}/exports`, { method: 'POST' }),
      listExports: (organizationId) => request(`${organizationPath(organizationId)}/exports`),
      listOperatorActions: (organizationId, { cursor }) =>
        request(`${organizationPath(organizationId)}/operator-actions`, { query: { cursor: cursor ?? undefined } }),
    },
    members: {
      list: (organizationId) => request(`${organizationPath(organizationId)}/members`),
      updateRole: (organizationId, memberId, input) =>
        request(`${organizationPath(organizationId)}/members/${encodeURIComponent(memberId)}`, { method: 'PATCH', body: input }),
      remove: (organizationId, memberId) =>
        request(`${organizationPath(organizationId)}/members/${encodeURIComponent(memberId)}`, { method: 'DELETE' }),
      leave: (organizationId) => request(`${organizationPath(organizationId)}/members/me`, { method: 'DELETE' }),
      invite: (organizationId, input) =>
        request(`${organizationPath(organizationId)}/members/invitations`, { method: 'POST', body: input }),
      listInvitations: (organizationId) => request(`${organizationPath(organizationId)}/members/invitations`),
    },
    invitations: {
      list: () => request('/api/invitations'),
      count: () => request('/api/invitations/count'),
      accept: (invitationId) => request(`/api/invitations/${encodeURIComponent(invitationId)}/accept`, { method: 'POST' }),
      reject: (invitationId) => request(`/api/invitations/${encodeURIComponent(invitationId)}/reject`, { method: 'POST' }),
      resend: (invitationId) => request(`/api/invitations/${encodeURIComponent(invitationId)}/resend`, { method: 'POST' }),
      cancel: (invitationId) => request(`/api/invitations/${encodeURIComponent(invitationId)}/cancel`, { method: 'POST' }),
    },
    apiKeys: {
      list: () => request('/api/api-keys'),
      create: (input) => request('/api/api-keys', { method: 'POST', body: input }),
      delete: (apiKeyId) => request(`/api/api-keys/${encodeURIComponent(apiKeyId)}`, { method: 'DELETE' }),
    },
    documents: {
      upload: (organizationId, file, options) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return httpUpload(transport, documentsPath(organizationId), { method: 'POST', body: form }, options);
      },
      list: (organizationId, { tags, ...query }) =>
        request(documentsPath(organizationId), { query: { ...query, tags: tags?.length ? tags.join(',') : undefined } }),
      listDeleted: (organizationId, query) => request(`${documentsPath(organizationId)}/deleted`, { query }),
      get: (organizationId, documentId) => request(documentPath(organizationId, documentId)),
      update: (organizationId, documentId, input) => request(documentPath(organizationId, documentId), { method: 'PATCH', body: input }),
      nextArchiveSerialNumber: (organizationId) => request(`${documentsPath(organizationId)}/archive-serial-numbers/next`),
      delete: (organizationId, documentId) => request(documentPath(organizationId, documentId), { method: 'DELETE' }),
      restore: (organizationId, documentId) => request(`${documentPath(organizationId, documentId)}/restore`, { method: 'POST' }),
      fileUrl: async (organizationId, documentId, { download = false } = {}) =>
        `${documentPath(organizationId, documentId)}/file${download ? '?download=true' : ''}`,
      thumbnailUrl: async (organizationId, documentId, thumbnailCreatedAt) =>
        `${documentPath(organizationId, documentId)}/thumbnail?v=${thumbnailCreatedAt.getTime()}`,
      reprocess: (organizationId, documentId, { replaceEditedContent = false } = {}) =>
        request(`${documentPath(organizationId, documentId)}/reprocess`, {
          method: 'POST',
          query: { replaceEditedContent: replaceEditedContent ? 'true' : undefined },
        }),
      reprocessScanned: (organizationId) => request(`${documentsPath(organizationId)}/reprocess-scanned`, { method: 'POST' }),
      getActivity: (organizationId, documentId, query) => request(`${documentPath(organizationId, documentId)}/activity`, { query }),
      getStatistics: (organizationId) => request(`${documentsPath(organizationId)}/statistics`),
      deleteFromTrash: (organizationId, documentId) =>
        request(`${documentsPath(organizationId)}/trash/${encodeURIComponent(documentId)}`, { method: 'DELETE' }),
      emptyTrash: (organizationId) => request(`${documentsPath(organizationId)}/trash`, { method: 'DELETE' }),
      search: (organizationId, { tags, ...query }) =>
        request(`${documentsPath(organizationId)}/search`, { query: { ...query, tags: tags?.length ? tags.join(',') : undefined } }),
      similar: (organizationId, documentId, query) => request(`${documentPath(organizationId, documentId)}/similar`, { query }),
      addTag: (organizationId, documentId, tagId) =>
        request(`${documentPath(organizationId, documentId)}/tags`, { method: 'POST', body: { tagId } }),
      removeTag: (organizationId, documentId, tagId) =>
        request(`${documentPath(organizationId, documentId)}/tags/${encodeURIComponent(tagId)}`, { method: 'DELETE' }),
      bulk: (organizationId, action, input) => request(`${documentsPath(organizationId)}/bulk/${action}`, { method: 'POST', body: input }),
      listBulkJobs: (organizationId) => request(`${documentsPath(organizationId)}/bulk-jobs`),
      getBulkJob: (organizationId, jobId) => request(`${documentsPath(organizationId)}/bulk-jobs/${encodeURIComponent(jobId)}`),
      dismissBulkJob: (organizationId, jobId) =>
        request(`${documentsPath(organizationId)}/bulk-jobs/${encodeURIComponent(jobId)}`, { method: 'DELETE' }),
      downloadZip: async (organizationId, input) => {
        const { job } = await request<{ job: BulkJob }>(`${documentsPath(organizationId)}/bulk/download`, { method: 'POST', body: input });
        if (job.status === 'running') return { job };
        return { url: `${documentsPath(organizationId)}/bulk-downloads/${encodeURIComponent(job.id)}`, documentsCount: job.documentsCount };
      },
      archivePartUrl: (organizationId, jobId, partNumber) =>
        `${documentsPath(organizationId)}/bulk-downloads/${encodeURIComponent(jobId)}/parts/${partNumber}`,
    },
    properties: {
      list: (organizationId) => request(`${organizationPath(organizationId)}/properties`),
      create: (organizationId, input) => request(`${organizationPath(organizationId)}/properties`, { method: 'POST', body: input }),
      update: (organizationId, propertyId, input) =>
        request(`${organizationPath(organizationId)}/properties/${encodeURIComponent(propertyId)}`, { method: 'PUT', body: input }),
      delete: (organizationId, propertyId) =>
        request(`${organizationPath(organizationId)}/properties/${encodeURIComponent(propertyId)}`, { method: 'DELETE' }),
      setValue: (organizationId, documentId, propertyId, value) =>
        request(`${documentPath(organizationId, documentId)}/properties/${encodeURIComponent(propertyId)}`, {
          method: 'PUT',
          body: { value },
        }),
    },
    suggestions: {
      list: (organizationId, documentId) => request(`${documentPath(organizationId, documentId)}/suggestions`),
      accept: (organizationId, documentId, suggestionId) =>
        request(`${documentPath(organizationId, documentId)}/suggestions/${encodeURIComponent(suggestionId)}/accept`, { method: 'POST' }),
      dismiss: (organizationId, documentId, suggestionId) =>
        request(`${documentPath(organizationId, documentId)}/suggestions/${encodeURIComponent(suggestionId)}/dismiss`, { method: 'POST' }),
      acceptAll: (organizationId, documentId) =>
        request(`${documentPath(organizationId, documentId)}/suggestions/accept-all`, { method: 'POST' }),
      languageModel: (organizationId) => request(`${organizationPath(organizationId)}/suggestions/language-model`),
    },
    views: {
      list: (organizationId) => request(`${organizationPath(organizationId)}/views`),
      create: (organizationId, input) => request(`${organizationPath(organizationId)}/views`, { method: 'POST', body: input }),
      update: (organizationId, viewId, input) =>
        request(`${organizationPath(organizationId)}/views/${encodeURIComponent(viewId)}`, { method: 'PUT', body: input }),
      delete: (organizationId, viewId) =>
        request(`${organizationPath(organizationId)}/views/${encodeURIComponent(viewId)}`, { method: 'DELETE' }),
      reorder: (organizationId, viewIds) =>
        request(`${organizationPath(organizationId)}/views/order`, { method: 'PUT', body: { viewIds } }),
    },
    shareLinks: {
      listOfDocument: (organizationId, documentId) => request(`${documentPath(organizationId, documentId)}/share-links`),
      listOfOrganization: (organizationId) => request(`${organizationPath(organizationId)}/share-links`),
      create: (organizationId, documentId, input) =>
        request(`${documentPath(organizationId, documentId)}/share-links`, { method: 'POST', body: input }),
      revoke: (organizationId, documentId, shareLinkId) =>
        request(`${documentPath(organizationId, documentId)}/share-links/${encodeURIComponent(shareLinkId)}`, { method: 'DELETE' }),
      openShared: (token) => request(sharedPath(token)),
      unlockShared: (token, password) => request(`${sharedPath(token)}/unlock`, { method: 'POST', body: { password } }),
      sharedFileUrl: (token, { download = false } = {}) => `${sharedPath(token)}/file${download ? '?download=true' : ''}`,
    },
    versions: {
      list: (organizationId, documentId) => request(`${documentPath(organizationId, documentId)}/versions`),
      upload: (organizationId, documentId, file, { label, expectedVersionNumber, ...options } = {}) => {
        const form = new FormData();
        form.append('file', file, file.name);
        if (label !== undefined) form.append('label', label);
        if (expectedVersionNumber !== undefined) form.append('expectedVersionNumber', String(expectedVersionNumber));
        return httpUpload(transport, `${documentPath(organizationId, documentId)}/versions`, { method: 'POST', body: form }, options);
      },
      fileUrl: async (organizationId, documentId, versionId, { download = false } = {}) =>
        `${versionPath(organizationId, documentId, versionId)}/file${download ? '?download=true' : ''}`,
      updateLabel: (organizationId, documentId, versionId, label) =>
        request(versionPath(organizationId, documentId, versionId), { method: 'PATCH', body: { label } }),
      restore: (organizationId, documentId, versionId, input = {}) =>
        request(`${versionPath(organizationId, documentId, versionId)}/restore`, { method: 'POST', body: input }),
      delete: (organizationId, documentId, versionId) => request(versionPath(organizationId, documentId, versionId), { method: 'DELETE' }),
    },
    pages: {
      list: (organizationId, documentId, versionId) => request(`${versionPath(organizationId, documentId, versionId)}/pages`),
      imageUrl: async (organizationId, documentId, versionId, pageNumber) =>
        `${versionPath(organizationId, documentId, versionId)}/pages/${pageNumber}/image`,
      edit: (organizationId, documentId, input) =>
        request(`${documentPath(organizationId, documentId)}/pages`, { method: 'POST', body: input }),
      split: (organizationId, documentId, input) =>
        request(`${documentPath(organizationId, documentId)}/split`, { method: 'POST', body: input }),
      merge: (organizationId, input) => request(`${documentsPath(organizationId)}/bulk/merge`, { method: 'POST', body: input }),
    },
    notes: {
      list: (organizationId, documentId) => request(`${documentPath(organizationId, documentId)}/notes`),
      create: (organizationId, documentId, input) =>
        request(`${documentPath(organizationId, documentId)}/notes`, { method: 'POST', body: input }),
      update: (organizationId, documentId, noteId, input) =>
        request(`${documentPath(organizationId, documentId)}/notes/${encodeURIComponent(noteId)}`, { method: 'PATCH', body: input }),
      delete: (organizationId, documentId, noteId) =>
        request(`${documentPath(organizationId, documentId)}/notes/${encodeURIComponent(noteId)}`, { method: 'DELETE' }),
    },
    tags: {
      list: (organizationId) => request(`${organizationPath(organizationId)}/tags`),
      create: (organizationId, input) => request(`${organizationPath(organizationId)}/tags`, { method: 'POST', body: input }),
      update: (organizationId, tagId, input) =>
        request(`${organizationPath(organizationId)}/tags/${encodeURIComponent(tagId)}`, { method: 'PUT', body: input }),
      delete: (organizationId, tagId) =>
        request(`${organizationPath(organizationId)}/tags/${encodeURIComponent(tagId)}`, { method: 'DELETE' }),
    },
    taggingRules: {
      list: (organizationId) => request(taggingRulesPath(organizationId)),
      get: (organizationId, taggingRuleId) => request(`${taggingRulesPath(organizationId)}/${encodeURIComponent(taggingRuleId)}`),
      create: (organizationId, input) => request(taggingRulesPath(organizationId), { method: 'POST', body: input }),
      update: (organizationId, taggingRuleId, input) =>
        request(`${taggingRulesPath(organizationId)}/${encodeURIComponent(taggingRuleId)}`, { method: 'PUT', body: input }),
      delete: (organizationId, taggingRuleId) =>
        request(`${taggingRulesPath(organizationId)}/${encodeURIComponent(taggingRuleId)}`, { method: 'DELETE' }),
      applyToExistingDocuments: (organizationId, taggingRuleId) =>
        request(`${taggingRulesPath(organizationId)}/${encodeURIComponent(taggingRuleId)}/apply`, { method: 'POST' }),
      getLatestRun: (organizationId, taggingRuleId) =>
        request(`${taggingRulesPath(organizationId)}/${encodeURIComponent(taggingRuleId)}/apply`),
    },
    webhooks: {
      list: (organizationId) => request(`${organizationPath(organizationId)}/webhooks`),
      get: (organizationId, webhookId) => request(webhookPath(organizationId, webhookId)),
      create: (organizationId, input) => request(`${organizationPath(organizationId)}/webhooks`, { method: 'POST', body: input }),
      update: (organizationId, webhookId, input) => request(webhookPath(organizationId, webhookId), { method: 'PUT', body: input }),
      delete: (organizationId, webhookId) => request(webhookPath(organizationId, webhookId), { method: 'DELETE' }),
      listDeliveries: (organizationId, webhookId, query) => request(`${webhookPath(organizationId, webhookId)}/deliveries`, { query }),
      redeliver: (organizationId, webhookId, deliveryId) =>
        request(`${webhookPath(organizationId, webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`, { method: 'POST' }),
      sendTestEvent: (organizationId, webhookId) => request(`${webhookPath(organizationId, webhookId)}/test`, { method: 'POST' }),
    },
    workflows: {
      list: (organizationId) => request(workflowsPath(organizationId)),
      get: (organizationId, workflowId) => request(workflowPath(organizationId, workflowId)),
      create: (organizationId, input) => request(workflowsPath(organizationId), { method: 'POST', body: input }),
      update: (organizationId, workflowId, input) => request(workflowPath(organizationId, workflowId), { method: 'PUT', body: input }),
      delete: (organizationId, workflowId) => request(workflowPath(organizationId, workflowId), { method: 'DELETE' }),
      reorder: (organizationId, workflowIds) => request(`${workflowsPath(organizationId)}/order`, { method: 'PUT', body: { workflowIds } }),
      try: (organizationId, workflowId, documentId) =>
        request(`${workflowPath(organizationId, workflowId)}/try`, { method: 'POST', body: { documentId } }),
      listDue: (organizationId, workflowId, days) => request(`${workflowPath(organizationId, workflowId)}/due`, { query: { days } }),
      run: (organizationId, workflowId, documentIds) =>
        request(`${workflowPath(organizationId, workflowId)}/run`, { method: 'POST', body: { documentIds } }),
      listRuns: (organizationId, query) => request(`${organizationPath(organizationId)}/workflow-runs`, { query }),
      retryRun: (organizationId, runId) =>
        request(`${organizationPath(organizationId)}/workflow-runs/${encodeURIComponent(runId)}/retry`, { method: 'POST' }),
    },
    intakeEmails: {
      list: (organizationId) => request(`${organizationPath(organizationId)}/intake-emails`),
      create: (organizationId) => request(`${organizationPath(organizationId)}/intake-emails`, { method: 'POST' }),
      update: (organizationId, intakeEmailId, input) =>
        request(intakeEmailPath(organizationId, intakeEmailId), { method: 'PUT', body: input }),
      delete: (organizationId, intakeEmailId) => request(intakeEmailPath(organizationId, intakeEmailId), { method: 'DELETE' }),
      listMessages: (organizationId, intakeEmailId, query) =>
        request(`${intakeEmailPath(organizationId, intakeEmailId)}/messages`, { query }),
    },
    imports: {
      create: (organizationId, input) => request(importsPath(organizationId), { method: 'POST', body: input }),
      uploadPart: (organizationId, importId, partNumber, bytes, options) =>
        httpUpload(transport, `${importPath(organizationId, importId)}/parts/${partNumber}`, { method: 'PUT', body: bytes }, options),
      completeUpload: (organizationId, importId) => request(`${importPath(organizationId, importId)}/upload-complete`, { method: 'POST' }),
      get: (organizationId, importId) => request(importPath(organizationId, importId)),
      getReport: (organizationId, importId) => request(`${importPath(organizationId, importId)}/report`),
      list: (organizationId) => request(importsPath(organizationId)),
      start: (organizationId, importId, input) => request(`${importPath(organizationId, importId)}/start`, { method: 'POST', body: input }),
      startAll: (organizationId, input) => request(`${importsPath(organizationId)}/start`, { method: 'POST', body: input }),
      delete: (organizationId, importId) => request(importPath(organizationId, importId), { method: 'DELETE' }),
    },
  };
}
