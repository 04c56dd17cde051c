import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';

/** A console list's search field: what it holds, a moment after the last key, is the list's search. */
export function ConsoleSearch({
  label,
  placeholder,
  onSearch,
}: {
  label: string;
  placeholder: string;
  onSearch: (search: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const settled = useDebouncedValue(value.trim(), 300);
  useEffect(() => onSearch(settled), [settled, onSearch]);
  return (
    <form
      role="search"
      className="mb-6 grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
    </form>
  );
}
