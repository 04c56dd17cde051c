/**
 * Writes the Paperless-ngx export fixtures (core/imports/paperless/paperless-export.fixtures.ts)
 * under tests/fixtures/paperless/: folders as folders, `.zip` names as zips. Run again after a
 * change to the fixtures:
 *
 *   node --no-warnings --experimental-transform-types --import ./scripts/node-ts-hooks.mjs scripts/generate-paperless-exports.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { paperlessFixtures } from '../core/imports/paperless/paperless-export.fixtures.ts';

const OUTPUT = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'paperless');

rmSync(OUTPUT, { recursive: true, force: true });
for (const [name, fixture] of Object.entries(paperlessFixtures())) {
  if (fixture instanceof Uint8Array) {
    mkdirSync(OUTPUT, { recursive: true });
    writeFileSync(path.join(OUTPUT, name), fixture);
    continue;
  }
  for (const [file, bytes] of Object.entries(fixture)) {
    const target = path.join(OUTPUT, name, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
}
console.log(`wrote ${OUTPUT}`);
