import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tag } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { RowActionButton } from '@/ui/row-action-button';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { useCan } from '@/lib/current-organization';
import { tagFilterPath } from '../lib/tag-filter';
import { TagBadge } from './tag-badge';

const SKELETON_ROWS = 4;

function SkeletonRows() {
  return Array.from({ length: SKELETON_ROWS }, (_, index) => (
    <TableRow key={index} className="hover:bg-transparent">
      <TableCell>
        <Skeleton className="h-6 w-24 rounded-full" />
      </TableCell>
      <TableCell className="hidden md:table-cell">
        <Skeleton className="h-4 w-40" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-4 w-6" />
      </TableCell>
      <TableCell className="hidden sm:table-cell">
        <Skeleton className="h-4 w-24" />
      </TableCell>
      <TableCell>
        <Skeleton className="ml-auto h-8 w-16" />
      </TableCell>
    </TableRow>
  ));
}

type TagsTableProps = {
  organizationId: string;
  tags: Tag[];
  isLoading?: boolean;
  deletingTagId?: string;
  onEdit: (tag: Tag) => void;
  onDelete: (tag: Tag) => void;
};

/**
 * Spec "Tags" table: tag, description (under the tag on small screens), documents (a count linking
 * to the documents filtered by the tag), created (from `sm`) and actions (edit, delete).
 */
export function TagsTable({ organizationId, tags, isLoading = false, deletingTagId, onEdit, onDelete }: TagsTableProps) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const canEdit = useCan('tags:update');
  const canDelete = useCan('tags:delete');

  return (
    <Table aria-label={t('tags.table.label')} aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('tags.table.tag')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('tags.table.description')}</TableHead>
          <TableHead className="text-right sm:text-left">{t('tags.table.documents')}</TableHead>
          <TableHead className="hidden sm:table-cell">{t('tags.table.created-at')}</TableHead>
          <TableHead className="w-24 text-right">
            <span className="sr-only">{t('tags.table.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? (
          <SkeletonRows />
        ) : (
          tags.map((tag) => {
            const documentsCount = tag.documentsCount ?? 0;
            return (
              <TableRow key={tag.id}>
                <TableCell className="w-full max-w-0 md:w-[30%]">
                  <TagBadge name={tag.name} color={tag.color} title={tag.name} />
                  {tag.description && (
                    <p className="mt-1.5 line-clamp-2 text-xs text-muted-foreground [overflow-wrap:anywhere] md:hidden">
                      {tag.description}
                    </p>
                  )}
                </TableCell>
                <TableCell className="hidden max-w-0 text-muted-foreground md:table-cell md:w-full">
                  {tag.description ? (
                    <p className="line-clamp-2 [overflow-wrap:anywhere]" title={tag.description}>
                      {tag.description}
                    </p>
                  ) : (
                    <span aria-hidden>—</span>
                  )}
                </TableCell>
                <TableCell className="whitespace-nowrap text-right tabular-nums sm:text-left">
                  <Link
                    to={tagFilterPath(organizationId, tag.id)}
                    aria-label={t('tags.table.documents-count', { count: documentsCount, name: tag.name })}
                    title={t('tags.table.documents-count', { count: documentsCount, name: tag.name })}
                    className="rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {documentsCount}
                  </Link>
                </TableCell>
                <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">
                  <time dateTime={new Date(tag.createdAt).toISOString()}>{formatDate(tag.createdAt)}</time>
                </TableCell>
                <TableCell className="whitespace-nowrap text-right">
                  {canEdit && (
                    <RowActionButton
                      tooltip={t('tags.actions.edit')}
                      label={t('tags.actions.edit-tag', { name: tag.name })}
                      icon={Pencil}
                      onClick={() => onEdit(tag)}
                    />
                  )}
                  {canDelete && (
                    <RowActionButton
                      tooltip={t('tags.actions.delete')}
                      label={t('tags.actions.delete-tag', { name: tag.name })}
                      icon={Trash2}
                      isDestructive
                      isLoading={deletingTagId === tag.id}
                      onClick={() => onDelete(tag)}
                    />
                  )}
                </TableCell>
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
