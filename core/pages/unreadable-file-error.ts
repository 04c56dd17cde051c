/** A file that is damaged or not what it says: its message is written for people. */
export class UnreadableFileError extends Error {
  override readonly name = 'UnreadableFileError';
}
