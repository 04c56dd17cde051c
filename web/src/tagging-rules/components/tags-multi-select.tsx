import { Check, ChevronDown, Plus, Tags, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { forwardRef, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tag } from '@/api/types';
import { TagChip } from '@/documents/components/tag-chip';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { useOrganizationTags } from '../tagging-rules.queries';
import { filterTags, missingTagIds, toggleTagId } from '../lib/tag-selection';

type TagsMultiSelectProps = {
  organizationId: string;
  value: string[];
  onChange: (tagIds: string[]) => void;
  onBlur?: () => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  disabled?: boolean;
};

/**
 * The organization's tags as a searchable multi-select: the chosen ones as removable chips, the
 * others in a popover list. With no tag at all, a link to the tags screen to create one.
 */
export const TagsMultiSelect = forwardRef<HTMLButtonElement, TagsMultiSelectProps>(function TagsMultiSelect(
  { organizationId, value, onChange, onBlur, id, disabled, 'aria-invalid': ariaInvalid, 'aria-describedby': ariaDescribedBy },
  ref,
) {
  const { t } = useTranslation();
  const query = useOrganizationTags(organizationId);
  const [isOpen, setIsOpen] = useState(false);
  const [search, setSearch] = useState('');
  const listId = useId();

  const tags = useMemo(() => query.data?.tags ?? [], [query.data]);
  const tagsById = useMemo(() => new Map(tags.map((tag) => [tag.id, tag])), [tags]);
  const visibleTags = useMemo(() => filterTags(tags, search), [tags, search]);
  const tagsPath = `/organizations/${organizationId}/tags`;

  // A rule may still point at tags deleted since it was saved: drop them once the tags are known.
  useEffect(() => {
    if (!query.isSuccess) return;
    const missing = missingTagIds(value, new Set(tagsById.keys()));
    if (missing.length > 0) onChange(value.filter((tagId) => !missing.includes(tagId)));
  }, [query.isSuccess, tagsById, value, onChange]);

  if (query.isPending) {
    return (
      <div className="flex h-9 items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {t('tagging-rules.form.tags.loading')}
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        {t('tagging-rules.form.tags.load-error')}
        <Button type="button" variant="outline" size="sm" className="text-foreground" onClick={() => void query.refetch()} isLoading={query.isFetching}>
          {t('tagging-rules.form.tags.retry')}
        </Button>
      </div>
    );
  }

  if (tags.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2 text-muted-foreground">
          <Tags className="size-4 shrink-0" aria-hidden />
          {t('tagging-rules.form.tags.empty')}
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={tagsPath}>
            <Plus aria-hidden />
            {t('tagging-rules.form.tags.create-tag')}
          </Link>
        </Button>
      </div>
    );
  }

  const toggle = (tagId: string) => onChange(toggleTagId(value, tagId));
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter picks the only (or first) match instead of submitting the form.
    if (event.key === 'Enter') {
      event.preventDefault();
      if (visibleTags[0]) toggle(visibleTags[0].id);
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      document.getElementById(listId)?.querySelector<HTMLButtonElement>('button')?.focus();
    }
  };
  const onOptionKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = event.currentTarget;
    const sibling = (direction: 'next' | 'previous') => {
      const item = target.parentElement?.[direction === 'next' ? 'nextElementSibling' : 'previousElementSibling'];
      return item?.querySelector<HTMLButtonElement>('button') ?? null;
    };
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      sibling('next')?.focus();
    }
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      (sibling('previous') ?? document.getElementById(`${listId}-search`))?.focus();
    }
  };

  const selectedTags = value.map((tagId) => tagsById.get(tagId)).filter((tag): tag is Tag => tag !== undefined);

  return (
    <div className="grid gap-2">
      <Popover.Root
        open={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          if (!open) {
            setSearch('');
            onBlur?.();
          }
        }}
      >
        <Popover.Trigger asChild>
          <button
            ref={ref}
            id={id}
            type="button"
            disabled={disabled}
            aria-invalid={ariaInvalid}
            aria-describedby={ariaDescribedBy}
            aria-haspopup="listbox"
            className="flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 text-left text-sm shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive"
          >
            <span className={cn('truncate', selectedTags.length === 0 && 'text-muted-foreground')}>
              {selectedTags.length === 0 ? t('tagging-rules.form.tags.placeholder') : t('tagging-rules.form.tags.selected', { count: selectedTags.length })}
            </span>
            <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={4}
            className="z-50 w-[var(--radix-popover-trigger-width)] min-w-64 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              document.getElementById(`${listId}-search`)?.focus();
            }}
          >
            <Input
              id={`${listId}-search`}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              onKeyDown={onSearchKeyDown}
              placeholder={t('tagging-rules.form.tags.search')}
              aria-label={t('tagging-rules.form.tags.search')}
              aria-controls={listId}
              autoComplete="off"
              className="mb-1 h-8"
            />
            {visibleTags.length === 0 ? (
              <p className="px-2 py-3 text-center text-sm text-muted-foreground">{t('tagging-rules.form.tags.no-match')}</p>
            ) : (
              <ul id={listId} role="listbox" aria-multiselectable="true" aria-label={t('tagging-rules.form.tags.label')} className="max-h-64 overflow-y-auto">
                {visibleTags.map((tag) => {
                  const isSelected = value.includes(tag.id);
                  return (
                    <li key={tag.id} role="presentation">
                      <button
                        type="button"
                        role="option"
                        aria-selected={isSelected}
                        onClick={() => toggle(tag.id)}
                        onKeyDown={onOptionKeyDown}
                        className="flex w-full cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:text-accent-foreground"
                      >
                        <span className="flex size-4 shrink-0 items-center justify-center">{isSelected && <Check className="size-4" aria-hidden />}</span>
                        <span className="size-2.5 shrink-0 rounded-full ring-1 ring-foreground/15" style={{ backgroundColor: tag.color }} aria-hidden />
                        <span className="truncate">{tag.name}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            <div className="mt-1 border-t px-2 pb-1 pt-2">
              <Link to={tagsPath} className="text-xs text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
                {t('tagging-rules.form.tags.manage')}
              </Link>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>

      {selectedTags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('tagging-rules.form.tags.selected-list')}>
          {selectedTags.map((tag) => (
            <li key={tag.id} className="min-w-0">
              <TagChip name={tag.name} color={tag.color}>
                <button
                  type="button"
                  onClick={() => toggle(tag.id)}
                  disabled={disabled}
                  className="flex size-4 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={t('tagging-rules.form.tags.remove', { name: tag.name })}
                >
                  <X className="size-3" aria-hidden />
                </button>
              </TagChip>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
