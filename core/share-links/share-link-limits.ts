/**
 * A link lasts 30 days unless its creator says otherwise; a year at most, or never where the
 * organization allows it. Apart from the schemas so that the web's form reads them without zod.
 */
export const SHARE_LINK_DEFAULT_DAYS = 30;
export const SHARE_LINK_MAX_DAYS = 365;
export const SHARE_LINK_PASSWORD_MIN_LENGTH = 6;
export const SHARE_LINK_PASSWORD_MAX_LENGTH = 128;
