export type ExtractionErrorCode =
  | 'extraction.zip_bomb'
  | 'extraction.too_many_entries'
  | 'extraction.corrupt_file'
  | 'extraction.encrypted'
  | 'extraction.unsupported'
  | 'extraction.timeout';

/**
 * The one error type extraction throws for a bad file. Callers record `message` on the document
 * (it is written for people) and keep `code` for logs and tests. Anything else thrown is a bug or
 * an infrastructure failure and should be retried, not recorded.
 */
export class ExtractionError extends Error {
  override readonly name = 'ExtractionError';

  constructor(
    readonly code: ExtractionErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
