/** A document's page. */
export const documentPath = (organizationId: string, documentId: string) => `/organizations/${organizationId}/documents/${documentId}`;
