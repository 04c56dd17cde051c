import { Check, type LucideIcon, Sparkles, X } from 'lucide-react';
import { useCallback, useId, useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Document, Suggestion } from '@/api/types';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { useLocale } from '@/lib/use-locale';
import { Button } from '@/ui/button';
import { Kbd } from '@/ui/kbd';
import { LoadErrorMessage } from '@/ui/load-error';
import { useGlobalShortcut } from '@/ui/modal';
import { Skeleton } from '@/ui/skeleton';
import { useProperties } from '@/properties/properties.queries';
import { useTags } from '@/tags/tags.queries';
import { useDocumentSuggestions, useReviewSuggestions } from '../suggestions.queries';

/** Shift+A accepts every suggestion of the page's document; A and D act on the suggestion that has the focus. */
const isAcceptAllKey = (event: globalThis.KeyboardEvent) =>
  event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey && event.key.toLowerCase() === 'a';

type Shown = { suggestion: Suggestion; field: string; value: string; color: string | null };

/** A day as `2025-03-12` says it, in the reader's language: the day itself, whatever their time zone. */
const dayFormat = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });

/**
 * What each suggestion fills and with what, by name: a tag (or a new one), a property's option, the
 * document's name or its date (the language model's). One whose tag or option is gone since is not shown.
 */
function useShownSuggestions(organizationId: string, suggestions: Suggestion[]): Shown[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const tags = useTags(organizationId).data?.tags;
  const properties = useProperties(organizationId).data?.properties;
  return useMemo(
    () =>
      suggestions.flatMap((suggestion): Shown[] => {
        if (suggestion.kind === 'name' && suggestion.value)
          return [{ suggestion, field: t('suggestions.fields.name'), value: suggestion.value, color: null }];
        if (suggestion.kind === 'documentDate' && suggestion.value) {
          const value = dayFormat(locale).format(new Date(`${suggestion.value}T00:00:00Z`));
          return [{ suggestion, field: t('suggestions.fields.documentDate'), value, color: null }];
        }
        // A tag the organization does not have yet (the language model's, when allowed): accepting it creates it.
        if (suggestion.kind === 'tag' && suggestion.tagId === null && suggestion.value)
          return [{ suggestion, field: t('suggestions.fields.new-tag'), value: suggestion.value, color: null }];
        if (suggestion.kind === 'tag') {
          const tag = tags?.find(({ id }) => id === suggestion.tagId);
          return tag ? [{ suggestion, field: t('suggestions.fields.tag'), value: tag.name, color: tag.color }] : [];
        }
        const property = properties?.find(({ id }) => id === suggestion.propertyId);
        const option = property?.options.find(({ id }) => id === suggestion.value);
        return property && option ? [{ suggestion, field: property.name, value: option.name, color: option.color }] : [];
      }),
    [suggestions, tags, properties, t, locale],
  );
}

/** A pointer's way to what the focused suggestion's key does: out of the tab order, the suggestion itself takes the key. */
function ReviewButton({
  icon: Icon,
  shortcut,
  variant,
  label,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  shortcut: string;
  variant: 'outline' | 'ghost';
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="sm" variant={variant} tabIndex={-1} disabled={disabled} aria-label={label} onClick={onClick}>
      <Icon aria-hidden />
      <Kbd aria-hidden>{shortcut}</Kbd>
    </Button>
  );
}

