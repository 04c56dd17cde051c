import type { NoteWithAuthor } from './notes.repository';

/** A note as the API answers it: its author by id and name, null once their account is gone. */
export const toNoteDto = ({ id, documentId, content, authorId, authorName, createdAt, updatedAt }: NoteWithAuthor) => ({
  id,
  documentId,
  content,
  author: authorId && authorName !== null ? { id: authorId, name: authorName } : null,
  createdAt,
  updatedAt,
});
