import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';
import type { SavedView, SavedViewInput } from '@/api/types';
import { documentsQueryKeys, savedViewsQueryKey } from '@/lib/query-keys';
import { sortQueryOf, sortChoiceOf } from '../lib/document-sort';

export function useSavedViews(organizationId: string) {
  const api = useApi();
  return useQuery({ queryKey: savedViewsQueryKey(organizationId), queryFn: () => api.views.list(organizationId) });
}

/** How many documents a view shows, as its list or search counts them (a search stops at 1,000). */
export function useSavedViewCount(organizationId: string, view: Pick<SavedView, 'id' | 'searchQuery' | 'tagIds' | 'tagMatch' | 'sort'>) {
  const api = useApi();
  const scope = view.searchQuery ? 'search' : 'documents';
  const params = {
    pageIndex: 0,
    pageSize: 1,
    tags: view.tagIds,
    ...(view.tagIds.length > 0 && view.tagMatch === 'any' ? { tagMatch: 'any' as const } : {}),
    ...sortQueryOf(sortChoiceOf(view.sort, scope), scope),
  };
  return useQuery({
    queryKey: documentsQueryKeys.viewCount(organizationId, view.id, { ...params, searchQuery: view.searchQuery }),
    queryFn: async () => {
      const answer = view.searchQuery
        ? await api.documents.search(organizationId, { ...params, searchQuery: view.searchQuery })
        : await api.documents.list(organizationId, params);
      return { count: answer.documentsCount, isCapped: 'isDocumentsCountCapped' in answer && answer.isDocumentsCountCapped === true };
    },
    // A view whose search is malformed shows no count rather than an error in the navigation.
    retry: false,
  });
}

/** Creates, updates, deletes and reorders; each refreshes the navigation. */
export function useSavedViewMutations(organizationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: savedViewsQueryKey(organizationId) });
  return {
    create: useMutation({ mutationFn: (input: SavedViewInput) => api.views.create(organizationId, input), onSuccess }),
    update: useMutation({
      mutationFn: ({ viewId, input }: { viewId: string; input: SavedViewInput }) => api.views.update(organizationId, viewId, input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (viewId: string) => api.views.delete(organizationId, viewId), onSuccess }),
    reorder: useMutation({
      mutationFn: (viewIds: string[]) => api.views.reorder(organizationId, viewIds),
      // The new order shows at once; the answer confirms it.
      onMutate: (viewIds) => {
        queryClient.setQueryData<{ views: SavedView[] }>(savedViewsQueryKey(organizationId), (data) =>
          data
            ? {
                views: viewIds.flatMap((id, position) =>
                  data.views.filter((view) => view.id === id).map((view) => ({ ...view, position })),
                ),
              }
            : data,
        );
      },
      onSettled: onSuccess,
    }),
  };
}
