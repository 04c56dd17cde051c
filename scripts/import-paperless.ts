/**
 * `npm run import:paperless -- <export.zip|folder> --url <app url> --api-key <key> --organization <id> [--yes] [--json] [--resume <import id>]`
 * `npm run import:paperless -- <export.zip|folder> --dry-run [--json] [--existing <file.json>]`
 *
 * Imports a Paperless-ngx export (a zip from `document_exporter -z`, or the folder it writes, zipped
 * here first) from this machine's disk into an organization of an app: uploaded in parts (only the
 * missing ones when an unfinished import of the same file is there, or the one `--resume` names),
 * read by the app into a report, printed, confirmed (a question on a terminal; `--yes` elsewhere),
 * then imported by the app's job while this shows its progress.
 *
 * `--dry-run` reads the export here with the same code the Worker uses (core/imports/paperless), and
 * prints what an import would bring: counts per kind, how each maps, conflicts with the organization,
 * what will not come and why, and every fault of the export. `--existing` names a JSON file
 * `{ "tagNames": [], "archiveSerialNumbers": [], "memberEmails": [] }` describing the organization
 * it would go into.
 *
 * Exit code: 0 when the export was imported (or can be, for the dry run; or waits for `--yes`), 1 when
 * it was not (refused, failed, the app unreachable or refusing the key), 2 for a wrong command line.
 */
import { rmSync } from 'node:fs';
import { mkdtemp, open, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { type ExportSource, ExportSourceError, type RangeReader } from '../core/imports/export-source.ts';
import { dryRunPaperlessExport } from '../core/imports/paperless/paperless-dry-run.ts';
import type { ExistingOrganization } from '../core/imports/paperless/paperless-plan.ts';
import { formatImportReport, formatPaperlessReport } from '../core/imports/paperless/paperless-report-text.ts';
import { zipExportSource } from '../core/imports/zip-ranges.ts';
import {
  CommandError,
  findUnfinishedImport,
  ImportsClient,
  missingParts,
  ProgressLine,
  uploadMissingParts,
  waitWhile,
  withRetries,
} from './imports-client.ts';
import { folderSource, zipFolder } from './export-folder.ts';

const USAGE = [
  'usage: npm run import:paperless -- <export.zip|folder> --url <app url> --api-key <key> --organization <id> [--yes] [--json] [--resume <import id>]',
  '       npm run import:paperless -- <export.zip|folder> --dry-run [--json] [--existing <organization.json>]',
].join('\n');

async function fileRangeReader(file: string): Promise<RangeReader & { close(): Promise<void> }> {
  const handle = await open(file);
  const { size } = await handle.stat();
  return {
    size,
    async read(offset, length) {
      const bytes = new Uint8Array(Math.max(0, Math.min(length, size - offset)));
      const { bytesRead } = await handle.read(bytes, 0, bytes.length, offset);
      return bytes.subarray(0, bytesRead);
    },
    close: () => handle.close(),
  };
}

type Command =
  | { mode: 'dry-run'; exportPath: string; json: boolean; existingFile: string | undefined }
  | {
      mode: 'import';
      exportPath: string;
      json: boolean;
      yes: boolean;
      url: URL;
      apiKey: string;
      organizationId: string;
      resume: string | undefined;
    };

const VALUE_OPTIONS = ['--existing', '--url', '--api-key', '--organization', '--resume'] as const;
const SWITCHES = ['--dry-run', '--json', '--yes'] as const;

/** The command line read, or why it is wrong. */
function parseCommand(args: string[]): Command | string {
  const values = new Map<string, string>();
  const switches = new Set<string>();
  const positional: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if ((VALUE_OPTIONS as readonly string[]).includes(arg)) {
      const value = args[++index];
      if (value === undefined || value.startsWith('--')) return `${arg} needs a value`;
      values.set(arg, value);
    } else if ((SWITCHES as readonly string[]).includes(arg)) switches.add(arg);
    else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else positional.push(arg);
  }
  const exportPath = positional[0];
  if (!exportPath || positional.length > 1) return 'name one export: a zip or a folder';
  const json = switches.has('--json');
  const given = (names: string[]) => names.filter((name) => values.has(name) || switches.has(name));
  if (switches.has('--dry-run')) {
    const importOnly = given(['--url', '--api-key', '--organization', '--resume', '--yes']);
    if (importOnly.length > 0) return `--dry-run reads the export here and sends nothing: leave out ${importOnly.join(', ')}`;
    return { mode: 'dry-run', exportPath, json, existingFile: values.get('--existing') };
  }
  if (values.has('--existing')) return '--existing goes with --dry-run (an import reads the organization itself)';
  const missing = ['--url', '--api-key', '--organization'].filter((name) => !values.has(name));
  if (missing.length > 0) return `to import into an app, give ${missing.join(', ')} (or --dry-run to only read the export)`;
  let url: URL;
  try {
    url = new URL(values.get('--url') ?? '');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
  } catch {
    return `--url must be the app's address, http(s)://…: ${values.get('--url')}`;
  }
  return {
    mode: 'import',
    exportPath,
    json,
    yes: switches.has('--yes'),
    url,
    apiKey: values.get('--api-key') ?? '',
    organizationId: values.get('--organization') ?? '',
    resume: values.get('--resume'),
  };
}

