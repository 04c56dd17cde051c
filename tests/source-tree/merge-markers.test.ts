import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '../..');
// The files the type checks and Biome do not parse, where a merge's markers would go unnoticed (a README did once).
const UNPARSED = /\.(md|sql|toml|txt|yml|yaml|html|css)$/;
const MARKER = /^(<{7} |>{7} |={7}$)/m;

describe('merge markers', () => {
  it('are in no committed text file', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => UNPARSED.test(file) && fs.existsSync(path.join(ROOT, file)));
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => MARKER.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
  });
});
