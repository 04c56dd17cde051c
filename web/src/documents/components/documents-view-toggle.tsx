import { LayoutGrid, List } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_STORAGE_KEYS } from '@/lib/local-storage-keys';
import { Button } from '@/ui/button';

export type DocumentsView = 'table' | 'grid';

function storedView(): DocumentsView {
  try {
    return localStorage.getItem(LOCAL_STORAGE_KEYS.documentsView) === 'grid' ? 'grid' : 'table';
  } catch {
    return 'table';
  }
}

/** Table or grid, remembered in this browser. */
export function useDocumentsView() {
  const [view, setView] = useState<DocumentsView>(storedView);
  const choose = (next: DocumentsView) => {
    setView(next);
    try {
      localStorage.setItem(LOCAL_STORAGE_KEYS.documentsView, next);
    } catch {
      // Private modes may refuse storage: the choice then lasts as long as the page.
    }
  };
  return [view, choose] as const;
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
        <Button key={view} variant={value === view ? 'secondary' : 'ghost'} size="icon" className="size-7" aria-pressed={value === view} aria-label={t(`documents.view.${view}`)} onClick={() => onChange(view)}>
          <Icon aria-hidden />
        </Button>
      ))}
    </div>
  );
}
