import { describe, expect, it } from 'vitest';
import { nextOptionColor } from './option-colors';

describe('nextOptionColor', () => {
  const allOnce = ['#2563eb', '#16a34a', '#d97706', '#dc2626', '#7c3aed', '#0891b2', '#db2777', '#65a30d', '#ea580c', '#475569'];
  it.each([
    ['no option yet: the first colour', [], '#2563eb'],
    ['the first taken: the second', ['#2563eb'], '#16a34a'],
    ['a gap is filled first', ['#2563eb', '#d97706'], '#16a34a'],
    ['colours chosen by hand, in capitals, count too', ['#2563EB', '#16A34A'], '#d97706'],
    ['a colour outside the list takes none of it', ['#123456'], '#2563eb'],
    ['all ten taken: the first again', allOnce, '#2563eb'],
    ['all ten taken, the first twice: the second', [...allOnce, '#2563eb'], '#16a34a'],
  ])('%s', (_case, used, expected) => {
    expect(nextOptionColor(used)).toBe(expected);
  });

  it('gives ten options ten different colours', () => {
    const colors: string[] = [];
    for (let count = 0; count < 10; count++) colors.push(nextOptionColor(colors));
    expect(new Set(colors).size).toBe(10);
  });
});
