import { AppError, forbidden, notFound } from '../errors';

export const noteNotFound = () => notFound('note.not_found', 'Note not found');
export const noteNotYours = () => forbidden('note.not_author', 'Only the author of a note can edit it; admins may delete it');
export const noteModified = () =>
  new AppError(409, 'note.modified', 'This note was changed since you opened it: reload it, then save again');
