/**
 * `npm run import:papra -- --papra-url <url> --papra-api-key <key> --url <app url> --api-key <key>
 *   --organization <id> [--papra-organization <id>...] [--dry-run] [--yes] [--json]`
 *
 * Reads a running Papra instance through its public API (core/imports/papra) and writes what it holds
 * into one organization of this app through this app's public API, as any API client would: tags (made
 * where missing, with their colours), each document (its file, then its name, text, date and tags), the
 * trashed ones moved to the trash. First a report of what will come and what will not; then, confirmed
 * (--yes, or a yes at the prompt), the import. A document whose file is already in the organization is
 * skipped, so running it again adds nothing.
 *
 * Exit code: 0 when all came (or the report only), 1 when reading or writing failed, 2 for a wrong command line.
 */
import { createInterface } from 'node:readline/promises';
import { ApiError } from '../web/src/api/api-error.ts';
import type { ApiClient } from '../web/src/api/api-client.ts';
import type { HttpTransport } from '../web/src/api/http.ts';
import { createHttpApiClient } from '../web/src/api/http-api-client.ts';
import { createPapraClient, PapraApiError, type PapraClient } from '../core/imports/papra/papra-api.ts';
import { formatPapraReport, type PapraImportPlan, type PapraOrganizationRead, planPapraImport } from '../core/imports/papra/papra-plan.ts';

const USAGE =
  'usage: npm run import:papra -- --papra-url <url> --papra-api-key <key> --url <app url> --api-key <key> --organization <id>\n' +
  '       [--papra-organization <id>...] [--dry-run] [--yes] [--json]';

const VALUE_OPTIONS = ['--papra-url', '--papra-api-key', '--url', '--api-key', '--organization', '--papra-organization'] as const;
const FLAGS = ['--dry-run', '--yes', '--json'] as const;

class UsageError extends Error {}

function parseArguments(args: string[]) {
  const values = new Map<string, string[]>();
  const flags = new Set<string>();
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if ((FLAGS as readonly string[]).includes(arg)) flags.add(arg);
    else if ((VALUE_OPTIONS as readonly string[]).includes(arg)) {
      const value = args[++index];
      if (!value || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      values.set(arg, [...(values.get(arg) ?? []), value]);
    } else throw new UsageError(`unknown argument ${arg}`);
  }
  const one = (option: (typeof VALUE_OPTIONS)[number]) => {
    const given = values.get(option) ?? [];
    if (given.length !== 1) throw new UsageError(given.length ? `${option} is given twice` : `${option} is required`);
    return given[0] as string;
  };
  return {
    papraUrl: one('--papra-url'),
    papraApiKey: one('--papra-api-key'),
    url: one('--url'),
    apiKey: one('--api-key'),
    organizationId: one('--organization'),
    papraOrganizationIds: values.get('--papra-organization') ?? [],
    isDryRun: flags.has('--dry-run'),
    isConfirmed: flags.has('--yes'),
    isJson: flags.has('--json'),
  };
}

