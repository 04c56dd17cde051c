import { MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Document, Note } from '@/api/types';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { textParts } from '@/lib/text-links';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes-guard';
import { Button } from '@/ui/button';
import { destructiveTextsAt, useConfirmDestructive } from '@/ui/confirm-dialog';
import { EmptyState } from '@/ui/empty-state';
import { LoadErrorAlert } from '@/ui/load-error';
import { RelativeTime } from '@/ui/relative-time';
import { LoadingState } from '@/ui/spinner';
import { NOTE_MAX_LENGTH } from '../../../../core/field-limits';
import { useCreateNote, useDeleteNote, useDocumentNotes, useUpdateNote } from '../documents.queries';

const textareaClass =
  'min-h-20 w-full resize-y rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** Plain text with its web addresses as links that open apart and pass nothing of this page. */
function NoteText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">
      {textParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-primary underline underline-offset-4"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/** Ctrl+Enter (⌘+Enter) sends, as in the content editor. */
const onSubmitShortcut = (submit: () => void) => (event: KeyboardEvent<HTMLTextAreaElement>) => {
  if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
    event.preventDefault();
    submit();
  }
};

function NewNoteForm({ organizationId, documentId }: { organizationId: string; documentId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [content, setContent] = useState('');
  useUnsavedChangesGuard(content.trim() !== '');
  const create = useCreateNote(organizationId, documentId, { onCreated: () => setContent('') });
  const submit = () => {
    if (content.trim() && !create.isPending) create.mutate(content);
  };
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {t('documents.notes.new.label')}
      </label>
      <textarea
        id={id}
        value={content}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        placeholder={t('documents.notes.new.placeholder')}
        className={textareaClass}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={onSubmitShortcut(submit)}
      />
      <div className="flex items-center justify-end gap-2">
        <span className="mr-auto hidden text-xs text-muted-foreground sm:inline">{t('documents.content.save-shortcut')}</span>
        <Button type="submit" size="sm" isLoading={create.isPending} disabled={content.trim() === ''}>
          {t('documents.notes.new.submit')}
        </Button>
      </div>
    </form>
  );
}

function NoteItem({
  organizationId,
  document,
  note,
}: {
  organizationId: string;
  document: Pick<Document, 'id' | 'isDeleted'>;
  note: Note;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { membership } = useCurrentOrganization();
  const canModerate = useCan('notes:moderate');
  const isAuthor = note.author?.id === membership.user.id;
  const [draft, setDraft] = useState<string | null>(null);
  const confirmDestructive = useConfirmDestructive();
  useUnsavedChangesGuard(draft !== null && draft !== note.content);

  const save = useUpdateNote(organizationId, document.id, note, { onSaved: () => setDraft(null) });
  const remove = useDeleteNote(organizationId, document.id, note.id);
  const submit = () => {
    if (draft === null || save.isPending) return;
    if (draft.trim() === note.content) return setDraft(null);
    if (draft.trim()) save.mutate(draft);
  };
  const isEdited = note.updatedAt.getTime() - note.createdAt.getTime() >= 1000;
  const isWritable = !document.isDeleted;

  return (
    <li className="grid gap-1.5 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{note.author?.name ?? t('documents.notes.former-member')}</span>
        <span aria-hidden>·</span>
        <RelativeTime date={note.createdAt} />
        {isEdited && <span>{t('documents.notes.edited')}</span>}
        <span className="ml-auto flex gap-1">
          {isAuthor && isWritable && draft === null && (
            <Button
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={t('documents.notes.edit')}
              onClick={() => setDraft(note.content)}
            >
              <Pencil aria-hidden />
            </Button>
          )}
          {(isAuthor || canModerate) && draft === null && (
            <Button
              variant="ghost"
              size="icon"
              className="size-7 text-muted-foreground hover:text-destructive"
              aria-label={t('documents.notes.delete')}
              isLoading={remove.isPending}
              onClick={() => void confirmDestructive(destructiveTextsAt(t, 'documents.notes.confirm-delete'), () => remove.mutateAsync())}
            >
              {!remove.isPending && <Trash2 aria-hidden />}
            </Button>
          )}
        </span>
      </div>
      {draft === null ? (
        <NoteText text={note.content} />
      ) : (
        <div className="grid gap-2">
          <label htmlFor={id} className="sr-only">
            {t('documents.notes.edit')}
          </label>
          <textarea
            id={id}
            value={draft}
            maxLength={NOTE_MAX_LENGTH}
            rows={3}
            autoFocus
            className={textareaClass}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onSubmitShortcut(submit)}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={() => setDraft(null)} disabled={save.isPending}>
              {t('documents.content.cancel')}
            </Button>
            <Button size="sm" onClick={submit} isLoading={save.isPending} disabled={draft.trim() === ''}>
              {t('documents.content.save')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/** Tab Notes: what people wrote on the document, newest first; a form to add one for those who may. */
export function DocumentNotesTab({ organizationId, document }: { organizationId: string; document: Pick<Document, 'id' | 'isDeleted'> }) {
  const { t } = useTranslation();
  const canCreate = useCan('notes:create') && !document.isDeleted;
  const query = useDocumentNotes(organizationId, document.id);

  return (
    <div className="grid gap-6">
      {canCreate && <NewNoteForm organizationId={organizationId} documentId={document.id} />}
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <LoadErrorAlert
          title={t('documents.notes.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.data.notes.length === 0 ? (
        <EmptyState icon={MessageSquare} title={t('documents.notes.empty')} className="py-8" />
      ) : (
        <ol aria-label={t('documents.tabs.notes')} className="divide-y">
          {query.data.notes.map((note) => (
            <NoteItem key={note.id} organizationId={organizationId} document={document} note={note} />
          ))}
        </ol>
      )}
    </div>
  );
}
