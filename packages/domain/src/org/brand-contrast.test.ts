import { describe, expect, it } from 'vitest';
import { BRAND_COLOR_PAIRS, brandContrastFailures, contrastRatio, describeContrastFailure } from './brand-contrast';

/** The main brand's colours as the seed writes them: they pass every pair. */
const PASSING = {
  primary: '#0b5fff',
  primaryContrast: '#ffffff',
  secondary: '#1f2a44',
  accent: '#00875a',
  background: '#ffffff',
  surface: '#f6f7f9',
  text: '#1a1d21',
  mutedText: '#5a626d',
};

describe('contrast ratio (WCAG 2.2 relative luminance)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#fff', '#000', 21],
    ['#777777', '#ffffff', 4.47],
    ['#767676', '#ffffff', 4.54],
    ['#ffffff', '#ffffff', 1],
    ['#0b5fff', '#ffffff', 5.12],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBe(ratio);
  });
  it.each(['red', 'rgb(0,0,0)', '#12345', ''])('cannot check %j', (color) => {
    expect(contrastRatio(color, '#ffffff')).toBeUndefined();
  });
});

describe('every pair the app draws, row by row', () => {
  it('lists the pairs with their minimums (4.5:1 text, 3:1 focus ring and graphics)', () => {
    expect(BRAND_COLOR_PAIRS.map((p) => `${p.name}: ${p.foreground}/${p.background} ${p.minimum}`)).toEqual([
      'text on a brand button: primaryContrast/primary 4.5',
      'a link on the page: primary/background 4.5',
      'a link on a card: primary/surface 4.5',
      'text on the page: text/background 4.5',
      'text on a card: text/surface 4.5',
      'secondary text on the page: mutedText/background 4.5',
      'secondary text on a card: mutedText/surface 4.5',
      'the focus ring on a card: primary/surface 3',
      'the progress mark on a card: accent/surface 3',
    ]);
  });

  it('passes a brand that meets every pair', () => {
    expect(brandContrastFailures(PASSING)).toEqual([]);
  });

  it('refuses a yellow button with white text, naming the pair and its ratio', () => {
    const failures = brandContrastFailures({ ...PASSING, primary: '#f5c518' });
    expect(failures.map(describeContrastFailure)).toEqual([
      'text on a brand button: #ffffff on #f5c518 is 1.63:1, needs 4.5:1',
      'a link on the page: #f5c518 on #ffffff is 1.63:1, needs 4.5:1',
      'a link on a card: #f5c518 on #f6f7f9 is 1.52:1, needs 4.5:1',
      'the focus ring on a card: #f5c518 on #f6f7f9 is 1.52:1, needs 3:1',
    ]);
  });

  it('refuses a pale accent for graphics only', () => {
    expect(brandContrastFailures({ ...PASSING, accent: '#b3e5d1' }).map((f) => f.pair)).toEqual([
      'the progress mark on a card',
    ]);
  });

  it('refuses a colour it cannot check', () => {
    expect(brandContrastFailures({ ...PASSING, text: 'black' }).map(describeContrastFailure)).toEqual([
      'text on the page: black on #ffffff is not a colour written #rgb or #rrggbb',
      'text on a card: black on #f6f7f9 is not a colour written #rgb or #rrggbb',
    ]);
  });
});
