import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/** The committed exports, written by scripts/generate-paperless-exports.ts. */
export const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'paperless');

/** `npm run import:paperless -- …` as a person runs it (without a terminal: stdin is not a TTY), with its exit code and output. */
export async function importPaperless(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', 'import:paperless', '--', ...args], {
      cwd: path.join(FIXTURES, '..', '..', '..'),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}
