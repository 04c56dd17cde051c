import { describe, expect, it } from 'vitest';
import { toggled } from './toggled';

describe('toggled', () => {
  const order = ['a', 'b', 'c'] as const;

  it('adds an item in the order of the choices, whatever the order of the ticks', () => {
    expect(toggled(['c'], 'a', true, order)).toEqual(['a', 'c']);
    expect(toggled(['a', 'c'], 'b', true, order)).toEqual(['a', 'b', 'c']);
  });

  it('removes an item, and adds none twice', () => {
    expect(toggled(['a', 'b'], 'a', false, order)).toEqual(['b']);
    expect(toggled(['a'], 'a', true, order)).toEqual(['a']);
  });
});
