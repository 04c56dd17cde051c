import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentTag } from '@/api/types';
import { TagChip } from '@/tags/components/tag-chip';
import { Button } from '@/ui/button';

/** The tags the list is filtered by, each removable, and "clear" for more than one. */
export function TagFilters({ tagIds, knownTags, onRemove, onClear }: { tagIds: string[]; knownTags: Map<string, DocumentTag>; onRemove: (tagId: string) => void; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" role="group" aria-label={t('documents.list.filters.label')}>
      <span className="text-sm text-muted-foreground">{t('documents.list.filters.label')}</span>
      <ul className="flex flex-wrap items-center gap-1.5">
        {tagIds.map((tagId) => {
          const tag = knownTags.get(tagId);
          const name = tag?.name ?? tagId;
          return (
            <li key={tagId} className="min-w-0">
              <TagChip name={name} color={tag?.color} className="h-7 text-sm">
                <button
                  type="button"
                  onClick={() => onRemove(tagId)}
                  aria-label={t('documents.list.filters.remove', { name })}
                  className="flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </TagChip>
            </li>
          );
        })}
      </ul>
      {tagIds.length > 1 && (
        <Button variant="link" size="sm" className="h-7 px-1" onClick={onClear}>
          {t('documents.list.filters.clear')}
        </Button>
      )}
    </div>
  );
}
