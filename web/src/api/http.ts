import { ApiError } from './api-error';

const DATE_KEYS = new Set(['createdAt', 'updatedAt', 'deletedAt', 'expiresAt', 'lastUsedAt']);

/** Turns the ISO strings of the known date fields into Date values, at any depth. */
export function reviveDates(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reviveDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, DATE_KEYS.has(key) && typeof item === 'string' ? new Date(item) : reviveDates(item)]),
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
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network.unreachable', 'The server could not be reached.');
  }

  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const error = (json as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(response.status, error?.code ?? 'unknown', error?.message ?? response.statusText);
  }
  return reviveDates(json) as T;
}
