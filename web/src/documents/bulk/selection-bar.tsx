import { lazy, Suspense } from 'react';
import type { BulkActionsBarProps } from './bulk-actions-bar';
import { selectedCount } from './document-selection';

const BulkActionsBar = lazy(() => import('./bulk-actions-bar').then(({ BulkActionsBar }) => ({ default: BulkActionsBar })));

/** The bar of a list's selection, loaded with the first document selected: a list that selects nothing downloads none of it. */
export function SelectionBar(props: BulkActionsBarProps) {
  if (selectedCount(props.selection, props.matchingCount) === 0) return null;
  return (
    <Suspense fallback={null}>
      <BulkActionsBar {...props} />
    </Suspense>
  );
}
