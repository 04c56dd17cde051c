import { GripVertical, Trash2 } from 'lucide-react';
import { lazy, Suspense, type ComponentType, type HTMLAttributes } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { MoveButtons } from '@/ui/move-buttons';
import { NativeSelect } from '@/ui/native-select';
import type { WorkflowActionType } from '../../../../core/workflows/workflows.schemas';
import { ACTION_TYPES, createAction } from '../lib/workflow-form';
import { actionLabelKey } from '../lib/workflow-text';
import type { ActionFieldsProps } from './action-fields/action-fields';

type ActionCardProps = ActionFieldsProps & {
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove?: () => void;
  /** The row's drag handlers (use-drag-reorder). */
  dragProps: HTMLAttributes<HTMLElement>;
};

const TagActionFields = lazy(() =>
  import('./action-fields/tag-action-fields').then(({ TagActionFields }) => ({ default: TagActionFields })),
);
const PropertyActionFields = lazy(() =>
  import('./action-fields/property-action-fields').then(({ PropertyActionFields }) => ({ default: PropertyActionFields })),
);
const TemplateActionFields = lazy(() =>
  import('./action-fields/template-action-fields').then(({ TemplateActionFields }) => ({ default: TemplateActionFields })),
);
const EmailActionFields = lazy(() =>
  import('./action-fields/email-action-fields').then(({ EmailActionFields }) => ({ default: EmailActionFields })),
);
const WebhookActionFields = lazy(() =>
  import('./action-fields/webhook-action-fields').then(({ WebhookActionFields }) => ({ default: WebhookActionFields })),
);
const SuggestionActionFields = lazy(() =>
  import('./action-fields/suggestion-action-fields').then(({ SuggestionActionFields }) => ({ default: SuggestionActionFields })),
);

/** Each kind's fields, loaded when an action of the kind is in the form (the builder's page stays light); none for trash, stop… */
const FIELDS_OF: Partial<Record<WorkflowActionType, ComponentType<ActionFieldsProps>>> = {
  add_tags: TagActionFields,
  remove_tags: TagActionFields,
  set_property: PropertyActionFields,
  clear_property: PropertyActionFields,
  rename: TemplateActionFields,
  set_document_date: TemplateActionFields,
  send_email: EmailActionFields,
  call_webhook: WebhookActionFields,
  apply_suggestions: SuggestionActionFields,
};

/** One action, in its place in the order: its type, its fields, move up/down (or drag), remove. */
export function ActionCard({ organizationId, form, index, count, properties, errorAt, onMove, onRemove, dragProps }: ActionCardProps) {
  const { t } = useTranslation();
  const action = useWatch({ control: form.control, name: `actions.${index}` });
  const position = index + 1;
  const name = t(actionLabelKey(action.type));
  const Fields = FIELDS_OF[action.type];

  return (
    <fieldset
      {...dragProps}
      className="grid gap-4 rounded-lg border bg-muted/20 p-4 data-[dragging]:opacity-50 data-[drop-target]:border-primary"
    >
      <legend className="sr-only">{t('workflows.form.actions.card', { position, name })}</legend>
      <div className="flex items-end gap-2">
        <GripVertical className="mb-2.5 size-4 shrink-0 cursor-grab text-muted-foreground" aria-hidden />
        <span className="mb-2 w-5 shrink-0 text-sm tabular-nums text-muted-foreground">{position}.</span>
        <FormField label={t('workflows.form.actions.type', { position })}>
          <NativeSelect
            className="min-w-0 flex-1"
            value={action.type}
            onChange={(event) =>
              form.setValue(`actions.${index}`, createAction(event.target.value as WorkflowActionType), { shouldDirty: true })
            }
          >
            {ACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(actionLabelKey(type))}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <span className="mb-0.5 flex">
          <MoveButtons
            index={index}
            count={count}
            onMove={onMove}
            upLabel={t('workflows.form.actions.move-up', { position, name })}
            downLabel={t('workflows.form.actions.move-down', { position, name })}
          />
          {onRemove && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              onClick={onRemove}
              aria-label={t('workflows.form.actions.remove', { position, name })}
            >
              <Trash2 aria-hidden />
            </Button>
          )}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">{t(`workflows.actions.${action.type}.description`)}</p>
      {errorAt(['actions', index]) && <p className="text-sm text-destructive">{errorAt(['actions', index])}</p>}
      {Fields && (
        <Suspense fallback={null}>
          <Fields organizationId={organizationId} form={form} index={index} properties={properties} errorAt={errorAt} />
        </Suspense>
      )}
    </fieldset>
  );
}
