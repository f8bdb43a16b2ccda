import type { Plugin } from 'vite';

/**
 * pdf.js draws a page in slices, one per frame, each running its drawing operations until 15 ms have passed
 * (`EXECUTION_TIME` in its canvas code, which its API does not expose, as of pdfjs-dist 4.10.38): on a phone four times
 * slower, each slice is a 60 ms task. The build shortens the slices, so a page takes more frames, each of them short
 * (docs/decisions.md "pdf.js draws in shorter slices"). The shape this relies on is held by shorter-pdf-slices.test.ts
 * against the installed pdf.js; a pdf.js that no longer defines the constant so fails the build rather than keep its
 * long slices.
 */
export const PDF_SLICE_MS = 4;

/** The module of pdf.js the app imports (`import('pdfjs-dist')`, its package's main). */
export const PDF_MODULE = '/node_modules/pdfjs-dist/build/pdf.mjs';
/** The constant as pdf.js declares it. */
export const PDF_SLICE_SOURCE = 'const EXECUTION_TIME = 15;';

/** pdf.js's code with its slices shortened; throws where it does not declare its slice as this seam expects. */
export const withShorterSlices = (code: string): string => {
  const at = code.indexOf(PDF_SLICE_SOURCE);
  if (at < 0 || code.indexOf(PDF_SLICE_SOURCE, at + 1) >= 0)
    throw new Error(`pdf.js no longer says "${PDF_SLICE_SOURCE}" once: see its drawing slices`);
  return `${code.slice(0, at)}const EXECUTION_TIME = ${PDF_SLICE_MS};${code.slice(at + PDF_SLICE_SOURCE.length)}`;
};

export const shorterPdfSlices = (): Plugin => ({
  name: 'heloc:shorter-pdf-slices',
  apply: 'build',
  transform(code, id) {
    if (!id.replaceAll('\\', '/').endsWith(PDF_MODULE)) return null;
    try {
      return { code: withShorterSlices(code), map: null };
    } catch (error) {
      return this.error(error instanceof Error ? error.message : String(error));
    }
  },
});
