import { describe, expect, it } from 'vitest';
import { buildRenamedFileName, getFileExtension, getFileNameWithoutExtension, getMaxBaseNameLength } from './file-name';

describe('file name helpers', () => {
  it.each<[string, string, string | undefined]>([
    ['report.pdf', 'report', 'pdf'],
    ['report.final.PDF', 'report.final', 'PDF'],
    ['archive.tar.gz', 'archive.tar', 'gz'],
    ['README', 'README', undefined],
    ['.env', '.env', undefined],
    ['.env.local', '.env', 'local'],
    ['notes.', 'notes.', undefined],
    ['a.b', 'a', 'b'],
    ['', '', undefined],
    ['my file (1).docx', 'my file (1)', 'docx'],
  ])('%j: name %j, extension %j', (fileName, name, extension) => {
    expect(getFileNameWithoutExtension(fileName)).toBe(name);
    expect(getFileExtension(fileName)).toBe(extension);
  });
});

describe('buildRenamedFileName', () => {
  it.each([
    ['invoice', 'scan-0001.pdf', 'invoice.pdf'],
    ['  invoice  ', 'scan-0001.pdf', 'invoice.pdf'],
    ['invoice.pdf', 'scan-0001.pdf', 'invoice.pdf'],
    ['invoice.PDF', 'scan-0001.pdf', 'invoice.pdf'],
    ['invoice.2024', 'scan.pdf', 'invoice.2024.pdf'],
    ['.pdf', 'scan.pdf', '.pdf.pdf'],
    ['notes', 'README', 'notes'],
    ['notes', '.env', 'notes'],
    ['backup', 'archive.tar.gz', 'backup.gz'],
  ])('%j renaming %j gives %j', (newName, currentName, expected) => {
    expect(buildRenamedFileName({ newName, currentName })).toBe(expected);
  });
});

describe('getMaxBaseNameLength', () => {
  it.each([
    ['scan.pdf', 251],
    ['README', 255],
    ['sheet.xlsx', 250],
  ])('%j leaves %d characters for the name', (currentName, expected) => {
    expect(getMaxBaseNameLength(currentName)).toBe(expected);
  });
});
