import { KeyRound, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, ListCardHeader } from '@/ui/card';
import { DateValue, Detail } from '@/ui/details';

function OrganizationsReached({ apiKey, organizationNames }: Pick<ApiKeyCardProps, 'apiKey' | 'organizationNames'>) {
  const { t } = useTranslation();
  const { formatList } = useFormatters();
  if (apiKey.allOrganizations) return t('api-keys.card.all-organizations');
  if (!organizationNames) return t('common.loading');
  // A chosen organization the user has since left is out of the key's reach too: only the others are named.
  const names = apiKey.organizationIds.flatMap((id) => organizationNames.get(id) ?? []);
  return names.length > 0 ? formatList(names) : t('api-keys.card.no-organizations');
}

type ApiKeyCardProps = {
  apiKey: ApiKey;
  /** The names of the user's organizations by id; undefined while they load. */
  organizationNames: Map<string, string> | undefined;
  isDeleting: boolean;
  onDelete: () => void;
};

/** One key: its name and prefix, when it was last used, created and expires, what it reaches, and delete. */
export function ApiKeyCard({ apiKey, organizationNames, isDeleting, onDelete }: ApiKeyCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const isExpired = apiKey.expiresAt !== null && apiKey.expiresAt.getTime() <= Date.now();

  return (
    <Card className="gap-4 py-5" aria-labelledby={titleId}>
      <ListCardHeader
        icon={KeyRound}
        titleId={titleId}
        title={apiKey.name}
        badges={isExpired && <Badge className="border-destructive/50 text-destructive">{t('api-keys.card.expired')}</Badge>}
        code={`${apiKey.prefix}…`}
        actions={
          <Button
            variant="ghost"
            size="icon"
            className="text-muted-foreground hover:text-destructive"
            aria-label={t('api-keys.card.delete-label', { name: apiKey.name })}
            disabled={isDeleting}
            onClick={onDelete}
          >
            <Trash2 aria-hidden />
          </Button>
        }
      />
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 px-5 sm:grid-cols-4">
        <Detail label={t('api-keys.card.last-used')}>
          {apiKey.lastUsedAt ? <DateValue value={apiKey.lastUsedAt} /> : t('api-keys.card.never-used')}
        </Detail>
        <Detail label={t('api-keys.card.created')}>
          <DateValue value={apiKey.createdAt} />
        </Detail>
        <Detail label={t('api-keys.card.expires')}>
          {apiKey.expiresAt ? <DateValue value={apiKey.expiresAt} /> : t('api-keys.card.never-expires')}
        </Detail>
        <Detail label={t('api-keys.card.organizations')}>
          <OrganizationsReached apiKey={apiKey} organizationNames={organizationNames} />
        </Detail>
      </dl>
    </Card>
  );
}
