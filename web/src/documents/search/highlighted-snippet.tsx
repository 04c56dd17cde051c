import { Fragment, useMemo } from 'react';
import { cn } from '@/lib/cn';
import { parseSnippet } from './snippet';

/**
 * A search snippet with its matches in <mark>. The server's HTML is never injected: the snippet is
 * parsed into plain-text pieces (see snippet.ts) that React renders as text nodes.
 */
export function HighlightedSnippet({ snippet, className }: { snippet: string | null | undefined; className?: string }) {
  const segments = useMemo(() => parseSnippet(snippet), [snippet]);
  if (segments.length === 0) return null;
  return (
    <p className={cn('text-xs text-muted-foreground [overflow-wrap:anywhere]', className)}>
      {segments.map((segment, index) =>
        segment.highlighted ? (
          <mark key={index} className="rounded-[3px] bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-300/25">
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </p>
  );
}
