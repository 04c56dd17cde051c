/**
 * The app's imports API as a command line uses it (scripts/import-paperless.ts): an export on this
 * machine's disk sent in parts (each retried, only the missing ones when resuming), read into a
 * report by the app, then imported by its job, with API keys (`Authorization: Bearer`).
 */
import { openAsBlob } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ImportDto, ImportReport, ImportStatus } from '../core/imports/imports.schemas.ts';

/** A failure the command explains and ends on, with its exit code (1: the import did not happen, 2: a wrong command line). */
export class CommandError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** Statuses of an import not yet at its end: a run for the same export continues it rather than start over. */
export const UNFINISHED_STATUSES: ImportStatus[] = ['uploading', 'analyzing', 'ready', 'importing'];

const WRITE_PERMISSIONS = 'documents:create, documents:update, tags:create and properties:update (and documents:read to follow it)';

/** What a person reads when the app answers `status` with `body` (its JSON envelope `{ error: { code, message } }`, or not the app at all). */
export function describeHttpFailure(url: string, status: number, contentType: string, body: string): string {
  let envelope: { error?: { code?: unknown; message?: unknown } } | undefined;
  try {
    envelope = contentType.includes('json') ? JSON.parse(body) : undefined;
  } catch {
    envelope = undefined;
  }
  const code = typeof envelope?.error?.code === 'string' ? envelope.error.code : undefined;
  const message = typeof envelope?.error?.message === 'string' ? envelope.error.message : undefined;
  if (!code || !message)
    return `${url} answered HTTP ${status} (${contentType || 'no content type'}), not the app's JSON: is --url the app's address?`;
  const hint =
    status === 401
      ? ' Check --api-key: make a key on the app’s API keys page.'
      : code === 'api_key.permission_missing'
        ? ` The key needs ${WRITE_PERMISSIONS}.`
        : code === 'api_key.organization_not_allowed' || code === 'organization.not_found'
          ? ' Check --organization: the id is in the app’s address of the organization (org_…).'
          : code === 'server.not_found'
            ? ' Check --url: the app’s address, its origin alone (http(s)://host:port).'
            : '';
  return `${message} (HTTP ${status}, ${code}).${hint}`;
}

/** The parts an upload still needs, in order. */
export function missingParts(partsCount: number, uploadedParts: number[]): number[] {
  const uploaded = new Set(uploadedParts);
  return Array.from({ length: partsCount }, (_, index) => index + 1).filter((part) => !uploaded.has(part));
}

