import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inspectUpload } from './upload-inspection';

const MiB = 1024 * 1024;

/** A real, minimal one-page PDF: objects, a cross-reference table with exact offsets, a trailer. */
const minimalPdf = (): Buffer => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
};

/** A real 2×2 baseline JPEG (JFIF), as an encoder wrote it. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBk' +
    'eFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAIAAgMBEQAC' +
    'EQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEV' +
    'UtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeo' +
    'qaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIE' +
    'BAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZ' +
    'WmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T1' +
    '9vf4+fr/2gAMAwEAAhEDEQA/AMmvUPOP/9k=',
  'base64',
);

/** The start of a PNG: signature and IHDR chunk header, which is what detection reads. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(17),
]);

/** An ISO-BMFF `ftyp` box with the HEIC brand, as an iPhone photo starts. */
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);

/** A Windows executable's start: the 'MZ' DOS header, the PE offset at 0x3c, and the 'PE\0\0' signature there. */
const windowsExecutable = (): Buffer => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
};

const rules = { maxBytes: 10 * MiB };

describe('inspectUpload', () => {
  it('accepts a real minimal PDF and reports its type, size and SHA-256', async () => {
    const pdf = minimalPdf();
    expect(await inspectUpload(pdf, rules)).toEqual({
      ok: true,
      detectedType: 'application/pdf',
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });
  });

  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['HEIC', HEIC, 'image/heic'],
  ])('accepts a %s by its bytes', async (_name, bytes, type) => {
    expect(await inspectUpload(bytes, rules)).toMatchObject({ ok: true, detectedType: type });
  });

  it('refuses a Windows executable, whatever the client called it, naming the detected type', async () => {
    // The client says "paystub.pdf, application/pdf": neither reaches inspectUpload, which reads only the bytes.
    expect(await inspectUpload(windowsExecutable(), rules)).toEqual({
      ok: false,
      error: 'file: is not an allowed type (detected application/x-msdownload); allowed: PDF, JPEG, PNG, HEIC, HEIF',
      detectedType: 'application/x-msdownload',
      size: 512,
    });
  });

  it('refuses bytes of no known type, and types outside the allowed list', async () => {
    const text = await inspectUpload(Buffer.from('<script>alert(1)</script>'), { ...rules, label: 'paystub' });
    expect(text).toMatchObject({
      ok: false,
      error:
        'paystub: is not an allowed type (its contents match no known file type); allowed: PDF, JPEG, PNG, HEIC, HEIF',
    });
    const onlyPdf = await inspectUpload(JPEG, { ...rules, allowed: ['application/pdf'] });
    expect(onlyPdf).toMatchObject({
      ok: false,
      error: 'file: is not an allowed type (detected image/jpeg); allowed: PDF',
    });
  });

  it('refuses a file over the limit, naming the limit, before reading its type', async () => {
    const pdf = minimalPdf();
    const tooBig = Buffer.concat([pdf, Buffer.alloc(MiB)]);
    expect(await inspectUpload(tooBig, { maxBytes: MiB })).toEqual({
      ok: false,
      error: `file: is larger than the 1 MiB limit (it is ${tooBig.length.toLocaleString('en-US')} bytes)`,
      detectedType: undefined,
      size: tooBig.length,
    });
    expect(await inspectUpload(Buffer.concat([pdf, Buffer.alloc(MiB - pdf.length)]), { maxBytes: MiB })).toMatchObject({
      ok: true,
    });
  });

  it('refuses an empty file', async () => {
    expect(await inspectUpload(new Uint8Array(0), rules)).toMatchObject({ ok: false, error: 'file: is empty' });
  });
});
