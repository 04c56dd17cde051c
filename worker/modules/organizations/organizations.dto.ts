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
  languageModelEnabled?: boolean;
  newTagSuggestionsEnabled?: boolean;
  suspendedAt?: Date | null;
  suspensionReason?: string | null;
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
  languageModelEnabled = false,
  newTagSuggestionsEnabled = false,
  suspendedAt,
  suspensionReason,
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
  // Whether the operator's language model also suggests (README, "Suggestions"); off until an admin turns it on.
  languageModelEnabled,
  // Whether that model may propose tags the organization does not have yet; off until an admin turns it on.
  newTagSuggestionsEnabled,
  // Made read-only by the service's operators: since when and why; null otherwise.
  readOnly: suspendedAt ? { since: suspendedAt, reason: suspensionReason ?? '' } : null,
  createdAt,
  updatedAt,
});
