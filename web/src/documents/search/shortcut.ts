type ShortcutEvent = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * Spec: Ctrl+K or Cmd+K opens the command palette. The key is read from `key` (the letter K on any
 * Latin layout); on a non-Latin layout (Cyrillic, Greek…) the physical K key counts. Alt and Shift
 * combinations are left to the browser (Ctrl+Shift+K is a developer tool in some browsers).
 */
export function isCommandPaletteShortcut(event: ShortcutEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  const key = event.key ?? '';
  if (key.toLowerCase() === 'k') return true;
  return !/^[a-z]$/i.test(key) && event.code === 'KeyK';
}

/** Apple platforms show ⌘K, the others Ctrl K. */
export const isApplePlatform = (platform: string | undefined) => /mac|iphone|ipad|ipod/i.test(platform ?? '');

/** The platform name the browser reports, for the shortcut hint. */
export function getNavigatorPlatform(): string {
  if (typeof navigator === 'undefined') return '';
  const withUserAgentData = navigator as Navigator & { userAgentData?: { platform?: string } };
  return withUserAgentData.userAgentData?.platform || navigator.platform || '';
}
