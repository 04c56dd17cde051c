import { useTranslation } from 'react-i18next';
import { useWebhooks } from '@/webhooks/webhooks.queries';
import { FormField } from '@/ui/form-field';
import { NativeSelect } from '@/ui/native-select';
import type { ActionFieldsProps, WorkflowForm } from './action-fields';
import { ActionTemplateField } from './action-template-field';

/** Call a webhook: which one, and its JSON body. */
export function WebhookActionFields({ organizationId, ...props }: ActionFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <WebhookSelect
        organizationId={organizationId}
        form={props.form}
        index={props.index}
        error={props.errorAt(['actions', props.index, 'webhookId'])}
      />
      <ActionTemplateField {...props} field="body" label={t('workflows.form.actions.json-body')} multiline />
    </>
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
