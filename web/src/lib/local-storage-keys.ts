export const LOCAL_STORAGE_KEYS = {
  locale: 'archive:locale',
  colorMode: 'archive:color-mode',
  currentOrganizationId: 'archive:current-organization-id',
} as const;
