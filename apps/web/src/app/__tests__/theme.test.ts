import { DEFAULT_THEME, darken, toRgba } from '@mantine/core';
import { describe, expect, test } from 'vitest';
import { contrastRatio, darkenToContrast } from '../theme.ts';

const WHITE = '#ffffff';
const PAGE = DEFAULT_THEME.colors.gray[0];

/** The plain walk the bisection replaces: every 2 % step in turn, the first that reaches the ratio. */
function walk(color: string, backgrounds: readonly string[], ratio: number) {
  for (let step = 0; step < 50; step++) {
    const { r, g, b } = toRgba(darken(color, step * 0.02));
    const candidate = `#${[r, g, b].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= ratio)) return candidate;
  }
  return '#000000';
}

describe('[CORE][A11Y] theme colours darkened to a readable contrast (WCAG 1.4.3)', () => {
  const cases = Object.entries(DEFAULT_THEME.colors).flatMap(([name, shades]) => [
    { name: `${name} text`, color: shades[7], backgrounds: [WHITE, PAGE], ratio: 4.6 },
    { name: `${name} light`, color: shades[9], backgrounds: [shades[1], shades[2]], ratio: 4.6 },
    { name: `${name} filled`, color: shades[7], backgrounds: [WHITE], ratio: 4.6 },
    { name: `${name} disabled`, color: shades[6], backgrounds: [shades[2]], ratio: 3 },
  ]);

  test.each(cases)('$name: the fewest steps that reach the ratio, as the step-by-step walk finds', (c) => {
    const found = darkenToContrast(c.color, c.backgrounds, c.ratio);
    expect(found).toBe(walk(c.color, c.backgrounds, c.ratio));
    for (const background of c.backgrounds)
      expect(contrastRatio(found, background)).toBeGreaterThanOrEqual(c.ratio);
  });

  test('a colour that reaches the ratio as it is stays as it is', () => {
    expect(darkenToContrast('#000000', [WHITE])).toBe('#000000');
    expect(darkenToContrast('#123456', [WHITE], 4.6)).toBe('#123456');
  });

  test('black when no step reaches the ratio', () => {
    expect(darkenToContrast('#4263eb', [WHITE], 25)).toBe('#000000');
  });
});
