import type { SavedViewRow } from './saved-views.repository';

export const toSavedViewDto = ({
  id,
  organizationId,
  name,
  searchQuery,
  tagIds,
  tagMatch,
  sort,
  columns,
  layout,
  position,
  createdAt,
  updatedAt,
}: SavedViewRow) => ({
  id,
  organizationId,
  name,
  searchQuery,
  tagIds,
  tagMatch,
  sort,
  columns,
  layout,
  position,
  createdAt,
  updatedAt,
});
