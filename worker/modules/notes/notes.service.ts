import type { Database } from '../../platform/db/client';
import type { Dependencies } from '../../platform/dependencies';
import { generateId } from '../../../core/ids';
import { isActionAllowed, type OrganizationRole } from '../../../core/permissions/organization-permissions';
import { documentIsDeleted } from '../../../core/documents/documents.errors';
import { noteModified, noteNotFound, noteNotYours } from '../../../core/notes/notes.errors';
import { getDocumentOrThrow } from '../documents/documents.service';
import { deleteNote, findNote, insertNote, updateNote } from './notes.repository';

export { listNotes } from './notes.repository';

type NoteTarget = { organizationId: string; documentId: string; userId: string };

/** Notes are written on documents in use: a document in the trash takes none. */
async function requireWritableDocument(deps: Dependencies, { organizationId, documentId }: Omit<NoteTarget, 'userId'>) {
  const document = await getDocumentOrThrow(deps, { organizationId, documentId });
  if (document.deletedAt) throw documentIsDeleted();
}

export async function addNote(deps: Dependencies, { content, ...target }: NoteTarget & { content: string }) {
  const { db } = deps;
  await requireWritableDocument(deps, target);
  return insertNote(db, { ...target, id: generateId('note'), content, activityId: generateId('act') });
}

async function getNoteOrThrow(db: Database, { noteId, ...target }: NoteTarget & { noteId: string }) {
  const note = await findNote(db, { ...target, noteId });
  if (!note) throw noteNotFound();
  return note;
}

/** Only its author edits a note, and only the version they saw (expectedUpdatedAt) when they send it. */
export async function editNote(deps: Dependencies, { noteId, content, expectedUpdatedAt, ...target }: NoteTarget & { noteId: string; content: string; expectedUpdatedAt?: Date }) {
  const { db } = deps;
  await requireWritableDocument(deps, target);
  const note = await getNoteOrThrow(db, { ...target, noteId });
  if (note.authorId !== target.userId) throw noteNotYours();
  if (expectedUpdatedAt && note.updatedAt.getTime() !== expectedUpdatedAt.getTime()) throw noteModified();
  const updated = await updateNote(db, { ...target, noteId, content, expectedUpdatedAt, activityId: generateId('act') });
  // Changed between the read above and this write: the guarded update refused it.
  if (!updated) throw noteModified();
  return { ...note, content: updated.content, updatedAt: updated.updatedAt };
}

/** Its author deletes a note; so may the organization's admins (moderation). */
export async function removeNote({ db }: Dependencies, { noteId, role, ...target }: NoteTarget & { noteId: string; role: OrganizationRole }) {
  const note = await getNoteOrThrow(db, { ...target, noteId });
  if (note.authorId !== target.userId && !isActionAllowed(role, 'notes:moderate')) throw noteNotYours();
  await deleteNote(db, { ...target, noteId, activityId: generateId('act') });
}
