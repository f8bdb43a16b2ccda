import { brandColorsOf, MARK, type Organization } from '@heloc/domain';
import { PNG } from 'pngjs';

/*
 * The favicon as a PNG: a browser draws an SVG image in a document of its own on the page's main thread (5-8 ms, and
 * 11-40 ms with text in it), and it fetches and draws the favicon again on every change of address, each step of the
 * registration included; a small PNG decodes in well under a millisecond (docs/decisions.md "A PNG favicon").
 * The mark is the logo's: the brand's rounded square in its primary colour with the accent triangle.
 */

const SIZE = 64;
/** Subsamples per pixel along each axis: the edges' coverage, for smooth edges without a drawing library. */
const SUBSAMPLES = 4;
/** The brand's mark (the domain's drawn-logo.ts), scaled from its own units to the favicon's pixels. */
const SCALE = SIZE / MARK.size;
const RADIUS = MARK.radius * SCALE;
const TRIANGLE = MARK.triangle.map(([x, y]) => [x * SCALE, y * SCALE] as const);

type Rgb = readonly [number, number, number];

/** '#rgb', '#rrggbb' or '#rrggbbaa' (its alpha ignored): the brand colours are checked by `brandColorsOf`. */
const rgbOf = (hex: string): Rgb => {
  const digits = hex.slice(1);
  const full = digits.length < 6 ? [...digits.slice(0, 3)].map((d) => d + d).join('') : digits.slice(0, 6);
  const channel = (at: number) => Number.parseInt(full.slice(at, at + 2), 16);
  return [channel(0), channel(2), channel(4)];
};

const inRoundedSquare = (x: number, y: number): boolean => {
  const cx = Math.min(Math.max(x, RADIUS), SIZE - RADIUS);
  const cy = Math.min(Math.max(y, RADIUS), SIZE - RADIUS);
  return (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2;
};

const inTriangle = (x: number, y: number): boolean => {
  const side = (i: number) => {
    const [ax, ay] = TRIANGLE[i]!;
    const [bx, by] = TRIANGLE[(i + 1) % 3]!;
    return (bx - ax) * (y - ay) - (by - ay) * (x - ax);
  };
  const sides = [side(0), side(1), side(2)];
  return sides.every((s) => s >= 0) || sides.every((s) => s <= 0);
};

/** Share of a pixel's subsamples inside a shape (0 to 1). */
const coverage = (px: number, py: number, inside: (x: number, y: number) => boolean): number => {
  let hits = 0;
  for (let i = 0; i < SUBSAMPLES; i += 1)
    for (let j = 0; j < SUBSAMPLES; j += 1)
      if (inside(px + (i + 0.5) / SUBSAMPLES, py + (j + 0.5) / SUBSAMPLES)) hits += 1;
  return hits / SUBSAMPLES ** 2;
};

/** Drawn once per pair of colours: a browser asks again on every change of address its cache does not answer. */
const drawn = new Map<string, Buffer>();

/** The brand's favicon, 64 pixels square, as PNG bytes. */
export const faviconPng = (org: Organization): Buffer => {
  const { primary, accent } = brandColorsOf(org);
  const key = `${primary} ${accent}`;
  const cached = drawn.get(key);
  if (cached) return cached;
  const bytes = drawPng(rgbOf(primary), rgbOf(accent));
  drawn.set(key, bytes);
  return bytes;
};

const drawPng = (square: Rgb, mark: Rgb): Buffer => {
  const png = new PNG({ width: SIZE, height: SIZE });
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const body = coverage(x, y, inRoundedSquare);
      const top = coverage(x, y, inTriangle);
      const at = (y * SIZE + x) * 4;
      for (let c = 0; c < 3; c += 1) png.data[at + c] = Math.round(square[c]! * (1 - top) + mark[c]! * top);
      png.data[at + 3] = Math.round(255 * body);
    }
  }
  return PNG.sync.write(png);
};
