/** Adds the tag when absent, removes it when present; keeps the order the user picked them in. */
export function toggleTagId(tagIds: readonly string[], tagId: string): string[] {
  return tagIds.includes(tagId) ? tagIds.filter((id) => id !== tagId) : [...tagIds, tagId];
}

/** Selected ids whose tag no longer exists (deleted since the rule was saved). */
export const missingTagIds = (tagIds: readonly string[], existingIds: ReadonlySet<string>) => tagIds.filter((id) => !existingIds.has(id));
