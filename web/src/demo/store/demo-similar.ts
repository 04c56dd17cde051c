import type { SimilarDocument } from '@/api/types';
import { similarDocumentsQuerySchema } from '../../../../core/search/search.schemas';
import { rankSimilarDocuments } from '../../../../core/search/similar-documents';
import { parse } from './demo-client-context';
import type { DocumentRecord } from './demo-database';

/**
 * ApiClient.documents.similar in the demo, loaded with its first use: the same choice of words and
 * score as the Worker's, counted over the organization's few documents as they are (no index).
 */
export async function similarDocuments(
  query: unknown,
  {
    source,
    activeDocuments,
    toDocumentPage,
  }: {
    source: () => Promise<DocumentRecord>;
    activeDocuments: () => Promise<DocumentRecord[]>;
    toDocumentPage: (records: DocumentRecord[]) => Promise<Omit<SimilarDocument, 'score'>[]>;
  },
): Promise<{ documents: SimilarDocument[] }> {
  const { limit } = parse(similarDocumentsQuerySchema, query ?? {}, 'query');
  const ranked = rankSimilarDocuments(await source(), await activeDocuments(), limit);
  const documents = await toDocumentPage(ranked.map(({ document }) => document));
  return { documents: documents.map((document, index) => ({ ...document, score: ranked[index]!.score })) };
}
