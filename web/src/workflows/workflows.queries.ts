import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { Workflow, WorkflowInput, WorkflowRun, WorkflowRunsQuery } from '@/api/types';
import { logRefetchInterval } from '@/lib/log-refetch-interval';
import { workflowsQueryKeys } from '@/lib/query-keys';
import { destructiveTextsAt, useConfirmDestructive } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast';
import { useInvalidateTags } from '@/tags/tags.queries';

type WorkflowRef = Pick<Workflow, 'id' | 'name'>;

/** "Try it" looks this far ahead for documents a schedule falls due on. */
export const DUE_DAYS = 30;

export function useWorkflows(organizationId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: workflowsQueryKeys.all(organizationId), queryFn: () => api.workflows.list(organizationId), enabled });
}

export function useWorkflow(organizationId: string, workflowId: string) {
  const api = useApi();
  return useQuery({
    queryKey: workflowsQueryKeys.detail(organizationId, workflowId),
    queryFn: () => api.workflows.get(organizationId, workflowId),
  });
}

/** The documents the workflow's schedules fall due on in the next DUE_DAYS days. */
export function useWorkflowDue(organizationId: string, workflowId: string, { enabled }: { enabled: boolean }) {
  const api = useApi();
  return useQuery({
    queryKey: workflowsQueryKeys.due(organizationId, workflowId),
    queryFn: () => api.workflows.listDue(organizationId, workflowId, DUE_DAYS),
    enabled,
  });
}

const isSettling = (run: WorkflowRun) => run.status === 'pending';

/** A page of runs, newest first, polled (closely while one of them is still running). */
export function useWorkflowRuns(organizationId: string, query: WorkflowRunsQuery) {
  const api = useApi();
  return useQuery({
    queryKey: workflowsQueryKeys.runs(organizationId, query),
    queryFn: () => api.workflows.listRuns(organizationId, query),
    placeholderData: keepPreviousData,
    refetchInterval: (state) => logRefetchInterval(state.state.data?.runs, isSettling),
  });
}

function useInvalidateWorkflows(organizationId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: workflowsQueryKeys.all(organizationId) }),
    [queryClient, organizationId],
  );
}

export function useCreateWorkflow(organizationId: string, { onCreated }: { onCreated: (workflow: Workflow) => unknown }) {
  const { t } = useTranslation();
  const api = useApi();
  const invalidate = useInvalidateWorkflows(organizationId);
  return useMutation({
    mutationFn: (input: WorkflowInput) => api.workflows.create(organizationId, input),
    onSuccess: async ({ workflow }) => {
      toast.success(t('workflows.create.success', { name: workflow.name }));
      await invalidate();
      await onCreated(workflow);
    },
    onError: (error) => toast.error(t('workflows.create.error'), { description: errorMessage(error, t) }),
  });
}

export function useUpdateWorkflow(organizationId: string, workflowId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const invalidate = useInvalidateWorkflows(organizationId);
  return useMutation({
    mutationFn: (input: WorkflowInput) => api.workflows.update(organizationId, workflowId, input),
    onSuccess: async () => {
      toast.success(t('workflows.update.success'));
      await invalidate();
    },
    onError: (error) => toast.error(t('workflows.update.error'), { description: errorMessage(error, t) }),
  });
}

/** The enabled switch of a row: the whole workflow saved with the new state. */
export function useSetWorkflowEnabled(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const invalidate = useInvalidateWorkflows(organizationId);
  return useMutation({
    mutationFn: ({ workflow, isEnabled }: { workflow: Workflow; isEnabled: boolean }) => {
      const { name, triggers, conditions, actions } = workflow;
      return api.workflows.update(organizationId, workflow.id, { name, isEnabled, triggers, conditions, actions });
    },
    onSuccess: async (_answer, { workflow, isEnabled }) => {
      toast.success(t(isEnabled ? 'workflows.toggle.enabled' : 'workflows.toggle.disabled', { name: workflow.name }));
      await invalidate();
    },
    onError: (error) => toast.error(t('workflows.update.error'), { description: errorMessage(error, t) }),
  });
}

/** The new run order; the list shows it at once and goes back if the server refuses it. */
export function useReorderWorkflows(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const key = workflowsQueryKeys.all(organizationId);
  return useMutation({
    mutationFn: (workflows: Workflow[]) =>
      api.workflows.reorder(
        organizationId,
        workflows.map(({ id }) => id),
      ),
    onMutate: (workflows) => {
      const previous = queryClient.getQueryData<{ workflows: Workflow[] }>(key);
      queryClient.setQueryData(key, { workflows });
      return { previous };
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
    onError: (error, _workflows, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(t('workflows.reorder.error'), { description: errorMessage(error, t) });
    },
  });
}

export function useDeleteWorkflow(organizationId: string, { onDeleted }: { onDeleted?: () => unknown } = {}) {
  const { t } = useTranslation();
  const api = useApi();
  const confirmDestructive = useConfirmDestructive();
  const invalidate = useInvalidateWorkflows(organizationId);
  const mutation = useMutation({
    mutationFn: (workflow: WorkflowRef) => api.workflows.delete(organizationId, workflow.id),
    onSuccess: async (_answer, workflow) => {
      toast.success(t('workflows.delete.success', { name: workflow.name }));
      await onDeleted?.();
      await invalidate();
    },
    onError: (error) => toast.error(t('workflows.delete.error'), { description: errorMessage(error, t) }),
  });
  const deleteWorkflow = (workflow: WorkflowRef) =>
    confirmDestructive(destructiveTextsAt(t, 'workflows.delete.confirm', { name: workflow.name }), () => mutation.mutateAsync(workflow));
  return { deleteWorkflow, isDeleting: mutation.isPending };
}

/** "Try it" on one document: what each action would do, nothing changed. */
export function useTryWorkflow(organizationId: string, workflowId: string) {
  const api = useApi();
  return useMutation({ mutationFn: (documentId: string) => api.workflows.try(organizationId, workflowId, documentId) });
}

/** Runs a workflow by hand on documents; the runs show in the logs as they go. */
export function useRunWorkflow(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const invalidate = useInvalidateWorkflows(organizationId);
  const invalidateTags = useInvalidateTags(organizationId);
  return useMutation({
    mutationFn: ({ workflow, documentIds }: { workflow: WorkflowRef; documentIds: string[] }) =>
      api.workflows.run(organizationId, workflow.id, documentIds),
    onSuccess: async ({ queuedCount }, { workflow }) => {
      toast.success(t('workflows.run.queued', { count: queuedCount, name: workflow.name }));
      await Promise.all([invalidate(), invalidateTags({ withDocuments: true })]);
    },
    onError: (error) => toast.error(t('workflows.run.error'), { description: errorMessage(error, t) }),
  });
}

export function useRetryWorkflowRun(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const invalidate = useInvalidateWorkflows(organizationId);
  return useMutation({
    mutationFn: (run: WorkflowRun) => api.workflows.retryRun(organizationId, run.id),
    onSuccess: async () => {
      toast.success(t('workflows.runs.retried'));
      await invalidate();
    },
    onError: (error) => toast.error(t('workflows.runs.retry-error'), { description: errorMessage(error, t) }),
  });
}
