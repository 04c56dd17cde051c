/** A value this browser remembers, or null where storage is refused (some private modes). */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage: the choice then lasts as long as the page.
  }
}
