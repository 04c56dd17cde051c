import path from 'node:path';

/** A source file: its path from the repository root (forward slashes) and its text. */
export type SourceFile = { path: string; text: string };

/** An import that crosses a boundary it may not, with the file that holds it and why it is refused. */
type BoundaryViolation = { file: string; specifier: string; reason: string };

/** web/src folders that are no feature: the kit, shared code and the shell, which any feature may import or which joins several. */
const WEB_NON_FEATURE_FOLDERS = new Set(['ui', 'lib', 'api', 'config', 'i18n', 'theme', 'analytics', 'layout']);

/**
 * The one web file allowed to name worker files: it derives the API's shapes from the worker's DTO
 * and repository files, with `import type` only, so it carries the API contract and bundles nothing
 * of the worker. (The request schemas are in core/, which the web may import.)
 */
const WEB_API_TYPES_FILE = 'web/src/api/types.ts';

/**
 * Tables another module owns that a repository reads itself (`file -> tables file`). Any other
 * read of a module's tables goes through that module: a repository function, or a subquery it exports
 * for another's statement (userNameOf, isLiveOrganization, documentNameOf). Nothing may be added here.
 */
const CROSS_MODULE_TABLE_READS = new Set([
  // better-auth writes the accounts (auth.tables.ts); the users module reads and renames them.
  'worker/modules/users/users.repository.ts -> worker/modules/auth/auth.tables.ts',
]);

/**
 * Another module's table named in a module's own SQL (`file -> table`). Nothing may be added here:
 * - a tag's count of live documents joins the links with the documents' trash column at once; a subquery of
 *   the documents module would make tags import documents, which imports tags.
 */
const CROSS_MODULE_SQL_READS = new Set([
  'worker/modules/tags/tags.repository.ts -> documents',
  // - the search statement joins the tag links and property values to the search index in one statement that
  //   bench:search tunes (its shape pinned by search-statements.test.ts); split into the owners' subqueries, SQLite plans it apart.
  'worker/modules/documents/search/search-statements.ts -> documents_tags',
  'worker/modules/documents/search/search-statements.ts -> tags',
  'worker/modules/documents/search/search-statements.ts -> document_property_values',
  // - the lists and the search count and find the documents with pending suggestions (issue 47); the suggestions
  //   module, which learns from documents and writes their tags and values, imports documents.
  'worker/modules/documents/documents.repository.ts -> document_suggestions',
]);

/** The table list and the tables themselves, whose foreign keys name other modules' tables. */
const isTableDefinition = (file: string) => file === 'worker/platform/db/schema.ts' || file.endsWith('.tables.ts');

/** worker/modules/<name>/ of a file, or undefined outside the modules. */
const workerModuleOf = (file: string) => /^worker\/modules\/([^/]+)\//.exec(file)?.[1];

type ImportStatement = { specifier: string; isTypeOnly: boolean };

// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`. Only a whole `import type` /
// `export type` is type-only: with verbatimModuleSyntax, `import { type A }` still loads the module.
const IMPORT_PATTERN = /(?:^|[\s;])(?:(import|export)\s+(type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?|import\s*\(\s*)['"]([^'"]+)['"]/g;

function importsOf(text: string): ImportStatement[] {
  return Array.from(text.matchAll(IMPORT_PATTERN), (match) => ({ specifier: match[3]!, isTypeOnly: Boolean(match[2]) }));
}

const EXTENSIONS = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

/** The repository path an import points at, or undefined for a package (or a file that is not in the tree). */
function resolveImport(fromFile: string, specifier: string, paths: ReadonlySet<string>): string | undefined {
  const bare = specifier.split('?')[0]!;
  let base: string;
  if (bare.startsWith('@/')) base = `web/src/${bare.slice(2)}`;
  else if (bare.startsWith('.')) base = path.posix.join(path.posix.dirname(fromFile), bare);
  else return undefined;
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => paths.has(candidate)) ?? base;
}

/** The web feature a file belongs to (its first folder under web/src), or undefined for the kit, shared code and the shell. */
function webFeatureOf(file: string): string | undefined {
  const match = /^web\/src\/([^/]+)\//.exec(file);
  return match && !WEB_NON_FEATURE_FOLDERS.has(match[1]!) ? match[1] : undefined;
}

/**
 * Every import that crosses a boundary of the architecture (README, Architecture) that the linter cannot see
 * (biome.jsonc refuses what an import's text shows: core/ importing worker/ or web/, the web importing worker/,
 * worker/platform/ importing a module):
 * - web/src/api/types.ts, the one web file the linter lets name worker files, does so with `import type` only;
 * - a module reads and writes only its own tables (`*.tables.ts`; types and foreign keys aside), but for CROSS_MODULE_TABLE_READS;
 * - no two web features import each other, directly or through others;
 * - a module names no other module's table in its SQL, but for CROSS_MODULE_SQL_READS (another module's tables are
 *   reached through the subqueries it exports);
 * - no two worker modules import each other, directly or through others (types and foreign keys aside: a table
 *   names the table it points at, which is no call).
 */
export function findBoundaryViolations(files: readonly SourceFile[]): BoundaryViolation[] {
  const paths = new Set(files.map((file) => file.path));
  const violations: BoundaryViolation[] = [];
  const featureEdges: ImportGraph = new Map();
  const moduleEdges: ImportGraph = new Map();

  for (const file of files) {
    for (const { specifier, isTypeOnly } of importsOf(file.text)) {
      const target = resolveImport(file.path, specifier, paths);
      if (!target) continue;
      const refuse = (reason: string) => violations.push({ file: file.path, specifier, reason });

      if (file.path === WEB_API_TYPES_FILE && target.startsWith('worker/') && !isTypeOnly) {
        refuse(`${WEB_API_TYPES_FILE} imports worker code with \`import type\` only`);
      }

      const tablesModule = target.endsWith('.tables.ts') ? workerModuleOf(target) : undefined;
      if (
        !isTypeOnly &&
        tablesModule &&
        tablesModule !== workerModuleOf(file.path) &&
        !isTableDefinition(file.path) &&
        !CROSS_MODULE_TABLE_READS.has(`${file.path} -> ${target}`)
      ) {
        refuse(`the tables of ${tablesModule} are read and written by its own repositories only`);
      }

      addEdge(featureEdges, webFeatureOf(file.path), webFeatureOf(target), { file: file.path, specifier });
      if (!isTypeOnly && !isTableDefinition(file.path) && !file.path.endsWith('.test.ts')) {
        addEdge(moduleEdges, workerModuleOf(file.path), workerModuleOf(target), { file: file.path, specifier });
      }
    }
  }

  violations.push(...sqlReadsOfOtherModulesTables(files));

  for (const { from, to, file, specifier } of edgesInCycles(featureEdges)) {
    violations.push({ file, specifier, reason: `the feature ${from} imports ${to}, which imports ${from} back` });
  }
  for (const { from, to, file, specifier } of edgesInCycles(moduleEdges)) {
    violations.push({ file, specifier, reason: `the module ${from} imports ${to}, which imports ${from} back` });
  }
  return violations;
}

const TABLE_NAME_PATTERN = /sqliteTable\(\s*'(\w+)'/g;
// A table named where SQL names one: after FROM, JOIN, INTO, UPDATE or TABLE, quoted or not.
const SQL_TABLE_REFERENCE = /\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+["`]?(\w+)/gi;
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/[^\n]*/g, '$1');

function sqlReadsOfOtherModulesTables(files: readonly SourceFile[]): BoundaryViolation[] {
  const ownerOf = new Map<string, string>();
  for (const file of files.filter(({ path }) => path.endsWith('.tables.ts'))) {
    for (const [, table] of file.text.matchAll(TABLE_NAME_PATTERN)) ownerOf.set(table!, workerModuleOf(file.path)!);
  }
  return files
    .filter(({ path }) => path.startsWith('worker/modules/') && !path.endsWith('.tables.ts') && !path.endsWith('.test.ts'))
    .flatMap((file) =>
      [...new Set(Array.from(withoutComments(file.text).matchAll(SQL_TABLE_REFERENCE), (match) => match[1]!))]
        .filter((table) => ownerOf.has(table) && ownerOf.get(table) !== workerModuleOf(file.path))
        .filter((table) => !CROSS_MODULE_SQL_READS.has(`${file.path} -> ${table}`))
        .map((table) => ({
          file: file.path,
          specifier: `SQL "${table}"`,
          reason: `the table ${table} of ${ownerOf.get(table)} is reached through the subqueries ${ownerOf.get(table)} exports, not by its name`,
        })),
    );
}

/** from -> imported -> the first import that makes the edge */
type ImportGraph = Map<string, Map<string, { file: string; specifier: string }>>;

function addEdge(graph: ImportGraph, from: string | undefined, to: string | undefined, where: { file: string; specifier: string }) {
  if (!from || !to || from === to) return;
  const edges = graph.get(from) ?? new Map();
  if (!edges.has(to)) edges.set(to, where);
  graph.set(from, edges);
}

/** Every edge from one node to another that leads back to the first, with the import that makes it. */
function edgesInCycles(graph: ImportGraph) {
  const reaches = (start: string, goal: string, seen = new Set<string>()): boolean => {
    if (start === goal) return true;
    if (seen.has(start)) return false;
    seen.add(start);
    return [...(graph.get(start)?.keys() ?? [])].some((next) => reaches(next, goal, seen));
  };
  return [...graph].flatMap(([from, edges]) =>
    [...edges].filter(([to]) => reaches(to, from)).map(([to, { file, specifier }]) => ({ from, to, file, specifier })),
  );
}
