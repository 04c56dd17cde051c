import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { LogoMark } from '@/ui/logo-mark';

/** Any unknown path. Stands alone: it renders without the signed-in shell. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 py-16 text-center">
      <Link
        to="/"
        aria-label={t('layout.rail.home')}
        className="mb-10 rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <LogoMark className="size-10" />
      </Link>
      <p className="font-mono text-sm font-medium text-muted-foreground">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">{t('not-found.title')}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{t('not-found.description')}</p>
      <Button asChild className="mt-8">
        <Link to="/">
          <ArrowLeft aria-hidden />
          {t('not-found.back-home')}
        </Link>
      </Button>
    </main>
  );
}
