import { Check, Settings2 } from 'lucide-react';
import * as Popover from 'radix-ui/popover';
import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/api/error-message';
import type { Tag } from '@/api/types';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Command, CommandGroup, CommandInput, CommandItem, CommandList, CommandLoading } from '@/ui/command';
import { Spinner } from '@/ui/spinner';
import { tagsPath } from '../tags.paths';
import { useTags } from '../tags.queries';

export type TagPickerTexts = {
  /** Names the list of tags. */
  label: string;
  /** Names the search field. */
  searchLabel: string;
  searchPlaceholder: string;
  loading: string;
  loadError: string;
  retry: string;
  manage: string;
  /** What the list says when no tag is listed for this search. */
  empty: (search: string, tags: readonly Tag[]) => string;
};

type TagListProps = {
  organizationId: string;
  /**
   * 'add': a pick adds one tag (the caller closes the picker). 'multiple': a pick toggles a tag, the
   * chosen ones show checked (aria-checked) and the picker stays open.
   */
  mode: 'add' | 'multiple';
  /** The tags listed for a search (as typed), among all of the organization's, in order. */
  listTags: (tags: readonly Tag[], search: string) => Tag[];
  /** 'multiple': the chosen tags. */
  checkedTagIds?: readonly string[];
  onSelect: (tag: Tag) => void;
  texts: TagPickerTexts;
  /** Items after the tags (e.g. "create tag"), for the search as typed. */
  children?: (search: string, tags: readonly Tag[]) => ReactNode;
};

type TagPickerProps = TagListProps & {
  /** The button that opens the picker. */
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The popover's width. */
  className?: string;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The tag picker of the app: a button opening the organization's tags as a searchable list (a
 * combobox: type to filter, arrows to move, Enter to pick), loaded when it first opens, with a link to
 * the tags screen. Adds one tag to a document, or chooses the tags of a rule.
 */
export function TagPicker({ trigger, open, onOpenChange, className, onCloseAutoFocus, ...listProps }: TagPickerProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            'z-50 max-w-[calc(100vw-1rem)] overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md',
            className,
          )}
        >
          <TagList {...listProps} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The search field, the tags (or their loading state), extra items and the link to the tags screen. */
function TagList({ organizationId, mode, listTags, checkedTagIds = [], onSelect, texts, children }: TagListProps) {
  const [search, setSearch] = useState('');
  const query = useTags(organizationId);
  const tags = useMemo(() => query.data?.tags ?? [], [query.data]);
  const listed = useMemo(() => listTags(tags, search), [listTags, tags, search]);

  return (
    // Filtering is ours: listTags decides what shows and in which order.
    <Command shouldFilter={false} loop label={texts.searchLabel}>
      <CommandInput
        value={search}
        onValueChange={setSearch}
        placeholder={texts.searchPlaceholder}
        aria-label={texts.searchLabel}
        className="h-10 py-0 text-sm sm:text-sm"
        wrapperClassName="h-10"
      />
      <CommandList label={texts.label} className="max-h-72 p-1">
        {query.isPending ? (
          <CommandLoading label={texts.loading}>
            <div className="flex justify-center py-6">
              <Spinner />
            </div>
          </CommandLoading>
        ) : query.isError ? (
          <TagsLoadError error={query.error} texts={texts} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        ) : (
          <>
            {listed.length === 0 ? (
              <p className="px-2 py-4 text-center text-sm text-muted-foreground [overflow-wrap:anywhere]">{texts.empty(search, tags)}</p>
            ) : (
              <CommandGroup className="p-0">
                {listed.map((tag) => (
                  <TagOption
                    key={tag.id}
                    tag={tag}
                    isChecked={mode === 'multiple' ? checkedTagIds.includes(tag.id) : undefined}
                    onSelect={() => onSelect(tag)}
                  />
                ))}
              </CommandGroup>
            )}
            {children?.(search, tags)}
          </>
        )}
      </CommandList>
      <div className="border-t p-1">
        <Link
          to={tagsPath(organizationId)}
          className="flex items-center gap-2 rounded-sm px-2 py-1.5 text-xs text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Settings2 className="size-3.5" aria-hidden />
          {texts.manage}
        </Link>
      </div>
    </Command>
  );
}

/** One tag: its colour and name; in 'multiple' mode, a check when chosen. */
function TagOption({ tag, isChecked, onSelect }: { tag: Tag; isChecked?: boolean; onSelect: () => void }) {
  return (
    // A click keeps the focus in the search field, so the user can type on after picking (in 'multiple' mode).
    <CommandItem
      value={tag.id}
      onSelect={onSelect}
      onMouseDown={(event) => event.preventDefault()}
      aria-checked={isChecked}
      className="gap-2 py-1.5"
    >
      {isChecked !== undefined && (
        <span className="flex size-4 shrink-0 items-center justify-center">{isChecked && <Check aria-hidden />}</span>
      )}
      <span className="size-2.5 shrink-0 rounded-full ring-1 ring-foreground/15" style={{ backgroundColor: tag.color }} aria-hidden />
      <span className="truncate">{tag.name}</span>
    </CommandItem>
  );
}

function TagsLoadError({
  error,
  texts,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  texts: TagPickerTexts;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid justify-items-center gap-2 px-2 py-4 text-center text-sm" role="alert">
      <p className="text-destructive">{texts.loadError}</p>
      <p className="text-xs text-muted-foreground">{errorMessage(error, t)}</p>
      <Button variant="outline" size="sm" onClick={onRetry} isLoading={isRetrying}>
        {texts.retry}
      </Button>
    </div>
  );
}
