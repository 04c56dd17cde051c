import { cn } from '@/lib/cn';

function hueOf(seed: string) {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return Math.abs(hash) % 360;
}

/** A rounded square with the organization's initial, tinted by a colour derived from its id. */
export function OrganizationAvatar({ organization, className }: { organization: { id: string; name: string }; className?: string }) {
  const initial = organization.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-8 shrink-0 select-none items-center justify-center rounded-md text-sm font-semibold text-neutral-900',
        className,
      )}
      style={{ backgroundColor: `oklch(0.86 0.11 ${hueOf(organization.id)})` }}
    >
      {initial}
    </span>
  );
}
