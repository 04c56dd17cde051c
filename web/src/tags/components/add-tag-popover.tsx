import { Command } from 'cmdk';
import { Plus, Search, Settings2 } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/api/error-message';
import type { DocumentTag, Tag } from '@/api/types';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { findTagByName, getAttachableTags } from '../lib/tag-search';
import { useTags } from '../tags.queries';

const CREATE_ITEM_VALUE = '__create-tag__';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0';

type AddTagPopoverProps = {
  organizationId: string;
  attachedTags: DocumentTag[];
  onAdd: (tag: Tag) => void;
  /** Opens the create-tag dialog, the search as the new tag's name. */
  onCreate: (name: string) => void;
  triggerRef?: Ref<HTMLButtonElement>;
};

/**
 * "Add tag": a button opening a searchable list (a combobox: type to filter, arrows to move, Enter
 * to pick) of the organization's tags not yet on the document, with a create-tag shortcut.
 */
export function AddTagPopover({ organizationId, attachedTags, onAdd, onCreate, triggerRef }: AddTagPopoverProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [isCreating, setIsCreating] = useState(false);
  // Loaded once the list is first opened (or already cached by the tags page).
  const [hasOpened, setHasOpened] = useState(false);
  const query = useTags(organizationId, { enabled: hasOpened });
  const allTags = useMemo(() => query.data?.tags ?? [], [query.data]);
  const attachedIds = useMemo(() => attachedTags.map((tag) => tag.id), [attachedTags]);
  const attachable = useMemo(() => getAttachableTags(allTags, attachedIds, search), [allTags, attachedIds, search]);
  const trimmedSearch = search.trim();
  const canCreateNamed = trimmedSearch !== '' && !findTagByName(allTags, trimmedSearch);

  const setOpen = (open: boolean) => {
    setIsOpen(open);
    if (open) {
      setHasOpened(true);
      setIsCreating(false);
    } else setSearch('');
  };

  const emptyMessage = trimmedSearch ? t('tags.document-editor.no-match', { search: trimmedSearch }) : allTags.length === 0 ? t('tags.document-editor.no-tags') : t('tags.document-editor.all-attached');

  return (
    <Popover.Root open={isOpen} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button ref={triggerRef} variant="outline" size="sm" className="h-6 rounded-full border-dashed px-2 text-xs shadow-none [&_svg]:size-3.5">
          <Plus aria-hidden />
          {t('tags.document-editor.add')}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          // The create dialog takes the focus over; do not send it back to the trigger first.
          onCloseAutoFocus={(event) => isCreating && event.preventDefault()}
          className="z-50 w-72 max-w-[calc(100vw-1rem)] overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md"
        >
          <Command shouldFilter={false} loop label={t('tags.document-editor.add')}>
            <div className="flex items-center gap-2 border-b px-3">
              <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <Command.Input
                value={search}
                onValueChange={setSearch}
                placeholder={t('tags.document-editor.search-placeholder')}
                aria-label={t('tags.document-editor.search-label')}
                className="h-10 w-full min-w-0 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
              />
            </div>
            <Command.List className="max-h-72 overflow-y-auto overscroll-contain p-1">
              {query.isPending ? (
                <Command.Loading label={t('tags.document-editor.loading')}>
                  <div className="flex justify-center py-6">
                    <Spinner />
                  </div>
                </Command.Loading>
              ) : query.isError ? (
                <div className="grid justify-items-center gap-2 px-2 py-4 text-center text-sm" role="alert">
                  <p className="text-destructive">{t('tags.document-editor.load-error')}</p>
                  <p className="text-xs text-muted-foreground">{errorMessage(query.error, t)}</p>
                  <Button variant="outline" size="sm" onClick={() => void query.refetch()} isLoading={query.isFetching}>
                    {t('tags.document-editor.retry')}
                  </Button>
                </div>
              ) : (
                <>
                  {attachable.length === 0 ? (
                    <p className="px-2 py-4 text-center text-sm text-muted-foreground [overflow-wrap:anywhere]">{emptyMessage}</p>
                  ) : (
                    <Command.Group>
                      {attachable.map((tag) => (
                        <Command.Item
                          key={tag.id}
                          value={tag.id}
                          onSelect={() => {
                            onAdd(tag);
                            setOpen(false);
                          }}
                          className={itemClass}
                        >
                          <span className="size-2.5 shrink-0 rounded-full ring-1 ring-foreground/15" style={{ backgroundColor: tag.color }} aria-hidden />
                          <span className="truncate">{tag.name}</span>
                        </Command.Item>
                      ))}
                    </Command.Group>
                  )}
                  <Command.Separator className="-mx-1 my-1 h-px bg-border" alwaysRender />
                  <Command.Item
                    value={CREATE_ITEM_VALUE}
                    onSelect={() => {
                      setIsCreating(true);
                      setIsOpen(false);
                      setSearch('');
                      onCreate(canCreateNamed ? trimmedSearch : '');
                    }}
                    className={itemClass}
                  >
                    <Plus aria-hidden />
                    <span className="truncate">{canCreateNamed ? t('tags.document-editor.create-named', { name: trimmedSearch }) : t('tags.document-editor.create')}</span>
                  </Command.Item>
                </>
              )}
            </Command.List>
            <div className="border-t p-1">
              <Link
                to={`/organizations/${organizationId}/tags`}
                className="flex items-center gap-2 rounded-sm px-2 py-1.5 text-xs text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <Settings2 className="size-3.5" aria-hidden />
                {t('tags.document-editor.manage')}
              </Link>
            </div>
          </Command>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
