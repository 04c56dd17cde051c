import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { errorMessage } from '@/api/error-message';
import type { Document } from '@/api/types';
import { useCan } from '@/lib/current-organization';
import { useDraftField } from '@/lib/use-draft-field';
import { useFormatters } from '@/lib/use-formatters';
import { ClearButton } from '@/ui/clear-button';
import { Input } from '@/ui/input';
import { useUpdateDocument } from '../document-actions.queries';

/** A complete day as a date input gives it; a year still being typed (0002) is not one yet. */
const isDay = (value: string) => /^[1-9]\d{3}-\d{2}-\d{2}$/.test(value);

/**
 * The document's date, edited in place (useDraftField: a date input reports each typed part, and
 * 0002 is a valid year while 2025 is being typed); the clear button removes it. Read-only text for
 * those who cannot edit.
 */
export function DocumentDateField({
  organizationId,
  document,
}: {
  organizationId: string;
  document: Pick<Document, 'id' | 'documentDate' | 'isDeleted'>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { formatDay } = useFormatters();
  const canEdit = useCan('documents:update') && !document.isDeleted;
  const saved = document.documentDate ?? '';

  const save = useUpdateDocument(organizationId, document.id, {
    onSuccess: ({ documentDate }) =>
      toast.success(documentDate ? t('documents.date.saved', { date: formatDay(documentDate) }) : t('documents.date.cleared')),
    onError: (error) => toast.error(t('documents.date.error'), { description: errorMessage(error, t) }),
  });
  // A year still being typed is no day yet: nothing is sent, the saved day comes back.
  const field = useDraftField(saved, (draft) =>
    draft !== '' && !isDay(draft) ? false : save.mutateAsync({ documentDate: draft === '' ? null : draft }),
  );

  if (!canEdit)
    return saved ? (
      <time dateTime={saved}>{formatDay(saved)}</time>
    ) : (
      <span className="text-muted-foreground">{t('documents.date.none')}</span>
    );

  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {t('documents.date.label')}
      </label>
      <Input
        id={id}
        type="date"
        min="1900-01-01"
        max="2999-12-31"
        className="h-8 w-44"
        aria-busy={save.isPending || undefined}
        {...field.inputProps}
      />
      {saved && (
        <ClearButton label={t('documents.date.clear')} disabled={save.isPending} onClick={() => save.mutate({ documentDate: null })} />
      )}
    </div>
  );
}
