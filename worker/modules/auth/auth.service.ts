import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../../platform/db/client';
import type { EmailSender } from '../../platform/email/email-sender';
import { generateId } from '../../platform/ids';
import type { Settings } from '../config/config.schema';
import { accounts, sessions, users, verifications } from './auth.tables';
import { passwordResetEmail, verificationEmail } from './auth.emails';

const ID_PREFIXES: Record<string, string> = { user: 'usr', session: 'ses', account: 'acc', verification: 'ver' };

export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const REGISTER_NAME_MAX_LENGTH = 64;

type AuthDependencies = { db: Database; settings: Settings; baseUrl: string; emailSender: EmailSender };

export function createAuth({ db, settings, baseUrl, emailSender }: AuthDependencies) {
  return betterAuth({
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret: settings.AUTH_SECRET,
    trustedOrigins: [baseUrl],
    // D1 rejects BEGIN, so the adapter must not open transactions.
    database: drizzleAdapter(db, {
      provider: 'sqlite',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
      transaction: false,
    }),
    advanced: {
      database: { generateId: ({ model }) => generateId(ID_PREFIXES[model] ?? model.slice(0, 3)) },
    },
    rateLimit: { enabled: settings.APP_ENV === 'production' },
    // A signed copy of the session in a cookie spares a database read on every API call; a session
    // revoked on another device stays usable here for at most this long.
    session: { cookieCache: { enabled: true, maxAge: 5 * 60 } },
    emailAndPassword: {
      enabled: true,
      disableSignUp: !settings.AUTH_IS_REGISTRATION_ENABLED,
      requireEmailVerification: settings.AUTH_IS_EMAIL_VERIFICATION_REQUIRED,
      minPasswordLength: PASSWORD_LENGTH.min,
      maxPasswordLength: PASSWORD_LENGTH.max,
      sendResetPassword: async ({ user, url }) => emailSender.send(passwordResetEmail(user.email, user.name, url)),
    },
    emailVerification: {
      sendOnSignUp: settings.AUTH_IS_EMAIL_VERIFICATION_REQUIRED,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => emailSender.send(verificationEmail(user.email, user.name, url)),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
