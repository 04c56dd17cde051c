import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import type { Organization } from '@/api/types';
import { DOCUMENT_LANGUAGES } from '../../../core/locales/document-languages';

/** The organization's languages in the checklist's order: ticking a box and clearing it again leaves the form unchanged. */
export const documentLanguagesFormValuesOf = ({ documentLanguages }: Pick<Organization, 'documentLanguages'>) => ({
  documentLanguages: DOCUMENT_LANGUAGES.filter((language) => documentLanguages.includes(language)),
});

/** At least one language: with none, scans could not be read. */
export const documentLanguagesFormSchema = (t: TFunction) =>
  z.object({
    documentLanguages: z.array(z.enum(DOCUMENT_LANGUAGES)).check(z.minLength(1, t('organizations.settings.document-languages.required'))),
  });
