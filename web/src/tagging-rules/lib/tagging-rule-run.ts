import type { TaggingRuleRun } from '@/api/types';

/** "Apply to existing documents" is polled at this pace while it runs. */
export const TAGGING_RULE_RUN_POLL_INTERVAL_MS = 1500;

type TaggingRuleRunProgress = {
  status: TaggingRuleRun['status'];
  isRunning: boolean;
  /** 0 to 100, whole numbers; a finished run is 100 even with no documents. */
  percent: number;
  processedCount: number;
  documentsCount: number;
  taggedCount: number;
};

const count = (value: number) => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** What the progress bar and counters show for the newest run of a rule. */
export function getRunProgress(
  run: Pick<TaggingRuleRun, 'status' | 'documentsCount' | 'processedCount' | 'taggedCount'>,
): TaggingRuleRunProgress {
  const documentsCount = count(run.documentsCount);
  const processedCount = Math.min(count(run.processedCount), documentsCount);
  const isRunning = run.status === 'running';
  let percent: number;
  if (run.status === 'done') percent = 100;
  else if (documentsCount === 0) percent = 0;
  else percent = Math.min(100, Math.floor((processedCount / documentsCount) * 100));
  return { status: run.status, isRunning, percent, processedCount, documentsCount, taggedCount: count(run.taggedCount) };
}

/** Poll again in 1.5 s while the run is going, otherwise stop. */
export const runRefetchInterval = (run: Pick<TaggingRuleRun, 'status'> | null | undefined): number | false =>
  run?.status === 'running' ? TAGGING_RULE_RUN_POLL_INTERVAL_MS : false;

/** A run seen running that is now over: time to refresh documents and say so. */
export const hasRunFinished = (previous: TaggingRuleRun['status'] | undefined, current: TaggingRuleRun['status'] | undefined) =>
  previous === 'running' && (current === 'done' || current === 'failed');
