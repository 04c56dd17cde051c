import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Document } from '@/api/types';
import { AddTagPopover } from '@/tags/components/add-tag-popover';
import { DocumentTagList, RemovableTagChip } from '@/tags/components/tag-chip';
import { TagFormDialog } from '@/tags/components/tag-form-dialog';
import { tagFilterPath } from '@/tags/lib/tag-filter';
import { useCan } from '@/lib/current-organization';
import { useDocumentTagMutations } from '../documents.queries';

type DocumentTagEditorProps = {
  organizationId: string;
  document: Pick<Document, 'id' | 'tags' | 'isDeleted'>;
  className?: string;
};

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
