import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A link that opens in a new tab and says so to screen readers (after its text, which is its
 * accessible name: give an icon-only link its label as `sr-only` text, not `aria-label`). The page
 * opened gets no handle on this one.
 */
export function NewTabLink({ children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  const { t } = useTranslation();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {t('common.opens-in-new-tab')}</span>
    </a>
  );
}
