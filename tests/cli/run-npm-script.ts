import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/** `npm run <script> -- <args>` in the repository, as a person runs it: its exit code and what it printed. */
export async function runNpmScript(script: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', script, '--', ...args], {
      cwd: path.join(import.meta.dirname, '..', '..'),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}
