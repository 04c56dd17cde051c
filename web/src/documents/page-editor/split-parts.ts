import { MAX_MADE_DOCUMENTS } from '../../../../core/documents/bulk-limits';
import { editPlan, type PageArrangement, type PageEdit } from './page-arrangement';

/** "The selected pages become a new document", or "cut after each selected page" (each run of pages a document). */
export type SplitMode = 'selected' | 'cut-after';

type SplitPart = { pages: PageEdit[] };

/**
 * The split's parts, from the editor's pages as arranged (their order and turns; deleted pages go to no
 * part), or why there are none: nothing selected, or cuts that leave one document (a cut after the last
 * page cuts nothing), or more documents than a split makes at once.
 */
export function splitParts(
  arrangement: PageArrangement,
  mode: SplitMode,
): { parts: SplitPart[] } | { problem: 'nothing-selected' | 'one-part' | 'too-many-parts' } {
  if (arrangement.selected.size === 0) return { problem: 'nothing-selected' };
  const planned = editPlan(arrangement);
  if (mode === 'selected') return { parts: [{ pages: planned.filter(({ page }) => arrangement.selected.has(page)) }] };
  const parts: SplitPart[] = [{ pages: [] }];
  planned.forEach((page, index) => {
    parts.at(-1)!.pages.push(page);
    if (arrangement.selected.has(page.page) && index < planned.length - 1) parts.push({ pages: [] });
  });
  if (parts.length < 2) return { problem: 'one-part' };
  if (parts.length > MAX_MADE_DOCUMENTS) return { problem: 'too-many-parts' };
  return { parts };
}
