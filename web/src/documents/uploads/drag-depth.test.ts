import { describe, expect, it } from 'vitest';
import { isFileDrag, nextDragDepth, type DragDepthEvent } from './drag-depth';

const run = (events: DragDepthEvent[]) => events.reduce(nextDragDepth, 0);

describe('nextDragDepth', () => {
  it.each<[string, DragDepthEvent[], number]>([
    ['nothing happened', [], 0],
    ['entered the page', ['enter'], 1],
    ['entered then left', ['enter', 'leave'], 0],
    ['crossed into a child (enter fires before the parent leave)', ['enter', 'enter', 'leave'], 1],
    ['crossed several children then left the window', ['enter', 'enter', 'leave', 'enter', 'leave', 'leave'], 0],
    ['dropped on a child', ['enter', 'enter', 'enter', 'drop'], 0],
    ['a stray leave never goes below 0', ['leave', 'leave'], 0],
    ['a stray leave then a real drag', ['leave', 'enter'], 1],
    ['reset while deep', ['enter', 'enter', 'reset'], 0],
  ])('%s', (_case, events, expected) => {
    expect(run(events)).toBe(expected);
  });
});

describe('isFileDrag', () => {
  it.each<[string, string[] | null | undefined, boolean]>([
    ['files from the desktop', ['Files'], true],
    ['files with extra types', ['application/x-moz-file', 'Files'], true],
    ['selected text', ['text/plain'], false],
    ['a link or image of the page', ['text/uri-list', 'text/html', 'text/plain'], false],
    ['no data transfer', null, false],
    ['no types', undefined, false],
  ])('%s', (_case, types, expected) => {
    expect(isFileDrag(types)).toBe(expected);
  });
});
