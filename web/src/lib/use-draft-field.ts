import { useState, type KeyboardEvent } from 'react';

/**
 * A field edited in place: typing changes a draft, Enter or leaving the field commits it (when it
 * differs from the saved value), Escape puts the saved value back. `commit` is told the draft; the
 * draft is dropped once the saved value comes back changed, or at once when nothing changed.
 */
export function useDraftField(saved: string, commit: (draft: string) => void) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const finish = () => {
    if (draft !== undefined && draft !== saved) commit(draft);
    setDraft(undefined);
  };
  return {
    value: draft ?? saved,
    isDirty: draft !== undefined && draft !== saved,
    inputProps: {
      value: draft ?? saved,
      onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
      onBlur: finish,
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') finish();
        if (event.key === 'Escape' && draft !== undefined) {
          event.preventDefault();
          setDraft(undefined);
        }
      },
    },
  };
}
