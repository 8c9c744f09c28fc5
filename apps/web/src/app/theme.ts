import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  luminance,
  type MantineColorsTuple,
  toRgba,
} from '@mantine/core';

/**
 * WCAG 2.2 AA (1.4.3): text needs 4.5:1 against what is behind it. Mantine's light scheme draws dimmed
 * text, links, filled buttons, light badges and errors in shades that miss it (3.1 to 4.3:1), so every
 * colour the theme hands out for text is taken from the palette and darkened just enough.
 */
const TEXT_CONTRAST = 4.6;
/** The page background of the main layout (gray.0) and of cards and inputs (white). */
const PAGE = DEFAULT_THEME.colors.gray[0];
const WHITE = '#ffffff';

export const contrastRatio = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

const toHex = (color: string) => {
  const { r, g, b } = toRgba(color);
  return `#${[r, g, b].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;
};

const DARKEN_STEP = 0.02;
const DARKEN_STEPS = 50;

/**
 * `color`, darkened by the fewest steps of 2 % that reach `ratio` against every one of `backgrounds`. Darker
 * means more contrast against these light backgrounds, so the steps are bisected: the page computes ~40 of
 * these before its first paint, and walking the steps one by one took ~15 ms of it.
 */
export function darkenToContrast(color: string, backgrounds: readonly string[], ratio = TEXT_CONTRAST) {
  const at = (step: number) => toHex(darken(color, step * DARKEN_STEP));
  const enough = (step: number) =>
    backgrounds.every((background) => contrastRatio(at(step), background) >= ratio);
  let [low, high] = [0, DARKEN_STEPS];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (enough(middle)) high = middle;
    else low = middle + 1;
  }
  return low < DARKEN_STEPS ? at(low) : '#000000';
}

/** Per palette colour: filled backgrounds white text reads on, text on the page, text on its light tint. */
function accessibleColorVariables(name: string, shades: MantineColorsTuple, primaryShade: number) {
  const filled = darkenToContrast(shades[primaryShade] ?? shades[6], [WHITE]);
  return {
    [`--mantine-color-${name}-filled`]: filled,
    [`--mantine-color-${name}-filled-hover`]: toHex(darken(filled, 0.12)),
    [`--mantine-color-${name}-text`]: darkenToContrast(shades[primaryShade] ?? shades[6], [WHITE, PAGE]),
    // Light variant (badges, alerts, light buttons): the tint and its hover tint behind the text.
    [`--mantine-color-${name}-light-color`]: darkenToContrast(shades[9], [shades[1], shades[2]]),
    [`--mantine-color-${name}-outline`]: filled,
  };
}

const PRIMARY_SHADE = 7;

const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': darkenToContrast(theme.colors.gray[6], [WHITE, PAGE, theme.colors.gray[1]]),
    '--mantine-color-placeholder': darkenToContrast(theme.colors.gray[6], [WHITE, PAGE]),
    '--mantine-color-error': darkenToContrast(theme.colors.red[7], [WHITE, PAGE]),
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-text)`,
    '--mantine-color-disabled-color': darkenToContrast(theme.colors.gray[6], [theme.colors.gray[2]], 3),
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    Object.assign(light, accessibleColorVariables(name, shades, PRIMARY_SHADE));
  }
  return { variables: {}, light, dark: {} };
};

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: PRIMARY_SHADE, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // WCAG 2.1.1: a table wider than the screen scrolls by keyboard too (axe scrollable-region-focusable).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    // Full text rather than "A…": a badge is as wide as its words and wraps only between them.
    Badge: { styles: { root: { maxWidth: 'none', flexShrink: 0 }, label: { overflow: 'visible' } } },
    // Mantine draws a toast's description with a titled toast in gray.6 (3.3:1).
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

export const themeCssVariablesResolver = cssVariablesResolver;

/** Spec §9: toasts top right, 2.5 s. */
export const NOTIFICATION_AUTO_CLOSE_MS = 2500;
