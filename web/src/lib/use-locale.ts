import i18next from 'i18next';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
};
const currentLocale = () => i18next.resolvedLanguage ?? i18next.language;

/**
 * The interface language, re-rendering on change. For components drawn hundreds of times (table
 * rows): react-i18next's useTranslation copies the i18next instance for each one that mounts.
 */
export function useLocale(): string {
  return useSyncExternalStore(subscribe, currentLocale);
}
