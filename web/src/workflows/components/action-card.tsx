import { GripVertical, Trash2 } from 'lucide-react';
import { useState, type HTMLAttributes } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Property, PropertyValue, WorkflowInput } from '@/api/types';
import { useMembers } from '@/members/members.queries';
import { PropertyValueInput } from '@/properties/components/property-value-input';
import { RuleTagsPicker } from '@/tagging-rules/components/rule-tags-picker';
import { useWebhooks } from '@/webhooks/webhooks.queries';
import { Button } from '@/ui/button';
import { CheckboxItem, FieldGroup } from '@/ui/checklist';
import { FormField } from '@/ui/form-field';
import { MoveButtons } from '@/ui/move-buttons';
import { Input } from '@/ui/input';
import { NativeSelect } from '@/ui/native-select';
import type { WorkflowActionType } from '../../../../core/workflows/workflows.schemas';
import { EMAIL_ROLES } from '../../../../core/workflows/workflows.vocabulary';
import { ACTION_TYPES, addressesOf, createAction, type WorkflowFormValues } from '../lib/workflow-form';
import { actionLabelKey } from '../lib/workflow-text';
import { TemplateField } from './template-field';

type WorkflowForm = UseFormReturn<WorkflowFormValues, unknown, WorkflowInput>;

type ActionCardProps = {
  organizationId: string;
  form: WorkflowForm;
  index: number;
  count: number;
  properties: readonly Property[];
  errorAt: (path: (string | number)[]) => string | undefined;
  onMove: (from: number, to: number) => void;
  onRemove?: () => void;
  /** The row's drag handlers (use-drag-reorder). */
  dragProps: HTMLAttributes<HTMLElement>;
};

const toggled = <Value,>(list: readonly Value[], value: Value, isOn: boolean) =>
  isOn ? [...list, value] : list.filter((item) => item !== value);

/** One action, in its place in the order: its type, its fields, move up/down (or drag), remove. */
export function ActionCard({ organizationId, form, index, count, properties, errorAt, onMove, onRemove, dragProps }: ActionCardProps) {
  const { t } = useTranslation();
  const action = useWatch({ control: form.control, name: `actions.${index}` });
  const position = index + 1;
  const name = t(actionLabelKey(action.type));

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
      <ActionFields organizationId={organizationId} form={form} index={index} properties={properties} errorAt={errorAt} />
    </fieldset>
  );
}

