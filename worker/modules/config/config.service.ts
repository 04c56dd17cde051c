import { PRODUCT_VERSION } from '../../../core/product';
import { publicProvidersOf } from '../auth/auth-providers';
import { misconfigured } from '../../../core/config/config.errors';
import { settingsSchema, type Settings } from '../../platform/settings';

const MIN_SECRET_LENGTH = 32;
// Only ever used outside production, so `npm start` works before anyone configures a secret.
const DEVELOPMENT_SECRET = 'development-secret-not-for-production-use-0000';

const cache = new WeakMap<object, Settings>();

/** Parses the settings once per env object; a bad value or a weak production secret is a clear error. */
export function getSettings(env: object): Settings {
  const cached = cache.get(env);
  if (cached) return cached;

  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw misconfigured(`Invalid setting ${issue.path.join('.')}: ${issue.message}`);
  }
  const settings = parsed.data;
  if (settings.APP_ENV === 'production') {
    if (!settings.AUTH_SECRET || settings.AUTH_SECRET.length < MIN_SECRET_LENGTH) {
      throw misconfigured(`AUTH_SECRET must be set to at least ${MIN_SECRET_LENGTH} random characters (wrangler secret put AUTH_SECRET).`);
    }
  } else {
    settings.AUTH_SECRET ??= DEVELOPMENT_SECRET;
  }
  cache.set(env, settings);
  return settings;
}

/** The base URL links in emails point to: configured, or the origin the request came to. */
export function resolveBaseUrl(settings: Settings, requestUrl: string): string {
  return (settings.APP_BASE_URL ?? new URL(requestUrl).origin).replace(/\/+$/, '');
}

/** What the browser needs to know; never a secret. The web's Config type is this function's answer. */
export function getPublicConfig(settings: Settings, baseUrl: string) {
  return {
    version: PRODUCT_VERSION,
    baseUrl,
    isDemoMode: false,
    auth: {
      isRegistrationEnabled: settings.AUTH_IS_REGISTRATION_ENABLED,
      isPasswordResetEnabled: settings.AUTH_IS_PASSWORD_RESET_ENABLED,
      isEmailVerificationRequired: settings.AUTH_IS_EMAIL_VERIFICATION_REQUIRED,
      showLegalLinksOnAuthPage: settings.AUTH_SHOW_LEGAL_LINKS,
      legalLinks: settings.AUTH_SHOW_LEGAL_LINKS
        ? { termsUrl: settings.AUTH_LEGAL_TERMS_URL!, privacyUrl: settings.AUTH_LEGAL_PRIVACY_URL! }
        : null,
      providers: publicProvidersOf(settings),
    },
    documentsStorage: { maxUploadSize: settings.DOCUMENT_STORAGE_MAX_UPLOAD_SIZE },
    documents: { deletedDocumentsRetentionDays: settings.DOCUMENTS_DELETED_DOCUMENTS_RETENTION_DAYS },
    documentsPageEdit: { maxBytes: settings.DOCUMENTS_PAGE_EDIT_MAX_BYTES, maxPages: settings.DOCUMENTS_PAGE_EDIT_MAX_PAGES },
    intakeEmails: { isEnabled: settings.INTAKE_EMAILS_IS_ENABLED },
    isSubscriptionsEnabled: settings.SUBSCRIPTIONS_IS_ENABLED,
    // PostHog's project key is public by design (it is in every page that uses it).
    analytics:
      settings.ANALYTICS_POSTHOG_API_KEY && settings.ANALYTICS_POSTHOG_HOST
        ? { isEnabled: true, apiKey: settings.ANALYTICS_POSTHOG_API_KEY, host: settings.ANALYTICS_POSTHOG_HOST }
        : { isEnabled: false, apiKey: null, host: null },
    links: {
      repositoryUrl: settings.APP_REPOSITORY_URL ?? null,
      socialUrl: settings.APP_SOCIAL_URL ?? null,
      releaseUrl: settings.APP_REPOSITORY_URL
        ? `${settings.APP_REPOSITORY_URL.replace(/\/+$/, '')}/releases/tag/v${PRODUCT_VERSION}`
        : null,
    },
  };
}
