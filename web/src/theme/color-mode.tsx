import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { LOCAL_STORAGE_KEYS } from '@/lib/local-storage-keys';

export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
const DEFAULT_COLOR_MODE: ColorMode = 'dark';

function storedColorMode(): ColorMode {
  const stored = localStorage.getItem(LOCAL_STORAGE_KEYS.colorMode);
  return (COLOR_MODES as readonly string[]).includes(stored ?? '') ? (stored as ColorMode) : DEFAULT_COLOR_MODE;
}

const systemQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** Puts the mode on the page; answers whether the page is dark now. */
function applyColorMode(mode: ColorMode) {
  const isDark = mode === 'dark' || (mode === 'system' && systemQuery().matches);
  document.documentElement.classList.toggle('dark', isDark);
  document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
  return isDark;
}

const ColorModeContext = createContext<{ colorMode: ColorMode; isDark: boolean; setColorMode: (mode: ColorMode) => void } | null>(null);

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [colorMode, setColorModeState] = useState<ColorMode>(storedColorMode);
  // Set only once the page has the mode, so that what reads the theme's CSS colours then (a canvas) reads the new ones,
  // and in the system mode on the system's change as well.
  const [isDark, setIsDark] = useState(() => document.documentElement.classList.contains('dark'));

  useEffect(() => {
    setIsDark(applyColorMode(colorMode));
    if (colorMode !== 'system') return;
    const query = systemQuery();
    const onChange = () => setIsDark(applyColorMode('system'));
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [colorMode]);

  const setColorMode = useCallback((mode: ColorMode) => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.colorMode, mode);
    setColorModeState(mode);
  }, []);

  return <ColorModeContext.Provider value={{ colorMode, isDark, setColorMode }}>{children}</ColorModeContext.Provider>;
}

export function useColorMode() {
  const context = useContext(ColorModeContext);
  if (!context) throw new Error('useColorMode needs a ColorModeProvider');
  return context;
}