/** The unfinished import of the same file (name and size) to continue, the newest if several. */
export function findUnfinishedImport(imports: ImportDto[], fileName: string, size: number): ImportDto | undefined {
  return imports
    .filter((candidate) => candidate.fileName === fileName && candidate.size === size && UNFINISHED_STATUSES.includes(candidate.status))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

const formatMiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** One line that rewrites itself on a terminal; elsewhere (a log) a line every few seconds and the last one. */
export class ProgressLine {
  readonly #isTty = Boolean(process.stderr.isTTY);
  #lastPrinted = 0;

  update(text: string) {
    if (this.#isTty) {
      process.stderr.write(`\r\x1b[K${text}`);
      return;
    }
    if (Date.now() - this.#lastPrinted < 2000) return;
    this.#lastPrinted = Date.now();
    process.stderr.write(`${text}\n`);
  }

  end(text: string) {
    process.stderr.write(this.#isTty ? `\r\x1b[K${text}\n` : `${text}\n`);
  }
}

/** The imports of one organization, with an API key. */
export class ImportsClient {
  readonly #base: string;
  readonly #origin: string;
  readonly #apiKey: string;

  constructor(appUrl: URL, apiKey: string, organizationId: string) {
    this.#origin = appUrl.origin;
    this.#base = new URL(
      `api/organizations/${encodeURIComponent(organizationId)}/imports`,
      appUrl.href.endsWith('/') ? appUrl : `${appUrl.href}/`,
    ).href;
    this.#apiKey = apiKey;
  }

  async #request(method: string, pathname: string, body?: { json: unknown } | { bytes: Blob }): Promise<any> {
    const url = `${this.#base}${pathname}`;
    const headers: Record<string, string> = { authorization: `Bearer ${this.#apiKey}`, accept: 'application/json' };
    let payload: string | Blob | undefined;
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body) {
      headers['content-type'] = 'application/octet-stream';
      payload = body.bytes;
    }
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body: payload, redirect: 'manual' });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new RetryableError(`Cannot reach ${this.#origin}: ${cause?.code ?? cause?.message ?? String(error)}`);
    }
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    if (response.ok && contentType.includes('json')) return text ? JSON.parse(text) : null;
    if (response.status === 204) return null;
    const message = describeHttpFailure(url, response.status, contentType, text);
    throw response.status >= 500 || response.status === 429 ? new RetryableError(message) : new CommandError(message);
  }

  list = async (): Promise<ImportDto[]> => (await this.#request('GET', '')).imports;
  get = async (importId: string): Promise<ImportDto> => (await this.#request('GET', `/${importId}`)).import;
  create = async (fileName: string, size: number): Promise<ImportDto> =>
    (await this.#request('POST', '', { json: { source: 'paperless', fileName, size } })).import;
  putPart = async (importId: string, partNumber: number, bytes: Blob): Promise<ImportDto> =>
    (await this.#request('PUT', `/${importId}/parts/${partNumber}`, { bytes })).import;
  completeUpload = async (importId: string): Promise<ImportDto> => (await this.#request('POST', `/${importId}/upload-complete`)).import;
  report = async (importId: string): Promise<ImportReport | null> => (await this.#request('GET', `/${importId}/report`)).report;
  start = async (importId: string): Promise<ImportDto> => (await this.#request('POST', `/${importId}/start`)).import;
}

/** A failure worth trying again: the app unreachable for a moment, busy (429) or failing (5xx). */
class RetryableError extends CommandError {}

/** Runs `attempt` up to `attempts` times while it fails with a RetryableError, waiting 1, 2, 4… s between. */
export async function withRetries<T>(attempt: () => Promise<T>, { attempts = 5, firstDelayMs = 1000 } = {}): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof RetryableError) || tried >= attempts) throw error;
      await sleep(firstDelayMs * 2 ** (tried - 1));
    }
  }
}

/** Parts sent at once: one waits for the app's answer while the others send. */
const PARTS_IN_FLIGHT = 3;

/** Sends the parts of `file` the import lacks, each retried; answers the import once all are there. */
export async function uploadMissingParts(client: ImportsClient, upload: ImportDto, file: string): Promise<ImportDto> {
  const pending = missingParts(upload.partsCount, upload.uploadedParts);
  const progress = new ProgressLine();
  let sentBytes = upload.uploadedParts.reduce(
    (sum, part) => sum + Math.min(upload.partSize, upload.size - (part - 1) * upload.partSize),
    0,
  );
  const report = () => `Uploading ${upload.fileName}: ${formatMiB(sentBytes)} of ${formatMiB(upload.size)}`;
  let latest = upload;
  // A Blob over the file: each part is read from disk as fetch sends it, never copied into memory
  // whole (a Uint8Array body is copied by fetch, and those copies pile up until V8 collects them).
  const blob = await openAsBlob(file);
  const sendNext = async () => {
    for (let part = pending.shift(); part !== undefined; part = pending.shift()) {
      const bytes = blob.slice((part - 1) * upload.partSize, part * upload.partSize);
      const answered = await withRetries(() => client.putPart(upload.id, part, bytes));
      if (answered.uploadedParts.length > latest.uploadedParts.length) latest = answered;
      sentBytes += bytes.size;
      progress.update(report());
    }
  };
  await Promise.all(Array.from({ length: PARTS_IN_FLIGHT }, sendNext));
  progress.end(report());
  return latest;
}

/** Polls the import every second while it is in `status`, calling `onPoll` with each answer; answers it once it has moved on. */
export async function waitWhile(client: ImportsClient, importId: string, status: ImportStatus, onPoll: (current: ImportDto) => void) {
  for (;;) {
    const current = await withRetries(() => client.get(importId));
    onPoll(current);
    if (current.status !== status) return current;
    await sleep(1000);
  }
}
