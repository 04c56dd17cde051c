import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { passkey } from '@better-auth/passkey';
import type { Dependencies } from '../../platform/dependencies';
import { generateId } from '../../../core/ids';
import { genericOAuthConfigOf, socialProvidersOf } from './auth-providers';
import { accounts, passkeys, sessions, twoFactors, users, verifications } from './auth.tables';
import { passwordResetEmail, verificationEmail } from './auth.emails';
import { publishUserDeleting } from './auth.events';
import { providerTwoFactor } from './provider-two-factor';
import { PASSWORD_LENGTH } from '../../../core/field-limits';
import { AUTH_BASE_PATH, sessionCookieOf } from './auth.constants';
import { ACCOUNT_DISABLED } from '../../../core/auth/auth.errors';
import { isUserDisabled, recordSignIn } from '../users/users.repository';

const ID_PREFIXES: Record<string, string> = {
  user: 'usr',
  session: 'ses',
  account: 'acc',
  verification: 'ver',
  twoFactor: 'tfa',
  passkey: 'psk',
};

/** The name authenticator apps and passkey prompts show for the account. */
const APP_NAME = 'Archive';

/** How long "trust this device" spares a device the second factor. */
const TRUSTED_DEVICE_DAYS = 30;

export function createAuth(deps: Dependencies, { baseUrl, withCustomProviders }: { baseUrl: string; withCustomProviders: boolean }) {
  const { db, settings, emailSender } = deps;
  // A password sign-in of an account with an authenticator app answers { twoFactorRedirect } and
  // opens a session only once /two-factor/verify-totp (or verify-backup-code) takes a code.
  const twoFactorPlugin = twoFactor({ issuer: APP_NAME, trustDeviceMaxAge: TRUSTED_DEVICE_DAYS * 24 * 60 * 60 });
  return betterAuth({
    baseURL: baseUrl,
    basePath: AUTH_BASE_PATH,
    secret: settings.AUTH_SECRET,
    trustedOrigins: [baseUrl],
    // D1 rejects BEGIN, so the adapter must not open transactions.
    database: drizzleAdapter(db, {
      provider: 'sqlite',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors, passkey: passkeys },
      transaction: false,
    }),
    advanced: {
      database: { generateId: ({ model }) => generateId(ID_PREFIXES[model] ?? model.slice(0, 3)) },
      // Said explicitly because the API's own session check reads the same cookie (sessionCookieOf).
      useSecureCookies: sessionCookieOf(baseUrl).isSecure,
      // The client's address as Cloudflare gives it, for the account's list of sessions.
      ipAddress: { ipAddressHeaders: ['cf-connecting-ip'] },
    },
    // Sign-in, sign-up and email sends are throttled in D1 (auth.throttle.ts): this limiter's memory is per isolate.
    rateLimit: { enabled: false },
    // No signed copy of the session in a cookie: a session ended by sign-out, a password reset or a
    // revocation must be refused at once, so every request reads it from D1 (the API does that in
    // the same round trip as its data, see auth.middleware.ts).
    session: { cookieCache: { enabled: false } },
    databaseHooks: {
      session: {
        create: {
          // Every way in opens a session here (a password, a code, a passkey, a provider): an account the
          // service's operators disabled gets none, and the sign-in answers why.
          before: async (session) => {
            if (await isUserDisabled(db, session.userId)) throw new APIError('FORBIDDEN', { ...ACCOUNT_DISABLED });
          },
          after: async (session) => recordSignIn(db, session.userId, session.createdAt),
        },
      },
    },
    user: {
      // With the password, or within a day of signing in; organizations the user alone owns go too.
      deleteUser: { enabled: true, beforeDelete: (user) => publishUserDeleting(deps, user.id) },
    },
    // A provider's error (refused consent, sign-up closed, an account that may not be linked) comes
    // back to the login page, which shows it under the provider's button.
    onAPIError: { errorURL: `${baseUrl}/login` },
    socialProviders: socialProvidersOf(settings),
    plugins: [
      twoFactorPlugin,
      // A sign-in through a provider is challenged the same way, on the code page.
      providerTwoFactor(twoFactorPlugin, { twoFactorPageUrl: `${baseUrl}/login/two-factor` }),
      // The relying party is the app's own host; a passkey proves possession and the user's presence, so it stands for two factors.
      passkey({ rpID: new URL(baseUrl).hostname, rpName: APP_NAME, origin: baseUrl }),
      ...(withCustomProviders && settings.AUTH_PROVIDERS_CUSTOMS.length > 0
        ? [genericOAuth({ config: genericOAuthConfigOf(settings) })]
        : []),
    ],
    emailAndPassword: {
      enabled: settings.AUTH_PROVIDERS_EMAIL_IS_ENABLED,
      disableSignUp: !settings.AUTH_IS_REGISTRATION_ENABLED,
      requireEmailVerification: settings.AUTH_IS_EMAIL_VERIFICATION_REQUIRED,
      // Whoever knew the old password may hold a session: a reset ends them all, on every device.
      revokeSessionsOnPasswordReset: true,
      minPasswordLength: PASSWORD_LENGTH.min,
      maxPasswordLength: PASSWORD_LENGTH.max,
      sendResetPassword: async ({ user, url }, request) =>
        emailSender.send(passwordResetEmail(user.email, { name: user.name, url }, request?.headers.get('accept-language'))),
    },
    emailVerification: {
      sendOnSignUp: settings.AUTH_IS_EMAIL_VERIFICATION_REQUIRED,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }, request) =>
        emailSender.send(verificationEmail(user.email, { name: user.name, url }, request?.headers.get('accept-language'))),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
