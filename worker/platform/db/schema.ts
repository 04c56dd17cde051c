// Every drizzle table of the app, for the client's relational queries and for drizzle-kit.
export * from '../../modules/auth/auth.tables';
export * from '../../modules/auth/auth-throttle.tables';
export * from '../../modules/organizations/organizations.tables';
export * from '../../modules/members/members.tables';
export * from '../../modules/documents/documents.tables';
export * from '../../modules/tags/tags.tables';
export * from '../../modules/tagging-rules/tagging-rules.tables';
export * from '../../modules/dev/dev.tables';
export * from '../../modules/invitations/invitations.tables';
export * from '../../modules/api-keys/api-keys.tables';
export * from '../../modules/webhooks/webhooks.tables';
export * from '../../modules/intake-emails/intake-emails.tables';
export * from '../../modules/documents/bulk/bulk-jobs.tables';
export * from '../../modules/notes/notes.tables';
export * from '../../modules/saved-views/saved-views.tables';
export * from '../../modules/properties/properties.tables';
export * from '../../modules/share-links/share-links.tables';
