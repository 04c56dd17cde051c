import { Hono } from 'hono';
import { answers, validate } from '../../../platform/validation';
import { documentIdParamSchema } from '../../../../core/documents/documents.schemas';
import { documentNotFound } from '../../../../core/documents/documents.errors';
import { noteNotFound } from '../../../../core/notes/notes.errors';
import {
  createNoteSchema,
  documentNoteParamSchema,
  noteAnswerSchema,
  notesAnswerSchema,
  updateNoteSchema,
} from '../../../../core/notes/notes.schemas';
import { permit } from '../../../platform/permit';
import type { OrganizationEnv } from '../../access/organization-member.middleware';
import { findNote } from './notes.repository';
import { toNoteDto } from './notes.dto';
import { addNote, editNote, listNotes, removeNote, withAuthorNames } from './notes.service';

const documentParam = validate('param', documentIdParamSchema);
const noteParam = validate('param', documentNoteParamSchema);

/** Mounted at /documents/:documentId/notes. */
export const notesRoutes = new Hono<OrganizationEnv>()
  .get('/', permit('notes:read'), documentParam, answers(notesAnswerSchema), async (c) => {
    const notes = await c.var.access.read(listNotes(c.var.deps.organizationDb, c.var.organizationId, c.req.valid('param').documentId));
    if (!notes) throw documentNotFound();
    return c.json({ notes: (await withAuthorNames(c.var.deps, notes)).map(toNoteDto) });
  })
  .post('/', permit('notes:create'), documentParam, validate('json', createNoteSchema), answers(noteAnswerSchema), async (c) => {
    const target = { organizationId: c.var.organizationId, documentId: c.req.valid('param').documentId, userId: c.var.user.id };
    const created = await addNote(c.var.deps, { ...target, content: c.req.valid('json').content });
    const note = await findNote(c.var.deps.organizationDb, { ...target, noteId: created.id });
    if (!note) throw noteNotFound();
    const [named] = await withAuthorNames(c.var.deps, [note]);
    return c.json({ note: toNoteDto(named!) }, 201);
  })
  .patch('/:noteId', permit('notes:update'), noteParam, validate('json', updateNoteSchema), answers(noteAnswerSchema), async (c) => {
    const note = await editNote(c.var.deps, {
      organizationId: c.var.organizationId,
      ...c.req.valid('param'),
      userId: c.var.user.id,
      ...c.req.valid('json'),
    });
    return c.json({ note: toNoteDto(note) });
  })
  .delete('/:noteId', permit('notes:delete'), noteParam, async (c) => {
    await removeNote(c.var.deps, {
      organizationId: c.var.organizationId,
      ...c.req.valid('param'),
      userId: c.var.user.id,
      role: c.var.membership.member.role,
    });
    return c.body(null, 204);
  });
