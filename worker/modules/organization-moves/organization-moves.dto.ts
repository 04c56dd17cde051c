import { isFinished, type OrganizationMove } from './organization-moves.repository';

/** A move as the operator's command line shows it. */
export const toOrganizationMoveDto = (move: OrganizationMove, copiedTable: string | null) => ({
  organizationId: move.organizationId,
  source: move.source,
  target: move.target,
  step: move.step,
  // The table being copied, while copying.
  table: move.step === 'copying' ? copiedTable : null,
  copiedRows: move.copiedRows,
  restarts: move.restarts,
  restartReason: move.restartReason,
  isFinished: isFinished(move),
  // While settling: how long until the copy may start.
  waitSeconds: move.step === 'settling' ? Math.max(0, Math.ceil((move.copyFrom.getTime() - Date.now()) / 1000)) : 0,
  startedAt: move.startedAt.toISOString(),
  updatedAt: move.updatedAt.toISOString(),
  finishedAt: move.finishedAt?.toISOString() ?? null,
});
