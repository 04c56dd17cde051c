import type { DocumentLanguage } from '../../../core/locales/document-languages';
import { DEFAULT_BARCODE_SETTINGS, type BarcodeSettings } from '../../../core/documents/barcode-settings';

type OrganizationRow = {
  id: string;
  name: string;
  documentLanguages: DocumentLanguage[];
  allowPermanentShareLinks?: boolean;
  requireTwoFactor?: boolean;
  barcodeSettings?: BarcodeSettings | null;
  suggestionsEnabled?: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export const toOrganizationDto = ({
  id,
  name,
  documentLanguages,
  allowPermanentShareLinks = false,
  requireTwoFactor = false,
  barcodeSettings,
  suggestionsEnabled = true,
  createdAt,
  updatedAt,
}: OrganizationRow) => ({
  id,
  name,
  documentLanguages,
  allowPermanentShareLinks,
  requireTwoFactor,
  // What barcodes on scanned pages do; all off until an admin turns them on.
  barcodes: barcodeSettings ?? DEFAULT_BARCODE_SETTINGS,
  suggestionsEnabled,
  createdAt,
  updatedAt,
});
