import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBoundaryViolations, type SourceFile } from './import-boundaries';

const ROOT = path.join(import.meta.dirname, '../..');

function readSourceFiles(folder: string): SourceFile[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => {
      const repositoryPath = path.posix.join(folder, file.split(path.sep).join('/'));
      return { path: repositoryPath, text: fs.readFileSync(path.join(ROOT, repositoryPath), 'utf8') };
    });
}

describe('import boundaries', () => {
  it('holds in the source tree', () => {
    const files = ['core', 'worker', 'web/src'].flatMap(readSourceFiles);
    const violations = findBoundaryViolations(files).map(({ file, specifier, reason }) => `${file} imports '${specifier}': ${reason}`);
    expect(violations).toEqual([]);
  });

  // The checker on small trees, so that a rule that stopped catching anything would show.
  it.each<[string, SourceFile[], string[]]>([
    [
      'a value import in api/types.ts',
      [{ path: 'web/src/api/types.ts', text: "import { toTagDto } from '../../../worker/modules/tags/tags.dto';" }],
      ['web/src/api/types.ts ../../../worker/modules/tags/tags.dto'],
    ],
    [
      'a type-only import in api/types.ts',
      [{ path: 'web/src/api/types.ts', text: "import type { toTagDto } from '../../../worker/modules/tags/tags.dto';" }],
      [],
    ],
    [
      "a repository importing another module's tables",
      [
        { path: 'worker/modules/notes/notes.repository.ts', text: "import { tags } from '../tags/tags.tables';" },
        { path: 'worker/modules/tags/tags.tables.ts', text: 'export const tags = {};' },
      ],
      ['worker/modules/notes/notes.repository.ts ../tags/tags.tables'],
    ],
    [
      'its own tables, a type from another module, and an allowed join',
      [
        { path: 'worker/modules/documents/notes/notes.repository.ts', text: "import { documents } from '../documents.tables';" },
        { path: 'worker/modules/webhooks/webhooks.dto.ts', text: "import type { Tag } from '../tags/tags.tables';" },
        { path: 'worker/modules/users/users.repository.ts', text: "import { users } from '../auth/auth.tables';" },
        { path: 'worker/modules/documents/documents.tables.ts', text: '' },
        { path: 'worker/modules/tags/tags.tables.ts', text: '' },
        { path: 'worker/modules/auth/auth.tables.ts', text: '' },
      ],
      [],
    ],
    [
      'two features importing each other',
      [
        { path: 'web/src/tags/tag-chip.tsx', text: "import { DocumentLink } from '@/documents/document-link';" },
        { path: 'web/src/documents/document-link.tsx', text: "import {\n  TagChip,\n} from '../tags/tag-chip';" },
      ],
      ['web/src/tags/tag-chip.tsx @/documents/document-link', 'web/src/documents/document-link.tsx ../tags/tag-chip'],
    ],
    [
      'a cycle through three features',
      [
        { path: 'web/src/a/a.ts', text: "import { b } from '@/b/b';" },
        { path: 'web/src/b/b.ts', text: "import { c } from '@/c/c';" },
        { path: 'web/src/c/c.ts', text: "import { a } from '@/a/a';" },
      ],
      ['web/src/a/a.ts @/b/b', 'web/src/b/b.ts @/c/c', 'web/src/c/c.ts @/a/a'],
    ],
    [
      'features importing one way, and the shell and kit',
      [
        { path: 'web/src/documents/list.tsx', text: "import { TagChip } from '@/tags/tag-chip';\nimport { Button } from '@/ui/button';" },
        { path: 'web/src/tags/tag-chip.tsx', text: "import { cn } from '@/lib/cn';" },
        { path: 'web/src/layout/shell.tsx', text: "import { List } from '@/documents/list';" },
        { path: 'web/src/lib/cn.ts', text: "import { Shell } from '@/layout/shell';" },
      ],
      [],
    ],
    [
      'two modules importing each other',
      [
        { path: 'worker/modules/notes/notes.service.ts', text: "import { findDocument } from '../documents/documents.repository';" },
        { path: 'worker/modules/documents/documents.service.ts', text: "import { listNotes } from '../notes/notes.service';" },
      ],
      [
        'worker/modules/notes/notes.service.ts ../documents/documents.repository',
        'worker/modules/documents/documents.service.ts ../notes/notes.service',
      ],
    ],
    [
      "a sub-folder's import that closes a cycle with its module",
      [
        {
          path: 'worker/modules/documents/bulk/archive-jobs.service.ts',
          text: "import { readRules } from '../../tagging-rules/tagging-rules.repository';",
        },
        {
          path: 'worker/modules/tagging-rules/tagging-rules.service.ts',
          text: "import { findDocumentsAfter } from '../documents/documents.repository';",
        },
      ],
      [
        'worker/modules/documents/bulk/archive-jobs.service.ts ../../tagging-rules/tagging-rules.repository',
        'worker/modules/tagging-rules/tagging-rules.service.ts ../documents/documents.repository',
      ],
    ],
    [
      'a module of its own that imports both one way',
      [
        {
          path: 'worker/modules/bulk-jobs/archive-jobs.service.ts',
          text: "import { readRules } from '../tagging-rules/tagging-rules.repository';",
        },
        {
          path: 'worker/modules/bulk-jobs/bulk-actions.service.ts',
          text: "import { findDocumentsIn } from '../documents/documents.repository';",
        },
        {
          path: 'worker/modules/tagging-rules/tagging-rules.service.ts',
          text: "import { findDocumentsAfter } from '../documents/documents.repository';",
        },
      ],
      [],
    ],
    [
      'modules one way, a type and a foreign key back',
      [
        { path: 'worker/modules/notes/notes.service.ts', text: "import { findDocument } from '../documents/documents.repository';" },
        { path: 'worker/modules/notes/notes.tables.ts', text: "import { documents } from '../documents/documents.tables';" },
        { path: 'worker/modules/documents/documents.dto.ts', text: "import type { Note } from '../notes/notes.service';" },
        { path: 'worker/modules/documents/documents.tables.ts', text: "import { notes } from '../notes/notes.tables';" },
        { path: 'worker/modules/documents/documents.test.ts', text: "import { listNotes } from '../notes/notes.service';" },
      ],
      [],
    ],
  ])('refuses exactly what it should: %s', (_case, files, expected) => {
    expect(findBoundaryViolations(files).map(({ file, specifier }) => `${file} ${specifier}`)).toEqual(expected);
  });
});
