import { foldForMatch } from '@/lib/fold-for-match';

type NamedTag = { id: string; name: string };

/** A name or a search as tags are matched: case, accents and surrounding spaces ignored. */
const fold = (text: string) => foldForMatch(text).trim();

/** Tags sorted by name, case- and accent-insensitively (ties keep their order). */
export function sortTagsByName<T extends NamedTag>(tags: readonly T[]): T[] {
  return [...tags].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }));
}

/** Tags whose name contains the search (case- and accent-insensitively), in their order; all of them for a blank search. */
export function filterTags<T extends { name: string }>(tags: readonly T[], search: string): T[] {
  const needle = fold(search);
  if (needle === '') return [...tags];
  return tags.filter((tag) => fold(tag.name).includes(needle));
}

/**
 * The tags a document can still receive: not attached yet, matching the search (see filterTags),
 * those starting with the search first, then by name.
 */
export function getAttachableTags<T extends NamedTag>(tags: readonly T[], attachedTagIds: readonly string[], search = ''): T[] {
  const attached = new Set(attachedTagIds);
  const needle = fold(search);
  const candidates = sortTagsByName(
    filterTags(
      tags.filter((tag) => !attached.has(tag.id)),
      search,
    ),
  );
  if (!needle) return candidates;
  return [
    ...candidates.filter((tag) => fold(tag.name).startsWith(needle)),
    ...candidates.filter((tag) => !fold(tag.name).startsWith(needle)),
  ];
}

/** The tag named exactly like the search (ignoring case, accents and surrounding spaces), if any. */
export function findTagByName<T extends NamedTag>(tags: readonly T[], name: string): T | undefined {
  const needle = fold(name);
  return needle ? tags.find((tag) => fold(tag.name) === needle) : undefined;
}
