import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { destructiveTextsAt, useConfirm } from '@/ui/confirm-dialog';

type MarkField = (fieldId: string, isDirty: boolean) => void;

const MarkFieldContext = createContext<MarkField | null>(null);

/**
 * The one guard of the signed-in pages, which every field with unsaved typing registers with
 * (useUnsavedChangesGuard): React Router keeps a single blocker, so a guard per field left all but
 * one field unguarded (a note typed under another note was lost). While any field is dirty, leaving
 * for another page or tab of the app asks first (the app's own dialog), and a reload or closing the
 * tab asks the browser's question (browsers show their own words there).
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [dirtyFieldIds, setDirtyFieldIds] = useState<ReadonlySet<string>>(() => new Set());
  const isDirty = dirtyFieldIds.size > 0;
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

  const markField = useCallback<MarkField>(
    (fieldId, isFieldDirty) =>
      setDirtyFieldIds((current) => {
        if (current.has(fieldId) === isFieldDirty) return current;
        const next = new Set(current);
        if (isFieldDirty) next.add(fieldId);
        else next.delete(fieldId);
        return next;
      }),
    [],
  );
  return <MarkFieldContext.Provider value={markField}>{children}</MarkFieldContext.Provider>;
}

/** Tells the page's guard (UnsavedChangesGuard) whether this field holds unsaved typing, until it unmounts. */
export function useUnsavedChangesGuard(isDirty: boolean) {
  const markField = useContext(MarkFieldContext);
  if (!markField) throw new Error('useUnsavedChangesGuard needs an UnsavedChangesGuard around the page');
  const fieldId = useId();
  useEffect(() => {
    if (!isDirty) return;
    markField(fieldId, true);
    return () => markField(fieldId, false);
  }, [markField, fieldId, isDirty]);
}