/** This app's API from Node, with an API key instead of the browser's session. */
function apiKeyTransport(origin: string, apiKey: string): HttpTransport {
  const send = async (url: URL, init: { method: string; headers?: Record<string, string>; body?: BodyInit }) => {
    let response: Response;
    try {
      response = await fetch(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${apiKey}` } });
    } catch (error) {
      throw new ApiError(
        0,
        'network.unreachable',
        `Could not reach the app at ${origin}: ${(error as Error).cause ?? (error as Error).message}`,
      );
    }
    return { status: response.status, statusText: response.statusText, text: await response.text() };
  };
  return { origin, request: send, upload: (url, { method, body }) => send(url, { method, body }), language: () => 'en' };
}

async function readPapra(papra: PapraClient, chosenIds: string[]): Promise<PapraOrganizationRead[]> {
  const organizations = await papra.listOrganizations();
  const unknown = chosenIds.filter((id) => !organizations.some((organization) => organization.id === id));
  if (unknown.length > 0) {
    const known = organizations.map((organization) => `${organization.id} (${organization.name})`).join(', ') || 'none';
    throw new PapraApiError(`The Papra API key does not see organization(s) ${unknown.join(', ')}; it sees: ${known}`);
  }
  const chosen = chosenIds.length ? organizations.filter((organization) => chosenIds.includes(organization.id)) : organizations;
  const read: PapraOrganizationRead[] = [];
  for (const organization of chosen) {
    read.push({
      organization,
      tags: await papra.listTags(organization.id),
      documents: await papra.listDocuments(organization.id),
      deletedDocuments: await papra.listDeletedDocuments(organization.id),
    });
  }
  return read;
}

type ImportResult = {
  tagsMade: number;
  imported: number;
  trashed: number;
  alreadyHere: number;
  /** Papra's text set in place of this app's reading (they differed). */
  textsSet: number;
  /** Documents still being read here when the wait ran out: this app's reading is kept. */
  textsLeft: string[];
  failed: { document: string; reason: string }[];
};

/** How long the import waits, once every file is sent, for this app to have read them before it sets Papra's texts. */
const TEXT_WAIT_MS = 5 * 60 * 1000;
const TEXT_POLL_MS = 1000;

type Failures = ImportResult['failed'];
type Planned = PapraImportPlan['documents'][number];
const label = (document: Planned) => `${document.name} (${document.papraId})`;

/** Runs one step of a document; a refusal of either API is that document's failure, said, and the import goes on. */
async function step(failed: Failures, document: Planned, run: () => Promise<void>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (!(error instanceof ApiError || error instanceof PapraApiError)) throw error;
    failed.push({ document: label(document), reason: error.message });
    return false;
  }
}

/**
 * Sets Papra's texts once this app has read each file. Not at upload: a text sent while the document
 * waits to be read counts as a person's edit and the reading is skipped, with it the thumbnail and the
 * events rules and workflows run on. So each document is read here first (its text compared: an equal
 * one is left), those still being read when the wait runs out keep this app's reading.
 */
async function setTexts(app: ApiClient, organizationId: string, texts: { document: Planned; documentId: string }[], result: ImportResult) {
  const deadline = Date.now() + TEXT_WAIT_MS;
  let waiting = texts;
  while (waiting.length > 0) {
    const stillReading: typeof texts = [];
    for (const text of waiting) {
      await step(result.failed, text.document, async () => {
        const { document } = await app.documents.get(organizationId, text.documentId);
        if (document.processingStatus === 'pending') stillReading.push(text);
        else if (document.content !== text.document.content) {
          await app.documents.update(organizationId, text.documentId, { content: text.document.content ?? '' });
          result.textsSet++;
        }
      });
    }
    waiting = stillReading;
    if (waiting.length > 0 && Date.now() >= deadline) {
      result.textsLeft.push(...waiting.map(({ document }) => label(document)));
      return;
    }
    if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, TEXT_POLL_MS));
  }
}

/**
 * Tags first; each document uploaded (a file already here skipped), named, dated and tagged; then
 * Papra's texts once this app has read the files; the trashed ones trashed last, as a document in the
 * trash takes no edit.
 */
async function runImport(papra: PapraClient, app: ApiClient, organizationId: string, plan: PapraImportPlan, tagIds: Map<string, string>) {
  const result: ImportResult = { tagsMade: 0, imported: 0, trashed: 0, alreadyHere: 0, textsSet: 0, textsLeft: [], failed: [] };
  for (const tag of plan.tagsToMake) {
    const { tag: made } = await app.tags.create(organizationId, tag);
    tagIds.set(tag.name.toLowerCase(), made.id);
    result.tagsMade++;
  }
  const texts: { document: Planned; documentId: string }[] = [];
  const toTrash: { document: Planned; documentId: string }[] = [];
  for (const document of plan.documents) {
    await step(result.failed, document, async () => {
      const bytes = await papra.readFile(document.organizationId, document.papraId);
      const file = new File([bytes], document.originalName, { type: document.mimeType });
      const uploaded = await app.documents.upload(organizationId, file).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'document.already_exists') return null;
        throw error;
      });
      if (!uploaded || uploaded.isRestored) {
        // Its file is here already; one in the trash here the upload took out, and back it goes if Papra's is trashed.
        if (uploaded && document.isDeleted) await app.documents.delete(organizationId, uploaded.document.id);
        result.alreadyHere++;
        return;
      }
      const documentId = uploaded.document.id;
      await app.documents.update(organizationId, documentId, {
        name: document.name,
        ...(document.documentDate === null ? {} : { documentDate: document.documentDate }),
      });
      for (const name of document.tagNames) {
        const tagId = tagIds.get(name.toLowerCase());
        if (tagId) await app.documents.addTag(organizationId, documentId, tagId);
      }
      if (document.content !== null) texts.push({ document, documentId });
      if (document.isDeleted) toTrash.push({ document, documentId });
      else result.imported++;
    });
  }
  await setTexts(app, organizationId, texts, result);
  for (const { document, documentId } of toTrash) {
    if (await step(result.failed, document, () => app.documents.delete(organizationId, documentId))) result.trashed++;
  }
  return result;
}

async function confirm(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await prompt.question(question)).trim());
  } finally {
    prompt.close();
  }
}

function formatResult(result: ImportResult): string {
  const lines = [
    'Imported',
    `  tags made        ${result.tagsMade}`,
    `  documents        ${result.imported}`,
    `  trashed          ${result.trashed}`,
    `  already here     ${result.alreadyHere} (skipped)`,
    `  texts of Papra   ${result.textsSet} set where this app read another text`,
    ...(result.textsLeft.length
      ? [`  still being read ${result.textsLeft.length}, this app's reading kept: ${result.textsLeft.join(', ')}`]
      : []),
    `  failed           ${result.failed.length}`,
    ...result.failed.map(({ document, reason }) => `    ${document}: ${reason}`),
  ];
  return `${lines.join('\n')}\n`;
}

async function main(args: string[]): Promise<number> {
  let options: ReturnType<typeof parseArguments>;
  try {
    options = parseArguments(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  if (options.isDryRun && options.isConfirmed) {
    console.error(`--dry-run and --yes do not go together\n${USAGE}`);
    return 2;
  }
  const app = createHttpApiClient(apiKeyTransport(options.url, options.apiKey));
  try {
    const papra = createPapraClient({ url: options.papraUrl, apiKey: options.papraApiKey });
    const read = await readPapra(papra, options.papraOrganizationIds);
    const { tags } = await app.tags.list(options.organizationId);
    const plan = planPapraImport(
      read,
      tags.map((tag) => tag.name),
    );
    const out = (text: string) => process.stdout.write(text);
    if (!options.isJson) out(formatPapraReport(plan));
    if (options.isDryRun) {
      if (options.isJson) out(`${JSON.stringify({ plan }, null, 2)}\n`);
      return 0;
    }
    if (!options.isConfirmed) {
      if (!process.stdin.isTTY) {
        console.error('Nothing imported: confirm with --yes (or look first with --dry-run).');
        return 2;
      }
      if (!(await confirm(`\nImport into organization ${options.organizationId}? [y/N] `))) {
        out('Nothing imported.\n');
        return 0;
      }
    }
    const tagIds = new Map(tags.map((tag) => [tag.name.toLowerCase(), tag.id]));
    const result = await runImport(papra, app, options.organizationId, plan, tagIds);
    out(options.isJson ? `${JSON.stringify({ plan, result }, null, 2)}\n` : formatResult(result));
    return result.failed.length ? 1 : 0;
  } catch (error) {
    if (error instanceof PapraApiError) console.error(error.message);
    else if (error instanceof ApiError)
      console.error(`The app at ${options.url} answered: ${error.message} (${error.status} ${error.code})`);
    else throw error;
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
