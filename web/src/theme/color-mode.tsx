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

function applyColorMode(mode: ColorMode) {
  const isDark = mode === 'dark' || (mode === 'system' && systemQuery().matches);
  document.documentElement.classList.toggle('dark', isDark);
  document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
}

const ColorModeContext = createContext<{ colorMode: ColorMode; setColorMode: (mode: ColorMode) => void } | null>(null);

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [colorMode, setColorModeState] = useState<ColorMode>(storedColorMode);

  useEffect(() => {
    applyColorMode(colorMode);
    if (colorMode !== 'system') return;
    const query = systemQuery();
    const onChange = () => applyColorMode('system');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [colorMode]);

  const setColorMode = useCallback((mode: ColorMode) => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.colorMode, mode);
    setColorModeState(mode);
  }, []);

  return <ColorModeContext.Provider value={{ colorMode, setColorMode }}>{children}</ColorModeContext.Provider>;
}

export function useColorMode() {
  const context = useContext(ColorModeContext);
  if (!context) throw new Error('useColorMode needs a ColorModeProvider');
  return context;
}
