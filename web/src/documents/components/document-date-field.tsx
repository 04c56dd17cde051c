import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { Document } from '@/api/types';
import { useCan } from '@/lib/current-organization';
import { useFormatters } from '@/lib/use-formatters';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { useInvalidateDocuments } from '../use-document-actions';

/** A complete day as a date input gives it; a year still being typed (0002) is not one yet. */
const isDay = (value: string) => /^[1-9]\d{3}-\d{2}-\d{2}$/.test(value);

/**
 * The document's date, edited in place: saved when the field is left or Enter is pressed (a date
 * input reports each typed part, and 0002 is a valid year while 2025 is being typed), Escape puts
 * back the saved one, the clear button removes it. Read-only text for those who cannot edit.
 */
export function DocumentDateField({ organizationId, document }: { organizationId: string; document: Pick<Document, 'id' | 'documentDate' | 'isDeleted'> }) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const { formatDay } = useFormatters();
  const invalidate = useInvalidateDocuments(organizationId);
  const canEdit = useCan('documents:update') && !document.isDeleted;
  const saved = document.documentDate ?? '';
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const value = draft ?? saved;

  const save = useMutation({
    mutationFn: (documentDate: string | null) => api.documents.update(organizationId, document.id, { documentDate }),
    onSuccess: async (_answer, documentDate) => {
      toast.success(documentDate ? t('documents.date.saved', { date: formatDay(documentDate) }) : t('documents.date.cleared'));
      await invalidate();
      setDraft(undefined);
    },
    onError: (error) => {
      toast.error(t('documents.date.error'), { description: errorMessage(error, t) });
      setDraft(undefined);
    },
  });

  const commit = () => {
    if (draft === undefined || draft === saved) return setDraft(undefined);
    if (draft === '') return save.mutate(null);
    if (isDay(draft)) save.mutate(draft);
    else setDraft(undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape' && draft !== undefined) {
      event.preventDefault();
      setDraft(undefined);
    }
  };

  if (!canEdit) return saved ? <time dateTime={saved}>{formatDay(saved)}</time> : <span className="text-muted-foreground">{t('documents.date.none')}</span>;

  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {t('documents.date.label')}
      </label>
      <Input
        id={id}
        type="date"
        value={value}
        min="1900-01-01"
        max="2999-12-31"
        className="h-8 w-44"
        aria-busy={save.isPending || undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      {saved && (
        <Button type="button" variant="ghost" size="icon" className="size-8" aria-label={t('documents.date.clear')} disabled={save.isPending} onClick={() => save.mutate(null)}>
          <X aria-hidden />
        </Button>
      )}
    </div>
  );
}
