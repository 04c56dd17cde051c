import i18next from 'i18next';
import { addLocalePart } from '../i18n/i18n';
import type { LocalePart } from '../i18n/locale-parts';

// The console's texts load with its chunk, not from the start-up chunk's table: a handful of people ever open it.
addLocalePart(
  'admin',
  import.meta.glob<Record<string, unknown>>('../i18n/locales/*.json', { query: { part: 'admin' }, import: 'default' }),
);

/** The operator's console's part, with the app's and the settings' (its cards name members' roles): its pages wait for all three. */
export function loadAdminMessages() {
  return i18next.loadNamespaces(['app', 'settings', 'admin'] satisfies LocalePart[]);
}
