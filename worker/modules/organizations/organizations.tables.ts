import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp, timestamps } from '../../platform/db/timestamps';
import type { DocumentLanguage } from '../../../core/locales/document-languages';
import type { BarcodeSettings } from '../../../core/documents/barcode-settings';

export const organizations = sqliteTable(
  'organizations',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    ...timestamps,
    // Set when an owner deletes the organization: it vanishes at once, its data is purged in the background.
    deletedAt: timestamp('deleted_at'),
    // Its customer at Stripe, made the first time an owner opens the billing portal (subscriptions on).
    stripeCustomerId: text('stripe_customer_id'),
    // The languages its documents are written in (ISO 639-1 codes), for reading scans (OCR).
    documentLanguages: text('document_languages', { mode: 'json' }).$type<DocumentLanguage[]>().notNull().default(['en']),
    // Whether its members may make share links that never expire (otherwise a year at most).
    allowPermanentShareLinks: integer('allow_permanent_share_links', { mode: 'boolean' }).notNull().default(false),
    // What barcodes on scanned pages do (core/documents/barcode-settings.ts); null: nothing, the default.
    barcodeSettings: text('barcode_settings', { mode: 'json' }).$type<BarcodeSettings>(),
    // Whether its documents get suggestions learned from its own labels (worker/modules/suggestions); on unless an admin turns them off.
    suggestionsEnabled: integer('suggestions_enabled', { mode: 'boolean' }).notNull().default(true),
    // Whether the operator's language model also suggests for its documents (their text goes to it); off unless an admin turns it on.
    languageModelEnabled: integer('language_model_enabled', { mode: 'boolean' }).notNull().default(false),
    // Whether that model may also propose tags it does not have yet (accepting one creates it); off unless an admin turns it on.
    newTagSuggestionsEnabled: integer('new_tag_suggestions_enabled', { mode: 'boolean' }).notNull().default(false),
    // Set by an owner: its members enter it only with a second factor (an authenticator app or a passkey).
    requireTwoFactor: integer('require_two_factor', { mode: 'boolean' }).notNull().default(false),
    // The D1 binding of the database holding its documents, tags, rules, webhooks… (README, "Scale").
    database: text('database').notNull().default('DB'),
    // Set while it is copied to another database (organization-moves): it is read-only meanwhile.
    movingTo: text('moving_to'),
    // Set by the service's operators (the console): read-only, every write refused with the reason, until they lift it.
    suspendedAt: timestamp('suspended_at'),
    suspensionReason: text('suspension_reason'),
  },
  (table) => [
    // The console's list, newest first and paged by this key; and its search by the start of a name.
    index('organizations_created_index').on(table.createdAt, table.id),
    index('organizations_name_lower_index').on(sql`lower(name)`),
  ],
);

/**
 * The databases organizations are placed in, with their size: measured by the daily cron, and
 * raised by an estimate at each placement in between, so that a burst of new organizations spreads.
 */
export const organizationDatabases = sqliteTable('organization_databases', {
  binding: text('binding').primaryKey(),
  sizeBytes: integer('size_bytes').notNull(),
  updatedAt: timestamp('updated_at').notNull(),
});
