import { describe, expect, it } from 'vitest';
import { bytesOf, isSameFile, partRange, partsToSend } from './import-parts';

describe('partRange', () => {
  it.each([
    { size: 10, partSize: 4, partNumber: 1, range: { start: 0, end: 4 } },
    { size: 10, partSize: 4, partNumber: 2, range: { start: 4, end: 8 } },
    { size: 10, partSize: 4, partNumber: 3, range: { start: 8, end: 10 } },
    { size: 8, partSize: 4, partNumber: 2, range: { start: 4, end: 8 } },
    { size: 3, partSize: 4, partNumber: 1, range: { start: 0, end: 3 } },
  ])('part $partNumber of $size bytes in parts of $partSize is $range', ({ size, partSize, partNumber, range }) => {
    expect(partRange({ size, partSize }, partNumber)).toEqual(range);
  });
});

describe('partsToSend', () => {
  it.each([
    { partsCount: 3, uploadedParts: [], parts: [1, 2, 3] },
    { partsCount: 3, uploadedParts: [1], parts: [2, 3] },
    { partsCount: 4, uploadedParts: [3, 1], parts: [2, 4] },
    { partsCount: 3, uploadedParts: [1, 2, 3], parts: [] },
    { partsCount: 1, uploadedParts: [], parts: [1] },
  ])('of $partsCount parts with $uploadedParts received: $parts', ({ partsCount, uploadedParts, parts }) => {
    expect(partsToSend({ partsCount, uploadedParts })).toEqual(parts);
  });
});

describe('bytesOf', () => {
  it.each([
    { parts: [], bytes: 0 },
    { parts: [1], bytes: 4 },
    { parts: [1, 3], bytes: 6 },
    { parts: [1, 2, 3], bytes: 10 },
  ])('parts $parts of 10 bytes in parts of 4 hold $bytes bytes', ({ parts, bytes }) => {
    expect(bytesOf({ size: 10, partSize: 4 }, parts)).toBe(bytes);
  });
});

describe('isSameFile', () => {
  const upload = { fileName: 'export.zip', size: 100 };
  it.each([
    { file: { name: 'export.zip', size: 100 }, isSame: true },
    { file: { name: 'export.zip', size: 99 }, isSame: false },
    { file: { name: 'other.zip', size: 100 }, isSame: false },
  ])('$file is the same file: $isSame', ({ file, isSame }) => {
    expect(isSameFile(upload, file)).toBe(isSame);
  });
});
