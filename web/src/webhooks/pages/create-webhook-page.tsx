import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toast';
import type { WebhookInput } from '@/api/types';
import { useCurrentOrganization } from '@/lib/current-organization';
import { RequireSettingsAccess } from '@/lib/require-settings-access';
import { BackLink } from '@/ui/back-link';
import { PageCard } from '@/ui/card';
import { PageContainer } from '@/ui/page';
import { ShownOnceSecret } from '@/ui/shown-once-secret';
import { WebhookForm } from '../components/webhook-form';
import { createDefaultFormValues } from '../lib/webhook-form';
import { webhookPath, webhooksPath } from '../webhooks.paths';
import { useCreateWebhook } from '../webhooks.queries';

/**
 * `/organizations/:organizationId/settings/webhooks/create`: the form; then the webhook's page, or,
 * when the server generated the signing secret, that secret in place of the form, the one time it is shown.
 */
export function CreateWebhookPage() {
  return (
    <RequireSettingsAccess action="webhooks:read">
      <CreateWebhook />
    </RequireSettingsAccess>
  );
}

function CreateWebhook() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const create = useCreateWebhook(organizationId);
  const defaultValues = useMemo(createDefaultFormValues, []);
  const secret = create.data?.secret;

  const submit = async (input: WebhookInput) => {
    const { webhook, secret: generatedSecret } = await create.mutateAsync(input);
    toast.success(t('webhooks.create.success', { name: webhook.name }));
    if (!generatedSecret) await navigate(webhookPath(organizationId, webhook.id));
  };

  return (
    <PageContainer className="max-w-3xl">
      {/* Once the secret shows, its own back button is the one way out, under the secret to copy first. */}
      {!secret && <BackLink to={webhooksPath(organizationId)}>{t('webhooks.back')}</BackLink>}
      <PageCard
        title={secret ? t('webhooks.secret.title') : t('webhooks.create.title')}
        description={secret ? t('webhooks.secret.description', { name: create.data?.webhook.name }) : t('webhooks.create.description')}
      >
        {secret ? (
          <ShownOnceSecret
            value={secret}
            label={t('webhooks.secret.label')}
            copyLabel={t('webhooks.secret.copy')}
            warning={{ title: t('webhooks.secret.warning.title'), description: t('webhooks.secret.warning.description') }}
            usage={t('webhooks.secret.usage')}
            back={{ to: webhooksPath(organizationId), label: t('webhooks.back') }}
          />
        ) : (
          <WebhookForm
            defaultValues={defaultValues}
            submitLabel={t('webhooks.create.submit')}
            cancelTo={webhooksPath(organizationId)}
            onSubmit={submit}
          />
        )}
      </PageCard>
    </PageContainer>
  );
}
