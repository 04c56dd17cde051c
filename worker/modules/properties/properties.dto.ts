import type { PropertyRow } from './properties.repository';

export const toPropertyDto = ({
  id,
  organizationId,
  name,
  type,
  unit,
  description,
  options,
  position,
  suggest,
  createdAt,
  updatedAt,
}: PropertyRow) => ({
  id,
  organizationId,
  name,
  type,
  unit,
  description,
  options,
  position,
  suggest,
  createdAt,
  updatedAt,
});
