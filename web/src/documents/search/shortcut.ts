type ShortcutEvent = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * Ctrl or Cmd with `letter` (lower case). The key is read from `key` (the letter on any Latin
 * layout); on a non-Latin layout (Cyrillic, Greek…) the physical key counts. Alt and Shift
 * combinations are left to the browser (Ctrl+Shift+K is a developer tool in some browsers).
 */
function isCtrlOrCmdShortcut(event: ShortcutEvent, letter: string): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  const key = event.key ?? '';
  if (key.toLowerCase() === letter) return true;
  return !/^[a-z]$/i.test(key) && event.code === `Key${letter.toUpperCase()}`;
}

/** Spec: Ctrl+K or Cmd+K opens the command palette. */
export const isCommandPaletteShortcut = (event: ShortcutEvent) => isCtrlOrCmdShortcut(event, 'k');
export const COMMAND_PALETTE_KEY_SHORTCUTS = 'Control+K Meta+K';

/** Ctrl+O or Cmd+O, the usual "Open…" of desktop apps, picks files to import. */
export const isImportShortcut = (event: ShortcutEvent) => isCtrlOrCmdShortcut(event, 'o');
export const IMPORT_KEY_SHORTCUTS = 'Control+O Meta+O';

/** Apple platforms show ⌘K, the others Ctrl K. */
export const isApplePlatform = (platform: string | undefined) => /mac|iphone|ipad|ipod/i.test(platform ?? '');

/** The platform name the browser reports, for the shortcut hint. */
export function getNavigatorPlatform(): string {
  if (typeof navigator === 'undefined') return '';
  const withUserAgentData = navigator as Navigator & { userAgentData?: { platform?: string } };
  return withUserAgentData.userAgentData?.platform || navigator.platform || '';
}
