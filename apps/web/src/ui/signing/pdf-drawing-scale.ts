/** The sharpest a page is drawn: two canvas pixels per PDF point, what the viewer drew every page at before. */
export const PDF_MAX_DRAWING_SCALE = 2;
/** The least: one canvas pixel per PDF point (72 per inch), so a page stays legible when pinched larger. */
export const PDF_MIN_DRAWING_SCALE = 1;

/**
 * Canvas pixels per PDF point for a page shown `shownWidth` CSS pixels wide on a screen of `pixelRatio`: as many as
 * the screen shows, between the two bounds. A canvas drawn finer than the screen costs the page's thread for nothing:
 * on a phone, a letter page at the old fixed scale of 2 had about four times the pixels the screen could show, and
 * drawing them and handing them to the compositor were the signing screen's longest tasks (docs/decisions.md
 * "Performance of the pages"). An unknown width (the viewer not laid out) keeps the sharpest.
 */
export const pdfDrawingScale = (shownWidth: number, pixelRatio: number, pageWidthInPoints: number): number => {
  if (!(shownWidth > 0) || !(pageWidthInPoints > 0)) return PDF_MAX_DRAWING_SCALE;
  const screenPixels = (shownWidth * (pixelRatio > 0 ? pixelRatio : 1)) / pageWidthInPoints;
  return Math.min(PDF_MAX_DRAWING_SCALE, Math.max(PDF_MIN_DRAWING_SCALE, screenPixels));
};
