import { ChevronDown, Plus, Tags } from 'lucide-react';
import { forwardRef, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tag } from '@/api/types';
import { cn } from '@/lib/cn';
import { RemovableTagChip } from '@/tags/components/tag-chip';
import { TagPicker, type TagPickerTexts } from '@/tags/components/tag-picker';
import { filterTags } from '@/tags/lib/tag-search';
import { tagsPath } from '@/tags/tags.paths';
import { useTags } from '@/tags/tags.queries';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { missingTagIds, toggleTagId } from '../lib/tag-selection';

type RuleTagsPickerProps = {
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
 * The tags a rule adds: a button opening the tag picker (several tags, checked as they are chosen),
 * then the chosen ones as removable chips. While the tags load, fail to, or do not exist yet, says so
 * in place of the button (with a link to the tags screen to create one).
 */
export const RuleTagsPicker = forwardRef<HTMLButtonElement, RuleTagsPickerProps>(function RuleTagsPicker(
  { organizationId, value, onChange, onBlur, id, disabled, ...aria },
  ref,
) {
  const { t } = useTranslation();
  const query = useTags(organizationId);
  const [isOpen, setIsOpen] = useState(false);
  const tags = useMemo(() => query.data?.tags ?? [], [query.data]);
  const tagsById = useMemo(() => new Map(tags.map((tag) => [tag.id, tag])), [tags]);

  // A rule may still point at tags deleted since it was saved: drop them once the tags are known.
  useEffect(() => {
    if (!query.isSuccess) return;
    const missing = missingTagIds(value, new Set(tagsById.keys()));
    if (missing.length > 0) onChange(value.filter((tagId) => !missing.includes(tagId)));
  }, [query.isSuccess, tagsById, value, onChange]);

  if (query.isPending || query.isError || tags.length === 0) return <TagsState organizationId={organizationId} query={query} />;

  const toggle = (tagId: string) => onChange(toggleTagId(value, tagId));
  const selectedTags = value.map((tagId) => tagsById.get(tagId)).filter((tag): tag is Tag => tag !== undefined);
  const texts: TagPickerTexts = {
    label: t('tagging-rules.form.tags.label'),
    searchLabel: t('tagging-rules.form.tags.search'),
    searchPlaceholder: t('tagging-rules.form.tags.search'),
    loading: t('tagging-rules.form.tags.loading'),
    loadError: t('tagging-rules.form.tags.load-error'),
    retry: t('tagging-rules.form.tags.retry'),
    manage: t('tagging-rules.form.tags.manage'),
    empty: () => t('tagging-rules.form.tags.no-match'),
  };

  return (
    <div className="grid gap-2">
      <TagPicker
        open={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          if (!open) onBlur?.();
        }}
        trigger={
          <button
            ref={ref}
            id={id}
            type="button"
            disabled={disabled}
            aria-invalid={aria['aria-invalid']}
            aria-describedby={aria['aria-describedby']}
            aria-haspopup="listbox"
            className="flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 text-left text-sm shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive"
          >
            <span className={cn('truncate', selectedTags.length === 0 && 'text-muted-foreground')}>
              {selectedTags.length === 0
                ? t('tagging-rules.form.tags.placeholder')
                : t('tagging-rules.form.tags.selected', { count: selectedTags.length })}
            </span>
            <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          </button>
        }
        className="w-[var(--radix-popover-trigger-width)] min-w-64"
        organizationId={organizationId}
        mode="multiple"
        listTags={filterTags}
        checkedTagIds={value}
        onSelect={(tag) => toggle(tag.id)}
        texts={texts}
      />

      {selectedTags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('tagging-rules.form.tags.selected-list')}>
          {selectedTags.map((tag) => (
            <li key={tag.id} className="min-w-0">
              <RemovableTagChip
                name={tag.name}
                color={tag.color}
                removeLabel={t('tagging-rules.form.tags.remove', { name: tag.name })}
                onRemove={() => toggle(tag.id)}
                disabled={disabled}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

/** In place of the picker: the tags loading, failing to load (with retry), or none yet (with a link to create one). */
function TagsState({ organizationId, query }: { organizationId: string; query: ReturnType<typeof useTags> }) {
  const { t } = useTranslation();
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
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="text-foreground"
          onClick={() => void query.refetch()}
          isLoading={query.isFetching}
        >
          {t('tagging-rules.form.tags.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-2 text-muted-foreground">
        <Tags className="size-4 shrink-0" aria-hidden />
        {t('tagging-rules.form.tags.empty')}
      </div>
      <Button asChild variant="outline" size="sm">
        <Link to={tagsPath(organizationId)}>
          <Plus aria-hidden />
          {t('tagging-rules.form.tags.create-tag')}
        </Link>
      </Button>
    </div>
  );
}
