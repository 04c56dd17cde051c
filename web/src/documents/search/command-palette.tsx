import { ArrowRight, Loader2, Search, Upload, type LucideIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFormatters } from '@/lib/use-formatters';
import { useNavigationPages } from '@/layout/navigation-pages';
import {
  Command,
  CommandDialog,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandLoading,
  CommandSeparator,
} from '@/ui/command';
import { FOCUS_HEADING_STATE } from '@/ui/focus-request';
import { Kbd } from '@/ui/kbd';
import { documentPath } from '../documents.paths';
import { DocumentThumbnail } from '../components/document-thumbnail';
import { filterCommands } from './command-filter';
import { HighlightedSnippet } from './highlighted-snippet';
import { isPaletteSearchable, normalizeSearchQuery, SEARCH_DEBOUNCE_MS, withSearchQuery } from './search-query';
import { IMPORT_KEY_SHORTCUTS, isCommandPaletteShortcut } from './shortcut';
import { useCommandPaletteSearch } from './search.queries';

/** A key combination shown beside a command: its hint, and its aria-keyshortcuts value. */
type CommandShortcut = { hint: string; keys: string };

type PaletteCommand = { id: string; label: string; keywords?: string; icon: LucideIcon; shortcut?: CommandShortcut; run: () => void };

/** "Import a document": opens the file picker (the palette closes first); `shortcutHint` shows its global shortcut. */
type ImportCommand = { run: () => void; shortcutHint: string };

type CommandPaletteProps = {
  organizationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Only for those who may import. */
  importCommand?: ImportCommand;
};

/**
 * Spec "command palette": documents of the current organization (debounced 300 ms, once the query is
 * longer than 1 character, first 5 hits), navigation and actions; it closes once an item is chosen.
 * The page an item opens focuses its heading, which the palette's opener must not take back.
 */
export function CommandPalette({ organizationId, open, onOpenChange, importCommand }: CommandPaletteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasNavigated = useRef(false);
  const close = () => onOpenChange(false);
  const go = (to: string) => {
    hasNavigated.current = true;
    close();
    void navigate(to, { state: FOCUS_HEADING_STATE });
  };
  const importAndClose = importCommand && {
    ...importCommand,
    run: () => {
      // Still inside the user's key press or click: browsers only open a file picker then.
      importCommand.run();
      close();
    },
  };
  return (
    <CommandDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('search.palette.title')}
      description={t('search.palette.description')}
      onCloseAutoFocus={(event) => {
        if (hasNavigated.current) event.preventDefault();
        hasNavigated.current = false;
      }}
    >
      <CommandPaletteContent organizationId={organizationId} go={go} onClose={close} importCommand={importAndClose} />
    </CommandDialog>
  );
}

function usePaletteCommands(organizationId: string, go: (to: string) => void, importCommand: ImportCommand | undefined) {
  const { t } = useTranslation();
  // The pages of the side navigation and the rail, and those their pages link to: every page there is.
  const navigation: PaletteCommand[] = useNavigationPages(organizationId).map((page) => ({
    id: page.id,
    label: t(page.label),
    keywords: page.keywords && t(page.keywords),
    icon: page.icon,
    run: () => go(page.path),
  }));
  const actions: PaletteCommand[] = importCommand
    ? [
        {
          id: 'import',
          label: t('search.palette.actions.import'),
          keywords: t('search.palette.actions.import-keywords'),
          icon: Upload,
          shortcut: { hint: importCommand.shortcutHint, keys: IMPORT_KEY_SHORTCUTS },
          run: importCommand.run,
        },
      ]
    : [];
  return { navigation, actions };
}

type CommandPaletteContentProps = {
  organizationId: string;
  go: (to: string) => void;
  onClose: () => void;
  importCommand: ImportCommand | undefined;
};

