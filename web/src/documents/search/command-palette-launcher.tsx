import { Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasBeenTrue } from '@/lib/use-has-been-true';
import { useCanIn } from '@/organizations/organizations.queries';
import { Button } from '@/ui/button';
import { Kbd } from '@/ui/kbd';
import { useGlobalShortcut } from '@/ui/modal';
import { useUploads } from '../uploads/uploads-context';
import { useFilePicker } from '@/ui/use-file-picker';
import { COMMAND_PALETTE_KEY_SHORTCUTS, getNavigatorPlatform, isApplePlatform, isCommandPaletteShortcut } from './shortcut';

const loadCommandPalette = () => import('./command-palette');
// cmdk and the palette are fetched on first use (or when the pointer or focus reaches the button), not with every page.
const CommandPalette = lazy(() => loadCommandPalette().then(({ CommandPalette }) => ({ default: CommandPalette })));

/**
 * The top bar's search button and the palette it opens; Ctrl+K / Cmd+K opens it from anywhere in
 * the organization, unless another modal is open. Also owns the file input behind "Import a document" (outside the dialog, which
 * unmounts when closed), offered to those who may import, with the hint of the import button's shortcut.
 */
export function CommandPaletteLauncher({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const hasOpened = useHasBeenTrue(isOpen);
  const { addFiles } = useUploads();
  const { openFilePicker, input } = useFilePicker({ onFiles: (files) => addFiles(organizationId, files) });
  const canImport = useCanIn(organizationId, 'documents:create');
  const [isApple] = useState(() => isApplePlatform(getNavigatorPlatform()));
  const shortcut = isApple ? t('search.shortcut.apple') : t('search.shortcut.other');
  const importShortcut = isApple ? t('search.shortcut.import-apple') : t('search.shortcut.import-other');

  useGlobalShortcut(isCommandPaletteShortcut, () => setIsOpen(true));

  return (
    <>
      <Button
        variant="outline"
        className="size-9 px-0 text-muted-foreground sm:w-60 sm:justify-start sm:px-3 md:w-72"
        aria-label={t('search.trigger.label')}
        aria-haspopup="dialog"
        aria-keyshortcuts={COMMAND_PALETTE_KEY_SHORTCUTS}
        onClick={() => setIsOpen(true)}
        onPointerEnter={() => void loadCommandPalette()}
        onFocus={() => void loadCommandPalette()}
      >
        <Search aria-hidden />
        <span className="hidden flex-1 text-left font-normal sm:inline">{t('search.trigger.text')}</span>
        <Kbd className="hidden sm:inline-flex" aria-hidden>
          {shortcut}
        </Kbd>
      </Button>
      {hasOpened && (
        <Suspense>
          <CommandPalette
            organizationId={organizationId}
            open={isOpen}
            onOpenChange={setIsOpen}
            importCommand={canImport ? { run: openFilePicker, shortcutHint: importShortcut } : undefined}
          />
        </Suspense>
      )}
      {input}
    </>
  );
}
