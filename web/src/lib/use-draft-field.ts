import { useState, type KeyboardEvent } from 'react';

/**
 * A field edited in place: typing changes a draft, Enter or leaving the field commits it (when it
 * differs from the saved value), Escape puts the saved value back. The typed text stays shown while
 * `commit`'s promise runs (no flash of the old value) and after it fails (for another try); it goes
 * once the save is done or the saved value changed. `commit` answers false when it sent nothing.
 */
export function useDraftField(saved: string, commit: (draft: string) => false | Promise<unknown>) {
  // The draft belongs to the saved value it was typed over: once that changes, the draft is done.
  const [state, setState] = useState<{ draft: string; over: string } | undefined>(undefined);
  const draft = state?.over === saved ? state.draft : undefined;
  const finish = () => {
    if (draft === undefined || draft === saved) return setState(undefined);
    const sent = commit(draft);
    if (sent === false) return setState(undefined);
    sent.then(
      () => setState((current) => (current?.draft === draft ? undefined : current)),
      () => undefined,
    );
  };
  return {
    isDirty: draft !== undefined && draft !== saved,
    inputProps: {
      value: draft ?? saved,
      onChange: (event: { target: { value: string } }) => setState({ draft: event.target.value, over: saved }),
      onBlur: finish,
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') finish();
        if (event.key === 'Escape' && draft !== undefined) {
          event.preventDefault();
          setState(undefined);
        }
      },
    },
  };
}
