import type { OrganizationDependencies } from '../../../platform/dependencies';
import type { BatchedRead } from '../../../platform/db/batched-read';
import { runBatchedRead } from '../../../platform/db/batched-read';
import { documentNotFound } from '../../../../core/documents/documents.errors';
import {
  candidateTerms,
  chooseTerms,
  MIN_SIMILARITY,
  normalizedWeights,
  SIMILAR_CONTENT_LENGTH,
} from '../../../../core/search/similar-documents';
import { findDocumentText } from '../documents.repository';
import { findTermStatistics, similarDocumentRows } from './search.repository';

/** Runs a read: the route passes one that adds the session and membership checks (AccessCheck). */
type Reader = <T>(read: BatchedRead<T>) => Promise<T>;

/**
 * The organization's active documents most like one of its documents (see core/search/similar-documents.ts):
 * three statements, each bounded whatever the archive's size: the document's text (with the
 * membership check), the index's counts of its most frequent words, and the ranking over the lists of
 * the most distinctive ones.
 */
export async function findSimilarDocuments(
  { organizationDb: db }: OrganizationDependencies,
  { read, organizationId, documentId, limit }: { read: Reader; organizationId: string; documentId: string; limit: number },
) {
  const text = await read(findDocumentText(db, organizationId, documentId, SIMILAR_CONTENT_LENGTH));
  if (!text) throw documentNotFound();
  const candidates = candidateTerms(text);
  if (candidates.length === 0) return [];
  const { documentFrequency, documentsCount } = await runBatchedRead(
    db,
    findTermStatistics(
      db,
      candidates.map(({ term }) => term),
    ),
  );
  const terms = normalizedWeights(chooseTerms(candidates, documentFrequency, documentsCount));
  return similarDocumentRows(db, { organizationId, documentId, terms, minScore: MIN_SIMILARITY, limit });
}