function ActionFields({
  organizationId,
  form,
  index,
  properties,
  errorAt,
}: Omit<ActionCardProps, 'count' | 'onMove' | 'onRemove' | 'dragProps'>) {
  const { t } = useTranslation();
  const action = useWatch({ control: form.control, name: `actions.${index}` });
  const templateField = (field: 'template' | 'subject' | 'body', label: string, multiline = false) => (
    <Controller
      control={form.control}
      name={`actions.${index}.${field}` as `actions.${number}.template`}
      render={({ field: control }) => (
        <TemplateField
          label={label}
          value={String(control.value ?? '')}
          onChange={control.onChange}
          properties={properties}
          multiline={multiline}
          error={errorAt(['actions', index, field])}
        />
      )}
    />
  );

  switch (action.type) {
    case 'add_tags':
    case 'remove_tags':
      return (
        <>
          {action.type === 'remove_tags' && (
            <Controller
              control={form.control}
              name={`actions.${index}.all`}
              render={({ field }) => (
                <CheckboxItem
                  label={t('workflows.form.actions.remove-all-tags')}
                  checked={field.value === true}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          )}
          {!(action.type === 'remove_tags' && action.all) && (
            <Controller
              control={form.control}
              name={`actions.${index}.tagIds`}
              render={({ field }) => (
                <FormField label={t('workflows.form.actions.tags')} error={errorAt(['actions', index, 'tagIds'])}>
                  <RuleTagsPicker
                    organizationId={organizationId}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                </FormField>
              )}
            />
          )}
        </>
      );
    case 'set_property':
    case 'clear_property': {
      const property = properties.find(({ id }) => id === action.propertyId);
      return (
        <>
          <FormField label={t('workflows.form.actions.property')} error={errorAt(['actions', index, 'propertyId'])}>
            <NativeSelect
              {...form.register(`actions.${index}.propertyId`, { onChange: () => form.setValue(`actions.${index}.value`, '') })}
            >
              <option value="">{t('workflows.form.actions.choose-property')}</option>
              {properties.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {action.type === 'set_property' &&
            property &&
            (property.type === 'text' ? (
              templateField('value' as 'template', t('workflows.form.actions.value'))
            ) : (
              <Controller
                control={form.control}
                name={`actions.${index}.value`}
                render={({ field }) => (
                  <div className="grid gap-2">
                    <PropertyValueInput
                      key={property.id}
                      property={property}
                      value={(field.value ?? null) as PropertyValue | null}
                      label={t('workflows.form.actions.value-of', { name: property.name })}
                      onChange={field.onChange}
                    />
                    {errorAt(['actions', index, 'value']) && (
                      <p className="text-sm text-destructive">{errorAt(['actions', index, 'value'])}</p>
                    )}
                  </div>
                )}
              />
            ))}
        </>
      );
    }
    case 'rename':
      return templateField('template', t('workflows.form.actions.name-template'));
    case 'set_document_date':
      return templateField('template', t('workflows.form.actions.date-template'));
    case 'send_email':
      return (
        <>
          <EmailRecipients organizationId={organizationId} form={form} index={index} />
          {templateField('subject', t('workflows.form.actions.subject'))}
          {templateField('body', t('workflows.form.actions.body'), true)}
        </>
      );
    case 'call_webhook':
      return (
        <>
          <WebhookSelect organizationId={organizationId} form={form} index={index} error={errorAt(['actions', index, 'webhookId'])} />
          {templateField('body', t('workflows.form.actions.json-body'), true)}
        </>
      );
    default:
      return null;
  }
}

function EmailRecipients({ organizationId, form, index }: { organizationId: string; form: WorkflowForm; index: number }) {
  const { t } = useTranslation();
  const members = useMembers(organizationId).data?.members ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Controller
        control={form.control}
        name={`actions.${index}.roles`}
        render={({ field }) => (
          <FieldGroup legend={t('workflows.form.actions.roles')}>
            {EMAIL_ROLES.map((role) => (
              <CheckboxItem
                key={role}
                label={t(`workflows.roles.${role}`)}
                checked={(field.value ?? []).includes(role)}
                onCheckedChange={(isOn) => field.onChange(toggled(field.value ?? [], role, isOn))}
              />
            ))}
          </FieldGroup>
        )}
      />
      <Controller
        control={form.control}
        name={`actions.${index}.userIds`}
        render={({ field }) => (
          <FieldGroup legend={t('workflows.form.actions.members')}>
            {members.map((member) => (
              <CheckboxItem
                key={member.user.id}
                label={member.user.name || member.user.email}
                checked={(field.value ?? []).includes(member.user.id)}
                onCheckedChange={(isOn) => field.onChange(toggled(field.value ?? [], member.user.id, isOn))}
              />
            ))}
          </FieldGroup>
        )}
      />
      <Controller
        control={form.control}
        name={`actions.${index}.addresses`}
        render={({ field }) => (
          <FormField label={t('workflows.form.actions.addresses')} description={t('workflows.form.actions.addresses-hint')}>
            <AddressesInput value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name={`actions.${index}.attachFile`}
        render={({ field }) => (
          <CheckboxItem
            label={t('workflows.form.actions.attach-file')}
            description={t('workflows.form.actions.attach-file-hint')}
            checked={field.value === true}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </div>
  );
}

function WebhookSelect({
  organizationId,
  form,
  index,
  error,
}: {
  organizationId: string;
  form: WorkflowForm;
  index: number;
  error?: string;
}) {
  const { t } = useTranslation();
  const webhooks = useWebhooks(organizationId).data?.webhooks ?? [];
  return (
    <FormField label={t('workflows.form.actions.webhook')} error={error} description={t('workflows.form.actions.webhook-hint')}>
      <NativeSelect {...form.register(`actions.${index}.webhookId`)}>
        <option value="">{t('workflows.form.actions.choose-webhook')}</option>
        {webhooks.map((webhook) => (
          <option key={webhook.id} value={webhook.id}>
            {webhook.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** Addresses typed in one line: the text stays as typed (a trailing comma too), the form gets the addresses. */
function AddressesInput({
  value,
  onChange,
  onBlur,
  ...aria
}: {
  value: string[];
  onChange: (addresses: string[]) => void;
  onBlur: () => void;
  id?: string;
}) {
  const [text, setText] = useState(() => value.join(', '));
  return (
    <Input
      {...aria}
      type="text"
      inputMode="email"
      autoComplete="off"
      placeholder="accounting@example.com"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(addressesOf(event.target.value));
      }}
      onBlur={onBlur}
    />
  );
}
