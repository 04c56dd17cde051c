import type { Dependencies } from '../../platform/dependencies';

type UserDeletingSubscriber = (deps: Dependencies, userId: string) => Promise<void>;

/**
 * Who must act before an account is deleted (organizations the user alone owns are deleted with
 * it), registered in worker/subscribers.ts so that auth depends on no other module.
 */
const subscribers: UserDeletingSubscriber[] = [];

export function subscribeToUserDeleting(subscriber: UserDeletingSubscriber) {
  subscribers.push(subscriber);
}

/** Runs before the user row goes; a failure stops the deletion (better-auth answers an error). */
export async function publishUserDeleting(deps: Dependencies, userId: string) {
  for (const subscriber of subscribers) await subscriber(deps, userId);
}
