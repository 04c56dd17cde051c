import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ActionFieldsProps } from './action-fields';
import { ActionTemplateField } from './action-template-field';

/** Rename, set the document date: a template each. */
export function TemplateActionFields({ organizationId: _organizationId, ...props }: ActionFieldsProps) {
  const { t } = useTranslation();
  const type = useWatch({ control: props.form.control, name: `actions.${props.index}.type` });
  const label = type === 'rename' ? t('workflows.form.actions.name-template') : t('workflows.form.actions.date-template');
  return <ActionTemplateField {...props} field="template" label={label} />;
}
