// In a file of its own so that the Worker can tell it apart without loading PDFium's code (page-edits.ts).

/** Why a file's pages cannot be edited as asked, for people. */
export class PageEditError extends Error {
  constructor(
    readonly reason: 'unsupported' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}
