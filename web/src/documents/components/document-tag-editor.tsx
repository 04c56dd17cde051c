import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { Document, DocumentTag } from '@/api/types';
import { documentsQueryKeys } from '@/lib/query-keys';
import { AddTagPopover } from '@/tags/components/add-tag-popover';
import { DocumentTagList, RemovableTagChip } from '@/tags/components/tag-chip';
import { TagFormDialog } from '@/tags/components/tag-form-dialog';
import { tagFilterPath } from '@/tags/lib/tag-filter';
import { useCan } from '@/lib/current-organization';
import { useInvalidateTags } from '@/tags/tags.queries';

type DocumentTagEditorProps = {
  organizationId: string;
  document: Pick<Document, 'id' | 'tags' | 'isDeleted'>;
  className?: string;
};

type DocumentQueryData = { document: Document };

/** Attaches and detaches tags, showing the change at once and undoing it if the server refuses. */
function useDocumentTagMutations(organizationId: string, documentId: string, announce: (message: string) => void) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const invalidateTags = useInvalidateTags(organizationId);
  const detailKey = documentsQueryKeys.detail(organizationId, documentId);

  const optimistically = async (update: (tags: DocumentTag[]) => DocumentTag[]) => {
    await queryClient.cancelQueries({ queryKey: detailKey, exact: true });
    const previous = queryClient.getQueryData<DocumentQueryData>(detailKey);
    if (previous)
      queryClient.setQueryData<DocumentQueryData>(detailKey, {
        ...previous,
        document: { ...previous.document, tags: update(previous.document.tags) },
      });
    return { previous };
  };
  const rollback = (context: { previous?: DocumentQueryData } | undefined) => {
    if (context?.previous) queryClient.setQueryData(detailKey, context.previous);
  };
  // Lists show the document's tags and the tags page counts documents: refresh both.
  const refresh = () => invalidateTags({ withDocuments: true });

  const addTag = useMutation({
    mutationFn: (tag: DocumentTag) => api.documents.addTag(organizationId, documentId, tag.id),
    onMutate: (tag) =>
      optimistically((tags) => (tags.some(({ id }) => id === tag.id) ? tags : [...tags, { id: tag.id, name: tag.name, color: tag.color }])),
    onSuccess: (_result, tag) => announce(t('tags.document-editor.added', { name: tag.name })),
    onError: (error, tag, context) => {
      rollback(context);
      toast.error(t('tags.document-editor.add-error', { name: tag.name }), { description: errorMessage(error, t) });
    },
    onSettled: refresh,
  });

  const removeTag = useMutation({
    mutationFn: (tag: DocumentTag) => api.documents.removeTag(organizationId, documentId, tag.id),
    onMutate: (tag) => optimistically((tags) => tags.filter(({ id }) => id !== tag.id)),
    onSuccess: (_result, tag) => announce(t('tags.document-editor.removed', { name: tag.name })),
    onError: (error, tag, context) => {
      rollback(context);
      toast.error(t('tags.document-editor.remove-error', { name: tag.name }), { description: errorMessage(error, t) });
    },
    onSettled: refresh,
  });

  return { addTag: addTag.mutate, removeTag: removeTag.mutate };
}

/**
 * Spec "Document detail": the document's tags as chips with a remove button, and "Add tag" (a
 * searchable list of the organization's other tags, with a create-tag shortcut). Read-only chips
 * while the document is in the trash.
 */
export function DocumentTagEditor({ organizationId, document, className }: DocumentTagEditorProps) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const { addTag, removeTag } = useDocumentTagMutations(organizationId, document.id, setAnnouncement);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [createName, setCreateName] = useState<string | null>(null);
  const canEdit = useCan('documents:update');

  if (document.isDeleted || !canEdit) return <DocumentTagList organizationId={organizationId} tags={document.tags} className={className} />;

  return (
    <div className={className}>
      <ul className="flex flex-wrap items-center gap-1" aria-label={t('tags.document-editor.label')}>
        {document.tags.map((tag) => (
          <li key={tag.id} className="min-w-0">
            <RemovableTagChip
              name={tag.name}
              color={tag.color}
              to={tagFilterPath(organizationId, tag.id)}
              removeLabel={t('tags.document-editor.remove', { name: tag.name })}
              onRemove={() => {
                removeTag(tag);
                // The chip goes away with its button: keep the keyboard user in the editor.
                addButtonRef.current?.focus();
              }}
            />
          </li>
        ))}
        <li>
          <AddTagPopover
            organizationId={organizationId}
            attachedTags={document.tags}
            onAdd={addTag}
            onCreate={setCreateName}
            triggerRef={addButtonRef}
          />
        </li>
      </ul>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
      <TagFormDialog
        organizationId={organizationId}
        open={createName !== null}
        onOpenChange={(open) => !open && setCreateName(null)}
        initialName={createName ?? ''}
        onSaved={(tag) => addTag(tag)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          addButtonRef.current?.focus();
        }}
      />
    </div>
  );
}
