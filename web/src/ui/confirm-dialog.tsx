import type { TFunction } from 'i18next';
import * as AlertDialog from 'radix-ui/alert-dialog';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { MODAL_CONTENT_PROPS, useCloseOnNavigation, useReturnFocus } from './modal';

type ConfirmOptions = { title?: string; message?: ReactNode; confirmLabel?: string; cancelLabel?: string; isDestructive?: boolean };
type Confirm = (options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** `const confirm = useConfirm(); if (await confirm({ message })) …` — one accessible dialog for the app. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}

type DestructiveTexts = { title: string; message: ReactNode; confirmLabel: string; cancelLabel: string };

/** The texts of a destructive confirmation kept under one translation prefix: `.title` and `.message` (with `values`), `.confirm`, `.cancel`. */
export const destructiveTextsAt = (t: TFunction, prefix: string, values?: Record<string, unknown>): DestructiveTexts => ({
  title: t(`${prefix}.title`, values),
  message: t(`${prefix}.message`, values),
  confirmLabel: t(`${prefix}.confirm`),
  cancelLabel: t(`${prefix}.cancel`),
});

/**
 * `const confirmDestructive = useConfirmDestructive(); await confirmDestructive(texts, () => mutation.mutateAsync(item))`:
 * asks with the destructive confirm dialog, then runs the action (which reports its own failure, as a
 * mutation's onError does). Resolves to true once the action succeeded; false when the user
 * cancelled or the action failed.
 */
export function useConfirmDestructive() {
  const confirm = useConfirm();
  return useCallback(
    async (texts: DestructiveTexts, action: () => Promise<unknown>) => {
      if (!(await confirm({ ...texts, isDestructive: true }))) return false;
      try {
        await action();
        return true;
      } catch {
        return false;
      }
    },
    [confirm],
  );
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<(value: boolean) => void>(undefined);

  const confirm = useCallback<Confirm>((next = {}) => {
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = undefined;
    setOptions(null);
  }, []);
  // Leaving the page answers "no": the action asked about belongs to the page.
  useCloseOnNavigation(
    options !== null,
    useCallback(() => settle(false), [settle]),
  );
  const autoFocusHandlers = useReturnFocus();

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <AlertDialog.Root open={options !== null} onOpenChange={(open) => !open && settle(false)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
          <AlertDialog.Content
            className="fixed left-1/2 top-1/2 z-50 grid w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg sm:max-w-md"
            {...MODAL_CONTENT_PROPS}
            {...autoFocusHandlers}
          >
            <AlertDialog.Title className="text-lg font-semibold">{options?.title ?? t('confirm.title')}</AlertDialog.Title>
            <AlertDialog.Description className={options?.message ? 'text-sm text-muted-foreground' : 'sr-only'}>
              {options?.message ?? t('confirm.title')}
            </AlertDialog.Description>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary">{options?.cancelLabel ?? t('confirm.cancel')}</Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button variant={options?.isDestructive ? 'destructive' : 'default'} onClick={() => settle(true)}>
                  {options?.confirmLabel ?? t('confirm.confirm')}
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </ConfirmContext.Provider>
  );
}
