import { ArrowRightLeft, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/error-message';
import type { ConsoleOrganization, OrganizationMove } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { Alert, AlertDescription } from '@/ui/alert';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
} from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { NativeSelect } from '@/ui/native-select';
import { useHealth, useOrganizationMove } from '../admin.queries';

/** Where a move stands, in words: waiting for work in flight, copying a table, cleaning up, done. */
function MoveProgress({ move }: { move: OrganizationMove }) {
  const { t } = useTranslation();
  const { formatCount } = useFormatters();
  const step =
    move.step === 'copying' && move.table
      ? t('admin.move.steps.copying', { table: move.table, rows: formatCount(move.copiedRows) })
      : t(`admin.move.steps.${move.step}`, { seconds: move.waitSeconds });
  return (
    <p role="status" className="flex items-center gap-2 text-sm">
      {!move.isFinished && <Loader2 className="size-4 animate-spin text-muted-foreground" aria-hidden />}
      {step}
    </p>
  );
}

/** The dialog's body, mounted while it is open: closing it stops driving the move (which stays where it is). */
function MoveForm({ organization, onClose }: { organization: ConsoleOrganization; onClose: () => void }) {
  const { t } = useTranslation();
  const { formatSize } = useFormatters();
  const health = useHealth();
  const { move, error, isRunning, run, rollBack } = useOrganizationMove(organization.id);
  // A move can be given up until its switch (cleaning: the organization is already in the target).
  const canRollBack = !isRunning && (move ? !move.isFinished && move.step !== 'cleaning' : Boolean(organization.movingTo));
  const targets = (health.data?.databases ?? []).filter(({ binding }) => binding !== organization.database);
  const [target, setTarget] = useState(organization.movingTo ?? '');
  const chosen = target || targets[0]?.binding || '';
  const isNowhere = health.data !== undefined && targets.length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (move?.isFinished) return onClose();
    if (chosen) void run(chosen);
  };
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle className="[overflow-wrap:anywhere]">{t('admin.move.title', { name: organization.name })}</DialogTitle>
        <DialogDescription>{t('admin.move.description', { database: organization.database })}</DialogDescription>
      </DialogHeader>
      {isNowhere ? (
        <p className="text-sm text-muted-foreground">{t('admin.move.nowhere')}</p>
      ) : (
        <FormField label={t('admin.move.target')}>
          <NativeSelect
            value={chosen}
            disabled={isRunning || Boolean(organization.movingTo) || Boolean(move)}
            onChange={(event) => setTarget(event.target.value)}
          >
            {targets.map(({ binding, sizeBytes, limitBytes }) => (
              <option key={binding} value={binding}>
                {t('admin.move.target-option', { database: binding, size: formatSize(sizeBytes), limit: formatSize(limitBytes) })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      {move && <MoveProgress move={move} />}
      {error !== undefined && (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(error, t)}</AlertDescription>
        </Alert>
      )}
      {canRollBack && (
        <div className="flex justify-start">
          <Button type="button" variant="ghost" size="sm" className="text-destructive" onClick={() => void rollBack()}>
            {t('admin.move.roll-back')}
          </Button>
        </div>
      )}
      {isNowhere ? (
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              {t('common.close')}
            </Button>
          </DialogClose>
        </DialogFooter>
      ) : (
        <DialogFormFooter
          cancelLabel={t('common.close')}
          submitLabel={
            move?.isFinished ? t('admin.move.done') : organization.movingTo || move ? t('admin.move.continue') : t('admin.move.start')
          }
          isSubmitting={isRunning || health.isPending}
        />
      )}
    </form>
  );
}

/** A card's Move: to another database, with its progress, resumed where it stopped if it was left midway. */
export function MoveOrganizationAction({ organization }: { organization: ConsoleOrganization }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const label = organization.movingTo ? t('admin.move.continue') : t('admin.move.open');
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('admin.move.open-label', { name: organization.name })}
        onClick={() => setIsOpen(true)}
      >
        <ArrowRightLeft aria-hidden />
        {label}
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent>
          <MoveForm organization={organization} onClose={() => setIsOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
