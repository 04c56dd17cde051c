import { describe, expect, it } from 'vitest';
import { findDocumentDate } from '../../../../core/documents/document-date';
import { SAMPLE_DOCUMENTS } from './sample-documents';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the sample documents’ dates', () => {
  it.each(SAMPLE_DOCUMENTS.map((sample) => [sample.fileName, sample] as const))(
    '%s: the date kept is the one the finder reads',
    (_name, sample) => {
      const today = new Date(Date.now() - sample.daysAgo * DAY_MS);
      expect(findDocumentDate({ content: sample.lines.join('\n'), fileName: sample.fileName, today })).toBe(sample.documentDate ?? null);
    },
  );
});
