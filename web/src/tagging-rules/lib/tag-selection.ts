/** Adds the tag when absent, removes it when present; keeps the order the user picked them in. */
export function toggleTagId(tagIds: readonly string[], tagId: string): string[] {
  return tagIds.includes(tagId) ? tagIds.filter((id) => id !== tagId) : [...tagIds, tagId];
}

/** Tags whose name contains the search, ignoring case, accents and surrounding spaces; all of them for an empty search. */
export function filterTags<T extends { name: string }>(tags: readonly T[], search: string): T[] {
  const normalize = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
  const needle = normalize(search);
  if (needle === '') return [...tags];
  return tags.filter((tag) => normalize(tag.name).includes(needle));
}

/** Selected ids whose tag no longer exists (deleted since the rule was saved). */
export const missingTagIds = (tagIds: readonly string[], existingIds: ReadonlySet<string>) => tagIds.filter((id) => !existingIds.has(id));
