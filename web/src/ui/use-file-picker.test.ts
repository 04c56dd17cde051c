import { describe, expect, it } from 'vitest';
import { visibleFiles } from './use-file-picker';

describe('visibleFiles', () => {
  it('leaves out what a folder picker found in hidden files and folders', () => {
    const picked = (path: string) => Object.assign(new File(['x'], path.split('/').pop()!), { webkitRelativePath: path }) as File;
    const files = [picked('scans/a.pdf'), picked('scans/.DS_Store'), picked('scans/.cache/b.pdf'), picked('scans/2024/c.pdf')];
    expect(visibleFiles(files).map((file) => file.name)).toEqual(['a.pdf', 'c.pdf']);
  });
});
