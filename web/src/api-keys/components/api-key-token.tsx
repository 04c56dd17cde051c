import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CopyButton } from '@/ui/copy-button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';

/** The new key's token, the one time it is shown: a read-only field to copy it from, and the way back. */
export function ApiKeyToken({ token }: { token: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-6">
      <Alert>
        <TriangleAlert aria-hidden />
        <AlertTitle>{t('api-keys.token.warning.title')}</AlertTitle>
        <AlertDescription>{t('api-keys.token.warning.description')}</AlertDescription>
      </Alert>
      <div className="grid gap-2">
        <Label htmlFor={id}>{t('api-keys.token.label')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          {/* Focused and selected when shown: the user's next step is to copy it. */}
          <Input id={id} readOnly autoFocus value={token} className="font-mono" onFocus={(event) => event.currentTarget.select()} aria-describedby={`${id}-usage`} />
          <CopyButton value={token} label={t('api-keys.token.copy')} showLabel className="shrink-0" />
        </div>
        <p id={`${id}-usage`} className="text-sm text-muted-foreground">
          {t('api-keys.token.usage')} <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{'Authorization: Bearer <token>'}</code>
        </p>
      </div>
      <Button asChild variant="secondary" className="justify-self-start">
        <Link to="/api-keys">
          <ArrowLeft aria-hidden />
          {t('api-keys.token.back')}
        </Link>
      </Button>
    </div>
  );
}
