import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { destructiveTextsAt, useConfirm } from '@/ui/confirm-dialog';

/**
 * While `isDirty`: leaving for another page or tab of the app asks first (the app's own dialog), and
 * a reload or closing the tab asks the browser's question (browsers show their own words there).
 */
export function useUnsavedChangesGuard(isDirty: boolean) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  // The blocker is a new object on every render (the dialog's own included): asked once per blocked navigation.
  const latestBlocker = useRef(blocker);
  latestBlocker.current = blocker;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per blocked navigation, not again when the dialog or the language changes
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ ...destructiveTextsAt(t, 'common.unsaved-changes'), isDestructive: true }).then((isLeaving) => {
      const current = latestBlocker.current;
      if (current.state === 'blocked') (isLeaving ? current.proceed : current.reset)();
    });
  }, [blocker.state]);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
}
