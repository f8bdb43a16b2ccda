// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PDF_MODULE, PDF_SLICE_MS, PDF_SLICE_SOURCE, withShorterSlices } from './shorter-pdf-slices';

/*
 * The build shortens pdf.js's drawing slices by rewriting one constant of its code (shorter-pdf-slices.ts). These
 * tests read the pdf.js that is installed: when an upgrade moves, renames or stops using that constant, they fail
 * here, before a signing screen goes back to its long tasks (docs/decisions.md "pdf.js draws in shorter slices").
 */
const require = createRequire(import.meta.url);
const pdfModule = require.resolve('pdfjs-dist');
const pdfCode = readFileSync(pdfModule, 'utf8');

describe('pdf.js draws a page in slices the build can shorten', () => {
  it('is the module the app imports', () => {
    expect(pdfModule.replaceAll('\\', '/').endsWith(PDF_MODULE)).toBe(true);
  });

  it('declares the length of a slice once, and ends each slice on it', () => {
    expect(pdfCode.split(PDF_SLICE_SOURCE)).toHaveLength(2);
    // The deadline of a slice: pdf.js draws operations until the clock passes it, then yields to the next frame.
    expect(pdfCode).toMatch(/const endTime = chunkOperations \? Date\.now\(\) \+ EXECUTION_TIME : 0;/);
    expect(pdfCode).toMatch(/if \(Date\.now\(\) > endTime\) \{\s*continueCallback\(\);/);
    expect(pdfCode.match(/EXECUTION_TIME/g)).toHaveLength(2);
  });

  it(`is built with ${PDF_SLICE_MS} ms slices, and nothing else of it changed`, () => {
    const built = withShorterSlices(pdfCode);
    expect(built).toContain(`const EXECUTION_TIME = ${PDF_SLICE_MS};`);
    expect(built).not.toContain(PDF_SLICE_SOURCE);
    expect(built.replace(`const EXECUTION_TIME = ${PDF_SLICE_MS};`, PDF_SLICE_SOURCE)).toBe(pdfCode);
  });

  it('fails the build on a pdf.js that no longer declares its slice so', () => {
    expect(() => withShorterSlices(pdfCode.replace(PDF_SLICE_SOURCE, 'const EXECUTION_TIME = 16;'))).toThrow(
      /no longer says/,
    );
    expect(() => withShorterSlices(`${pdfCode}\n${PDF_SLICE_SOURCE}`)).toThrow(/no longer says/);
  });
});
