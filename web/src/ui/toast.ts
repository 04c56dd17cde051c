import type { ExternalToast } from 'sonner';

type ToastKind = 'success' | 'error' | 'info';
type Show = (message: string, options?: ExternalToast) => void;

/**
 * Mounts sonner's toaster: set by ui/deferred-toaster.tsx, called with each toast; `isWanted` keeps a
 * toast raised before that component's effect ran. The toaster, once subscribed, shows the toasts
 * raised before it (in a commit after its live region's own, so screen readers announce them).
 */
export const toaster = {
  isWanted: false,
  mount() {
    toaster.isWanted = true;
  },
};

/** Raises a toast of this kind once sonner has loaded: the first one loads it and mounts the toaster. */
const show =
  (kind: ToastKind): Show =>
  (message, options) => {
    toaster.mount();
    void import('sonner').then(({ toast }) => toast[kind](message, options));
  };

/**
 * Sonner's toasts, loaded with the first one rather than with every first screen (9 KB gzip): a
 * toast answers something done or something that happened, never what the page first draws.
 */
export const toast = { success: show('success'), error: show('error'), info: show('info') };