async function main(args: string[]): Promise<number> {
  const command = parseCommand(args);
  if (typeof command === 'string') {
    console.error(`${command}\n${USAGE}`);
    return 2;
  }
  try {
    await stat(command.exportPath);
  } catch {
    console.error(`${command.exportPath}: no such file or folder\n${USAGE}`);
    return 2;
  }
  if (command.mode === 'import') {
    try {
      return await importIntoApp(command);
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      console.error(error.message);
      return error.exitCode;
    }
  }
  const existing: ExistingOrganization = {
    tagNames: [],
    archiveSerialNumbers: [],
    memberEmails: [],
    ...(command.existingFile ? JSON.parse(await readFile(command.existingFile, 'utf8')) : {}),
  };

  const isFolder = (await stat(command.exportPath)).isDirectory();
  const zipFile = isFolder ? null : await fileRangeReader(command.exportPath);
  try {
    const source = zipFile
      ? await zipExportSource(zipFile).catch((error: unknown) => errorSource(error))
      : await folderSource(command.exportPath);
    const report = await dryRunPaperlessExport(source, existing);
    process.stdout.write(command.json ? `${JSON.stringify(report, null, 2)}\n` : formatPaperlessReport(report));
    return report.isImportable ? 0 : 1;
  } finally {
    await zipFile?.close();
  }
}

/**
 * The import into an app, from wherever an earlier run stopped: each step runs when the import is in
 * its status (uploading → analyzing → ready → importing → done), so a run that finds the import further
 * on takes it from there. Messages go to stderr, the report and the outcome to stdout.
 */
