import { describe, expect, it } from 'vitest';
import { isApplePlatform, isCommandPaletteShortcut, isImportShortcut } from './shortcut';

const press = (
  key: string,
  modifiers: { ctrl?: boolean; meta?: boolean; alt?: boolean; shift?: boolean } = {},
  code = key.length === 1 ? `Key${key.toUpperCase()}` : key,
) => ({
  key,
  code,
  ctrlKey: modifiers.ctrl ?? false,
  metaKey: modifiers.meta ?? false,
  altKey: modifiers.alt ?? false,
  shiftKey: modifiers.shift ?? false,
});

describe('isCommandPaletteShortcut', () => {
  it.each<[string, ReturnType<typeof press>, boolean]>([
    ['Ctrl+K', press('k', { ctrl: true }), true],
    ['Cmd+K', press('k', { meta: true }), true],
    ['Ctrl+K with caps lock', press('K', { ctrl: true }, 'KeyK'), true],
    ['K alone', press('k'), false],
    ['Ctrl+J', press('j', { ctrl: true }), false],
    ['Ctrl+Shift+K', press('K', { ctrl: true, shift: true }, 'KeyK'), false],
    ['Ctrl+Alt+K', press('k', { ctrl: true, alt: true }), false],
    ['Ctrl+K on a Cyrillic layout', press('л', { ctrl: true }, 'KeyK'), true],
    ['Ctrl+K on Dvorak (the letter, not the key)', press('k', { ctrl: true }, 'KeyV'), true],
    ['Ctrl+T on Dvorak, where the physical K key is', press('t', { ctrl: true }, 'KeyK'), false],
    ['Ctrl alone', press('Control', { ctrl: true }, 'ControlLeft'), false],
  ])('%s: %j', (_, event, expected) => {
    expect(isCommandPaletteShortcut(event)).toBe(expected);
  });
});

describe('isImportShortcut', () => {
  it.each<[string, ReturnType<typeof press>, boolean]>([
    ['Ctrl+O', press('o', { ctrl: true }), true],
    ['Cmd+O', press('o', { meta: true }), true],
    ['Ctrl+O with caps lock', press('O', { ctrl: true }, 'KeyO'), true],
    ['O alone', press('o'), false],
    ['Ctrl+K (the palette)', press('k', { ctrl: true }), false],
    ['Ctrl+Shift+O', press('O', { ctrl: true, shift: true }, 'KeyO'), false],
    ['Ctrl+Alt+O', press('o', { ctrl: true, alt: true }), false],
    ['Ctrl+O on a Cyrillic layout', press('щ', { ctrl: true }, 'KeyO'), true],
    ['Ctrl+O on Dvorak (the letter, not the key)', press('o', { ctrl: true }, 'KeyS'), true],
    ['Ctrl+R on Dvorak, where the physical O key is', press('r', { ctrl: true }, 'KeyO'), false],
  ])('%s: %j', (_, event, expected) => {
    expect(isImportShortcut(event)).toBe(expected);
  });
});

describe('isApplePlatform', () => {
  it.each<[string | undefined, boolean]>([
    ['MacIntel', true],
    ['macOS', true],
    ['iPhone', true],
    ['iPad', true],
    ['Win32', false],
    ['Windows', false],
    ['Linux x86_64', false],
    ['', false],
    [undefined, false],
  ])('%j is %j', (platform, expected) => {
    expect(isApplePlatform(platform)).toBe(expected);
  });
});
