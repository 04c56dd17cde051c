import { z } from 'zod';
import { DEFAULT_OCR_MAX_PAGES } from '../../core/extraction/limits';
import { DEFAULT_PAGE_EDIT_LIMITS } from '../../core/pages/page-edit-limits';
import { WORKFLOW_ACTIONS_MAX } from '../../core/workflows/workflows.schemas';

const booleanSetting = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? defaultValue : value === 'true' || value === '1'));

const integerSetting = (defaultValue: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .optional()
    .transform((value) => (value === undefined ? defaultValue : Number(value)));

const positiveIntegerSetting = (defaultValue: number) => integerSetting(defaultValue).refine((value) => value >= 1, 'must be at least 1');

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

// Email Routing delivers messages up to 25 MiB.
const INTAKE_EMAILS_MESSAGE_SIZE_LIMIT = 25 * 1024 * 1024;

/** Delays before a webhook delivery's 2nd to 10th attempts: about three days in all, so a receiver down for a while loses nothing. */
export const DEFAULT_WEBHOOK_RETRY_SCHEDULE_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 14 * 3600, 20 * 3600, 24 * 3600];
// The longest delay a Queues message may be retried after.
export const MAX_QUEUE_DELAY_SECONDS = 24 * 3600;

/** Comma-separated delays in seconds, one per retry, each up to the queue's longest delay; empty or unset: the default. */
const retryScheduleSetting = (defaultValue: number[]) =>
  z
    .string()
    .trim()
    .regex(/^(\d+( *, *\d+)*)?$/, 'must be delays in seconds, separated by commas')
    .optional()
    .transform((value) => (value ? value.split(',').map(Number) : defaultValue))
    .refine(
      (delays) => delays.every((delay) => delay <= MAX_QUEUE_DELAY_SECONDS),
      `each delay must be at most ${MAX_QUEUE_DELAY_SECONDS} seconds (a day, the queue's longest)`,
    );

const PROVIDER_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,49}$/;

/** One custom OAuth2 / OpenID Connect provider of AUTH_PROVIDERS_CUSTOMS. */
const customProviderSchema = z
  .object({
    providerId: z
      .string()
      .regex(PROVIDER_ID_PATTERN, 'providerId must be lowercase letters, digits and dashes (it is in the callback URL)'),
    providerName: z.string().trim().min(1, 'providerName is required'),
    providerIconUrl: z.url().optional(),
    clientId: z.string().min(1, 'clientId is required'),
    clientSecret: z.string().optional(),
    type: z.enum(['oauth2', 'oidc']).default('oidc'),
    discoveryUrl: z.url().optional(),
    authorizationUrl: z.url().optional(),
    tokenUrl: z.url().optional(),
    userInfoUrl: z.url().optional(),
    scopes: z.array(z.string()).optional(),
    pkce: z.boolean().default(true),
  })
  .refine(
    (provider) => provider.discoveryUrl || (provider.authorizationUrl && provider.tokenUrl && provider.userInfoUrl),
    'each provider needs discoveryUrl, or authorizationUrl, tokenUrl and userInfoUrl',
  );

/** A setting holding JSON: parsed, then checked by `schema`; a malformed value is named like any other. */
const jsonSetting = <T extends z.ZodType>(schema: T, defaultValue: z.output<T>) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return defaultValue;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** The name of a D1 binding organizations may live in (README, "Scale"). */
export const DATABASE_BINDING = /^(DB|ORG_DB_[A-Z0-9_]+)$/;