function SuggestionItem({
  shown: { suggestion, field, value, color },
  canReview,
  isBusy,
  onAccept,
  onDismiss,
}: {
  shown: Shown;
  canReview: boolean;
  isBusy: boolean;
  onAccept: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const confidence = new Intl.NumberFormat(locale, { style: 'percent' }).format(suggestion.confidence);
  const label = t('suggestions.item', { field, value, confidence });
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!canReview || isBusy || event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey)
      return;
    const key = event.key.toLowerCase();
    if (key !== 'a' && key !== 'd') return;
    event.preventDefault();
    if (key === 'a') onAccept();
    else onDismiss();
  };
  return (
    <li
      // Focusable so that A and D act on it; its buttons say the same for the pointer.
      tabIndex={canReview ? 0 : undefined}
      aria-label={label}
      aria-keyshortcuts={canReview ? 'A D' : undefined}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-dashed px-3 py-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="text-sm text-muted-foreground">{field}</span>
      <span className="inline-flex min-w-0 items-center gap-1.5 text-sm font-medium">
        {color && <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: color }} />}
        <span className="truncate">{value}</span>
      </span>
      <span className="text-xs text-muted-foreground">{confidence}</span>
      {canReview && (
        <span className="ml-auto flex items-center gap-1">
          <ReviewButton
            icon={Check}
            shortcut="A"
            variant="outline"
            label={t('suggestions.accept', { value })}
            disabled={isBusy}
            onClick={onAccept}
          />
          <ReviewButton
            icon={X}
            shortcut="D"
            variant="ghost"
            label={t('suggestions.dismiss', { value })}
            disabled={isBusy}
            onClick={onDismiss}
          />
        </span>
      )}
    </li>
  );
}

/**
 * The document's suggestions at the top of its Info tab, above the fields they fill, each with what it
 * fills, its value and how sure it is: accepted or dismissed one by one (buttons, or A and D on the one
 * focused), or all at once (Shift+A). Nothing shows while there are none, or when the organization
 * turned suggestions off.
 */
export function DocumentSuggestions({
  organizationId,
  document,
}: {
  organizationId: string;
  document: Pick<Document, 'id' | 'isDeleted'>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { organization } = useCurrentOrganization();
  const isEnabled = organization.suggestionsEnabled && !document.isDeleted;
  const query = useDocumentSuggestions(organizationId, document.id, { enabled: isEnabled });
  const shown = useShownSuggestions(organizationId, query.data?.suggestions ?? []);
  const canReview = useCan('suggestions:review');
  const { accept, dismiss, acceptAll } = useReviewSuggestions(organizationId, document.id);
  const isBusy = accept.isPending || dismiss.isPending || acceptAll.isPending;
  const hasShown = shown.length > 0;

  const onAcceptAll = useCallback(() => {
    if (canReview && hasShown && !isBusy) acceptAll.mutate();
  }, [canReview, hasShown, isBusy, acceptAll]);
  useGlobalShortcut(isAcceptAllKey, onAcceptAll, { ignoreWhileTyping: true });

  if (!isEnabled) return null;
  if (query.isPending)
    return (
      <div className="py-3" role="status" aria-label={t('suggestions.loading')}>
        <Skeleton className="h-10 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <div className="py-3">
        <LoadErrorMessage
          title={t('suggestions.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </div>
    );
  if (!hasShown) return null;

  return (
    <section aria-labelledby={headingId} className="grid gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="inline-flex items-center gap-1.5 text-sm font-medium">
          <Sparkles className="size-4 text-muted-foreground" aria-hidden />
          {t('suggestions.title')}
        </h2>
        {canReview && (
          <Button size="sm" variant="secondary" disabled={isBusy} aria-keyshortcuts="Shift+A" onClick={onAcceptAll}>
            {t('suggestions.accept-all')}
            <Kbd aria-hidden>⇧A</Kbd>
          </Button>
        )}
      </div>
      {canReview && <p className="text-xs text-muted-foreground">{t('suggestions.keys')}</p>}
      <ul aria-labelledby={headingId} className="grid gap-2">
        {shown.map((item) => (
          <SuggestionItem
            key={item.suggestion.id}
            shown={item}
            canReview={canReview}
            isBusy={isBusy}
            onAccept={() => accept.mutate(item.suggestion.id)}
            onDismiss={() => dismiss.mutate(item.suggestion.id)}
          />
        ))}
      </ul>
    </section>
  );
}
