import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats a date as a short, localized day ("Jan 5, 2025" in English); empty for an invalid date. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (value: Date | string) => {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
    },
    [locale],
  );
}
