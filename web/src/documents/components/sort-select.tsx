import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_CHOICES, type SortChoice, type SortScope } from '../lib/document-sort';

/** "Sort by" and the list's choices, a native select: every browser and screen reader knows it. */
export function SortSelect({ scope, value, onChange }: { scope: SortScope; value: SortChoice; onChange: (choice: SortChoice) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="whitespace-nowrap font-medium text-muted-foreground">
        {t('documents.sort.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SortChoice)}
        className="h-8 cursor-pointer rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {SORT_CHOICES[scope].map((choice) => (
          <option key={choice} value={choice}>
            {t(`documents.sort.choices.${choice}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
