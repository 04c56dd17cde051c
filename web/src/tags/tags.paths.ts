/** The tags screen. */
export const tagsPath = (organizationId: string) => `/organizations/${organizationId}/tags`;
