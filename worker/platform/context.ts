import type { Context } from 'hono';
import type { Database } from './db/client';
import type { Settings } from '../modules/config/config.schema';
import type { EmailSender } from './email/email-sender';

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

/** What every request carries through the middlewares (see app.ts). */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    settings: Settings;
    db: Database;
    baseUrl: string;
    emailSender: EmailSender;
    user: SessionUser;
  };
};

export type AppContext = Context<AppEnv>;
