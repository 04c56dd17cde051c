/**
 * Notes on the demo's documents, as the server keeps them (worker/modules/documents/notes): the visitor is the
 * author of every note, each change recorded in the document's activity. Loaded with the first note.
 */
import type { Note } from '@/api/types';
import { generateId } from '../../../../core/ids';
import { documentIsDeleted } from '../../../../core/documents/documents.errors';
import { noteModified, noteNotFound } from '../../../../core/notes/notes.errors';
import { createNoteSchema, updateNoteSchema } from '../../../../core/notes/notes.schemas';
import type { DemoDatabase, DocumentRecord, NoteRecord } from './demo-database';
import { activityRecord, withinQuota } from './demo-records';
import { readDemoUser } from './demo-user';
import type { DemoClientContext } from './demo-client-context';

type DemoNotesContext = Pick<DemoClientContext, 'database' | 'parse' | 'requireDocument'>;

async function toNote(database: DemoDatabase, { id, documentId, content, authorId, createdAt, updatedAt }: NoteRecord): Promise<Note> {
  const user = await readDemoUser(database);
  return { id, documentId, content, author: authorId === user.id ? { id: user.id, name: user.name } : null, createdAt, updatedAt };
}

/** The note and its activity together, as the server's batch writes them. */
async function saveNote(
  database: DemoDatabase,
  document: DocumentRecord,
  note: NoteRecord | null,
  event: 'note_added' | 'note_updated' | 'note_deleted',
  deletedNoteId?: string,
) {
  const user = await readDemoUser(database);
  await withinQuota(async () => {
    const transaction = database.transaction(['notes', 'activities'], 'readwrite');
    await Promise.all([
      note ? transaction.objectStore('notes').put(note) : transaction.objectStore('notes').delete(deletedNoteId!),
      transaction.objectStore('activities').put(activityRecord(document, event, { userId: user.id })),
      transaction.done,
    ]);
  });
}

async function writableDocument(context: DemoNotesContext, organizationId: string, documentId: string) {
  const document = await context.requireDocument(organizationId, documentId);
  if (document.deletedAt) throw documentIsDeleted();
  return document;
}

async function requireNote(context: DemoNotesContext, organizationId: string, documentId: string, noteId: string) {
  const note = await context.database.get('notes', noteId);
  if (!note || note.organizationId !== organizationId || note.documentId !== documentId) throw noteNotFound();
  return note;
}

export async function listNotes(context: DemoNotesContext, organizationId: string, documentId: string) {
  await context.requireDocument(organizationId, documentId);
  const notes = await context.database.getAllFromIndex('notes', 'documentId', documentId);
  notes.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return { notes: await Promise.all(notes.map((note) => toNote(context.database, note))) };
}

export async function createNote(context: DemoNotesContext, organizationId: string, documentId: string, input: unknown) {
  const { content } = context.parse(createNoteSchema, input);
  const document = await writableDocument(context, organizationId, documentId);
  // Newest first needs an order: a note written in the same millisecond as the last one comes after it.
  const latest = Math.max(
    0,
    ...(await context.database.getAllFromIndex('notes', 'documentId', documentId)).map((note) => note.createdAt.getTime()),
  );
  const now = new Date(Math.max(Date.now(), latest + 1));
  const note: NoteRecord = {
    id: generateId('note'),
    organizationId,
    documentId,
    authorId: (await readDemoUser(context.database)).id,
    content,
    createdAt: now,
    updatedAt: now,
  };
  await saveNote(context.database, document, note, 'note_added');
  return { note: await toNote(context.database, note) };
}

export async function updateNote(context: DemoNotesContext, organizationId: string, documentId: string, noteId: string, input: unknown) {
  const { content, expectedUpdatedAt } = context.parse(updateNoteSchema, input);
  const document = await writableDocument(context, organizationId, documentId);
  const note = await requireNote(context, organizationId, documentId, noteId);
  if (expectedUpdatedAt && expectedUpdatedAt.getTime() !== note.updatedAt.getTime()) throw noteModified();
  const updated = { ...note, content, updatedAt: new Date(Math.max(Date.now(), note.updatedAt.getTime() + 1)) };
  await saveNote(context.database, document, updated, 'note_updated');
  return { note: await toNote(context.database, updated) };
}

export async function deleteNote(context: DemoNotesContext, organizationId: string, documentId: string, noteId: string) {
  const document = await context.requireDocument(organizationId, documentId);
  await requireNote(context, organizationId, documentId, noteId);
  await saveNote(context.database, document, null, 'note_deleted', noteId);
}
