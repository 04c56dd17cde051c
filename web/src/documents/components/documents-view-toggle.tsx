import { LayoutGrid, List } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { readStored, writeStored } from '@/lib/local-storage';
import { LOCAL_STORAGE_KEYS } from '@/lib/local-storage-keys';
import { Button } from '@/ui/button';
import {
  COLUMNS_SEARCH_PARAM,
  columnsParam,
  DEFAULT_TABLE_COLUMNS,
  LAYOUT_SEARCH_PARAM,
  parseColumns,
  type TableColumn,
} from '../lib/table-columns';

type DocumentsView = 'table' | 'grid';

/**
 * A choice of the documents page that a link or a saved view can carry (`?layout=`, `?cols=`): the
 * URL's when it names one (and a change stays in the URL), else the one remembered in this browser.
 * The third item is the browser's own, for saving a view.
 */
function useUrlOrStored<T>(
  param: string,
  storageKey: string,
  parse: (value: string | null) => T | undefined,
  write: (value: T) => string,
  fallback: T,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [remembered, setRemembered] = useState<T>(() => parse(readStored(storageKey)) ?? fallback);
  const fromUrl = parse(searchParams.get(param));
  const choose = (next: T) => {
    if (fromUrl === undefined) {
      setRemembered(next);
      writeStored(storageKey, write(next));
      return;
    }
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(param, write(next));
        return params;
      },
      { replace: true },
    );
  };
  return [fromUrl ?? remembered, choose, remembered] as const;
}

const parseView = (value: string | null): DocumentsView | undefined => (value === 'grid' || value === 'table' ? value : undefined);

/** Table or grid: the link's, else remembered in this browser. */
export function useDocumentsView() {
  return useUrlOrStored<DocumentsView>(LAYOUT_SEARCH_PARAM, LOCAL_STORAGE_KEYS.documentsView, parseView, (view) => view, 'table');
}

/** The table's optional columns shown: the link's, else remembered in this browser. */
export function useDocumentsColumns() {
  return useUrlOrStored<TableColumn[]>(COLUMNS_SEARCH_PARAM, LOCAL_STORAGE_KEYS.documentsColumns, parseColumns, columnsParam, [
    ...DEFAULT_TABLE_COLUMNS,
  ]);
}

/** Two pressed-or-not buttons, named for screen readers. */
export function DocumentsViewToggle({ value, onChange }: { value: DocumentsView; onChange: (view: DocumentsView) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('documents.view.label')} className="flex rounded-md border p-0.5">
      {(
        [
          ['table', List],
          ['grid', LayoutGrid],
        ] as const
      ).map(([view, Icon]) => (
        <Button
          key={view}
          variant={value === view ? 'secondary' : 'ghost'}
          size="icon"
          className="size-7"
          aria-pressed={value === view}
          aria-label={t(`documents.view.${view}`)}
          onClick={() => onChange(view)}
        >
          <Icon aria-hidden />
        </Button>
      ))}
    </div>
  );
}
