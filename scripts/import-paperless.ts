/**
 * `npm run import:paperless -- <export.zip|folder> --dry-run [--json] [--existing <file.json>]`
 *
 * Reads a Paperless-ngx export (a zip from `document_exporter -z`, or the folder it writes) from this
 * machine's disk with the same code the Worker will use (core/imports/paperless), and prints what an
 * import would bring: counts per kind, how each maps, conflicts with the organization, what will not
 * come and why, and every fault of the export. `--existing` names a JSON file
 * `{ "tagNames": [], "archiveSerialNumbers": [], "memberEmails": [] }` describing the organization
 * it would go into. Importing into an app is the next slice of issue 46; without --dry-run this says so.
 *
 * Exit code: 0 when the export can be imported, 1 when it cannot, 2 for a wrong command line.
 */
import { createReadStream } from 'node:fs';
import { open, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type ExportSource, ExportSourceError, type RangeReader, type RefusedEntry } from '../core/imports/export-source.ts';
import { dryRunPaperlessExport } from '../core/imports/paperless/paperless-dry-run.ts';
import type { ExistingOrganization } from '../core/imports/paperless/paperless-plan.ts';
import { formatPaperlessReport } from '../core/imports/paperless/paperless-report-text.ts';
import { zipExportSource } from '../core/imports/zip-ranges.ts';

const USAGE = 'usage: npm run import:paperless -- <export.zip|folder> --dry-run [--json] [--existing <organization.json>]';

/** A folder on disk: every regular file under it, by its `/`-separated path; symbolic links are not followed. */
async function folderSource(root: string): Promise<ExportSource> {
  const entries: { name: string; size: number }[] = [];
  const refused: RefusedEntry[] = [];
  for (const dirent of await readdir(root, { recursive: true, withFileTypes: true })) {
    const name = path.relative(root, path.join(dirent.parentPath, dirent.name)).split(path.sep).join('/');
    if (dirent.isSymbolicLink()) refused.push({ name, reason: 'a symbolic link: not followed' });
    else if (dirent.isFile()) entries.push({ name, size: (await stat(path.join(root, name))).size });
  }
  const names = new Set(entries.map((entry) => entry.name));
  return {
    listEntries: async () => ({ entries, refused }),
    readEntry(name) {
      if (!names.has(name)) throw new ExportSourceError(`${name} is not in the export`);
      return createReadStream(path.join(root, name), { highWaterMark: 1024 * 1024 });
    },
  };
}

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

async function main(args: string[]): Promise<number> {
  const flags = new Set<string>();
  const positional: string[] = [];
  let existingFile: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '--existing') existingFile = args[++index];
    else if (arg.startsWith('--')) flags.add(arg);
    else positional.push(arg);
  }
  const unknown = [...flags].filter((flag) => flag !== '--dry-run' && flag !== '--json');
  const exportPath = positional[0];
  if (unknown.length > 0) {
    console.error(`unknown option ${unknown.join(', ')}\n${USAGE}`);
    return 2;
  }
  if (!exportPath || positional.length > 1 || (args.includes('--existing') && !existingFile)) {
    console.error(USAGE);
    return 2;
  }
  if (!flags.has('--dry-run')) {
    console.error(
      'Importing into an app is not there yet: this command only reads an export and reports what would come (--dry-run).\n' +
        'Sending it to an app (--url, --api-key, --organization) is the next slice of issue 46.\n' +
        USAGE,
    );
    return 2;
  }
  const existing: ExistingOrganization = {
    tagNames: [],
    archiveSerialNumbers: [],
    memberEmails: [],
    ...(existingFile ? JSON.parse(await readFile(existingFile, 'utf8')) : {}),
  };

  const isFolder = (await stat(exportPath)).isDirectory();
  const zipFile = isFolder ? null : await fileRangeReader(exportPath);
  try {
    const source = zipFile ? await zipExportSource(zipFile).catch((error: unknown) => errorSource(error)) : await folderSource(exportPath);
    const report = await dryRunPaperlessExport(source, existing);
    process.stdout.write(flags.has('--json') ? `${JSON.stringify(report, null, 2)}\n` : formatPaperlessReport(report));
    return report.isImportable ? 0 : 1;
  } finally {
    await zipFile?.close();
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
