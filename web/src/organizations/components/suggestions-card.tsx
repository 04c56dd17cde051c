import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { errorMessage } from '@/api/error-message';
import type { LanguageModelInfo, Organization } from '@/api/types';
import { CardContent } from '@/ui/card';
import { SwitchField } from '@/ui/switch-field';
import { useLocale } from '@/lib/use-locale';
import { MAX_NEW_TAG_SUGGESTIONS } from '../../../../core/field-limits';
import { useLanguageModel } from '../language-model.queries';
import { useUpdateOrganization } from '../organization-changes.queries';
import { SettingsCard } from './settings-card';

type Switches = Pick<Organization, 'languageModelEnabled' | 'newTagSuggestionsEnabled'>;

/**
 * The language model's part of the card, when the operator configured one: the admin's switches (the
 * model, and new tags once it is on), what each new document sends and to whom, and this month's
 * budget, said plainly once it is used up.
 */
function LanguageModelSettings({
  languageModel,
  switches,
  canEdit,
  onChange,
}: {
  languageModel: LanguageModelInfo;
  switches: Switches;
  canEdit: boolean;
  onChange: (changes: Partial<Switches>) => void;
}) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(useLocale());
  const isEnabled = switches.languageModelEnabled;
  const newTags = switches.newTagSuggestionsEnabled;
  return (
    <div className="grid gap-2">
      {canEdit ? (
        <SwitchField
          label={t('suggestions.settings.language-model.label')}
          description={t('suggestions.settings.language-model.description', { model: languageModel.model })}
          checked={isEnabled}
          onCheckedChange={(checked) => onChange({ languageModelEnabled: checked })}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {t(isEnabled ? 'suggestions.settings.language-model.on' : 'suggestions.settings.language-model.off')}
        </p>
      )}
      {isEnabled &&
        (canEdit ? (
          <SwitchField
            label={t('suggestions.settings.new-tags.label')}
            description={t('suggestions.settings.new-tags.description', { max: MAX_NEW_TAG_SUGGESTIONS })}
            checked={newTags}
            onCheckedChange={(checked) => onChange({ newTagSuggestionsEnabled: checked })}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            {t(newTags ? 'suggestions.settings.new-tags.on' : 'suggestions.settings.new-tags.off')}
          </p>
        ))}
      <p className="text-xs text-muted-foreground">
        {t('suggestions.settings.language-model.sent', { host: languageModel.host, length: number.format(languageModel.textLength) })}
      </p>
      <p className="text-xs text-muted-foreground">
        {t('suggestions.settings.language-model.budget', {
          used: number.format(languageModel.requestsThisMonth),
          total: number.format(languageModel.monthlyRequests),
        })}
      </p>
      {/* Only when the operator capped tokens: otherwise the requests are the budget. */}
      {languageModel.monthlyTokens !== null && (
        <p className="text-xs text-muted-foreground">
          {t('suggestions.settings.language-model.tokens', {
            used: number.format(languageModel.tokensThisMonth),
            total: number.format(languageModel.monthlyTokens),
          })}
        </p>
      )}
      {languageModel.isBudgetUsedUp && (
        <p role="status" className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm">
          {t('suggestions.settings.language-model.used-up')}
        </p>
      )}
    </div>
  );
}

/**
 * Whether documents get suggestions learned from the organization's own labels (on by default), and
 * those of the operator's language model (off by default), which admins decide.
 */
export function SuggestionsCard({ organization, canEdit }: { organization: Organization; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useUpdateOrganization(organization.id, {
    onSuccess: () => toast.success(t('suggestions.settings.success')),
    onError: (error: Error) => toast.error(t('suggestions.settings.error'), { description: errorMessage(error, t) }),
  });
  const languageModel = useLanguageModel(organization.id).data?.languageModel;
  const pending = save.isPending ? save.variables : {};
  const isEnabled = pending.suggestionsEnabled ?? organization.suggestionsEnabled;
  const switches = {
    languageModelEnabled: pending.languageModelEnabled ?? organization.languageModelEnabled,
    newTagSuggestionsEnabled: pending.newTagSuggestionsEnabled ?? organization.newTagSuggestionsEnabled,
  };
  return (
    <SettingsCard title={t('suggestions.settings.title')} description={t('suggestions.settings.description')}>
      <CardContent className="grid gap-2">
        {canEdit ? (
          <SwitchField
            label={t('suggestions.settings.enabled.label')}
            description={t('suggestions.settings.enabled.description')}
            checked={isEnabled}
            onCheckedChange={(checked) => save.mutate({ suggestionsEnabled: checked })}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t(isEnabled ? 'suggestions.settings.on' : 'suggestions.settings.off')}</p>
        )}
        <p className="text-xs text-muted-foreground">{t('suggestions.settings.threshold')}</p>
        {/* The language model suggests beside the learned suggestions, never while they are off. */}
        {languageModel && isEnabled && (
          <LanguageModelSettings
            languageModel={languageModel}
            switches={switches}
            canEdit={canEdit}
            onChange={(changes) => save.mutate(changes)}
          />
        )}
      </CardContent>
    </SettingsCard>
  );
}
