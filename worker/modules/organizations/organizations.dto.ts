import type { DocumentLanguage } from '../../../core/locales/document-languages';

type OrganizationRow = {
  id: string;
  name: string;
  documentLanguages: DocumentLanguage[];
  allowPermanentShareLinks?: boolean;
  requireTwoFactor?: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export const toOrganizationDto = ({
  id,
  name,
  documentLanguages,
  allowPermanentShareLinks = false,
  requireTwoFactor = false,
  createdAt,
  updatedAt,
}: OrganizationRow) => ({ id, name, documentLanguages, allowPermanentShareLinks, requireTwoFactor, createdAt, updatedAt });