/** Every runtime setting, read from Worker vars and secrets (`.dev.vars` locally). See README "Configuration". */
export const settingsSchema = z
  .object({
    APP_ENV: z.enum(['production', 'development', 'test']).default('production'),
    APP_BASE_URL: z
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    AUTH_SECRET: optionalString,
    AUTH_IS_REGISTRATION_ENABLED: booleanSetting(true),
    AUTH_IS_PASSWORD_RESET_ENABLED: booleanSetting(true),
    AUTH_IS_EMAIL_VERIFICATION_REQUIRED: booleanSetting(true),
    AUTH_SHOW_LEGAL_LINKS: booleanSetting(false),
    AUTH_LEGAL_TERMS_URL: z.url().optional(),
    AUTH_LEGAL_PRIVACY_URL: z.url().optional(),
    // Left out when unset: no link is better than one to somebody else's page.
    APP_REPOSITORY_URL: z.url().optional(),
    APP_SOCIAL_URL: z.url().optional(),
    // The community chat the demo's popup links to (a meta tag of the /demo page); unset: no link.
    DEMO_COMMUNITY_URL: z.url().optional(),
    ANALYTICS_POSTHOG_API_KEY: optionalString,
    ANALYTICS_POSTHOG_HOST: z.url().optional(),
    AUTH_PROVIDERS_EMAIL_IS_ENABLED: booleanSetting(true),
    AUTH_PROVIDERS_GITHUB_IS_ENABLED: booleanSetting(false),
    AUTH_PROVIDERS_GITHUB_CLIENT_ID: optionalString,
    AUTH_PROVIDERS_GITHUB_CLIENT_SECRET: optionalString,
    AUTH_PROVIDERS_GOOGLE_IS_ENABLED: booleanSetting(false),
    AUTH_PROVIDERS_GOOGLE_CLIENT_ID: optionalString,
    AUTH_PROVIDERS_GOOGLE_CLIENT_SECRET: optionalString,
    AUTH_PROVIDERS_CUSTOMS: jsonSetting(
      z
        .array(customProviderSchema)
        .refine((providers) => new Set(providers.map(({ providerId }) => providerId)).size === providers.length, 'providerIds must differ'),
      [],
    ),
    AUTH_THROTTLE_IS_ENABLED: booleanSetting(true),
    AUTH_THROTTLE_WINDOW_SECONDS: positiveIntegerSetting(15 * 60),
    AUTH_THROTTLE_MAX_ATTEMPTS_PER_ACCOUNT: positiveIntegerSetting(5),
    AUTH_THROTTLE_MAX_ATTEMPTS_PER_CLIENT: positiveIntegerSetting(100),
    // Failed sign-ins of one account from all clients together: slows a distributed attack, and stays
    // far above what the account's owner meets (their own device and client count apart).
    AUTH_THROTTLE_MAX_ATTEMPTS_PER_ACCOUNT_ALL_CLIENTS: positiveIntegerSetting(50),
    DOCUMENT_STORAGE_MAX_UPLOAD_SIZE: integerSetting(10 * 1024 * 1024),
    DOCUMENTS_DELETED_DOCUMENTS_RETENTION_DAYS: integerSetting(30),
    // A bulk download of more bytes than this (or of more than 1,000 documents) is built by a job into R2
    // instead of streamed; such zips and exports come in parts of at most DOCUMENTS_ARCHIVE_PART_MAX_BYTES of files.
    DOCUMENTS_DOWNLOAD_STREAM_MAX_BYTES: positiveIntegerSetting(1024 ** 3),
    DOCUMENTS_ARCHIVE_PART_MAX_BYTES: positiveIntegerSetting(1024 ** 3),
    // Scanned pages of one document read with OCR (a page is seconds of CPU); the content says where it stopped.
    DOCUMENTS_OCR_MAX_PAGES: positiveIntegerSetting(DEFAULT_OCR_MAX_PAGES),
    // The page editor (rotate, delete, reorder): the largest file it takes, in bytes, and the most pages.
    DOCUMENTS_PAGE_EDIT_MAX_BYTES: positiveIntegerSetting(DEFAULT_PAGE_EDIT_LIMITS.maxBytes),
    DOCUMENTS_PAGE_EDIT_MAX_PAGES: positiveIntegerSetting(DEFAULT_PAGE_EDIT_LIMITS.maxPages),
    // Views listed in the side navigation of each organization.
    SAVED_VIEWS_MAX_PER_ORGANIZATION: positiveIntegerSetting(50),
    // Custom properties of documents: per organization, options per select, characters per text value.
    PROPERTIES_MAX_PER_ORGANIZATION: positiveIntegerSetting(50),
    PROPERTIES_MAX_OPTIONS: positiveIntegerSetting(100),
    PROPERTIES_TEXT_MAX_LENGTH: positiveIntegerSetting(1000),
    // Seconds between a change of labels (a tag, a suggested property's value) and the training it queues: changes meanwhile join it.
    SUGGESTIONS_TRAINING_DELAY_SECONDS: integerSetting(60),
    // The optional language model of the suggestions (worker/platform/language-model, README "Suggestions"): off unless set.
    SUGGESTIONS_LANGUAGE_MODEL_PROVIDER: z
      .enum(['workers-ai', 'openai-compatible', ''], 'must be workers-ai or openai-compatible (or empty: none)')
      .optional()
      .transform((value) => value || undefined),
    // An OpenAI-compatible server's base URL, before /v1/chat/completions (Ollama: http://localhost:11434).
    SUGGESTIONS_LANGUAGE_MODEL_BASE_URL: z.url().optional(),
    SUGGESTIONS_LANGUAGE_MODEL_API_KEY: optionalString,
    SUGGESTIONS_LANGUAGE_MODEL_NAME: optionalString,
    // Requests to the model one organization may make in a calendar month (UTC); past it only the learned suggestions are made.
    SUGGESTIONS_LANGUAGE_MODEL_MONTHLY_REQUESTS: positiveIntegerSetting(1000),
    // Tokens (the server's count, or an estimate) one organization may spend in a calendar month; unset or empty: no cap.
    SUGGESTIONS_LANGUAGE_MODEL_MONTHLY_TOKENS: z
      .string()
      .regex(/^\d*$/, 'must be a whole number')
      .optional()
      .transform((value) => (value ? Number(value) : undefined))
      .refine((value) => value === undefined || value >= 1, 'must be at least 1'),
    // The databases new organizations are placed in, by binding (README, "Scale"): DB, ORG_DB_1…
    ORGANIZATION_DATABASES: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? 'DB')
          .split(',')
          .map((binding) => binding.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.string().regex(DATABASE_BINDING, 'must name D1 bindings: DB or ORG_DB_…, separated by commas'))
          .min(1, 'must name at least one D1 binding'),
      ),
    // The operator's console (/admin): the accounts allowed in, by email, separated by commas; empty, it does not exist.
    APP_OPERATOR_EMAILS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be email addresses, separated by commas'))),
    // Unset: operators enter the console only with a second factor in production, and without one elsewhere.
    APP_OPERATOR_REQUIRE_TWO_FACTOR: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
    // How long the audit log of operators' actions is kept; the daily cron removes older rows.
    APP_OPERATOR_AUDIT_LOG_RETENTION_DAYS: positiveIntegerSetting(400),
    // The operator's routes (npm run org:move) answer to it; unset, they do not exist.
    OPERATOR_SECRET: optionalString,
    INTAKE_EMAILS_IS_ENABLED: booleanSetting(false),
    // Required in production with intake emails on; elsewhere addresses end in @intake.localhost.
    INTAKE_EMAILS_DOMAIN: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+\.[a-z0-9-]+$/, 'must be a domain name')
      .optional(),
    INTAKE_EMAILS_MAX_PER_ORGANIZATION: positiveIntegerSetting(10),
    INTAKE_EMAILS_MAX_MESSAGE_SIZE: positiveIntegerSetting(INTAKE_EMAILS_MESSAGE_SIZE_LIMIT).refine(
      (size) => size <= INTAKE_EMAILS_MESSAGE_SIZE_LIMIT,
      'must be at most 26214400 (25 MiB, what Email Routing delivers)',
    ),
    // Unset: required in production only, so a message sent by hand to the local Worker is accepted.
    INTAKE_EMAILS_REQUIRE_AUTHENTICATED_SENDER: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
    SUBSCRIPTIONS_IS_ENABLED: booleanSetting(false),
    STRIPE_API_KEY: optionalString,
    STRIPE_API_BASE_URL: z.url().default('https://api.stripe.com'),
    MAX_ORGANIZATION_COUNT_PER_USER: integerSetting(10),
    API_KEYS_RATE_LIMIT_PER_MINUTE: positiveIntegerSetting(600),
    WEBHOOK_URL_ALLOWED_HOSTNAMES: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((hostname) => hostname.trim().toLowerCase())
          .filter(Boolean),
      ),
    WEBHOOK_RETRY_SCHEDULE_SECONDS: retryScheduleSetting(DEFAULT_WEBHOOK_RETRY_SCHEDULE_SECONDS),
    WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES: positiveIntegerSetting(10),
    WEBHOOK_DISABLE_AFTER_DAYS_WITHOUT_SUCCESS: positiveIntegerSetting(5),
    ORGANIZATION_INVITATIONS_DAILY_LIMIT: positiveIntegerSetting(20),
    WORKFLOWS_MAX_PER_ORGANIZATION: positiveIntegerSetting(50),
    WORKFLOWS_MAX_ACTIONS: positiveIntegerSetting(20).refine(
      (value) => value <= WORKFLOW_ACTIONS_MAX,
      `must be at most ${WORKFLOW_ACTIONS_MAX}`,
    ),
    WORKFLOWS_EMAILS_DAILY_LIMIT: positiveIntegerSetting(100),
    WORKFLOWS_EMAIL_ATTACHMENT_MAX_BYTES: positiveIntegerSetting(10 * 1024 * 1024),
    ORGANIZATION_INVITATIONS_EXPIRY_DAYS: positiveIntegerSetting(7),
    EMAIL_FROM: z.string().default('Archive <no-reply@localhost>'),
    EMAIL_RESEND_API_KEY: optionalString,
    // Which service sends production mail: Resend (EMAIL_RESEND_API_KEY), or Cloudflare's Email Sending (the EMAIL binding).
    EMAIL_DRIVER: z.enum(['resend', 'cloudflare'], 'must be resend or cloudflare').default('resend'),
  })
  .superRefine((settings, context) => {
    if (settings.APP_ENV === 'production' && settings.INTAKE_EMAILS_IS_ENABLED && !settings.INTAKE_EMAILS_DOMAIN) {
      context.addIssue({
        code: 'custom',
        path: ['INTAKE_EMAILS_DOMAIN'],
        message: 'is required when INTAKE_EMAILS_IS_ENABLED is true (the domain whose Email Routing sends to this Worker)',
      });
    }
    if (settings.AUTH_SHOW_LEGAL_LINKS) {
      for (const key of ['AUTH_LEGAL_TERMS_URL', 'AUTH_LEGAL_PRIVACY_URL'] as const) {
        if (!settings[key]) context.addIssue({ code: 'custom', path: [key], message: 'is required when AUTH_SHOW_LEGAL_LINKS is true' });
      }
    }
    if (settings.SUGGESTIONS_LANGUAGE_MODEL_PROVIDER === 'openai-compatible')
      for (const key of ['SUGGESTIONS_LANGUAGE_MODEL_BASE_URL', 'SUGGESTIONS_LANGUAGE_MODEL_NAME'] as const)
        if (!settings[key])
          context.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when SUGGESTIONS_LANGUAGE_MODEL_PROVIDER is openai-compatible',
          });
    if (settings.SUBSCRIPTIONS_IS_ENABLED && !settings.STRIPE_API_KEY)
      context.addIssue({ code: 'custom', path: ['STRIPE_API_KEY'], message: 'is required when SUBSCRIPTIONS_IS_ENABLED is true' });
    // An enabled provider needs its credentials.
    for (const provider of ['GITHUB', 'GOOGLE'] as const) {
      if (!settings[`AUTH_PROVIDERS_${provider}_IS_ENABLED`]) continue;
      for (const credential of ['CLIENT_ID', 'CLIENT_SECRET'] as const) {
        if (!settings[`AUTH_PROVIDERS_${provider}_${credential}`])
          context.addIssue({
            code: 'custom',
            path: [`AUTH_PROVIDERS_${provider}_${credential}`],
            message: `is required when AUTH_PROVIDERS_${provider}_IS_ENABLED is true`,
          });
      }
    }
  });

export type Settings = z.output<typeof settingsSchema>;
