import type { Database } from '../../../platform/db/client';
import type { OrganizationDependencies } from '../../../platform/dependencies';
import { generateId } from '../../../../core/ids';
import { isActionAllowed, type OrganizationRole } from '../../../../core/permissions/organization-permissions';
import { documentIsDeleted } from '../../../../core/documents/documents.errors';
import { noteModified, noteNotFound, noteNotYours } from '../../../../core/notes/notes.errors';
import { getDocumentOrThrow } from '../documents.service';
import { findUserNames } from '../../users/users.repository';
import { deleteNote, findNote, insertNote, updateNote, type Note, type NoteWithAuthor } from './notes.repository';

export { listNotes } from './notes.repository';

/** Notes with their authors' names, which DB keeps (notes are in the organization's database). */
export async function withAuthorNames({ db }: OrganizationDependencies, notes: Note[]): Promise<NoteWithAuthor[]> {
  const nameOf = await findUserNames(
    db,
    notes.map(({ authorId }) => authorId),
  );
  return notes.map((note) => ({ ...note, authorName: nameOf(note.authorId) }));
}

type NoteTarget = { organizationId: string; documentId: string; userId: string };

/** Notes are written on documents in use: a document in the trash takes none. */
async function requireWritableDocument(deps: OrganizationDependencies, { organizationId, documentId }: Omit<NoteTarget, 'userId'>) {
  const document = await getDocumentOrThrow(deps, { organizationId, documentId });
  if (document.deletedAt) throw documentIsDeleted();
}

export async function addNote(deps: OrganizationDependencies, { content, ...target }: NoteTarget & { content: string }) {
  const { organizationDb: db } = deps;
  await requireWritableDocument(deps, target);
  return insertNote(db, { ...target, id: generateId('note'), content, activityId: generateId('act') });
}

async function getNoteOrThrow(db: Database, { noteId, ...target }: NoteTarget & { noteId: string }) {
  const note = await findNote(db, { ...target, noteId });
  if (!note) throw noteNotFound();
  return note;
}

/** Only its author edits a note, and only the version they saw (expectedUpdatedAt) when they send it. */
export async function editNote(
  deps: OrganizationDependencies,
  { noteId, content, expectedUpdatedAt, ...target }: NoteTarget & { noteId: string; content: string; expectedUpdatedAt?: Date },
) {
  const { organizationDb: db } = deps;
  await requireWritableDocument(deps, target);
  const note = await getNoteOrThrow(db, { ...target, noteId });
  if (note.authorId !== target.userId) throw noteNotYours();
  if (expectedUpdatedAt && note.updatedAt.getTime() !== expectedUpdatedAt.getTime()) throw noteModified();
  const updated = await updateNote(db, { ...target, noteId, content, expectedUpdatedAt, activityId: generateId('act') });
  // Changed between the read above and this write: the guarded update refused it.
  if (!updated) throw noteModified();
  const [named] = await withAuthorNames(deps, [{ ...note, content: updated.content, updatedAt: updated.updatedAt }]);
  return named!;
}

/** Its author deletes a note; so may the organization's admins (moderation). */
export async function removeNote(
  { organizationDb: db }: OrganizationDependencies,
  { noteId, role, ...target }: NoteTarget & { noteId: string; role: OrganizationRole },
) {
  const note = await getNoteOrThrow(db, { ...target, noteId });
  if (note.authorId !== target.userId && !isActionAllowed(role, 'notes:moderate')) throw noteNotYours();
  await deleteNote(db, { ...target, noteId, activityId: generateId('act') });
}
