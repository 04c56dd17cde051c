import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';

/**
 * Files the browser saves, each with its size: "Download" for one, "Part 1", "Part 2"… for a zip in
 * parts, with when the links stop working.
 */
export function DownloadLinks({ files, expiresAt }: { files: { href: string; size: number }[]; expiresAt: Date | null }) {
  const { t } = useTranslation();
  const { formatSize, formatDateTime } = useFormatters();
  const isExpired = expiresAt !== null && expiresAt < new Date();
  if (isExpired) return <p className="text-xs text-muted-foreground">{t('common.download-links.expired')}</p>;
  return (
    <div className="space-y-1">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {files.map(({ href, size }, index) => (
          <li key={href}>
            <a
              href={href}
              download
              className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <Download aria-hidden className="size-3.5" />
              {files.length === 1 ? t('common.download-links.download') : t('common.download-links.part', { number: index + 1 })}
              <span className="font-normal text-muted-foreground">({formatSize(size)})</span>
            </a>
          </li>
        ))}
      </ul>
      {expiresAt && (
        <p className="text-xs text-muted-foreground">{t('common.download-links.until', { date: formatDateTime(expiresAt) })}</p>
      )}
    </div>
  );
}
