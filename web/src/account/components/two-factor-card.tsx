import { Download, ShieldCheck, ShieldOff } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { errorMessage } from '@/api/error-message';
import { useSession } from '@/auth/use-session';
import { groupCharacters } from '@/lib/group-characters';
import { useZodForm } from '@/lib/use-zod-form';
import { Alert, AlertDescription, AlertTitle } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';
import { CopyButton } from '@/ui/copy-button';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { ONE_TIME_CODE_LENGTH, OneTimeCodeInput } from '@/ui/one-time-code-input';
import { QrCode } from '@/ui/qr-code';
import {
  type TwoFactorPasswordAction as PasswordAction,
  type TwoFactorPasswordAnswer,
  useConfirmTwoFactor,
  useTwoFactorPasswordAction,
} from '../account.queries';

type Step =
  | { name: 'idle' }
  | { name: 'password'; action: PasswordAction }
  | { name: 'scan'; totpURI: string; backupCodes: string[] }
  | { name: 'codes'; backupCodes: string[] };

const secretOf = (totpURI: string) => new URL(totpURI).searchParams.get('secret') ?? '';

/** The backup codes as a text file, one per line, named after the app. */
function BackupCodesDownload({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(`${t('account.two-factor.codes.file-heading')}\n\n${codes.join('\n')}\n`)}`;
  return (
    <Button asChild variant="outline">
      <a href={href} download="archive-backup-codes.txt">
        <Download aria-hidden />
        {t('account.two-factor.codes.download')}
      </a>
    </Button>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <Alert>
        <ShieldCheck aria-hidden />
        <AlertTitle>{t('account.two-factor.codes.title')}</AlertTitle>
        <AlertDescription>{t('account.two-factor.codes.description')}</AlertDescription>
      </Alert>
      <ul
        aria-label={t('account.two-factor.codes.title')}
        className="grid grid-cols-2 gap-2 rounded-md border bg-muted/40 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <BackupCodesDownload codes={codes} />
        <CopyButton value={codes.join('\n')} label={t('account.two-factor.codes.copy')} showLabel />
        <Button type="button" className="ms-auto" onClick={onDone}>
          {t('account.two-factor.codes.done')}
        </Button>
      </div>
    </div>
  );
}

/** The secret as a QR code and as text, then a code from the app to confirm that it was added. */
function ScanStep({ totpURI, onConfirmed, onCancel }: { totpURI: string; onConfirmed: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const secretId = useId();
  const schema = useMemo(
    () => z.object({ code: z.string().check(z.length(ONE_TIME_CODE_LENGTH, t('two-factor-sign-in.code-required'))) }),
    [t],
  );
  const form = useZodForm(schema, { code: '' });
  const code = useWatch({ control: form.control, name: 'code' });
  const confirm = useConfirmTwoFactor({ onConfirmed });
  const secret = secretOf(totpURI);
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => confirm.mutate(values.code))}>
      <p className="text-sm">{t('account.two-factor.scan.instructions')}</p>
      <QrCode value={totpURI} label={t('account.two-factor.scan.qr-label')} className="size-48 rounded-md border" />
      <div className="grid gap-1.5">
        <p id={secretId} className="text-sm text-muted-foreground">
          {t('account.two-factor.scan.secret')}
        </p>
        <div className="flex items-center gap-2">
          {/* Read and typed in groups of four; the copy button copies it whole. */}
          <code aria-labelledby={secretId} className="rounded bg-muted px-2 py-1 font-mono text-sm">
            {groupCharacters(secret)}
          </code>
          <CopyButton value={secret} label={t('account.two-factor.scan.copy-secret')} />
        </div>
      </div>
      <FormField label={t('account.two-factor.scan.code')} error={form.formState.errors.code?.message}>
        <OneTimeCodeInput className="max-w-40" {...form.register('code')} />
      </FormField>
      {confirm.error && <FormErrorAlert message={errorMessage(confirm.error, t)} />}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={code.length !== ONE_TIME_CODE_LENGTH} isLoading={confirm.isPending}>
          {t('account.two-factor.scan.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** What each action that needs the password says on its button. */
const PASSWORD_SUBMIT: Record<PasswordAction, string> = {
  enable: 'account.two-factor.password.continue',
  regenerate: 'account.two-factor.regenerate',
  disable: 'account.two-factor.disable',
};

/** The step an action with the password leads to: the secret to scan, the new backup codes, or back to the card. */
function stepAfter(answer: TwoFactorPasswordAnswer): Step {
  if (answer.action === 'enable') return { name: 'scan', totpURI: answer.totpURI, backupCodes: answer.backupCodes };
  if (answer.action === 'regenerate') return { name: 'codes', backupCodes: answer.backupCodes };
  return { name: 'idle' };
}

const passwordSchema = z.object({ password: z.string() });

function PasswordStep({ action, onDone, onCancel }: { action: PasswordAction; onDone: (step: Step) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(passwordSchema, { password: '' });
  const password = useWatch({ control: form.control, name: 'password' });
  const run = useTwoFactorPasswordAction(action, { onDone: (answer) => onDone(stepAfter(answer)) });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => {
        if (values.password) run.mutate(values.password);
      })}
    >
      <FormField label={t('account.two-factor.password.label')}>
        <Input type="password" autoComplete="current-password" autoFocus {...form.register('password')} />
      </FormField>
      {run.error && <FormErrorAlert message={errorMessage(run.error, t)} />}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant={action === 'disable' ? 'destructive' : 'default'} disabled={!password} isLoading={run.isPending}>
          {t(PASSWORD_SUBMIT[action])}
        </Button>
      </div>
    </form>
  );
}

/**
 * Two-factor sign-in with an authenticator app: set up with the password, a QR code (and the secret
 * as text) and a first code; then ten backup codes, shown once. Once on: new backup codes, or off,
 * each with the password.
 */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const isEnabled = useSession().data?.user.twoFactorEnabled === true;
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const idle = () => setStep({ name: 'idle' });

  return (
    <Card aria-labelledby={titleId} id="two-factor">
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          {t('account.two-factor.title')}
          <Badge className={isEnabled ? 'border-primary/30 bg-primary/10 text-primary' : undefined}>
            {t(isEnabled ? 'account.two-factor.on' : 'account.two-factor.off')}
          </Badge>
        </CardTitle>
        <CardDescription>{t('account.two-factor.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {step.name === 'password' && <PasswordStep action={step.action} onDone={setStep} onCancel={idle} />}
        {step.name === 'scan' && (
          <ScanStep totpURI={step.totpURI} onCancel={idle} onConfirmed={() => setStep({ name: 'codes', backupCodes: step.backupCodes })} />
        )}
        {step.name === 'codes' && <BackupCodes codes={step.backupCodes} onDone={idle} />}
      </CardContent>
      {step.name === 'idle' && (
        <CardFooter className="justify-end gap-2">
          {isEnabled ? (
            <>
              <Button type="button" variant="secondary" onClick={() => setStep({ name: 'password', action: 'regenerate' })}>
                {t('account.two-factor.regenerate')}
              </Button>
              <Button type="button" variant="outline" onClick={() => setStep({ name: 'password', action: 'disable' })}>
                <ShieldOff aria-hidden />
                {t('account.two-factor.disable')}
              </Button>
            </>
          ) : (
            <Button type="button" onClick={() => setStep({ name: 'password', action: 'enable' })}>
              <ShieldCheck aria-hidden />
              {t('account.two-factor.enable')}
            </Button>
          )}
        </CardFooter>
      )}
    </Card>
  );
}
