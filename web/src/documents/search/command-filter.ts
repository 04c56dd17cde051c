import { foldForMatch } from '@/lib/fold-for-match';

type FilterableCommand = { label: string; keywords?: string };

/**
 * The commands of the palette that match the query: every word of the query must appear somewhere in
 * the label or the keywords (case and accents ignored). A blank query keeps them all, in order.
 * cmdk's own filter is off (the server ranks the documents), so the palette filters its commands here.
 */
export function filterCommands<T extends FilterableCommand>(commands: readonly T[], query: string): T[] {
  const words = foldForMatch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...commands];
  return commands.filter((command) => {
    const haystack = foldForMatch(`${command.label} ${command.keywords ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}
