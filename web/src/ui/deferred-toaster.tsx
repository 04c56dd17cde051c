import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./toaster').then(({ Toaster }) => ({ default: Toaster })));

/**
 * Sonner, loaded once the first screen is up (`waitForInput` false), or on the sign-in pages and in the
 * demo only at the first key or pointer press: a toast there always answers one (the demo has no
 * server to fail or push anything), and their first load stays without it. A toast raised before
 * the toaster mounts is not lost: sonner shows the toasts still active when its Toaster subscribes.
 */
export function DeferredToaster({ waitForInput }: { waitForInput: boolean }) {
  const [isWanted, setIsWanted] = useState(!waitForInput);

  useEffect(() => {
    if (isWanted) return;
    const want = () => setIsWanted(true);
    addEventListener('pointerdown', want, { capture: true, once: true });
    addEventListener('keydown', want, { capture: true, once: true });
    return () => {
      removeEventListener('pointerdown', want, { capture: true });
      removeEventListener('keydown', want, { capture: true });
    };
  }, [isWanted]);

  return isWanted ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
