import type { TFunction } from 'i18next';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { textField } from '@/lib/text-field';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { VERSION_LABEL_MAX_LENGTH } from '../../../../core/field-limits';

/** A version's label as its forms take it: optional, at most VERSION_LABEL_MAX_LENGTH characters once trimmed. */
export const versionLabelSchema = (t: TFunction) =>
  z.object({
    label: textField({
      max: VERSION_LABEL_MAX_LENGTH,
      tooLong: t('documents.versions.label.max-length', { max: VERSION_LABEL_MAX_LENGTH }),
    }),
  });

/** The label's field, as the new version's dialog and the label's own show it: `form.register('label')` spread on it. */
export function VersionLabelField({ error, ...input }: { error?: string } & ComponentProps<'input'>) {
  const { t } = useTranslation();
  return (
    <FormField label={t('documents.versions.label.label')} error={error} description={t('documents.versions.label.description')}>
      <Input autoComplete="off" {...input} />
    </FormField>
  );
}
