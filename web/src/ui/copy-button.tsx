import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Tooltip } from './tooltip';

/** Spec: copy feedback lasts 2 seconds. */
const COPIED_FEEDBACK_MS = 2000;

/**
 * A button that copies a value, showing a check for 2 seconds: an icon with `label` as its tooltip, or
 * with `showLabel` a button whose text is `label`, then 'Copied!'.
 */
export function CopyButton({
  value,
  label,
  showLabel = false,
  className,
}: {
  value: string;
  label: string;
  showLabel?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setIsCopied(true);
    } catch {
      toast.error(t('common.copy.error'));
    }
  };

  if (showLabel) {
    return (
      <Button type="button" variant="outline" className={className} onClick={() => void copy()}>
        {isCopied ? <Check aria-hidden /> : <Copy aria-hidden />}
        <span aria-live="polite">{isCopied ? t('common.copy.copied') : label}</span>
      </Button>
    );
  }

  return (
    <Tooltip content={isCopied ? t('common.copy.copied') : label}>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className={cn('size-7 text-muted-foreground', className)}
        aria-label={label}
        onClick={() => void copy()}
      >
        {isCopied ? <Check aria-hidden /> : <Copy aria-hidden />}
        <span className="sr-only" aria-live="polite">
          {isCopied ? t('common.copy.copied') : ''}
        </span>
      </Button>
    </Tooltip>
  );
}
