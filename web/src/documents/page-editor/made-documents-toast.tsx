import { useCallback } from 'react';
import { useHref, useNavigate } from 'react-router';
import type { Document } from '@/api/types';
import { toast } from '@/ui/toast';
import { documentPath } from '../documents.paths';

/**
 * Says that documents were made (a split's, a merge's) with a link to each. The toaster lives outside
 * the router, so each link carries the router's own href and navigation, taken here.
 */
export function useMadeDocumentsToast(organizationId: string) {
  const navigate = useNavigate();
  // The app's root as the router writes it: '/' or the demo's basename.
  const root = useHref('/').replace(/\/$/, '');
  return useCallback(
    (title: string, documents: readonly Pick<Document, 'id' | 'name'>[]) =>
      toast.success(title, {
        // Long enough to follow a link (hovering or focusing the toast holds it).
        duration: 10_000,
        description: (
          <ul className="grid gap-0.5">
            {documents.map(({ id, name }) => (
              <li key={id}>
                <a
                  href={`${root}${documentPath(organizationId, id)}`}
                  className="font-medium underline underline-offset-4 [overflow-wrap:anywhere]"
                  onClick={(event) => {
                    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    navigate(documentPath(organizationId, id));
                  }}
                >
                  {name}
                </a>
              </li>
            ))}
          </ul>
        ),
      }),
    [root, navigate, organizationId],
  );
}
