import path from 'node:path';
import { runNpmScript } from './run-npm-script';

/** The committed exports, written by scripts/generate-paperless-exports.ts. */
export const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'paperless');

/** `npm run import:paperless -- …` as a person runs it (without a terminal: stdin is not a TTY), with its exit code and output. */
export const importPaperless = (...args: string[]) => runNpmScript('import:paperless', args);
