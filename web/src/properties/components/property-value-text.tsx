import { useTranslation } from 'react-i18next';
import type { Property, PropertyValue } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { useMembers } from '@/members/members.queries';

/** A value as text: for those who may not edit it, and in the documents table's property columns. */
export function PropertyValueText({ property, value }: { property: Property; value: PropertyValue | undefined }) {
  const { t } = useTranslation();
  const { formatDay } = useFormatters();
  const members = useMembers(property.organizationId);
  if (value === undefined) return <span className="text-muted-foreground">{t('properties.value.none')}</span>;
  const optionName = (id: string) => property.options.find((option) => option.id === id)?.name ?? id;
  switch (property.type) {
    case 'boolean':
      return <>{t(value ? 'properties.value.yes' : 'properties.value.no')}</>;
    case 'date':
      return <time dateTime={String(value)}>{formatDay(String(value))}</time>;
    case 'select':
      return <>{optionName(String(value))}</>;
    case 'multiselect':
      return <>{(value as string[]).map(optionName).join(', ')}</>;
    case 'member':
      return <>{members.data?.members.find((member) => member.user.id === value)?.user.name ?? String(value)}</>;
    default:
      return <>{`${String(value)}${property.unit ? ` ${property.unit}` : ''}`}</>;
  }
}
