import { IS_DEMO } from '@/lib/demo-mode';
import { LOCAL_STORAGE_KEYS } from '@/lib/local-storage-keys';
import { isOrganizationId } from './organization-id';

const storageKey = () => (IS_DEMO ? LOCAL_STORAGE_KEYS.demoCurrentOrganizationId : LOCAL_STORAGE_KEYS.currentOrganizationId);

/** The last organization the user opened, used by `/` to send them back to it. */
export function getStoredCurrentOrganizationId(): string | undefined {
  try {
    const stored = localStorage.getItem(storageKey()) ?? undefined;
    return isOrganizationId(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function setStoredCurrentOrganizationId(organizationId: string) {
  try {
    localStorage.setItem(storageKey(), organizationId);
  } catch {
    // Storage can be unavailable (private mode, quota): remembering the organization is a convenience.
  }
}

/** Forgets the stored organization; with an id, only when it is that one. */
export function clearStoredCurrentOrganizationId(organizationId?: string) {
  try {
    if (organizationId === undefined || localStorage.getItem(storageKey()) === organizationId) {
      localStorage.removeItem(storageKey());
    }
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
