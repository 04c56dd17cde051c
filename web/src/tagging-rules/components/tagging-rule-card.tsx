import { ListChecks, Pencil, Play, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/ui/toast';
import type { TaggingRule, TaggingRuleRun } from '@/api/types';
import { PropertyValueText } from '@/properties/components/property-value-text';
import { useProperties } from '@/properties/properties.queries';
import { DocumentTagList } from '@/tags/components/tag-chip';
import { useInvalidateTags } from '@/tags/tags.queries';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { useConfirm } from '@/ui/confirm-dialog';
import { Switch } from '@/ui/switch';
import { useCan } from '@/lib/current-organization';
import { Tooltip } from '@/ui/tooltip';
import { conditionSummaryParts, matchSummaryKey, visibleConditions } from '../lib/condition-text';
import { hasRunFinished } from '../lib/tagging-rule-run';
import { taggingRulePath } from '../tagging-rules.paths';
import { useApplyTaggingRule, useDeleteTaggingRule, useSetTaggingRuleEnabled, useTaggingRuleLatestRun } from '../tagging-rules.queries';
import { TaggingRuleRunProgress } from './tagging-rule-run-progress';

/** How many conditions a card spells out before "and N more". */
const MAX_CONDITIONS_SHOWN = 3;

function ConditionList({ rule }: { rule: TaggingRule }) {
  const { t } = useTranslation();
  const { shown, hiddenCount } = visibleConditions(rule.conditions, MAX_CONDITIONS_SHOWN);
  if (shown.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm">
      {shown.map((condition, index) => {
        const { fieldKey, operatorKey, value } = conditionSummaryParts(condition);
        return (
          <li key={index} className="flex min-w-0 items-baseline gap-1.5">
            <span className="shrink-0 font-medium">{t(fieldKey)}</span>
            <span className="shrink-0 text-muted-foreground">{t(operatorKey)}</span>
            <code className="min-w-0 truncate rounded bg-muted px-1.5 py-0.5 font-mono text-xs" title={value}>
              {value}
            </code>
          </li>
        );
      })}
      {hiddenCount > 0 && (
        <li className="text-xs text-muted-foreground">{t('tagging-rules.card.more-conditions', { count: hiddenCount })}</li>
      )}
    </ul>
  );
}

/** One rule: its name, state, what it matches, the tags it adds, and its actions and last run. */
export function TaggingRuleCard({ organizationId, rule }: { organizationId: string; rule: TaggingRule }) {
  const titleId = useId();
  const { run, isRunning, isStarting, apply } = useRuleRun(organizationId, rule);
  const [dismissedRunId, setDismissedRunId] = useState<string | null>(null);

  return (
    <Card className="gap-4 py-5" aria-labelledby={titleId}>
      <RuleCardHeader organizationId={organizationId} rule={rule} titleId={titleId} />
      <div className="grid gap-3 px-5">
        <RuleSummary organizationId={organizationId} rule={rule} />
        {run && run.id !== dismissedRunId && <TaggingRuleRunProgress run={run} onDismiss={() => setDismissedRunId(run.id)} />}
      </div>
      <RuleCardActions
        organizationId={organizationId}
        rule={rule}
        isRunning={isRunning}
        isStarting={isStarting}
        onApply={() => void apply()}
      />
    </Card>
  );
}

/**
 * The rule's newest "apply to existing documents" run, and `apply` to start one after a confirmation.
 * A run this card sees finish (or one already over when it starts) refreshes what it tagged and says
 * how it went.
 */
function useRuleRun(organizationId: string, rule: TaggingRule) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const run = useTaggingRuleLatestRun(organizationId, rule.id).data?.taggingRuleRun ?? null;
  const applyTaggingRule = useApplyTaggingRule(organizationId);
  const invalidateTags = useInvalidateTags(organizationId);
  const [isStarting, setIsStarting] = useState(false);

  // After a run tagged documents: their lists, details and the tags' document counts are stale.
  const onFinished = useCallback(
    (finished: TaggingRuleRun) => {
      if (finished.status === 'done')
        toast.success(t('tagging-rules.apply.done', { name: rule.name, tagged: finished.taggedCount, total: finished.documentsCount }));
      else toast.error(t('tagging-rules.apply.failed', { name: rule.name }));
      void invalidateTags({ withDocuments: true });
    },
    [t, rule.name, invalidateTags],
  );

  const previousStatus = useRef(run?.status);
  useEffect(() => {
    const previous = previousStatus.current;
    previousStatus.current = run?.status;
    if (run && hasRunFinished(previous, run.status)) onFinished(run);
  }, [run, onFinished]);

  const apply = async () => {
    const isConfirmed = await confirm({
      title: t('tagging-rules.apply.confirm.title'),
      message:
        rule.conditions.length === 0
          ? t('tagging-rules.apply.confirm.message-every-document', { name: rule.name })
          : t('tagging-rules.apply.confirm.message', { name: rule.name }),
      confirmLabel: t('tagging-rules.apply.confirm.confirm'),
      cancelLabel: t('tagging-rules.apply.confirm.cancel'),
    });
    if (!isConfirmed) return;
    setIsStarting(true);
    const started = await applyTaggingRule(rule);
    setIsStarting(false);
    // A run over so few documents it is already over when it starts.
    if (started?.status === 'done') onFinished(started);
  };

  return { run, isRunning: run?.status === 'running', isStarting, apply };
}

