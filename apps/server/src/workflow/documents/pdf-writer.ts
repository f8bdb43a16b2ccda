import type { PDFFont, PDFPage } from 'pdf-lib';

/*
 * A small document writer over pdf-lib for the documents the engine generates (the application summary now, the
 * closing disclosures later): a title, sections of label/value rows, paragraphs and page breaks, laid out top to
 * bottom on US Letter pages that break by themselves, with a footer and page numbers on every page.
 * The standard Helvetica fonts keep files small and need no font file; they encode Windows-1252 only, so any other
 * character is written as '?' rather than failing the whole document.
 */

export interface PdfRow {
  label: string;
  value: string;
}

export interface PdfDocumentInfo {
  title: string;
  /** Who issues the document (the lender); also the PDF's author. */
  author: string;
  subject?: string;
  /** Printed at the foot of every page, left of the page number. */
  footer?: string;
  /** The creation date recorded in the file. */
  createdAt: Date;
}

const PAGE = { width: 612, height: 792 } as const; // US Letter, points
const MARGIN = 54;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const LABEL_WIDTH = 190;
const SIZE = { title: 18, subtitle: 10, heading: 12.5, body: 10, footer: 8 } as const;
const LEADING = 1.35;

export interface PdfWriter {
  title(text: string, subtitle?: string): void;
  heading(text: string): void;
  rows(rows: readonly PdfRow[]): void;
  /** A heading followed by its rows, kept together on one page when they fit. */
  section(heading: string, rows: readonly PdfRow[]): void;
  paragraph(text: string, options?: { muted?: boolean }): void;
  pageBreak(): void;
  /** A signature: a drawn one as PNG bytes, or a typed one in a script-like face (signed copies). */
  signature(signature: { png: Uint8Array } | { typed: string }): Promise<void>;
  save(): Promise<Uint8Array>;
}

export const createPdfWriter = async (info: PdfDocumentInfo): Promise<PdfWriter> => {
  // pdf-lib is loaded with the first document, not at every server start (half a second of a cold start).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const INK = rgb(0.1, 0.1, 0.12);
  const MUTED = rgb(0.38, 0.38, 0.42);
  const RULE = rgb(0.8, 0.8, 0.83);
  const doc = await PDFDocument.create();
  doc.setTitle(info.title);
  doc.setAuthor(info.author);
  if (info.subject) doc.setSubject(info.subject);
  doc.setCreator(info.author);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(info.createdAt);
  doc.setModificationDate(info.createdAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const encodable = new Set(regular.getCharacterSet());
  let script: PDFFont | undefined;

  /** Only characters the standard font can encode; typographic look-alikes first, anything else '?'. */
  const clean = (text: string): string =>
    [...text.replace(/[\u2010-\u2013]/g, '-').replace(/\u2014/g, '--')]
      .map((ch) => (ch === '\n' || encodable.has(ch.codePointAt(0)!) ? ch : '?'))
      .join('');

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const bottom = MARGIN + 28; // room for the footer

  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const ensure = (height: number) => {
    if (y - height < bottom) newPage();
  };

  /** Splits text into lines no wider than `width` at `size` (long words are cut). */
  const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => {
    const lines: string[] = [];
    for (const paragraph of clean(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  };

  const drawLines = (lines: readonly string[], x: number, font: PDFFont, size: number, color = INK) => {
    for (const line of lines) {
      ensure(size * LEADING);
      y -= size * LEADING;
      if (line) page.drawText(line, { x, y, size, font, color });
    }
  };

  const rowHeight = (row: PdfRow) =>
    Math.max(
      wrap(row.label, regular, SIZE.body, LABEL_WIDTH - 10).length,
      wrap(row.value, bold, SIZE.body, CONTENT_WIDTH - LABEL_WIDTH).length,
    ) *
      SIZE.body *
      LEADING +
    6;

  const writer: PdfWriter = {
    title(text, subtitle) {
      drawLines(wrap(text, bold, SIZE.title, CONTENT_WIDTH), MARGIN, bold, SIZE.title);
      if (subtitle)
        drawLines(wrap(subtitle, regular, SIZE.subtitle, CONTENT_WIDTH), MARGIN, regular, SIZE.subtitle, MUTED);
      y -= 8;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE.width - MARGIN, y }, thickness: 1, color: RULE });
      y -= 6;
    },
    heading(text) {
      ensure(SIZE.heading * LEADING + 14 + SIZE.body * LEADING);
      y -= 12;
      drawLines(wrap(text, bold, SIZE.heading, CONTENT_WIDTH), MARGIN, bold, SIZE.heading);
      y -= 4;
    },
    rows(rows) {
      for (const row of rows) {
        const height = rowHeight(row);
        ensure(height);
        const top = y;
        const labelLines = wrap(row.label, regular, SIZE.body, LABEL_WIDTH - 10);
        const valueLines = wrap(row.value, bold, SIZE.body, CONTENT_WIDTH - LABEL_WIDTH);
        drawLines(labelLines, MARGIN, regular, SIZE.body, MUTED);
        const afterLabel = y;
        y = top;
        drawLines(valueLines, MARGIN + LABEL_WIDTH, bold, SIZE.body);
        y = Math.min(y, afterLabel) - 6;
      }
    },
    section(heading, rows) {
      const height = SIZE.heading * LEADING + 16 + rows.reduce((sum, row) => sum + rowHeight(row), 0);
      if (height < PAGE.height - 2 * MARGIN - 28) ensure(height);
      writer.heading(heading);
      writer.rows(rows);
    },
    paragraph(text, { muted = false } = {}) {
      drawLines(wrap(text, regular, SIZE.body, CONTENT_WIDTH), MARGIN, regular, SIZE.body, muted ? MUTED : INK);
      y -= 6;
    },
    pageBreak() {
      newPage();
    },
    async signature(signature) {
      const box = { width: 220, height: 60 };
      ensure(box.height + 8);
      if ('png' in signature) {
        const image = await doc.embedPng(signature.png);
        const scale = Math.min(box.width / image.width, box.height / image.height, 1);
        const height = image.height * scale;
        page.drawImage(image, { x: MARGIN, y: y - height, width: image.width * scale, height });
        y -= height;
      } else {
        script ??= await doc.embedFont(StandardFonts.TimesRomanItalic);
        y -= 24;
        page.drawText(clean(signature.typed).slice(0, 60), { x: MARGIN, y, size: 20, font: script, color: INK });
      }
      y -= 4;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + box.width, y }, thickness: 0.75, color: MUTED });
      y -= 4;
    },
    async save() {
      const pages = doc.getPages();
      pages.forEach((p, index) => {
        const number = `Page ${index + 1} of ${pages.length}`;
        const size = SIZE.footer;
        if (info.footer) {
          p.drawText(clean(info.footer).slice(0, 110), { x: MARGIN, y: MARGIN, size, font: regular, color: MUTED });
        }
        const width = regular.widthOfTextAtSize(number, size);
        p.drawText(number, { x: PAGE.width - MARGIN - width, y: MARGIN, size, font: regular, color: MUTED });
      });
      return doc.save();
    },
  };
  return writer;
};
