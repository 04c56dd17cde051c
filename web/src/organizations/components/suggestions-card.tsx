import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { errorMessage } from '@/api/error-message';
import type { Organization } from '@/api/types';
import { CardContent } from '@/ui/card';
import { SwitchField } from '@/ui/switch-field';
import { useUpdateOrganization } from '../organization-changes.queries';
import { SettingsCard } from './settings-card';

/** Whether documents get suggestions learned from the organization's own labels (on by default), which admins decide. */
export function SuggestionsCard({ organization, canEdit }: { organization: Organization; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useUpdateOrganization(organization.id, {
    onSuccess: () => toast.success(t('suggestions.settings.success')),
    onError: (error: Error) => toast.error(t('suggestions.settings.error'), { description: errorMessage(error, t) }),
  });
  const isEnabled = save.isPending ? save.variables.suggestionsEnabled : organization.suggestionsEnabled;
  return (
    <SettingsCard title={t('suggestions.settings.title')} description={t('suggestions.settings.description')}>
      <CardContent className="grid gap-2">
        {canEdit ? (
          <SwitchField
            label={t('suggestions.settings.enabled.label')}
            description={t('suggestions.settings.enabled.description')}
            checked={isEnabled ?? true}
            onCheckedChange={(checked) => save.mutate({ suggestionsEnabled: checked })}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t(isEnabled ? 'suggestions.settings.on' : 'suggestions.settings.off')}</p>
        )}
        <p className="text-xs text-muted-foreground">{t('suggestions.settings.threshold')}</p>
      </CardContent>
    </SettingsCard>
  );
}
