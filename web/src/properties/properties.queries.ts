import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { Property, PropertyInput, PropertyValue } from '@/api/types';
import { documentsQueryKeys, propertiesQueryKey } from '@/lib/query-keys';

export function useProperties(organizationId: string, { enabled = true } = {}) {
  const api = useApi();
  return useQuery({ queryKey: propertiesQueryKey(organizationId), queryFn: () => api.properties.list(organizationId), enabled });
}

/** Definitions change what documents show: each refreshes the properties and the documents. */
export function usePropertyMutations(organizationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: propertiesQueryKey(organizationId) }),
      queryClient.invalidateQueries({ queryKey: documentsQueryKeys.all(organizationId) }),
    ]);
  return {
    create: useMutation({ mutationFn: (input: PropertyInput) => api.properties.create(organizationId, input), onSuccess }),
    update: useMutation({
      mutationFn: ({ propertyId, input }: { propertyId: string; input: PropertyInput }) =>
        api.properties.update(organizationId, propertyId, input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (propertyId: string) => api.properties.delete(organizationId, propertyId), onSuccess }),
  };
}

/**
 * Sets (or, with null, clears) a document's value of a property, says so by the property's name, then
 * reads the document and its activity again; a failure is a toast.
 */
export function useSetPropertyValue(organizationId: string, documentId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ property, value }: { property: Pick<Property, 'id' | 'name'>; value: PropertyValue | null }) =>
      api.properties.setValue(organizationId, documentId, property.id, value),
    onSuccess: ({ value }, { property }) => {
      toast.success(t(value === null ? 'properties.value.cleared' : 'properties.value.saved', { name: property.name }));
      return queryClient.invalidateQueries({ queryKey: documentsQueryKeys.detail(organizationId, documentId) });
    },
    onError: (error) => toast.error(t('properties.value.error'), { description: errorMessage(error, t) }),
  });
}
