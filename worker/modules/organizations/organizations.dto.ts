type OrganizationRow = { id: string; name: string; createdAt: Date; updatedAt: Date };

export const toOrganizationDto = ({ id, name, createdAt, updatedAt }: OrganizationRow) => ({ id, name, createdAt, updatedAt });
