import { ApiError } from './api-error';
import { DATE_KEYS } from './types';

const dateKeys = new Set<string>(DATE_KEYS);

/** Turns the ISO strings of the known date fields into Date values, at any depth. */
function reviveDates(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reviveDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, dateKeys.has(key) && typeof item === 'string' ? new Date(item) : reviveDates(item)]),
    );
  }
  return value;
}

export type UploadOptions = { onProgress?: (sentBytes: number, totalBytes: number) => void; signal?: AbortSignal };
/** An upload's body: a form (a file and its fields, POST) or raw bytes (a part of an import, PUT, typed by the Blob). */
type UploadBody = { method: 'POST'; body: FormData } | { method: 'PUT'; body: Blob };
type RawAnswer = { status: number; statusText: string; text: string };

/**
 * What the HTTP client needs of its surroundings: in the browser the page's origin, fetch with the
 * session cookie and XMLHttpRequest; the contract tests hand it the Worker itself.
 */
export type HttpTransport = {
  /** Where the API is, and where the server's links (verification, OAuth) come back to. */
  origin: string;
  request(url: URL, init: { method: string; headers: Record<string, string>; body?: string }): Promise<RawAnswer>;
  upload(url: URL, upload: UploadBody, options: UploadOptions): Promise<RawAnswer>;
  /** The interface language, for what the server writes for the user (an invitation email). */
  language(): string;
};

type RequestOptions = { method?: string; body?: unknown; query?: Record<string, string | number | undefined> };

/** One JSON call to the API; failures become ApiError. */
export async function httpRequest<T>(
  transport: HttpTransport,
  path: string,
  { method = 'GET', body, query }: RequestOptions = {},
): Promise<T> {
  const url = new URL(path, transport.origin);
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  const headers = { 'accept-language': transport.language(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  const { status, statusText, text } = await transport.request(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return parseAnswer<T>(status, statusText, text);
}

/** Uploads multipart form data (POST) or raw bytes (PUT), reporting the bytes sent. */
export async function httpUpload<T>(transport: HttpTransport, path: string, upload: UploadBody, options: UploadOptions = {}): Promise<T> {
  const { status, statusText, text } = await transport.upload(new URL(path, transport.origin), upload, options);
  return parseAnswer<T>(status, statusText, text);
}

/** Reads an API answer: the revived JSON body, or an ApiError from the error envelope. */
function parseAnswer<T>(status: number, statusText: string, text: string): T {
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
