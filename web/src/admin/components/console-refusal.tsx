import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError, type ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';

const isTwoFactorMissing = (error: unknown) => isApiError(error) && error.code === 'operator.two_factor_required';

/** What the console answers a caller it does not let in: a 404 to all but operators, a 403 to an operator without a second factor. */
export const isConsoleRefusal = (error: unknown): error is ApiError =>
  isApiError(error) && (error.status === 404 || isTwoFactorMissing(error));

/** In place of the console's lists: "page not found", or the way to set up a second factor. */
export function ConsoleRefusal({ error }: { error: ApiError }) {
  const { t } = useTranslation();
  const twoFactor = isTwoFactorMissing(error);
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-center">
      <ShieldAlert className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-xl font-semibold tracking-tight">{twoFactor ? t('admin.two-factor.title') : t('not-found.title')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{twoFactor ? t('admin.two-factor.description') : t('not-found.description')}</p>
      <Button asChild>
        {twoFactor ? <Link to="/settings#two-factor">{t('admin.two-factor.set-up')}</Link> : <Link to="/">{t('not-found.back-home')}</Link>}
      </Button>
    </div>
  );
}
