import type { ExternalToast } from 'sonner';

type ToastKind = 'success' | 'error' | 'info';
type Show = (message: string, options?: ExternalToast) => void;

/** Raises a toast of this kind once sonner has loaded: the first one loads it. */
const show =
  (kind: ToastKind): Show =>
  (message, options) =>
    void import('sonner').then(({ toast }) => toast[kind](message, options));

/**
 * Sonner's toasts, loaded with the first one rather than with every first screen (9 KB gzip): a
 * toast answers something done, never what the page first draws. The toaster shows it when it mounts
 * (ui/deferred-toaster.tsx).
 */
export const toast = { success: show('success'), error: show('error'), info: show('info') };
