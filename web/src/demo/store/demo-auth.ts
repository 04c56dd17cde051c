/**
 * The visitor's session and profile: signed in from the start as the demo's one user (demo-user.ts),
 * with no account on a server to enter, leave or secure.
 */
import type { ApiClient } from '@/api/api-client';
import type { User } from '@/api/types';
import { updateUserSchema } from '../../../../core/users/users.schemas';
import { answer, notAvailable, parse, type DemoClientContext } from './demo-client-context';
import { readDemoUser, saveDemoUser, type DemoUser } from './demo-user';

/** A group of calls the demo answers none of: the account's security lives on a server. */
const noneAvailable = <Group extends object>() => new Proxy({}, { get: () => notAvailable }) as Group;

function toUser(user: DemoUser): User {
  return { id: user.id, email: user.email, name: user.name, roles: [], createdAt: user.createdAt, updatedAt: user.updatedAt };
}

export function demoAuthApi({ database }: DemoClientContext): ApiClient['auth'] {
  return {
    getSession: () =>
      answer(async () => {
        const user = await readDemoUser(database);
        return { user: { id: user.id, email: user.email, name: user.name, emailVerified: true } };
      }),
    // The visitor is signed in from the start and stays so: there is no account to enter or leave.
    signIn: notAvailable,
    signUp: notAvailable,
    signInWithProvider: notAvailable,
    signOut: notAvailable,
    requestPasswordReset: notAvailable,
    changePassword: notAvailable,
    listSessions: notAvailable,
    revokeSession: notAvailable,
    deleteAccount: notAvailable,
    resetPassword: notAvailable,
    sendVerificationEmail: notAvailable,
    twoFactor: noneAvailable(),
    passkeys: noneAvailable(),
  };
}

export function demoUsersApi({ database }: DemoClientContext): ApiClient['users'] {
  return {
    getMe: () => answer(async () => ({ user: toUser(await readDemoUser(database)) })),
    updateMe: (input) =>
      answer(async () => {
        const { name } = parse(updateUserSchema, input);
        const user = { ...(await readDemoUser(database)), name, updatedAt: new Date() };
        await saveDemoUser(database, user);
        return { user: toUser(user) };
      }),
  };
}
