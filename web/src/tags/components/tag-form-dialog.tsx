import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '@/api/types';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog';
import { LoadingState } from '@/ui/spinner';

const TagForm = lazy(() => import('./tag-form').then(({ TagForm }) => ({ default: TagForm })));

type TagFormDialogProps = {
  organizationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tag to edit; a new tag is created without it. */
  tag?: Tag | null;
  /** The name a new tag starts with. */
  initialName?: string;
  /** Called with the created or updated tag, before the dialog closes. */
  onSaved?: (tag: Tag) => void;
  /** Where the focus goes once the dialog closes (by default, back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** Spec "Tags": create and edit a tag (name, colour, description) in a dialog. */
export function TagFormDialog({
  organizationId,
  open,
  onOpenChange,
  tag = null,
  initialName,
  onSaved,
  onCloseAutoFocus,
}: TagFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{tag ? t('tags.form.edit-title') : t('tags.form.create-title')}</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            {tag ? t('tags.form.edit-description', { name: tag.name }) : t('tags.form.create-description')}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <Suspense fallback={<LoadingState className="min-h-64" />}>
            <TagForm
              key={tag?.id ?? 'new'}
              organizationId={organizationId}
              tag={tag}
              initialName={initialName}
              onSaved={onSaved}
              onClose={() => onOpenChange(false)}
            />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
