import type { Database } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { compileSearchQuery, isSearchable } from './query-compiler';
import { parseSearchQuery, SearchQueryError } from './query-parser';
import { listOrganizationTagNames, searchDocumentRows } from './search.repository';
import { snippetToHtml } from './snippet';

export type SearchRequest = { organizationId: string; searchQuery: string; pageIndex: number; pageSize: number; tagIds: string[] };

/** Parses, resolves `tag:` names, compiles and runs a search; malformed filters are a 400. */
export async function searchDocuments(db: Database, { organizationId, searchQuery, pageIndex, pageSize, tagIds }: SearchRequest) {
  let ast;
  try {
    ast = parseSearchQuery(searchQuery);
  } catch (error) {
    if (error instanceof SearchQueryError) throw new AppError(400, error.code, error.message);
    throw error;
  }

  const tagNames = ast.items.flatMap((item) => item.atoms).filter((atom) => atom.kind === 'tag');
  const tagIdsByName = new Map<string, string[]>();
  if (tagNames.length > 0) {
    for (const tag of await listOrganizationTagNames(db, organizationId)) {
      const key = tag.name.normalize('NFC').toLowerCase();
      tagIdsByName.set(key, [...(tagIdsByName.get(key) ?? []), tag.id]);
    }
  }
  const plan = compileSearchQuery(ast, (name) => tagIdsByName.get(name.normalize('NFC').toLowerCase()) ?? []);
  if (!isSearchable(plan)) return { documents: [], documentsCount: 0, isDocumentsCountCapped: false };

  const result = await searchDocumentRows(db, plan, { organizationId, tagIds }, { pageIndex, pageSize });
  return {
    ...result,
    documents: result.documents.map(({ snippet, ...found }) => ({ ...found, snippet: snippetToHtml(snippet) })),
  };
}
