import { ApiError } from './api-error';
import type { HttpTransport } from './http';

const unreachable = () => new ApiError(0, 'network.unreachable', 'The server could not be reached.');

/**
 * The browser's transport. Uploads go through XMLHttpRequest, the one browser API that reports upload
 * progress (fetch has no upload progress events).
 */
export const browserTransport = (): HttpTransport => ({
  origin: window.location.origin,
  async request(url, init) {
    let response: Response;
    try {
      response = await fetch(url, { ...init, credentials: 'include' });
    } catch {
      throw unreachable();
    }
    return { status: response.status, statusText: response.statusText, text: await response.text() };
  },
  upload: (url, { method, body }, { onProgress, signal }) =>
    new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(method, url);
      request.withCredentials = true;
      request.upload.onprogress = (event) => onProgress?.(event.loaded, event.total);
      request.onload = () => resolve({ status: request.status, statusText: request.statusText, text: request.responseText });
      request.onerror = () => reject(unreachable());
      request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
      signal?.addEventListener('abort', () => request.abort(), { once: true });
      request.send(body);
    }),
  language: () => document.documentElement.lang || navigator.language,
});
