import type { TagRow } from './tags.repository';

export const toTagDto = ({ id, organizationId, name, color, description, createdAt, updatedAt }: TagRow) => ({
  id,
  organizationId,
  name,
  color,
  description,
  createdAt,
  updatedAt,
});
