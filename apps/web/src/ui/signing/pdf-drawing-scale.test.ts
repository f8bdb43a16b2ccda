import { describe, expect, it } from 'vitest';
import { PDF_MAX_DRAWING_SCALE, PDF_MIN_DRAWING_SCALE, pdfDrawingScale } from './pdf-drawing-scale';

/** A US letter page is 612 points wide. */
const LETTER = 612;

describe('pdfDrawingScale: a closing document is drawn as sharp as the screen shows it', () => {
  it('draws a page on a phone with the pixels the phone shows', () => {
    // 360 CSS pixels at a pixel ratio of 1.75: 630 screen pixels across the page.
    expect(pdfDrawingScale(360, 1.75, LETTER)).toBeCloseTo(630 / LETTER, 6);
  });

  it('never draws finer than two pixels a point, as on a wide high-density screen', () => {
    expect(pdfDrawingScale(700, 2, LETTER)).toBe(PDF_MAX_DRAWING_SCALE);
    expect(pdfDrawingScale(700, 3, LETTER)).toBe(2);
  });

  it('never draws coarser than one pixel a point, so a pinched page stays legible', () => {
    expect(pdfDrawingScale(300, 1, LETTER)).toBe(PDF_MIN_DRAWING_SCALE);
    expect(pdfDrawingScale(300, 1, LETTER)).toBe(1);
  });

  it('keeps the sharpest when the viewer has no width yet or the screen reports no ratio', () => {
    expect(pdfDrawingScale(0, 2, LETTER)).toBe(2);
    expect(pdfDrawingScale(Number.NaN, 2, LETTER)).toBe(2);
    expect(pdfDrawingScale(700, 0, LETTER)).toBeCloseTo(700 / LETTER, 6);
  });
});
