/**
 * The length limits of the fields people type (spec 000 section 5, spec 001 section 9): the server's
 * schemas refuse past them and the web's forms say so before sending, from these same numbers.
 */

/**
 * A person's name, at sign-up and in the account settings alike. The spec gives the register form 64
 * and the user name 50; one field has one limit, so that a name accepted at sign-up can be saved again,
 * and it is the larger: the original client signs up names of up to 64 characters, which must not fail.
 */
export const USER_NAME_MAX_LENGTH = 64;
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const ORGANIZATION_NAME_LENGTH = { min: 3, max: 50 } as const;
export const DOCUMENT_NAME_MAX_LENGTH = 255;
export const VERSION_LABEL_MAX_LENGTH = 100;
/** An archive serial number: a positive 32-bit integer, as labels and other archives number their paper. */
export const MAX_ARCHIVE_SERIAL_NUMBER = 2_147_483_647;
/** A barcode setting's text: the separator sheet's text, the archive serial number's and the tag's prefixes. */
export const BARCODE_TEXT_MAX_LENGTH = 64;
export const TAG_NAME_MAX_LENGTH = 64;
export const TAG_DESCRIPTION_MAX_LENGTH = 256;
/** Tags the organization does not have yet that the language model may suggest for one document, when allowed. */
export const MAX_NEW_TAG_SUGGESTIONS = 3;
export const TAGGING_RULE_NAME_MAX_LENGTH = 64;
export const TAGGING_RULE_DESCRIPTION_MAX_LENGTH = 256;
export const API_KEY_NAME_MAX_LENGTH = 128;
export const WEBHOOK_NAME_MAX_LENGTH = 128;
export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_SECRET_MAX_LENGTH = 512;
export const NOTE_MAX_LENGTH = 10_000;
export const SAVED_VIEW_NAME_MAX_LENGTH = 64;

/** Why an operator disabled an account or made an organization read-only (core/admin/admin.schemas.ts). */
export const OPERATOR_REASON_MAX_LENGTH = 500;
