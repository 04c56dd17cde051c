import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConsoleList, type PagedQuery } from './console-list';
import { ConsoleSearch } from './console-search';

/** A section of the console: its search field, and its list for what the field holds. */
export function ConsoleSection<Item>({
  search,
  useItems,
  label,
  empty,
  itemKey,
  children,
}: {
  search: { label: string; placeholder: string };
  /** The section's list query (admin.queries.ts) for a search. */
  useItems: (search: string) => { query: PagedQuery; items: readonly Item[] };
  label: string;
  empty: { icon: LucideIcon; title: string };
  itemKey: (item: Item) => string;
  children: (item: Item) => ReactNode;
}) {
  const [term, setTerm] = useState('');
  const { query, items } = useItems(term);
  return (
    <>
      <ConsoleSearch label={search.label} placeholder={search.placeholder} onSearch={setTerm} />
      <ConsoleList query={query} items={items} label={label} empty={empty} itemKey={itemKey}>
        {children}
      </ConsoleList>
    </>
  );
}
