// What a page edit, a split and a merge make besides the file, for the Worker and the demo alike;
// apart from page-edits.ts so that neither loads PDFium's code to know it.
import { pageTextsOf } from '../extraction/page-texts';
import type { PageEdit } from './page-edits';

/** A page's text already known (a page edit's unturned page), by its number in the new file: not read again with OCR. */
export type CarriedPage = { pageNumber: number; text: string };

/** A file name without its extension. */
export const stemOf = (name: string) => name.replace(/\.[^.]+$/, '');

/** An image made a PDF by the editor is named as one. */
export const pdfNameOf = (name: string) => (/\.pdf$/i.test(name) ? name : `${stemOf(name)}.pdf`);

/** A split's part without a name of its own: the document's, numbered from 1. */
export const partNameOf = (documentName: string, index: number) => `${stemOf(documentName)} (${index + 1}).pdf`;

type ReadText = {
  content: string;
  pageStarts?: readonly number[] | null;
  contentEditedAt: Date | null;
  processingStatus: string;
};

/** Each page's text, as reading the current file gave it, while the content is still that (read, not typed by hand); none otherwise. */
export const pageTextsOfDocument = (document: ReadText): string[] =>
  document.pageStarts && !document.contentEditedAt && document.processingStatus === 'processed'
    ? pageTextsOf(document.content, document.pageStarts)
    : [];

/**
 * The texts the new file's pages carry from their source (`texts`, by page number there from 1): an
 * unturned page keeps its text, by its number in the new file; a turned one is read again.
 */
export const carriedPagesOf = (pages: readonly PageEdit[], texts: readonly (string | undefined)[]): CarriedPage[] =>
  pages.flatMap(({ page, rotate }, index) => {
    const text = texts[page - 1];
    return rotate === 0 && text !== undefined ? [{ pageNumber: index + 1, text }] : [];
  });

/** The texts a merge's pages carry: every page of each document (of `pageCounts[i]` pages), in order, unturned. */
export const mergedCarriedPagesOf = (documents: readonly ReadText[], pageCounts: readonly number[]): CarriedPage[] =>
  documents
    .flatMap((document, index) => {
      const texts = pageTextsOfDocument(document);
      return Array.from({ length: pageCounts[index]! }, (_, page) => texts[page]);
    })
    .flatMap((text, index) => (text === undefined ? [] : [{ pageNumber: index + 1, text }]));

/** What an edit of a file of `pageCount` pages did, as its activity tells it. */
export const pageOperationsOf = (pages: readonly PageEdit[], pageCount: number) => ({
  rotated: pages.filter(({ rotate }) => rotate !== 0).length,
  deleted: pageCount - pages.length,
  isReordered: pages.some(({ page }, index) => index > 0 && page < pages[index - 1]!.page),
});
