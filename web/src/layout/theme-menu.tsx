import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { COLOR_MODES, useColorMode, type ColorMode } from '@/theme/color-mode';
import { Button } from '@/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '@/ui/dropdown-menu';

const ICONS = { light: Sun, dark: Moon, system: Monitor } satisfies Record<ColorMode, unknown>;

/** Light, dark or system colour mode; the trigger shows the current one. */
export function ThemeMenu() {
  const { t } = useTranslation();
  const { colorMode, setColorMode } = useColorMode();
  const CurrentIcon = ICONS[colorMode];

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('layout.theme.label')}>
          <CurrentIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-40">
        <DropdownMenuRadioGroup value={colorMode} onValueChange={(value) => setColorMode(value as ColorMode)}>
          {COLOR_MODES.map((mode) => {
            const Icon = ICONS[mode];
            return (
              <DropdownMenuRadioItem key={mode} value={mode}>
                <Icon aria-hidden />
                {t(`layout.theme.${mode}`)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
