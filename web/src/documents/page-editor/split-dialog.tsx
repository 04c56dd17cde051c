import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { DocumentDetail } from '@/api/types';
import { useCan } from '@/lib/current-organization';
import { useZodForm } from '@/lib/use-zod-form';
import { useProperties } from '@/properties/properties.queries';
import { CheckboxItem, FieldGroup } from '@/ui/checklist';
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { RadioCards } from '@/ui/radio-cards';
import type { PageArrangement } from './page-arrangement';
import { VersionChangeError } from '../versions/version-change-error';
import { useSplitDocument } from './page-editor.queries';
import { splitParts, type SplitMode } from './split-parts';

type SplitDialogProps = {
  organizationId: string;
  document: Pick<DocumentDetail, 'id' | 'name' | 'currentVersion' | 'tags' | 'properties'>;
  /** The editor's pages as arranged: their order, turns and selection make the parts. */
  arrangement: PageArrangement;
  onClose: () => void;
  /** After the new documents are made: the editor closes too. */
  onSplit: () => void;
};

const splitSchema = z.object({
  mode: z.enum(['selected', 'cut-after']),
  tagIds: z.array(z.string()),
  propertyIds: z.array(z.string()),
  trashOriginal: z.boolean(),
});

/** Which of the original's tags (or properties) the new documents keep: a checkbox each; nothing when it has none. */
function KeptChecklist({
  legend,
  items,
  field,
}: {
  legend: string;
  items: readonly { id: string; name: string }[];
  field: { value: string[]; onChange: (ids: string[]) => void };
}) {
  if (items.length === 0) return null;
  return (
    <FieldGroup legend={legend}>
      {items.map(({ id, name }) => (
        <CheckboxItem
          key={id}
          label={name}
          checked={field.value.includes(id)}
          onCheckedChange={(isChecked) => field.onChange(isChecked ? [...field.value, id] : field.value.filter((kept) => kept !== id))}
        />
      ))}
    </FieldGroup>
  );
}

/** "Split": the selected pages as one new document, or a cut after each; which tags and properties they keep. */
export function SplitDialog({ organizationId, document, arrangement, onClose, onSplit }: SplitDialogProps) {
  const { t } = useTranslation();
  const modeLabelId = useId();
  const canDelete = useCan('documents:delete');
  const valuedPropertyIds = new Set(Object.keys(document.properties ?? {}));
  const properties = (useProperties(organizationId).data?.properties ?? []).filter(({ id }) => valuedPropertyIds.has(id));
  const form = useZodForm(splitSchema, {
    mode: 'selected',
    tagIds: document.tags.map(({ id }) => id),
    propertyIds: [...valuedPropertyIds],
    trashOriginal: false,
  });
  const mode = useController({ control: form.control, name: 'mode' });
  const tagIds = useController({ control: form.control, name: 'tagIds' });
  const propertyIds = useController({ control: form.control, name: 'propertyIds' });
  const trashOriginal = useController({ control: form.control, name: 'trashOriginal' });
  const chosenMode = useWatch({ control: form.control, name: 'mode' }) as SplitMode;
  const plan = splitParts(arrangement, chosenMode);
  const split = useSplitDocument(organizationId, document, { onSplit });

  const onSubmit = form.handleSubmit((values) => {
    if ('problem' in plan) return;
    split.mutate({
      parts: plan.parts,
      tagIds: values.tagIds,
      propertyIds: values.propertyIds,
      ...(values.trashOriginal && { trashOriginal: true }),
    });
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('page-editor.split.title')}</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            {t('page-editor.split.description', { name: document.name })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-5" onSubmit={(event) => void onSubmit(event)}>
          <div className="grid gap-2">
            <span id={modeLabelId} className="text-sm font-medium">
              {t('page-editor.split.mode')}
            </span>
            <RadioCards
              aria-labelledby={modeLabelId}
              value={mode.field.value}
              onValueChange={mode.field.onChange}
              options={[
                {
                  value: 'selected',
                  label: t('page-editor.split.selected.label'),
                  description: t('page-editor.split.selected.description'),
                },
                {
                  value: 'cut-after',
                  label: t('page-editor.split.cut-after.label'),
                  description: t('page-editor.split.cut-after.description'),
                },
              ]}
            />
            {'problem' in plan ? (
              <FormErrorAlert message={t(`page-editor.split.problem.${plan.problem}`)} />
            ) : (
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('page-editor.split.makes', { count: plan.parts.length })}
              </p>
            )}
          </div>
          <KeptChecklist legend={t('page-editor.split.tags')} items={document.tags} field={tagIds.field} />
          <KeptChecklist legend={t('page-editor.split.properties')} items={properties} field={propertyIds.field} />
          {canDelete && (
            <CheckboxItem
              label={t('page-editor.split.trash-original.label')}
              description={t('page-editor.split.trash-original.description')}
              checked={trashOriginal.field.value}
              onCheckedChange={trashOriginal.field.onChange}
            />
          )}
          {split.isError && (
            <VersionChangeError
              organizationId={organizationId}
              documentId={document.id}
              title={t('page-editor.split.error')}
              error={split.error}
              onReloaded={split.reset}
            />
          )}
          <DialogFormFooter
            cancelLabel={t('page-editor.split.cancel')}
            submitLabel={t('page-editor.split.submit')}
            isSubmitting={split.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
