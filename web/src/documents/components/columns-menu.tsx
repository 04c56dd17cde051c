import { Columns3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Property } from '@/api/types';
import { Button } from '@/ui/button';
import { DropdownMenuCheckboxItem, DropdownMenuLabel } from '@/ui/dropdown-menu';
import { OnDemandDropdownMenu } from '@/ui/on-demand-dropdown-menu';
import { TABLE_COLUMNS, toggledColumn, type TableColumn } from '../lib/table-columns';

const COLUMN_LABEL_KEYS = {
  archiveSerialNumber: 'documents.archive-serial-number.label',
  tags: 'documents.table.tags',
  documentDate: 'documents.table.document-date',
  createdAt: 'documents.table.created-at',
} as const;

/** "Columns": which optional columns the table shows, each a checkbox that keeps the menu open. */
export function ColumnsMenu({
  value,
  properties = [],
  onChange,
}: {
  value: readonly TableColumn[];
  properties?: readonly Property[];
  onChange: (columns: TableColumn[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <OnDemandDropdownMenu
      align="end"
      className="w-52"
      trigger={
        <Button variant="outline" size="sm" className="h-8">
          <Columns3 aria-hidden />
          {t('documents.columns.label')}
        </Button>
      }
    >
      <DropdownMenuLabel>{t('documents.columns.title')}</DropdownMenuLabel>
      {TABLE_COLUMNS.map((column) => (
        <DropdownMenuCheckboxItem
          key={column}
          checked={value.includes(column)}
          onSelect={(event) => event.preventDefault()}
          onCheckedChange={() => onChange(toggledColumn(value, column))}
        >
          {t(COLUMN_LABEL_KEYS[column])}
        </DropdownMenuCheckboxItem>
      ))}
      {properties.map((property) => (
        <DropdownMenuCheckboxItem
          key={property.id}
          checked={value.includes(property.id as TableColumn)}
          onSelect={(event) => event.preventDefault()}
          onCheckedChange={() => onChange(toggledColumn(value, property.id as TableColumn))}
        >
          {property.name}
        </DropdownMenuCheckboxItem>
      ))}
    </OnDemandDropdownMenu>
  );
}
