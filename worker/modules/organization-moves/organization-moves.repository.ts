import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { organizationMoves } from './organization-moves.tables';

export type OrganizationMove = typeof organizationMoves.$inferSelect;
/** Done or rolled back: the row is the record of the organization's last move. */
export const isFinished = (move: OrganizationMove) => move.step === 'done' || move.step === 'rolled-back';
/** What one step of a move changes. */
export type MoveChanges = Partial<Omit<OrganizationMove, 'organizationId' | 'source' | 'target' | 'startedAt'>>;

export async function findMove(db: Database, organizationId: string): Promise<OrganizationMove | undefined> {
  const [move] = await db.select().from(organizationMoves).where(eq(organizationMoves.organizationId, organizationId));
  return move;
}

/** A new move of the organization, in place of the record of its last one. */
export async function saveStartedMove(db: Database, move: OrganizationMove) {
  const { organizationId, ...rest } = move;
  await db.insert(organizationMoves).values(move).onConflictDoUpdate({ target: organizationMoves.organizationId, set: rest });
}

/**
 * Records a step, if the move still stands where `move` saw it: two callers continuing one move
 * at once (an operator's second terminal) do not both advance it.
 */
export async function advanceMove(db: Database, move: OrganizationMove, changes: MoveChanges): Promise<boolean> {
  const updated = await db
    .update(organizationMoves)
    .set(changes)
    .where(
      and(
        eq(organizationMoves.organizationId, move.organizationId),
        eq(organizationMoves.step, move.step),
        eq(organizationMoves.tableIndex, move.tableIndex),
        eq(organizationMoves.afterRowid, move.afterRowid),
        eq(organizationMoves.restarts, move.restarts),
      ),
    )
    .returning({ organizationId: organizationMoves.organizationId });
  return updated.length > 0;
}
