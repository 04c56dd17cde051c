import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentTag, Tag } from '@/api/types';
import { Button } from '@/ui/button';
import { CommandItem, CommandSeparator } from '@/ui/command';
import { findTagByName, getAttachableTags } from '../lib/tag-search';
import { TagPicker, type TagPickerTexts } from './tag-picker';

type AddTagPopoverProps = {
  organizationId: string;
  attachedTags: DocumentTag[];
  onAdd: (tag: Tag) => void;
  /** Opens the create-tag dialog, the search as the new tag's name. */
  onCreate: (name: string) => void;
  triggerRef?: Ref<HTMLButtonElement>;
};

/**
 * "Add tag": a button opening the tag picker on the organization's tags not yet on the document
 * (those starting with the search first), with a create-tag shortcut.
 */
export function AddTagPopover({ organizationId, attachedTags, onAdd, onCreate, triggerRef }: AddTagPopoverProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [isCreating, setIsCreating] = useState(false);
  const attachedIds = useMemo(() => attachedTags.map((tag) => tag.id), [attachedTags]);
  const listTags = useCallback((tags: readonly Tag[], search: string) => getAttachableTags(tags, attachedIds, search), [attachedIds]);

  const texts: TagPickerTexts = {
    label: t('tags.document-editor.add'),
    searchLabel: t('tags.document-editor.search-label'),
    searchPlaceholder: t('tags.document-editor.search-placeholder'),
    loading: t('tags.document-editor.loading'),
    loadError: t('tags.document-editor.load-error'),
    retry: t('tags.document-editor.retry'),
    manage: t('tags.document-editor.manage'),
    empty: (search, tags) => {
      const trimmed = search.trim();
      if (trimmed) return t('tags.document-editor.no-match', { search: trimmed });
      return tags.length === 0 ? t('tags.document-editor.no-tags') : t('tags.document-editor.all-attached');
    },
  };

  const open = (next: boolean) => {
    setIsOpen(next);
    if (next) setIsCreating(false);
  };

  return (
    <TagPicker
      open={isOpen}
      onOpenChange={open}
      trigger={
        <Button
          ref={triggerRef}
          variant="outline"
          size="sm"
          className="h-7 rounded-full border-dashed px-2.5 text-xs shadow-none [&_svg]:size-3.5"
        >
          <Plus aria-hidden />
          {t('tags.document-editor.add')}
        </Button>
      }
      className="w-72"
      // The create dialog takes the focus over; do not send it back to the trigger first.
      onCloseAutoFocus={(event) => isCreating && event.preventDefault()}
      organizationId={organizationId}
      mode="add"
      listTags={listTags}
      onSelect={(tag) => {
        onAdd(tag);
        open(false);
      }}
      texts={texts}
    >
      {(search, tags) => (
        <CreateTagItem
          search={search}
          tags={tags}
          onCreate={(name) => {
            setIsCreating(true);
            setIsOpen(false);
            onCreate(name);
          }}
        />
      )}
    </TagPicker>
  );
}

/** "Create tag “…”" for a search no tag is named, else "Create a new tag". */
function CreateTagItem({ search, tags, onCreate }: { search: string; tags: readonly Tag[]; onCreate: (name: string) => void }) {
  const { t } = useTranslation();
  const name = search.trim();
  const canCreateNamed = name !== '' && !findTagByName(tags, name);
  return (
    <>
      <CommandSeparator className="my-1" alwaysRender />
      <CommandItem value="__create-tag__" onSelect={() => onCreate(canCreateNamed ? name : '')} className="gap-2 py-1.5">
        <Plus aria-hidden />
        <span className="truncate">
          {canCreateNamed ? t('tags.document-editor.create-named', { name }) : t('tags.document-editor.create')}
        </span>
      </CommandItem>
    </>
  );
}
