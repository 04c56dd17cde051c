import type { DocumentLanguage } from '../../../core/locales/document-languages';

type OrganizationRow = { id: string; name: string; documentLanguages: DocumentLanguage[]; createdAt: Date; updatedAt: Date };

export const toOrganizationDto = ({ id, name, documentLanguages, createdAt, updatedAt }: OrganizationRow) => ({ id, name, documentLanguages, createdAt, updatedAt });
