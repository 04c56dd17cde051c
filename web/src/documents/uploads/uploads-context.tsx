import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { analytics } from '@/analytics/analytics';
import { ApiError, isApiError } from '@/api/api-error';
import { useApi } from '@/api/api-provider';
import { useConfig } from '@/config/config-provider';
import { documentsQueryKeys, SESSION_QUERY_KEY } from '@/lib/query-keys';
import { isFileTooLarge } from './file-checks';
import {
  fileBytesSent,
  initialUploadsState,
  MAX_PARALLEL_UPLOADS,
  selectUploadsToStart,
  uploadsReducer,
  type UploadsState,
} from './uploads.reducer';
import type { UploadItem } from './uploads.types';

/** Spec: after each document upload, the organization data is refreshed, debounced by 500 ms. */
const UPLOAD_REFRESH_DEBOUNCE_MS = 500;

/** The error of a file rejected on the client for its size (spec: code document.size_too_large, 'File too large'). */
const fileTooLargeError = () => new ApiError(413, 'document.size_too_large', 'File too large');

/** The document a refused upload's content is already in (the server names it since 0.9.1's answer gained details). */
function existingDocumentIdOf(error: unknown): string | undefined {
  if (!isApiError(error) || error.code !== 'document.already_exists') return undefined;
  const documentId = (error.details as { documentId?: unknown } | undefined)?.documentId;
  return typeof documentId === 'string' ? documentId : undefined;
}

type UploadsActions = {
  /** Queues files for upload into an organization; files over the size limit fail at once, without a call. */
  addFiles: (organizationId: string, files: readonly File[]) => void;
  /** Sends a failed file again. */
  retry: (id: string) => void;
  togglePanel: () => void;
  /** Close: cancels what is still running, clears the list and closes the panel. */
  clear: () => void;
  /** A drop zone of the page tells it is under a file drag, so the full-screen overlay steps aside. */
  setDropZoneActive: (isActive: boolean) => void;
};

const UploadsStateContext = createContext<UploadsState | null>(null);
const UploadsActionsContext = createContext<UploadsActions | null>(null);
const DropZoneActiveContext = createContext(false);

let lastUploadId = 0;
const nextUploadId = () => `upload-${++lastUploadId}`;

/** Holds the upload list of the session and sends the files, four at a time, with their progress. */
export function UploadsProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { documentsStorage } = useConfig();
  const [state, dispatch] = useReducer(uploadsReducer, initialUploadsState);
  const [isDropZoneActive, setDropZoneActive] = useState(false);

  const startedIds = useRef(new Set<string>());
  const controllers = useRef(new Map<string, AbortController>());
  const refreshTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const scheduleRefresh = useCallback(
    (organizationId: string) => {
      clearTimeout(refreshTimers.current.get(organizationId));
      const timer = setTimeout(() => {
        refreshTimers.current.delete(organizationId);
        void queryClient.invalidateQueries({ queryKey: documentsQueryKeys.all(organizationId) });
      }, UPLOAD_REFRESH_DEBOUNCE_MS);
      refreshTimers.current.set(organizationId, timer);
    },
    [queryClient],
  );

  const upload = useCallback(
    async (item: UploadItem) => {
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      try {
        const { document, isRestored } = await api.documents.upload(item.organizationId, item.file, {
          signal: controller.signal,
          onProgress: (sentBytes, totalBytes) =>
            dispatch({ type: 'progressed', id: item.id, sentBytes: fileBytesSent(sentBytes, totalBytes, item.file.size) }),
        });
        dispatch({ type: 'succeeded', id: item.id, document, isRestored });
        analytics.capture('document uploaded');
        scheduleRefresh(item.organizationId);
      } catch (error) {
        // Cancelled by close: the list is gone, but the server may have stored it already.
        if (controller.signal.aborted) return scheduleRefresh(item.organizationId);
        // Like every other call: a 401 means the session is gone, and the route guard goes to /login.
        if (isApiError(error) && error.status === 401) queryClient.setQueryData(SESSION_QUERY_KEY, null);
        const existingDocumentId = existingDocumentIdOf(error);
        dispatch(existingDocumentId ? { type: 'duplicated', id: item.id, existingDocumentId } : { type: 'failed', id: item.id, error });
      } finally {
        controllers.current.delete(item.id);
      }
    },
    [api, queryClient, scheduleRefresh],
  );

  // The queue: whenever the list changes, start pending files while a slot is free.
  useEffect(() => {
    for (const item of selectUploadsToStart(state.items, MAX_PARALLEL_UPLOADS)) {
      if (startedIds.current.has(item.id)) continue;
      startedIds.current.add(item.id);
      dispatch({ type: 'started', id: item.id });
      void upload(item);
    }
  }, [state.items, upload]);

  // Leaving the signed-in shell (logout) cancels what is still running.
  useEffect(() => {
    const running = controllers.current;
    const timers = refreshTimers.current;
    return () => {
      running.forEach((controller) => controller.abort());
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    };
  }, []);

  const maxUploadSize = documentsStorage.maxUploadSize;
  const actions = useMemo<UploadsActions>(
    () => ({
      addFiles: (organizationId, files) => {
        const items = files.map<UploadItem>((file) =>
          isFileTooLarge(file, maxUploadSize)
            ? { id: nextUploadId(), organizationId, file, status: 'error', sentBytes: 0, error: fileTooLargeError() }
            : { id: nextUploadId(), organizationId, file, status: 'pending', sentBytes: 0 },
        );
        dispatch({ type: 'added', items });
      },
      retry: (id) => {
        // Its first start is over: the queue may start it again.
        startedIds.current.delete(id);
        dispatch({ type: 'retried', id });
      },
      togglePanel: () => dispatch({ type: 'panel-toggled' }),
      clear: () => {
        controllers.current.forEach((controller) => controller.abort());
        controllers.current.clear();
        dispatch({ type: 'cleared' });
      },
      setDropZoneActive,
    }),
    [maxUploadSize],
  );

  return (
    <UploadsActionsContext.Provider value={actions}>
      <UploadsStateContext.Provider value={state}>
        <DropZoneActiveContext.Provider value={isDropZoneActive}>{children}</DropZoneActiveContext.Provider>
      </UploadsStateContext.Provider>
    </UploadsActionsContext.Provider>
  );
}

/** The upload list and the panel state; re-renders on every progress event, so use it only where shown. */
export function useUploadsState(): UploadsState {
  const state = useContext(UploadsStateContext);
  if (!state) throw new Error('useUploadsState needs an UploadsProvider');
  return state;
}

/** Stable actions: add files, toggle or clear the panel. */
export function useUploads(): UploadsActions {
  const actions = useContext(UploadsActionsContext);
  if (!actions) throw new Error('useUploads needs an UploadsProvider');
  return actions;
}

/** Whether a drop zone of the page is under a file drag right now. */
export function useIsDropZoneActive(): boolean {
  return useContext(DropZoneActiveContext);
}
