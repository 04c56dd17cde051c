import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/ui/native-select';
import { SORT_CHOICES, type SortChoice, type SortScope } from '../lib/document-sort';

/** "Sort by" and the list's choices, in the kit's native select: every browser and screen reader knows it. */
export function SortSelect({ scope, value, onChange }: { scope: SortScope; value: SortChoice; onChange: (choice: SortChoice) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="whitespace-nowrap font-medium text-muted-foreground">
        {t('documents.sort.label')}
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as SortChoice)} className="[&>select]:h-8">
        {SORT_CHOICES[scope].map((choice) => (
          <option key={choice} value={choice}>
            {t(`documents.sort.choices.${choice}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
