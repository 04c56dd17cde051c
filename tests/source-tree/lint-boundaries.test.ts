import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '../..');

type LintDiagnostic = { category: string; location: { path: string } };

/** The files of `tree` linted by Biome with the repository's configuration, in a folder of their own: each file's rules broken. */
function lint(tree: Record<string, string>): Record<string, string[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-boundaries-'));
  fs.copyFileSync(path.join(ROOT, 'biome.jsonc'), path.join(folder, 'biome.jsonc'));
  for (const [file, text] of Object.entries(tree)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), text);
  }
  let output: string;
  try {
    output = execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['lint', '--vcs-enabled=false', '--reporter=json', '.'], {
      cwd: folder,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  const { diagnostics } = JSON.parse(output) as { diagnostics: LintDiagnostic[] };
  const broken: Record<string, string[]> = {};
  for (const { category, location } of diagnostics) (broken[location.path] ??= []).push(category);
  return broken;
}

// The import boundaries biome.jsonc holds (the import-boundary test holds the rest): on small trees, so that a rule
// that stopped catching anything after an upgrade or an edit of the configuration would show.
describe('the linter refuses imports across the boundaries', () => {
  const restricted = 'lint/style/noRestrictedImports';
  const broken = lint({
    'core/search/parser.ts': "import { settings } from '../../worker/platform/settings';\nexport const a = settings;",
    'core/locales/locales.ts': "export { LOCALES } from '../../web/src/i18n/locales';",
    'core/tags/tags.ts': "export const load = () => import('../../worker/modules/tags/tags.dto');",
    'core/tags/tag-colors.ts': "import { FIELD_LIMITS } from '../field-limits';\nexport const b = FIELD_LIMITS;",
    'web/src/members/page.tsx': "import { ROLES } from '../../../worker/modules/organizations/roles';\nexport const c = ROLES;",
    'web/src/tags/tag.ts': "import type { Tag } from '../../../worker/modules/tags/tags.dto';\nexport type D = Tag;",
    'web/src/tags/limits.ts': "import { TAG_NAME_MAX_LENGTH } from '../../../core/field-limits';\nexport const e = TAG_NAME_MAX_LENGTH;",
    'web/src/api/types.ts': "import type { TagDto } from '../../../worker/modules/tags/tags.dto';\nexport type F = TagDto;",
    'worker/platform/context.ts': "import type { Settings } from '../modules/config/config.schema';\nexport type G = Settings;",
    'worker/platform/db/schema.ts': "export * from '../../modules/tags/tags.tables';",
    'worker/modules/tags/tags.service.ts': "import { documents } from '../documents/documents.tables';\nexport const h = documents;",
  });

  it.each([
    ['core importing the worker', 'core/search/parser.ts', [restricted]],
    ['core importing the web', 'core/locales/locales.ts', [restricted]],
    ['core loading the worker later', 'core/tags/tags.ts', [restricted]],
    ['core importing core', 'core/tags/tag-colors.ts', undefined],
    ['a web value import of worker code', 'web/src/members/page.tsx', [restricted]],
    ['a type-only import of worker code elsewhere in the web', 'web/src/tags/tag.ts', [restricted]],
    ['a web import of core', 'web/src/tags/limits.ts', undefined],
    ['api/types.ts naming worker types', 'web/src/api/types.ts', undefined],
    ['platform importing a module', 'worker/platform/context.ts', [restricted]],
    ['platform importing the tables through the schema', 'worker/platform/db/schema.ts', undefined],
    ['a module importing another (the import-boundary test judges tables)', 'worker/modules/tags/tags.service.ts', undefined],
  ])('%s', (_case, file, expected) => {
    expect(broken[file]).toEqual(expected);
  });
});
