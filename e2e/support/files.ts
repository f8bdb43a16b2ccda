import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A real one-page PDF naming what it is, ready for `setInputFiles`. */
export async function pdf(name: string) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawText(name, { x: 72, y: 700, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  return {
    name: `${name.toLowerCase().replace(/\W+/g, '-')}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await doc.save()),
  };
}
