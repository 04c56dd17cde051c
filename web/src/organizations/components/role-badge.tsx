import { Crown, Shield, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrganizationRole } from '@/api/types';
import { cn } from '@/lib/cn';

const ICONS = { owner: Crown, admin: Shield, member: User } as const;

export function RoleBadge({ role, className }: { role: OrganizationRole; className?: string }) {
  const { t } = useTranslation();
  const Icon = ICONS[role];
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full border bg-muted/50 px-2 py-0.5 text-xs font-medium text-muted-foreground', className)}>
      <Icon className="size-3" aria-hidden />
      {t(`organizations.roles.${role}`)}
    </span>
  );
}
