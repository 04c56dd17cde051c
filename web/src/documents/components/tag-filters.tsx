import { ChevronDown, ListFilter } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentTag } from '@/api/types';
import { RemovableTagChip } from '@/tags/components/tag-chip';
import { Button } from '@/ui/button';
import { NativeSelect } from '@/ui/native-select';
import { OnDemandDropdownMenu } from '@/ui/on-demand-dropdown-menu';
import { TagMenuItems } from './tag-menu-items';

type TagFiltersProps = {
  organizationId: string;
  tagIds: string[];
  /** Every tag, or any of them (once there are two). */
  tagMatch: 'all' | 'any';
  knownTags: Map<string, DocumentTag>;
  onChange: (tagIds: string[]) => void;
  onMatchChange: (match: 'all' | 'any') => void;
};

/**
 * The list's tag filter: "Filter by tag" adds one (a tag chip in the list adds too), each filter is
 * removable, all of them or any of them match, and "clear" for more than one.
 */
export function TagFilters({ organizationId, tagIds, tagMatch, knownTags, onChange, onMatchChange }: TagFiltersProps) {
  const { t } = useTranslation();
  const matchId = useId();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" role="group" aria-label={t('documents.list.filters.group')}>
      <OnDemandDropdownMenu
        align="start"
        className="max-h-72 w-56 overflow-y-auto"
        trigger={
          <Button variant="outline" size="sm">
            <ListFilter aria-hidden />
            {t('documents.list.filters.add')}
            <ChevronDown aria-hidden />
          </Button>
        }
      >
        <TagMenuItems organizationId={organizationId} excluded={tagIds} onPick={(tagId) => onChange([...tagIds, tagId])} />
      </OnDemandDropdownMenu>
      {tagIds.length > 0 && (
        <>
          <span className="text-sm text-muted-foreground">{t('documents.list.filters.label')}</span>
          <ul className="flex flex-wrap items-center gap-1.5">
            {tagIds.map((tagId) => {
              const tag = knownTags.get(tagId);
              const name = tag?.name ?? tagId;
              return (
                <li key={tagId} className="min-w-0">
                  <RemovableTagChip
                    name={name}
                    color={tag?.color}
                    className="text-sm"
                    removeLabel={t('documents.list.filters.remove', { name })}
                    onRemove={() => onChange(tagIds.filter((id) => id !== tagId))}
                  />
                </li>
              );
            })}
          </ul>
        </>
      )}
      {tagIds.length > 1 && (
        <>
          <label htmlFor={matchId} className="sr-only">
            {t('documents.list.filters.match.label')}
          </label>
          <NativeSelect
            id={matchId}
            value={tagMatch}
            onChange={(event) => onMatchChange(event.target.value === 'any' ? 'any' : 'all')}
            className="[&>select]:h-8"
          >
            <option value="all">{t('documents.list.filters.match.all')}</option>
            <option value="any">{t('documents.list.filters.match.any')}</option>
          </NativeSelect>
          <Button variant="link" size="sm" className="h-7 px-1" onClick={() => onChange([])}>
            {t('documents.list.filters.clear')}
          </Button>
        </>
      )}
    </div>
  );
}
