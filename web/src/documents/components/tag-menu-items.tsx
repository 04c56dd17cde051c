import { useTranslation } from 'react-i18next';
import { useTags } from '@/tags/tags.queries';
import { DropdownMenuItem } from '@/ui/dropdown-menu';

/**
 * The organization's tags as items of a menu, read when it opens (the bulk bar's tag actions, the
 * tag filter); `excluded` ones are left out (a filter's tags already chosen).
 */
export function TagMenuItems({
  organizationId,
  excluded = [],
  onPick,
}: {
  organizationId: string;
  excluded?: readonly string[];
  onPick: (tagId: string) => void;
}) {
  const { t } = useTranslation();
  const tags = useTags(organizationId);
  if (!tags.data) return <DropdownMenuItem disabled>{t('documents.bulk.loading-tags')}</DropdownMenuItem>;
  const choices = tags.data.tags.filter((tag) => !excluded.includes(tag.id));
  if (choices.length === 0)
    return (
      <DropdownMenuItem disabled>
        {t(tags.data.tags.length === 0 ? 'documents.bulk.no-tags' : 'documents.list.filters.none-left')}
      </DropdownMenuItem>
    );
  return choices.map((tag) => (
    <DropdownMenuItem key={tag.id} onSelect={() => onPick(tag.id)}>
      <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: tag.color }} />
      <span className="truncate">{tag.name}</span>
    </DropdownMenuItem>
  ));
}
