/** Organization ids are `org_` followed by lowercase alphanumerics (spec: org_ + 24 characters). */
const ORGANIZATION_ID_REGEX = /^org_[a-z0-9]+$/;

export const isOrganizationId = (value: string | undefined): value is string => value !== undefined && ORGANIZATION_ID_REGEX.test(value);
