export const LOCAL_STORAGE_KEYS = {
  locale: 'archive:locale',
  colorMode: 'archive:color-mode',
  currentOrganizationId: 'archive:current-organization-id',
  // The documents list as a table or a grid of cards.
  documentsView: 'archive:documents-view',
  // The documents table's optional columns shown.
  documentsColumns: 'archive:documents-columns',
  // The background jobs whose end was seen, by organization: the jobs panel folds once it has shown them.
  seenBulkJobs: 'archive:seen-bulk-jobs',
  // The demo's organizations are not the account's: each remembers its own.
  demoCurrentOrganizationId: 'archive:demo:current-organization-id',
} as const;
