import { useQuery } from '@tanstack/react-query';
import { Info, MessagesSquare, RotateCcw, UserPlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_BASENAME } from '@/lib/demo-mode';
import { formatBytes } from '@/lib/format-bytes';
import { Button } from '@/ui/button';
import { FloatingPanel } from '@/ui/floating-panel';
import type { DemoWorkspace } from '../demo-workspace';

type DemoPopupProps = {
  workspace: DemoWorkspace;
  /** The community chat (DEMO_COMMUNITY_URL), or null to show no link. */
  communityUrl: string | null;
  /** The page to create a real account on, or null where the demo is hosted without the app (the standalone build). */
  registerUrl: string | null;
  isInitiallyCollapsed: boolean;
};

/**
 * Spec, demo popup: what the demo is, the community chat, Reset (back to the sample workspace and to /),
 * and how much the browser stores; collapses to a small info button, which it stays across reloads.
 */
export function DemoPopup({ workspace, communityUrl, registerUrl, isInitiallyCollapsed }: DemoPopupProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [isCollapsed, setIsCollapsed] = useState(isInitiallyCollapsed);
  const [isConfirmingReset, setIsConfirmingReset] = useState(false);
  const [isResetting, setIsResetting] = useState(false);
  const storage = useQuery({
    queryKey: ['demo', 'storage'],
    queryFn: () => workspace.storage(),
    enabled: !isCollapsed,
    refetchInterval: 10_000,
  });

  const collapse = (value: boolean) => {
    setIsCollapsed(value);
    setIsConfirmingReset(false);
    void workspace.setPopupCollapsed(value);
  };

  const reset = async () => {
    setIsResetting(true);
    await workspace.reset();
    // A fresh start: every answer the app holds is of the workspace just deleted.
    window.location.assign(`${DEMO_BASENAME}/`);
  };

  if (isCollapsed) {
    return (
      <FloatingPanel variable="--demo-popup-height" measureKey={isCollapsed} isCard={false} className="z-30">
        <Button
          variant="outline"
          size="icon"
          className="rounded-full bg-popover shadow-lg"
          aria-label={t('demo.popup.show')}
          onClick={() => collapse(false)}
        >
          <Info aria-hidden />
        </Button>
      </FloatingPanel>
    );
  }

  return (
    <FloatingPanel variable="--demo-popup-height" measureKey={isCollapsed} aria-labelledby={titleId} className="z-30 p-4">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-sm font-semibold">
          {t('demo.popup.title')}
        </h2>
        <Button variant="ghost" size="icon" className="-mr-2 -mt-2 size-8" aria-label={t('demo.popup.hide')} onClick={() => collapse(true)}>
          <X aria-hidden />
        </Button>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{t('demo.popup.description')}</p>
      {storage.data && storage.data.quota > 0 && (
        <p className="mt-2 text-xs text-muted-foreground">
          {t('demo.popup.storage', {
            usage: formatBytes(storage.data.usage, i18n.language),
            quota: formatBytes(storage.data.quota, i18n.language),
          })}
        </p>
      )}

      {isConfirmingReset ? (
        <div role="group" aria-label={t('demo.popup.reset')} className="mt-3 space-y-2 rounded-lg border bg-muted/40 p-3">
          <p className="text-sm">{t('demo.popup.reset-confirm')}</p>
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setIsConfirmingReset(false)} disabled={isResetting}>
              {t('demo.popup.cancel')}
            </Button>
            <Button variant="destructive" size="sm" onClick={() => void reset()} isLoading={isResetting} autoFocus>
              {t('demo.popup.reset')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setIsConfirmingReset(true)}>
            <RotateCcw aria-hidden />
            {t('demo.popup.reset')}
          </Button>
          {communityUrl && (
            <Button asChild variant="outline" size="sm">
              <a href={communityUrl} target="_blank" rel="noopener noreferrer">
                <MessagesSquare aria-hidden />
                {t('demo.popup.community')}
              </a>
            </Button>
          )}
          {registerUrl && (
            <Button asChild size="sm">
              <a href={registerUrl}>
                <UserPlus aria-hidden />
                {t('demo.popup.create-account')}
              </a>
            </Button>
          )}
        </div>
      )}
    </FloatingPanel>
  );
}
