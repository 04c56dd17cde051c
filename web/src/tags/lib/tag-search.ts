type NamedTag = { id: string; name: string };

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();

/** Tags sorted by name, case- and accent-insensitively (ties keep their order). */
export function sortTagsByName<T extends NamedTag>(tags: readonly T[]): T[] {
  return [...tags].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }));
}

/**
 * The tags a document can still receive: not attached yet, matching the search (a case- and
 * accent-insensitive substring of the name), those starting with the search first, then by name.
 */
export function getAttachableTags<T extends NamedTag>(tags: readonly T[], attachedTagIds: readonly string[], search = ''): T[] {
  const attached = new Set(attachedTagIds);
  const needle = fold(search);
  const candidates = sortTagsByName(tags.filter((tag) => !attached.has(tag.id) && fold(tag.name).includes(needle)));
  if (!needle) return candidates;
  return [...candidates.filter((tag) => fold(tag.name).startsWith(needle)), ...candidates.filter((tag) => !fold(tag.name).startsWith(needle))];
}

/** The tag named exactly like the search (ignoring case, accents and surrounding spaces), if any. */
export function findTagByName<T extends NamedTag>(tags: readonly T[], name: string): T | undefined {
  const needle = fold(name);
  return needle ? tags.find((tag) => fold(tag.name) === needle) : undefined;
}
