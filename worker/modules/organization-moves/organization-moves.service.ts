import type { Dependencies } from '../../platform/dependencies';
import { forgetPlacement } from '../../dependencies';
import {
  FINGERPRINT_STATEMENTS,
  MOVED_TABLES,
  ORGANIZATION_TABLES,
  copyRecordsPage,
  deleteRecordsPage,
  fingerprintRecords,
} from '../../platform/db/organization-records';
import { D1_STATEMENTS_PER_INVOCATION } from '../../platform/db/statement-budget';
import {
  findOrganizationPlacement,
  markOrganizationMoving,
  switchOrganizationDatabase,
  unmarkOrganizationMoving,
} from '../organizations/organizations.repository';
import {
  advanceMove,
  findMove,
  isFinished,
  saveStartedMove,
  type MoveChanges,
  type OrganizationMove,
} from './organization-moves.repository';
import {
  alreadyThere,
  moveInProgress,
  moveSwitched,
  noMoveInProgress,
  organizationNotFound,
  unknownDatabase,
} from './organization-moves.errors';
import { toOrganizationMoveDto } from './organization-moves.dto';
import type { MoveInput } from './organization-moves.schemas';

export { isFinished, type OrganizationMove } from './organization-moves.repository';

/** A move as its callers show it, with the name of the table it is copying. */
export const describeMove = (move: OrganizationMove) => toOrganizationMoveDto(move, MOVED_TABLES[move.tableIndex]?.name ?? null);

// A call does this much and answers: a deployed Worker's request stays far from D1's and its own limits.
const CALL_BUDGET_MS = 10_000;
const PAGE_BYTES = 2_000_000;
// D1's statements a call's steps may run; the rest is the request's own (the operator's check, reading and starting the move).
const CALL_STATEMENTS = D1_STATEMENTS_PER_INVOCATION - 50;
// The record of a step, and the call's re-read of the move when another caller recorded it first.
const RECORD_STATEMENTS = 2;

/**
 * The statements the next step needs at most, its record included: a copy page needs room for its
 * read and one insert (it copies no more rows than its allowance takes); the comparison counts each
 * table in both databases, then switches; a deletion tries each table once.
 */
function nextStepStatements(move: OrganizationMove) {
  if (move.step === 'copying') return (MOVED_TABLES[move.tableIndex] ? 3 : 2 * FINGERPRINT_STATEMENTS + 1) + RECORD_STATEMENTS;
  return ORGANIZATION_TABLES.length + 1 + RECORD_STATEMENTS;
}

type Pace = { rowsPerPage: number; maxSteps?: number };

/**
 * Moves an organization to another database, a call at a time (README, "Scale"): the first call turns
 * it read-only; later ones copy its records page by page, compare both databases table by table,
 * switch it over and delete what stayed behind. Each call resumes where the last one stopped, whatever
 * stopped it. Its files in R2 stay where they are.
 */
export async function moveOrganization(
  deps: Dependencies,
  { organizationId, input, now = new Date() }: { organizationId: string; input: MoveInput; now?: Date },
): Promise<OrganizationMove> {
  let move = await findMove(deps.db, organizationId);
  if (move && !isFinished(move) && move.target !== input.database) throw moveInProgress(move.target);
  if (!move || isFinished(move))
    move = await startMove(deps, { organizationId, target: input.database, settleSeconds: input.settleSeconds, now });
  return continueMove(deps, move, input);
}

/** Where the organization's move stands. */
export async function findOrganizationMove({ db }: Dependencies, organizationId: string): Promise<OrganizationMove> {
  const move = await findMove(db, organizationId);
  if (!move) throw noMoveInProgress();
  return move;
}

/** Gives a move up before the switch: the target's copies go, the organization stays, writable again. */
export async function rollBackMove(
  deps: Dependencies,
  { organizationId, pace }: { organizationId: string; pace: Pace },
): Promise<OrganizationMove> {
  const move = await findMove(deps.db, organizationId);
  if (!move || isFinished(move)) throw noMoveInProgress();
  if (move.step === 'cleaning') throw moveSwitched();
  if (move.step !== 'rolling-back' && !(await advanceMove(deps.db, move, { step: 'rolling-back', updatedAt: new Date() })))
    return rollBackMove(deps, { organizationId, pace });
  return continueMove(deps, { ...move, step: 'rolling-back' }, pace);
}

