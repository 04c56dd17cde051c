import { RotateCcw, Undo2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/api/api-error';
import { errorMessage } from '@/api/error-message';
import type { WebhookInput } from '@/api/types';
import { toggled } from '@/lib/toggled';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { CheckboxItem, FieldGroup } from '@/ui/checklist';
import { CopyButton } from '@/ui/copy-button';
import { FormActions } from '@/ui/form-actions';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { FormSwitchField } from '@/ui/switch-field';
import { eventLabelKey } from '../lib/webhook-events';
import { generateWebhookSecret, toWebhookInput, webhookFormSchema, type WebhookFormValues } from '../lib/webhook-form';
import { urlRefusalMessage } from '../lib/url-refusal';
import { WEBHOOK_EVENTS } from '../../../../core/webhooks/webhook-events';

type WebhookForm = UseFormReturn<WebhookFormValues, unknown, WebhookFormValues>;

type WebhookFormProps = {
  defaultValues: WebhookFormValues;
  submitLabel: string;
  cancelTo: string;
  /** Saves; a refusal of the URL shows at the URL field, any other failure above the buttons. */
  onSubmit: (input: WebhookInput) => Promise<unknown>;
};

/** Name, URL, signing secret, on/off and the event checklist of a new or existing webhook. */
export function WebhookForm({ defaultValues, submitLabel, cancelTo, onSubmit }: WebhookFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => webhookFormSchema(t), [t]);
  const form = useZodForm<WebhookFormValues, WebhookFormValues>(schema, defaultValues);
  const { errors, isSubmitting } = form.formState;

  // Follows the saved webhook (turned back on from the notice, say) in the fields the user has not touched.
  useEffect(() => form.reset(defaultValues, { keepDirtyValues: true }), [defaultValues, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(toWebhookInput(values));
      // Saved: a rotated secret is the secret now, locked like any other.
      form.reset({ ...values, secret: '', secretState: values.secretState === 'rotating' ? 'locked' : values.secretState });
    } catch (error) {
      // The server refuses private, loopback and local-network hosts, which only it can tell, and says which.
      if (isApiError(error) && error.code === 'webhook.url_not_allowed')
        form.setError('url', { message: urlRefusalMessage(error, t) }, { shouldFocus: true });
      else form.setError('root', { message: errorMessage(error, t) });
    }
  });

  return (
    <form noValidate className="grid gap-8" onSubmit={(event) => void submit(event)}>
      <div className="grid items-start gap-6 sm:grid-cols-2">
        <FormField label={t('webhooks.form.name.label')} error={errors.name?.message} description={t('webhooks.form.name.description')}>
          <Input autoComplete="off" placeholder={t('webhooks.form.name.placeholder')} {...form.register('name')} />
        </FormField>
        <FormField label={t('webhooks.form.url.label')} error={errors.url?.message} description={t('webhooks.form.url.description')}>
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://example.com/webhooks/archive"
            className="font-mono"
            {...form.register('url')}
          />
        </FormField>
      </div>
      <SecretField form={form} />
      <FormSwitchField
        control={form.control}
        name="enabled"
        label={t('webhooks.form.enabled.label')}
        description={t('webhooks.form.enabled.description')}
      />
      <EventsField form={form} />
      {errors.root?.message && <FormErrorAlert message={errors.root.message} />}
      <FormActions
        cancel={
          <Button asChild variant="secondary">
            <Link to={cancelTo}>{t('webhooks.form.cancel')}</Link>
          </Button>
        }
        submitLabel={submitLabel}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}

/**
 * A new webhook's optional secret; an existing one's, redacted and locked until Rotate secret, which
 * offers a fresh secret (to copy to the receiver, or to replace with one's own) that the save sends.
 */
function SecretField({ form }: { form: WebhookForm }) {
  const { t } = useTranslation();
  const id = useId();
  const secretState = useWatch({ control: form.control, name: 'secretState' });
  const secret = useWatch({ control: form.control, name: 'secret' });
  const error = form.formState.errors.secret?.message;

  // Rotate secret was just clicked: the user's next step is to copy the new secret.
  const wasRotateClicked = useRef(false);
  useEffect(() => {
    if (secretState !== 'rotating' || !wasRotateClicked.current) return;
    wasRotateClicked.current = false;
    form.setFocus('secret', { shouldSelect: true });
  }, [secretState, form]);

  const rotate = () => {
    wasRotateClicked.current = true;
    // Dirty, so that a refresh of the webhook meanwhile does not lock it again.
    form.setValue('secret', generateWebhookSecret(), { shouldDirty: true });
    form.setValue('secretState', 'rotating', { shouldDirty: true });
  };
  const keepCurrent = () => {
    form.resetField('secret');
    form.resetField('secretState');
    form.clearErrors('secret');
  };

  const description = {
    new: t('webhooks.form.secret.description-new'),
    locked: t('webhooks.form.secret.description-locked'),
    rotating: t('webhooks.form.secret.description-rotating'),
  }[secretState];

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('webhooks.form.secret.label')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        {secretState === 'locked' ? (
          // Not the form's field: the secret cannot be read back, and nothing typed here is sent.
          <Input
            id={id}
            disabled
            value=""
            placeholder="••••••••••••••••••••••••"
            className="font-mono"
            aria-describedby={`${id}-message`}
          />
        ) : (
          <Input
            id={id}
            autoComplete="off"
            spellCheck={false}
            placeholder={secretState === 'new' ? t('webhooks.form.secret.placeholder') : undefined}
            className="font-mono"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-message`}
            {...form.register('secret')}
          />
        )}
        {secretState === 'locked' && (
          <Button type="button" variant="outline" className="shrink-0" onClick={rotate}>
            <RotateCcw aria-hidden />
            {t('webhooks.form.secret.rotate')}
          </Button>
        )}
        {secretState === 'rotating' && (
          <div className="flex shrink-0 gap-2">
            <CopyButton value={secret} label={t('webhooks.form.secret.copy')} showLabel className="flex-1" />
            <Button type="button" variant="ghost" className="flex-1" onClick={keepCurrent}>
              <Undo2 aria-hidden />
              {t('webhooks.form.secret.keep')}
            </Button>
          </div>
        )}
      </div>
      <p id={`${id}-message`} className={error ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
        {error ?? description}
      </p>
    </div>
  );
}

/** The five document events, each with its name as the payload's `type` carries it. */
function EventsField({ form }: { form: WebhookForm }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="events"
      render={({ field, fieldState }) => (
        <FieldGroup
          legend={t('webhooks.form.events.label')}
          description={t('webhooks.form.events.description')}
          error={fieldState.error?.message}
        >
          <div className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((event, index) => (
              <CheckboxItem
                key={event}
                ref={index === 0 ? field.ref : undefined}
                label={t(eventLabelKey(event))}
                description={<code className="font-mono">{event}</code>}
                checked={field.value.includes(event)}
                onCheckedChange={(checked) => field.onChange(toggled(field.value, event, checked, WEBHOOK_EVENTS))}
              />
            ))}
          </div>
        </FieldGroup>
      )}
    />
  );
}