/** The name (a link to the editor), badges, description, and the on/off switch: the one place the rule's state shows. */
function RuleCardHeader({ organizationId, rule, titleId }: { organizationId: string; rule: TaggingRule; titleId: string }) {
  const { t } = useTranslation();
  const setEnabled = useSetTaggingRuleEnabled(organizationId);
  const canUpdate = useCan('tagging-rules:update');
  return (
    <div className="flex items-start justify-between gap-3 px-5">
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="font-semibold leading-tight [overflow-wrap:anywhere]">
            <Link
              to={taggingRulePath(organizationId, rule.id)}
              className="rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {rule.name}
            </Link>
          </h2>
          {rule.isCaseSensitive && <Badge>{t('tagging-rules.card.case-sensitive')}</Badge>}
        </div>
        {rule.description && <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{rule.description}</p>}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Tooltip content={rule.isEnabled ? t('tagging-rules.card.disable') : t('tagging-rules.card.enable')}>
          <span className="inline-flex">
            <Switch
              checked={rule.isEnabled}
              disabled={setEnabled.isPending || !canUpdate}
              onCheckedChange={(isEnabled) => setEnabled.mutate({ rule, isEnabled })}
              aria-label={t('tagging-rules.card.toggle-label', { name: rule.name })}
            />
          </span>
        </Tooltip>
      </div>
    </div>
  );
}

/** How many conditions and how they combine, the first conditions, and the tags the rule adds. */
function RuleSummary({ organizationId, rule }: { organizationId: string; rule: TaggingRule }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <ListChecks className="size-4 shrink-0" aria-hidden />
        <span>{t('tagging-rules.card.conditions-count', { count: rule.conditions.length })}</span>
        <span>
          <span aria-hidden className="mr-2 hidden sm:inline">
            ·
          </span>
          {t(matchSummaryKey(rule))}
        </span>
      </p>
      <ConditionList rule={rule} />
      {(rule.tags.length > 0 || rule.propertyValues.length === 0) && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t('tagging-rules.card.adds-tags')}</span>
          {rule.tags.length > 0 ? (
            <DocumentTagList organizationId={organizationId} tags={rule.tags} />
          ) : (
            <span className="text-muted-foreground">{t('tagging-rules.card.no-tags')}</span>
          )}
        </div>
      )}
      <RulePropertyValues organizationId={organizationId} rule={rule} />
    </>
  );
}

/** "Sets Status: Paid", for the rule's properties that still exist. */
function RulePropertyValues({ organizationId, rule }: { organizationId: string; rule: TaggingRule }) {
  const { t } = useTranslation();
  const properties = useProperties(organizationId, { enabled: rule.propertyValues.length > 0 }).data?.properties ?? [];
  const set = rule.propertyValues.flatMap(({ propertyId, value }) => {
    const property = properties.find((candidate) => candidate.id === propertyId);
    return property ? [{ property, value }] : [];
  });
  if (set.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="text-muted-foreground">{t('tagging-rules.card.sets-properties')}</span>{' '}
      {set.map(({ property, value }) => (
        <span key={property.id}>
          <span className="font-medium">{property.name}:</span> <PropertyValueText property={property} value={value} />
        </span>
      ))}
    </div>
  );
}

/** Apply to existing documents, edit, delete. */
function RuleCardActions({
  organizationId,
  rule,
  isRunning,
  isStarting,
  onApply,
}: {
  organizationId: string;
  rule: TaggingRule;
  isRunning: boolean;
  isStarting: boolean;
  onApply: () => void;
}) {
  const { t } = useTranslation();
  const { deleteTaggingRule, isDeleting } = useDeleteTaggingRule(organizationId);
  const canUpdate = useCan('tagging-rules:update');
  if (!canUpdate) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 border-t px-5 pt-4 sm:justify-end">
      <Button variant="outline" size="sm" onClick={onApply} isLoading={isStarting} disabled={isRunning || isDeleting}>
        {!isStarting && <Play aria-hidden />}
        {isRunning ? t('tagging-rules.apply.running') : t('tagging-rules.apply.action')}
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link to={taggingRulePath(organizationId, rule.id)} aria-label={t('tagging-rules.card.edit-label', { name: rule.name })}>
          <Pencil aria-hidden />
          {t('tagging-rules.card.edit')}
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => void deleteTaggingRule(rule)}
        isLoading={isDeleting}
        aria-label={t('tagging-rules.card.delete-label', { name: rule.name })}
      >
        {!isDeleting && <Trash2 aria-hidden />}
        {t('tagging-rules.card.delete')}
      </Button>
    </div>
  );
}