function CommandPaletteContent({ organizationId, go, onClose, importCommand }: CommandPaletteContentProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const query = normalizeSearchQuery(input);
  const search = usePaletteSearch(organizationId, query);

  const commands = usePaletteCommands(organizationId, go, importCommand);
  const navigationCommands = filterCommands(commands.navigation, query);
  const actionCommands = filterCommands(commands.actions, query);
  const hasCommands = navigationCommands.length > 0 || actionCommands.length > 0;

  return (
    // Filtering is ours: the server ranks the documents, and filterCommands picks the commands.
    <Command
      label={t('search.palette.title')}
      shouldFilter={false}
      loop
      vimBindings={false}
      // The shortcut that opened the palette closes it (global shortcuts do nothing while a modal is open).
      onKeyDown={(event) => {
        if (!isCommandPaletteShortcut(event) || event.repeat) return;
        event.preventDefault();
        onClose();
      }}
    >
      <CommandInput
        value={input}
        onValueChange={setInput}
        placeholder={t('search.palette.placeholder')}
        aria-label={t('search.palette.input-label')}
        end={search.isWaiting && <Loader2 className="size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden />}
      />
      <div role="status" className="sr-only">
        {search.status}
      </div>
      <CommandList label={t('search.palette.suggestions')}>
        {search.isSearchable && <DocumentResults organizationId={organizationId} query={query} search={search} go={go} />}
        {search.isSearchable && hasCommands && <CommandSeparator alwaysRender />}
        <PaletteCommandGroup heading={t('search.palette.groups.navigation')} commands={navigationCommands} />
        {navigationCommands.length > 0 && actionCommands.length > 0 && <CommandSeparator alwaysRender />}
        <PaletteCommandGroup heading={t('search.palette.groups.actions')} commands={actionCommands} />
        {!search.isSearchable && !hasCommands && (
          <p className="py-6 text-center text-sm text-muted-foreground">{t('search.palette.no-results')}</p>
        )}
      </CommandList>
      <PaletteFooter hint={query.length === 1 ? t('search.palette.min-length-hint') : undefined} />
    </Command>
  );
}

/**
 * The palette's document search for the typed query (debounced): its hits, count, and whether it is
 * waiting, showing an older query's hits (stale), or settled; `status` says it to screen readers.
 */
function usePaletteSearch(organizationId: string, query: string) {
  const { t } = useTranslation();
  const { formatCount } = useFormatters();
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = useCommandPaletteSearch(organizationId, debouncedQuery);

  const isSearchable = isPaletteSearchable(query);
  const isWaiting = isSearchable && (debouncedQuery !== query || search.isFetching);
  const hasResults = isSearchable && isPaletteSearchable(debouncedQuery) && search.data !== undefined;
  const documents = hasResults ? (search.data?.documents ?? []) : [];
  const documentsCount = hasResults ? (search.data?.documentsCount ?? 0) : 0;
  // "1,000+" when the server stopped counting (the keys have no plural forms).
  const countLabel = formatCount(documentsCount, hasResults && (search.data?.isDocumentsCountCapped ?? false));

  const status = !isSearchable
    ? ''
    : isWaiting
      ? t('search.palette.loading')
      : search.isError
        ? t('search.palette.error')
        : documentsCount > 0
          ? t('search.palette.results-count', { count: countLabel })
          : t('search.palette.no-documents', { query });

  return {
    isSearchable,
    isWaiting,
    // The hits on screen belong to an older query while the next one loads.
    isStale: hasResults && (debouncedQuery !== query || search.isPlaceholderData),
    isSettled: isSearchable && !isWaiting,
    isError: search.isError,
    documents,
    documentsCount,
    countLabel,
    status,
  };
}

type DocumentResultsProps = {
  organizationId: string;
  query: string;
  search: ReturnType<typeof usePaletteSearch>;
  go: (to: string) => void;
};

/** The first hits (name and snippet), "see all N" to the documents list, or why there is none. */
function DocumentResults({ organizationId, query, search, go }: DocumentResultsProps) {
  const { t } = useTranslation();
  const { documents, documentsCount, isStale } = search;
  return (
    <CommandGroup heading={t('search.palette.groups.documents')} className={cn(isStale && 'opacity-70 transition-opacity')}>
      {documents.map((document) => (
        <CommandItem
          key={document.id}
          value={`document:${document.id}`}
          onSelect={() => go(documentPath(organizationId, document.id))}
          className="items-start"
        >
          <DocumentThumbnail organizationId={organizationId} document={document} className="size-8" />
          <div className="min-w-0 flex-1 py-0.5">
            <p className="truncate font-medium">{document.name}</p>
            <HighlightedSnippet snippet={document.snippet} className="mt-0.5 line-clamp-2" />
          </div>
        </CommandItem>
      ))}
      {documents.length > 0 && documentsCount > documents.length && !isStale && (
        <CommandItem
          value="search:see-all"
          onSelect={() => go(`/organizations/${organizationId}/documents?${withSearchQuery(new URLSearchParams(), query).toString()}`)}
          className="text-muted-foreground"
        >
          <Search aria-hidden />
          <span className="flex-1 truncate">{t('search.palette.see-all', { count: search.countLabel })}</span>
          <ArrowRight aria-hidden />
        </CommandItem>
      )}
      {documents.length === 0 && search.isWaiting && (
        <CommandLoading label={t('search.palette.loading')} className="px-2 py-2">
          <span className="flex items-center gap-2">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {t('search.palette.loading')}
          </span>
        </CommandLoading>
      )}
      {/* The palette's status says it to screen readers already: once is enough. */}
      {documents.length === 0 && search.isSettled && (
        <p className="px-2 py-2 text-sm text-muted-foreground" aria-hidden>
          {search.isError ? t('search.palette.error') : t('search.palette.no-documents', { query })}
        </p>
      )}
    </CommandGroup>
  );
}

function PaletteCommandGroup({ heading, commands }: { heading: string; commands: PaletteCommand[] }) {
  if (commands.length === 0) return null;
  return (
    <CommandGroup heading={heading}>
      {commands.map((command) => (
        <PaletteCommandItem key={command.id} command={command} />
      ))}
    </CommandGroup>
  );
}

function PaletteCommandItem({ command }: { command: PaletteCommand }) {
  const Icon = command.icon;
  return (
    <CommandItem value={`command:${command.id}`} onSelect={command.run} aria-keyshortcuts={command.shortcut?.keys}>
      <span className="flex w-8 shrink-0 justify-center text-muted-foreground" aria-hidden>
        <Icon className="size-4" />
      </span>
      <span className="flex-1 truncate">{command.label}</span>
      {/* Keyboard hints are for keyboards, as in the footer. */}
      {command.shortcut && (
        <Kbd className="hidden sm:inline-flex" aria-hidden>
          {command.shortcut.hint}
        </Kbd>
      )}
    </CommandItem>
  );
}

function PaletteFooter({ hint }: { hint?: string }) {
  const { t } = useTranslation();
  return (
    // Keyboard hints are for keyboards: hidden on phones, unless there is something to say.
    <div
      className={cn('items-center gap-4 border-t px-3 py-2 text-xs text-muted-foreground', hint ? 'flex' : 'hidden sm:flex')}
      aria-hidden
    >
      {hint ? (
        <span className="truncate">{hint}</span>
      ) : (
        <>
          <span className="flex items-center gap-1.5">
            <Kbd>↑</Kbd>
            <Kbd>↓</Kbd>
            {t('search.palette.footer.navigate')}
          </span>
          <span className="flex items-center gap-1.5">
            <Kbd>↵</Kbd>
            {t('search.palette.footer.select')}
          </span>
        </>
      )}
      <span className="ml-auto flex items-center gap-1.5">
        <Kbd>{t('search.shortcut.escape')}</Kbd>
        {t('search.palette.footer.close')}
      </span>
    </div>
  );
}
