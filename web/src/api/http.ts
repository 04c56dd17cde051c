import { ApiError } from './api-error';
import { DATE_KEYS } from './types';

const dateKeys = new Set<string>(DATE_KEYS);

/** Turns the ISO strings of the known date fields into Date values, at any depth. */
export function reviveDates(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reviveDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, dateKeys.has(key) && typeof item === 'string' ? new Date(item) : reviveDates(item)]),
    );
  }
  return value;
}

type RequestOptions = { method?: string; body?: unknown; query?: Record<string, string | number | undefined> };

/** One JSON call to the API with the session cookie; failures become ApiError. */
export async function httpRequest<T>(path: string, { method = 'GET', body, query }: RequestOptions = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      // The interface language, for what the server writes for the user (an invitation email).
      headers: { 'accept-language': document.documentElement.lang || navigator.language, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network.unreachable', 'The server could not be reached.');
  }

  return parseAnswer<T>(response.status, response.statusText, await response.text());
}

/** Reads an API answer: the revived JSON body, or an ApiError from the error envelope. */
export function parseAnswer<T>(status: number, statusText: string, text: string): T {
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (status < 200 || status >= 300) {
    const error = (json as { error?: { code?: string; message?: string; details?: unknown } } | null)?.error;
    throw new ApiError(status, error?.code ?? 'unknown', error?.message ?? statusText, error?.details);
  }
  return reviveDates(json) as T;
}

/**
 * Uploads multipart form data with XMLHttpRequest, the one browser API that reports upload
 * progress (fetch has no upload progress events).
 */
export function httpUpload<T>(
  path: string,
  form: FormData,
  { onProgress, signal }: { onProgress?: (sentBytes: number, totalBytes: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', new URL(path, window.location.origin));
    request.withCredentials = true;
    request.upload.onprogress = (event) => onProgress?.(event.loaded, event.total);
    request.onload = () => {
      try {
        resolve(parseAnswer<T>(request.status, request.statusText, request.responseText));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new ApiError(0, 'network.unreachable', 'The server could not be reached.'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
