import type { SuggestionRow } from './suggestions.repository';

export const toSuggestionDto = ({ id, kind, tagId, propertyId, value, confidence, status }: SuggestionRow) => ({
  id,
  kind,
  tagId,
  propertyId,
  value,
  confidence,
  status,
});
