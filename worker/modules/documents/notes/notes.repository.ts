import { generateId } from '../../../../core/ids';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { idsIn } from '../../../platform/db/json-ids';
import type { Database } from '../../../platform/db/client';
import { readOfOrganizationDocument } from '../documents.repository';
import { activityInsert, activityInsertIf } from '../activities/activities.repository';
import { documentNotes } from './notes.tables';

const noteColumns = {
  id: documentNotes.id,
  documentId: documentNotes.documentId,
  authorId: documentNotes.authorId,
  content: documentNotes.content,
  createdAt: documentNotes.createdAt,
  updatedAt: documentNotes.updatedAt,
};
export type Note = { id: string; documentId: string; authorId: string | null; content: string; createdAt: Date; updatedAt: Date };
export type NoteWithAuthor = Note & { authorName: string | null };

const inDocument = (organizationId: string, documentId: string) =>
  and(eq(documentNotes.organizationId, organizationId), eq(documentNotes.documentId, documentId));

/** A document's notes, newest first; undefined when the document is not the organization's. */
export function listNotes(db: Database, organizationId: string, documentId: string) {
  const notes = db
    .select(noteColumns)
    .from(documentNotes)
    .where(inDocument(organizationId, documentId))
    .orderBy(desc(documentNotes.createdAt), desc(sql`${documentNotes}.rowid`));
  return readOfOrganizationDocument(db, { organizationId, documentId }, notes);
}

export async function findNote(
  db: Database,
  { organizationId, documentId, noteId }: { organizationId: string; documentId: string; noteId: string },
): Promise<Note | undefined> {
  const [note] = await db
    .select(noteColumns)
    .from(documentNotes)
    .where(and(eq(documentNotes.id, noteId), inDocument(organizationId, documentId)));
  return note;
}

/** The notes of these documents, oldest first, by document: for an archive of them. */
export async function findNotesOfDocuments(db: Database, organizationId: string, documentIds: string[]) {
  const rows = await db
    .select(noteColumns)
    .from(documentNotes)
    .where(and(eq(documentNotes.organizationId, organizationId), inArray(documentNotes.documentId, idsIn(documentIds))))
    .orderBy(asc(documentNotes.createdAt), asc(sql`${documentNotes}.rowid`));
  const byDocument = new Map<string, Note[]>();
  for (const note of rows) byDocument.set(note.documentId, [...(byDocument.get(note.documentId) ?? []), note]);
  return byDocument;
}

type NoteChange = { organizationId: string; documentId: string; userId: string; activityId: string };

/** Notes an import brings with a new document, in the batch that inserts it: by their author, at their time. */
export function importedNotesInsert(
  db: Database,
  {
    organizationId,
    documentId,
    notes,
  }: {
    organizationId: string;
    documentId: string;
    notes: { authorId: string | null; content: string; createdAt: Date; updatedAt?: Date }[];
  },
) {
  return db.insert(documentNotes).values(
    notes.map(({ authorId, content, createdAt, updatedAt }) => ({
      id: generateId('note'),
      organizationId,
      documentId,
      authorId,
      content,
      createdAt,
      updatedAt: updatedAt ?? createdAt,
    })),
  );
}

/** The note and its activity, in one transaction. */
export async function insertNote(db: Database, { id, content, ...change }: NoteChange & { id: string; content: string }) {
  const [[note]] = await db.batch([
    db
      .insert(documentNotes)
      .values({ id, organizationId: change.organizationId, documentId: change.documentId, authorId: change.userId, content })
      .returning(),
    activityInsert(db, {
      id: change.activityId,
      organizationId: change.organizationId,
      documentId: change.documentId,
      event: 'note_added',
      userId: change.userId,
    }),
  ]);
  return note!;
}

/**
 * Rewrites the author's own note, only if it is still the version they edited (`expectedUpdatedAt`);
 * undefined when nothing matched. updatedAt strictly grows, so two edits in one millisecond are two versions.
 */
export async function updateNote(
  db: Database,
  { noteId, content, expectedUpdatedAt, ...change }: NoteChange & { noteId: string; content: string; expectedUpdatedAt?: Date },
) {
  const now = Date.now();
  const [[note]] = await db.batch([
    db
      .update(documentNotes)
      .set({ content, updatedAt: sql`max(${now}, ${documentNotes.updatedAt} + 1)` })
      .where(
        and(
          eq(documentNotes.id, noteId),
          inDocument(change.organizationId, change.documentId),
          eq(documentNotes.authorId, change.userId),
          expectedUpdatedAt ? eq(documentNotes.updatedAt, expectedUpdatedAt) : undefined,
        ),
      )
      .returning(),
    activityInsertIf(
      db,
      {
        id: change.activityId,
        organizationId: change.organizationId,
        documentId: change.documentId,
        event: 'note_updated',
        userId: change.userId,
      },
      sql`changes() > 0`,
    ),
  ]);
  return note;
}

export async function deleteNote(db: Database, { noteId, ...change }: NoteChange & { noteId: string }) {
  await db.batch([
    db.delete(documentNotes).where(and(eq(documentNotes.id, noteId), inDocument(change.organizationId, change.documentId))),
    activityInsertIf(
      db,
      {
        id: change.activityId,
        organizationId: change.organizationId,
        documentId: change.documentId,
        event: 'note_deleted',
        userId: change.userId,
      },
      sql`changes() > 0`,
    ),
  ]);
}
