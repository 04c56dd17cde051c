import { Loader2, Search, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Input } from '@/ui/input';
import { SearchHelpDialog } from './search-help-dialog';

type DocumentsSearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  /** Enter: search without waiting for the debounce. */
  onSubmit: () => void;
  onClear: () => void;
  /** Shows a spinner in place of the search icon. */
  isSearching?: boolean;
  className?: string;
};

/** The documents list's search field: a clear button, Escape to clear, and the query language help. */
export function DocumentsSearchBox({ value, onChange, onSubmit, onClear, isSearching = false, className }: DocumentsSearchBoxProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    onClear();
    inputRef.current?.focus();
  };
  return (
    <form
      role="search"
      aria-label={t('search.documents.label')}
      className={cn('flex items-center gap-1', className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="relative min-w-0 flex-1">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground" aria-hidden>
          {isSearching ? <Loader2 className="size-4 animate-spin" /> : <Search className="size-4" />}
        </span>
        <Input
          ref={inputRef}
          type="search"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value) {
              event.preventDefault();
              clear();
            }
          }}
          placeholder={t('search.documents.placeholder')}
          aria-label={t('search.documents.label')}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          className="pl-9 pr-9 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {value && (
          <button
            type="button"
            onClick={clear}
            aria-label={t('search.documents.clear')}
            className="absolute inset-y-0 right-1.5 my-auto flex size-6 cursor-pointer items-center justify-center rounded-sm text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>
      <SearchHelpDialog />
    </form>
  );
}