async function importIntoApp(command: Extract<Command, { mode: 'import' }>): Promise<number> {
  const client = new ImportsClient(command.url, command.apiKey, command.organizationId);
  const isFolder = (await stat(command.exportPath)).isDirectory();
  const temporaryFolder = isFolder ? await mkdtemp(path.join(tmpdir(), 'paperless-import-')) : undefined;
  const removeTemporaryFolder = () => temporaryFolder && rmSync(temporaryFolder, { recursive: true, force: true });
  process.once('exit', removeTemporaryFolder);
  process.once('SIGINT', () => process.exit(130));
  try {
    let zipFile = command.exportPath;
    if (temporaryFolder) {
      zipFile = path.join(temporaryFolder, `${path.basename(path.resolve(command.exportPath))}.zip`);
      console.error(`Zipping ${command.exportPath} into a temporary file…`);
      const { files, symbolicLinks } = await zipFolder(command.exportPath, zipFile);
      console.error(`  ${files} file(s)${symbolicLinks.length > 0 ? `; symbolic links left out: ${symbolicLinks.join(', ')}` : ''}`);
    }
    const fileName = path.basename(zipFile);
    const { size } = await stat(zipFile);

    let current = command.resume ? await client.get(command.resume) : findUnfinishedImport(await client.list(), fileName, size);
    if (command.resume && (current?.fileName !== fileName || current.size !== size))
      throw new CommandError(
        `Import ${command.resume} is of ${current?.fileName} (${current?.size} bytes), not of ${fileName} (${size} bytes)`,
      );
    if (current) console.error(`Continuing import ${current.id} of ${fileName} (${current.status})`);
    else {
      current = await client.create(fileName, size);
      console.error(`Import ${current.id} of ${fileName} (${size} bytes, ${current.partsCount} part(s))`);
    }
    const importId = current.id;

    if (current.status === 'uploading') {
      const parts = missingParts(current.partsCount, current.uploadedParts).length;
      console.error(`Sending ${parts} part(s) of ${current.partsCount}${parts < current.partsCount ? ' (the others are there)' : ''}`);
      await uploadMissingParts(client, current, zipFile);
      current = await withRetries(() => client.completeUpload(importId));
    }
    if (current.status === 'analyzing') {
      console.error('The app reads the export…');
      current = await waitWhile(client, importId, 'analyzing', () => {});
    }
    const report = await withRetries(() => client.report(importId));
    const printResult = () => {
      if (command.json) process.stdout.write(`${JSON.stringify({ import: current, report }, null, 2)}\n`);
    };
    if (report && !command.json) process.stdout.write(formatImportReport(report));

    if (current.status === 'refused') {
      printResult();
      console.error(`The app refused the export: ${current.error}`);
      return 1;
    }
    if (current.status === 'ready') {
      const continueLater = `The upload is kept: run the same command with --yes to import it (or --resume ${importId}).`;
      if (!command.yes) {
        if (!process.stdin.isTTY) {
          printResult();
          console.error(`Not started: confirm with --yes when not on a terminal. ${continueLater}`);
          return 0;
        }
        const prompt = createInterface({ input: process.stdin, output: process.stderr });
        // readline takes Ctrl-C from the terminal: without this, the question would only pause.
        prompt.once('SIGINT', () => process.exit(130));
        const answer = await prompt.question(`Import ${report?.documentsComing ?? 0} document(s) into ${command.organizationId}? [y/N] `);
        prompt.close();
        if (!/^y(es)?$/i.test(answer.trim())) {
          console.error(`Not started. ${continueLater}`);
          return 0;
        }
      }
      current = await client.start(importId);
    }
    // The organization's imports run one at a time: this one starts when the one before it ends.
    if (current.status === 'queued') {
      console.error('Waiting for the organization’s import before it to end…');
      current = await waitWhile(client, importId, 'queued', () => undefined);
    }
    if (current.status === 'importing') {
      const progress = new ProgressLine();
      const total = report?.documentsComing ?? 0;
      current = await waitWhile(client, importId, 'importing', ({ documentsImported, documentsSkipped }) =>
        progress.update(`Importing: ${documentsImported + documentsSkipped} of ${total} document(s)`),
      );
      progress.end(`Importing: ${current.documentsImported + current.documentsSkipped} of ${total} document(s)`);
    }
    printResult();
    const counts = `${current.documentsImported} imported, ${current.documentsSkipped} skipped (already here or left out)`;
    if (current.status === 'done') {
      if (!command.json) process.stdout.write(`\nDone: ${counts}.\n`);
      return 0;
    }
    console.error(
      `The import ${current.status === 'failed' ? 'failed' : `is ${current.status}`}: ${current.error ?? 'no reason given'} (${counts})`,
    );
    return 1;
  } finally {
    removeTemporaryFolder();
  }
}

/** A zip that cannot be opened is still a report: a source whose listing fails with the reason. */
function errorSource(error: unknown): ExportSource {
  if (!(error instanceof ExportSourceError)) throw error;
  return {
    listEntries: () => Promise.reject(error),
    readEntry: () => {
      throw error;
    },
  };
}

process.exitCode = await main(process.argv.slice(2));
