import { extractText, getDocumentProxy } from 'unpdf';

/**
 * A PDF's text, its pages joined and its white space collapsed to single spaces. Every server test reads PDFs with
 * `unpdf`: the suite shares modules between a worker's files (vitest.config.ts), and a second copy of pdf.js in the
 * same process refuses the first one's worker.
 */
export const pdfText = async (bytes: Uint8Array): Promise<string> =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text.replace(/\s+/g, ' ');
