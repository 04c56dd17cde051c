import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from '../../platform/db/timestamps';
import { organizations } from '../organizations/organizations.tables';

/**
 * Moves of organizations between databases (README, "Scale"), one row per organization, kept after
 * the move ends as its record. The copy resumes from `table_index` and `after_rowid` (the source's
 * rowid of the last row copied) whenever the operator calls again.
 */
export const organizationMoves = sqliteTable('organization_moves', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  source: text('source').notNull(),
  target: text('target').notNull(),
  // settling → clearing (the target's leftovers) → copying (then verifying) → cleaning (the source) →
  // done; a verification that differs goes back to clearing; until the switch, rolling-back → rolled-back.
  step: text('step', { enum: ['settling', 'clearing', 'copying', 'cleaning', 'done', 'rolling-back', 'rolled-back'] }).notNull(),
  tableIndex: integer('table_index').notNull().default(0),
  afterRowid: integer('after_rowid').notNull().default(0),
  copiedRows: integer('copied_rows').notNull().default(0),
  // Copying starts then: requests and consumers admitted before the organization turned read-only have ended.
  copyFrom: timestamp('copy_from').notNull(),
  // Why the last copy was started again (the two databases differed on verification), if it was.
  restartReason: text('restart_reason'),
  restarts: integer('restarts').notNull().default(0),
  startedAt: timestamp('started_at').notNull(),
  updatedAt: timestamp('updated_at').notNull(),
  finishedAt: timestamp('finished_at'),
});
