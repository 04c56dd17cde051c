import { ServerCrash } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { Button } from '@/ui/button';

export function ServerUnreachable({ onRetry }: { onRetry: () => Promise<{ isError: boolean }> }) {
  const { t } = useTranslation();
  const [isRetrying, setIsRetrying] = useState(false);

  const retry = async () => {
    setIsRetrying(true);
    const result = await onRetry();
    setIsRetrying(false);
    if (result.isError)
      toast.error(t('server-unreachable.still-unreachable.title'), { description: t('server-unreachable.still-unreachable.description') });
  };

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-6 text-center">
      <ServerCrash className="size-12 text-muted-foreground" aria-hidden />
      <div className="max-w-md space-y-2">
        <h1 className="text-xl font-semibold">{t('server-unreachable.title')}</h1>
        <p className="text-muted-foreground">{t('server-unreachable.description')}</p>
      </div>
      <Button onClick={retry} isLoading={isRetrying}>
        {t('server-unreachable.retry')}
      </Button>
    </main>
  );
}
