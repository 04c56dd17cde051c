import { useTranslation } from 'react-i18next';
import type { DocumentTag } from '@/api/types';
import { RemovableTagChip } from '@/tags/components/tag-chip';
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
              <RemovableTagChip name={name} color={tag?.color} className="text-sm" removeLabel={t('documents.list.filters.remove', { name })} onRemove={() => onRemove(tagId)} />
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
