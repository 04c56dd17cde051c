import { z } from 'zod';
import { idPattern } from '../ids';
import { documentIdParamSchema } from '../documents/documents.schemas';
import { NOTE_MAX_LENGTH } from '../field-limits';

const noteContent = z
  .string('The note must be text')
  .trim()
  .min(1, 'The note is empty')
  // The message is made when a note is too long: a number's first toLocaleString loads ICU's number
  // formats, about 10 ms that the Worker's startup would pay otherwise (README, "Startup time").
  .max(NOTE_MAX_LENGTH, { error: () => `A note must be at most ${NOTE_MAX_LENGTH.toLocaleString('en')} characters` });

export const createNoteSchema = z.object({ content: noteContent });

export const updateNoteSchema = z.object({
  content: noteContent,
  expectedUpdatedAt: z.iso
    .datetime('expectedUpdatedAt must be the note’s updatedAt, as answered')
    .transform((value) => new Date(value))
    .optional()
    .meta({
      description:
        'The updatedAt of the version the edit was made on: when the note changed since, the edit is refused (409 note.modified).',
    }),
});

/** /documents/:documentId/notes/:noteId */
export const documentNoteParamSchema = documentIdParamSchema.extend({
  noteId: z.string().regex(idPattern('note'), 'The note id is malformed'),
});

const isoDate = z.iso.datetime();

/** A note as the API answers it (worker/modules/documents/notes/notes.dto.ts), for the OpenAPI description. */
const noteSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  content: z.string(),
  author: z.object({ id: z.string(), name: z.string() }).nullable().meta({ description: 'null once the author’s account is gone.' }),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export const noteAnswerSchema = z.object({ note: noteSchema });
export const notesAnswerSchema = z.object({ notes: z.array(noteSchema) });