async function startMove(
  deps: Dependencies,
  { organizationId, target, settleSeconds, now }: { organizationId: string; target: string; settleSeconds: number; now: Date },
) {
  const { db, databases } = deps;
  if (!databases.bindings.includes(target)) throw unknownDatabase(target, databases.bindings);
  const placement = await findOrganizationPlacement(db, organizationId);
  if (!placement || placement.deletedAt) throw organizationNotFound();
  if (placement.database === target) throw alreadyThere(target);
  if (placement.movingTo) throw moveInProgress(placement.movingTo);
  if (!(await markOrganizationMoving(db, organizationId, target))) return startMove(deps, { organizationId, target, settleSeconds, now });
  const move: OrganizationMove = {
    organizationId,
    source: placement.database,
    target,
    step: 'settling',
    tableIndex: 0,
    afterRowid: 0,
    copiedRows: 0,
    copyFrom: new Date(now.getTime() + settleSeconds * 1000),
    restartReason: null,
    restarts: 0,
    startedAt: now,
    updatedAt: now,
    finishedAt: null,
  };
  await saveStartedMove(db, move);
  return move;
}

async function continueMove(
  deps: Dependencies,
  initial: OrganizationMove,
  { rowsPerPage, maxSteps = Infinity }: Pace,
): Promise<OrganizationMove> {
  let move = initial;
  const placement = await findOrganizationPlacement(deps.db, move.organizationId);
  // Switched already (a call stopped between the switch and its record): what is left is the old rows.
  if (placement?.database === move.target && !isFinished(move) && move.step !== 'cleaning') {
    await advanceMove(deps.db, move, { step: 'cleaning', updatedAt: new Date() });
    move = { ...move, step: 'cleaning' };
  }
  const deadline = Date.now() + CALL_BUDGET_MS;
  let statements = 0;
  for (
    let steps = 0;
    steps < maxSteps && Date.now() < deadline && !isFinished(move) && statements + nextStepStatements(move) <= CALL_STATEMENTS;
    steps++
  ) {
    const allowance = { statements: CALL_STATEMENTS - statements - RECORD_STATEMENTS };
    const changes = await nextStep(deps, move, rowsPerPage, allowance);
    statements = CALL_STATEMENTS - allowance.statements;
    if (!changes) break;
    const recorded = { ...changes, updatedAt: new Date() };
    if (!(await advanceMove(deps.db, move, recorded))) return (await findMove(deps.db, move.organizationId))!;
    move = { ...move, ...recorded };
  }
  return move;
}

/**
 * One step of a move, done; what it changes of the move's record, or nothing while it waits. It runs
 * at most `allowance.statements` D1 statements (nextStepStatements at least), and takes off what it ran.
 */
async function nextStep(
  { db, databases }: Dependencies,
  move: OrganizationMove,
  rowsPerPage: number,
  allowance: { statements: number },
): Promise<MoveChanges | undefined> {
  const { organizationId } = move;
  const source = databases.open(move.source);
  const target = databases.open(move.target);
  const deletePage = async (from: typeof source) => {
    const page = await deleteRecordsPage(from, organizationId);
    allowance.statements -= page.statements;
    return page.deleted > 0;
  };
  switch (move.step) {
    case 'settling':
      return Date.now() < move.copyFrom.getTime() ? undefined : { step: 'clearing' };
    case 'clearing':
      // What an interrupted or restarted copy left there.
      return (await deletePage(target)) ? {} : { step: 'copying', tableIndex: 0, afterRowid: 0, copiedRows: 0 };
    case 'copying': {
      const table = MOVED_TABLES[move.tableIndex];
      if (table) {
        const page = await copyRecordsPage(source, target, organizationId, table, {
          afterRowid: move.afterRowid,
          rows: rowsPerPage,
          bytes: PAGE_BYTES,
          statements: allowance.statements,
        });
        allowance.statements -= page.statements;
        return page.rows === 0
          ? { tableIndex: move.tableIndex + 1, afterRowid: 0 }
          : { afterRowid: page.lastRowid, copiedRows: move.copiedRows + page.rows };
      }
      const [copied, original] = await Promise.all([
        fingerprintRecords(target, organizationId),
        fingerprintRecords(source, organizationId),
      ]);
      allowance.statements -= 2 * FINGERPRINT_STATEMENTS + 1;
      const differing = original.find((table, index) => table.rows !== copied[index]!.rows || table.checksum !== copied[index]!.checksum);
      if (differing) {
        const copy = copied.find(({ table }) => table === differing.table)!;
        // Something wrote to the source meanwhile (a consumer admitted before the settling ended, the daily upkeep): copy again.
        return {
          step: 'clearing',
          restarts: move.restarts + 1,
          restartReason: `${differing.table}: ${differing.rows} rows (checksum ${differing.checksum}) in ${move.source}, ${copy.rows} (checksum ${copy.checksum}) in ${move.target}`,
        };
      }
      await switchOrganizationDatabase(db, organizationId, move.target);
      forgetPlacement(organizationId);
      return { step: 'cleaning' };
    }
    case 'cleaning':
      return (await deletePage(source)) ? {} : { step: 'done', finishedAt: new Date() };
    case 'rolling-back':
      if (await deletePage(target)) return {};
      await unmarkOrganizationMoving(db, organizationId, move.target);
      return { step: 'rolled-back', finishedAt: new Date() };
    default:
      return undefined;
  }
}
