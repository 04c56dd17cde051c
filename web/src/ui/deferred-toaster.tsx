import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toast';

const Toaster = lazy(() => import('./toaster').then(({ Toaster }) => ({ default: Toaster })));

/** Sonner's toaster, loaded and mounted with the first toast (ui/toast.ts), so that no first screen downloads it. */
export function DeferredToaster() {
  const [isWanted, setIsWanted] = useState(toaster.isWanted);
  useEffect(() => {
    toaster.mount = () => setIsWanted(true);
    if (toaster.isWanted) setIsWanted(true);
  }, []);
  return isWanted ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
