import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useApi } from '@/api/api-provider';
import { textField } from '@/lib/text-field';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { DOCUMENT_NAME_MAX_LENGTH } from '../../../../core/field-limits';
import { documentQueryOptions } from '../documents.queries';
import { useMergeDocuments } from './bulk-actions.queries';

type MergeDocumentsDialogProps = {
  organizationId: string;
  /** The selection, in the list's order: the first order offered. */
  documentIds: readonly string[];
  onClose: () => void;
  /** After the merge: the selection is cleared. */
  onMerged: () => void;
};

/** `ids` with the one at `index` swapped with its neighbour in `direction`. */
const swapped = (ids: readonly string[], index: number, direction: -1 | 1) => {
  const next = [...ids];
  [next[index], next[index + direction]] = [next[index + direction]!, next[index]!];
  return next;
};

const MOVES = [
  { direction: -1, icon: ArrowUp, labelKey: 'page-editor.merge.move-up' },
  { direction: 1, icon: ArrowDown, labelKey: 'page-editor.merge.move-down' },
] as const;

/** A document of the merge, its place and the buttons that move it. */
function MergedDocumentRow({
  organizationId,
  documentId,
  index,
  count,
  onMove,
}: {
  organizationId: string;
  documentId: string;
  index: number;
  count: number;
  onMove: (direction: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  const name = useQuery(documentQueryOptions(useApi(), organizationId, documentId)).data?.document.name ?? t('common.loading');
  return (
    <li data-document={documentId} className="flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm">
      <span className="w-6 shrink-0 tabular-nums text-muted-foreground">{index + 1}.</span>
      <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{name}</span>
      {MOVES.map(({ direction, icon: Icon, labelKey }) => (
        <Button
          key={direction}
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t(labelKey, { name })}
          disabled={index + direction < 0 || index + direction >= count}
          onClick={() => onMove(direction)}
        >
          <Icon aria-hidden />
        </Button>
      ))}
    </li>
  );
}

/** "Merge": the selected documents in an order the user sets (buttons move each up or down), and the new document's name. */
export function MergeDocumentsDialog({ organizationId, documentIds, onClose, onMerged }: MergeDocumentsDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState<{ id: string; direction: -1 | 1 } | null>(null);
  const schema = z.object({
    documentIds: z.array(z.string()),
    name: textField({ max: DOCUMENT_NAME_MAX_LENGTH, tooLong: t('page-editor.merge.name-too-long', { max: DOCUMENT_NAME_MAX_LENGTH }) }),
  });
  const form = useZodForm(schema, { documentIds: [...documentIds], name: '' });
  const order = useController({ control: form.control, name: 'documentIds' });
  // Each row reads its document (useQuery: useQueries would add a kilobyte to every page's framework chunk).
  const queryClient = useQueryClient();
  const nameOf = (id: string) => queryClient.getQueryData(documentQueryOptions(api, organizationId, id).queryKey)?.document.name ?? '';
  const firstName = useQuery(documentQueryOptions(api, organizationId, order.field.value[0]!)).data?.document.name ?? '';
  const merge = useMergeDocuments(organizationId, { onMerged });

  // The moved document keeps the focus, on the button that moved it (the other one at the list's edge).
  useEffect(() => {
    if (!focusRequest) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(`[data-document="${focusRequest.id}"] button`);
    const [up, down] = [buttons?.[0], buttons?.[1]];
    const wanted = focusRequest.direction === -1 ? up : down;
    (wanted?.disabled ? (focusRequest.direction === -1 ? down : up) : wanted)?.focus();
    setFocusRequest(null);
  }, [focusRequest]);

  const move = (index: number, direction: -1 | 1) => {
    const id = order.field.value[index]!;
    order.field.onChange(swapped(order.field.value, index, direction));
    setFocusRequest({ id, direction });
    setAnnouncement(t('page-editor.merge.moved', { name: nameOf(id), position: index + direction + 1 }));
  };

  const onSubmit = form.handleSubmit(({ documentIds: ordered, name }) =>
    merge.mutate({ documentIds: ordered, ...(name !== '' && { name }) }),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('page-editor.merge.title')}</DialogTitle>
          <DialogDescription>{t('page-editor.merge.description', { count: documentIds.length })}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
          <ol ref={listRef} aria-label={t('page-editor.merge.order')} className="grid gap-1.5">
            {order.field.value.map((id, index) => (
              <MergedDocumentRow
                key={id}
                organizationId={organizationId}
                documentId={id}
                index={index}
                count={order.field.value.length}
                onMove={(direction) => move(index, direction)}
              />
            ))}
          </ol>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
          <FormField
            label={t('page-editor.merge.name')}
            description={t('page-editor.merge.name-description', { name: firstName })}
            error={form.formState.errors.name?.message}
          >
            <Input autoComplete="off" placeholder={firstName} {...form.register('name')} />
          </FormField>
          <p className="text-sm text-muted-foreground">{t('page-editor.merge.trash-note')}</p>
          <DialogFormFooter
            cancelLabel={t('page-editor.merge.cancel')}
            submitLabel={t('page-editor.merge.submit')}
            isSubmitting={merge.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
