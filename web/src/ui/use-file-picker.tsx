import { useCallback, useRef, type ReactNode } from 'react';

/** Dot files (`.DS_Store`, `.git`): never uploaded, from a folder picked or dropped. */
export const isHiddenName = (name: string) => name.startsWith('.');

/** The files a folder picker (`webkitdirectory`) chose, hidden ones and those in hidden folders left out. */
export const visibleFiles = (files: readonly File[]) =>
  files.filter((file) => !(file.webkitRelativePath || file.name).split('/').some(isHiddenName));

type FilePickerOptions = {
  /** Called with the chosen files (never with an empty list). */
  onFiles: (files: File[]) => void;
  /** Spec: the picker allows multiple files. */
  multiple?: boolean;
  /** Optional accepted-types filter, as for <input accept>. */
  accept?: string;
  /** Picks a folder, and every file below it, instead of files. */
  isFolder?: boolean;
  /** Opens a phone's camera instead of its files (`environment`: the camera on the back). */
  capture?: 'environment';
};

/**
 * The browser's file picker, opened from any button: render `input` once, call `openFilePicker` on click.
 * The input is emptied after each choice so choosing the same file again still reports it.
 */
export function useFilePicker({ onFiles, multiple = true, accept, isFolder = false, capture }: FilePickerOptions): {
  openFilePicker: () => void;
  input: ReactNode;
} {
  const inputRef = useRef<HTMLInputElement>(null);
  const openFilePicker = useCallback(() => inputRef.current?.click(), []);

  const input = (
    <input
      ref={inputRef}
      type="file"
      hidden
      tabIndex={-1}
      multiple={multiple}
      accept={accept}
      capture={capture}
      // Not in React's types: Chromium, Firefox and Safari all know it by this name.
      {...(isFolder ? { webkitdirectory: '' } : {})}
      onChange={(event) => {
        const chosen = Array.from(event.currentTarget.files ?? []);
        const files = isFolder ? visibleFiles(chosen) : chosen;
        event.currentTarget.value = '';
        if (files.length > 0) onFiles(files);
      }}
    />
  );

  return { openFilePicker, input };
}
