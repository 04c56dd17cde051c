import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useConfig } from '@/config/config-provider';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { NewTabLink } from '@/ui/new-tab-link';
import { getWebmailProvider } from './webmail';

/** The product mark, the same drawing as the favicon. */
function ProductLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-9 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#d8ff75" />
      <path d="M9 11h14v3H9zm1 4h12v9H10z" fill="#111" />
    </svg>
  );
}

const legalLinkClassName =
  'font-medium text-foreground underline underline-offset-4 hover:text-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 rounded-sm';

/** The terms and privacy policy the instance links to (AUTH_SHOW_LEGAL_LINKS), under the card. */
function LegalLinks() {
  const { legalLinks } = useConfig().auth;
  if (!legalLinks) return null;
  return (
    <p className="max-w-sm text-center text-xs text-muted-foreground">
      <Trans
        i18nKey="auth.legal-links"
        components={{
          terms: <NewTabLink href={legalLinks.termsUrl} className={legalLinkClassName} />,
          privacy: <NewTabLink href={legalLinks.privacyUrl} className={legalLinkClassName} />,
        }}
      />
    </p>
  );
}

/** Public auth pages (login, register, password reset…): the product name above one centered card, the legal links below it. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-background">
      {/* A soft glow in the brand colour behind the card; purely decorative. */}
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 left-1/2 h-96 w-[48rem] max-w-[200vw] -translate-x-1/2 rounded-full bg-primary/10 blur-3xl"
      />
      <main className="relative flex flex-1 flex-col items-center justify-center gap-8 px-4 py-10 sm:py-16">
        <Link to="/login" className="flex items-center gap-3 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <ProductLogo />
          <span className="text-2xl font-semibold tracking-tight">{t('common.product-name')}</span>
        </Link>
        <div className="w-full max-w-sm rounded-xl border bg-card px-5 py-6 text-card-foreground shadow-sm sm:px-8 sm:py-8">
          <Outlet />
        </div>
        <LegalLinks />
      </main>
    </div>
  );
}

/** The title block at the top of an auth card; an optional icon sits above the title. */
export function AuthHeader({ title, description, icon }: { title: ReactNode; description?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-2">
      {icon && (
        <div className="mb-2 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-5">{icon}</div>
      )}
      <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
    </div>
  );
}

/** The small line under a form, e.g. "Don't have an account? Register". */
export function AuthFooterLink({ text, linkLabel, to }: { text: ReactNode; linkLabel: ReactNode; to: string }) {
  return (
    <p className="mt-6 text-center text-sm text-muted-foreground">
      {text}{' '}
      <Link
        to={to}
        className="font-medium text-foreground underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
      >
        {linkLabel}
      </Link>
    </p>
  );
}

/** "Try it without an account": the demo, a page of its own (another ApiClient), hence a full load and not a router link. */
export function TryDemoLink() {
  const { t } = useTranslation();
  return (
    <p className="mt-3 text-center text-sm">
      <a
        href="/demo"
        className="font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:underline focus-visible:outline-none"
      >
        {t('auth.try-demo')}
      </a>
    </p>
  );
}

export function BackToLoginButton({ variant = 'secondary' }: { variant?: 'default' | 'secondary' | 'ghost' }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant={variant} className="w-full">
      <Link to="/login">
        <ArrowLeft aria-hidden />
        {t('auth.back-to-login')}
      </Link>
    </Button>
  );
}

/** "Open Gmail" (spec "Webmail shortcut"): a link to the webmail of the address, when it is a known one. */
export function OpenWebmailButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const webmail = getWebmailProvider(email);
  if (!webmail) return null;
  return (
    <Button asChild className="w-full">
      <NewTabLink href={webmail.url}>
        {t('auth.open-webmail', { provider: webmail.name })}
        <ExternalLink aria-hidden />
      </NewTabLink>
    </Button>
  );
}
