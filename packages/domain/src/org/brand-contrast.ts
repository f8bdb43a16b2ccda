import type { OrgBrand } from './organization';

/*
 * A brand's colours against WCAG 2.2 AA, for every pair the app draws with them: text needs 4.5:1 (1.4.3), a focus
 * ring or a graphic 3:1 (1.4.11). A brand that fails a pair is refused with the pair and its ratio.
 */

type Colors = OrgBrand['colors'];
type ColorName = keyof Colors;

/** Text contrast, WCAG 2.2 1.4.3 (AA). */
export const TEXT_CONTRAST = 4.5;
/** Non-text contrast (focus rings, graphics), WCAG 2.2 1.4.11 (AA). */
export const NON_TEXT_CONTRAST = 3;

/** Every pair the app draws with brand colours (apps/web/src/ui/global.css and the screens' styles). */
export const BRAND_COLOR_PAIRS: readonly {
  name: string;
  foreground: ColorName;
  background: ColorName;
  minimum: number;
}[] = [
  { name: 'text on a brand button', foreground: 'primaryContrast', background: 'primary', minimum: TEXT_CONTRAST },
  { name: 'a link on the page', foreground: 'primary', background: 'background', minimum: TEXT_CONTRAST },
  { name: 'a link on a card', foreground: 'primary', background: 'surface', minimum: TEXT_CONTRAST },
  { name: 'text on the page', foreground: 'text', background: 'background', minimum: TEXT_CONTRAST },
  { name: 'text on a card', foreground: 'text', background: 'surface', minimum: TEXT_CONTRAST },
  { name: 'secondary text on the page', foreground: 'mutedText', background: 'background', minimum: TEXT_CONTRAST },
  { name: 'secondary text on a card', foreground: 'mutedText', background: 'surface', minimum: TEXT_CONTRAST },
  { name: 'the focus ring on a card', foreground: 'primary', background: 'surface', minimum: NON_TEXT_CONTRAST },
  { name: 'the progress mark on a card', foreground: 'accent', background: 'surface', minimum: NON_TEXT_CONTRAST },
];

/** '#rgb' or '#rrggbb' as 0-255 channels; undefined for anything else. */
const channelsOf = (color: string): [number, number, number] | undefined => {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};

/** WCAG 2.2 relative luminance of an sRGB colour. */
const luminance = ([r, g, b]: [number, number, number]): number => {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** The contrast ratio of two colours (1 to 21), rounded down to 2 decimals; undefined when one is not a hex colour. */
export const contrastRatio = (a: string, b: string): number | undefined => {
  const [ca, cb] = [channelsOf(a), channelsOf(b)];
  if (!ca || !cb) return undefined;
  const [light, dark] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  // Rounded down: a ratio of 4.4999 is not shown as passing 4.5.
  return Math.floor(((light + 0.05) / (dark + 0.05)) * 100) / 100;
};

export interface ContrastFailure {
  pair: string;
  foreground: string;
  background: string;
  /** Null when a colour is not '#rgb' or '#rrggbb'. */
  ratio: number | null;
  minimum: number;
}

/** The pairs a brand's colours fail; empty when it passes WCAG 2.2 AA everywhere the app draws them. */
export const brandContrastFailures = (colors: Colors): ContrastFailure[] =>
  BRAND_COLOR_PAIRS.flatMap(({ name, foreground, background, minimum }) => {
    const ratio = contrastRatio(colors[foreground], colors[background]);
    if (ratio !== undefined && ratio >= minimum) return [];
    return [
      { pair: name, foreground: colors[foreground], background: colors[background], ratio: ratio ?? null, minimum },
    ];
  });

/** A failure as the console shows it: 'text on a brand button: #ffffff on #f5c518 is 1.63:1, needs 4.5:1'. */
export const describeContrastFailure = (failure: ContrastFailure): string =>
  failure.ratio === null
    ? `${failure.pair}: ${failure.foreground} on ${failure.background} is not a colour written #rgb or #rrggbb`
    : `${failure.pair}: ${failure.foreground} on ${failure.background} is ${failure.ratio.toFixed(2)}:1, needs ${failure.minimum}:1`;
