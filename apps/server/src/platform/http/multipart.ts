import multipart from '@fastify/multipart';
import type { Contract } from '@heloc/domain/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { AppError } from './errors';

/** One uploaded file, read into memory within the configured limit (UPLOAD_MAX_BYTES). */
export interface UploadedFile {
  bytes: Uint8Array;
  /** As the client named it: for display only, never a path. */
  fileName: string;
}

export interface Upload<Fields> {
  fields: Fields;
  files: Record<string, UploadedFile>;
}

type MultipartContract = Contract & { multipart: NonNullable<Contract['multipart']> };

const MIB = 1024 * 1024;
const sizeLabel = (bytes: number) => (bytes % MIB === 0 ? `${bytes / MIB} MiB` : `${bytes} bytes`);

/**
 * multipart/form-data for the upload calls (OWASP ASVS 5.2): at most UPLOAD_MAX_BYTES a file, a few files and small
 * text fields, so an oversized body is refused while it streams, never buffered whole.
 */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: app.config.storage.uploadMaxBytes, files: 4, fields: 10, fieldSize: 1024, parts: 14 },
    });
  },
  { name: 'multipart', dependencies: ['config'] },
);

/**
 * Reads the parts of an upload call: the text fields validated by the contract's schema (400 naming the field), the
 * file fields it names (400 when a required one is missing; 413 over the size limit). Unknown parts are refused.
 */
export const readUpload = async <C extends MultipartContract>(
  request: FastifyRequest,
  contract: C,
): Promise<Upload<z.infer<C['multipart']['fields']>>> => {
  const { fields: fieldSchema, files: fileSpecs } = contract.multipart;
  if (!request.isMultipart()) throw new AppError('bad_request', 'Content-Type: send multipart/form-data');
  const rawFields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw new AppError('bad_request', `${part.fieldname}: must be text`);
        rawFields[part.fieldname] = part.value;
        continue;
      }
      if (!(part.fieldname in fileSpecs))
        throw new AppError('bad_request', `${part.fieldname}: is not a file this call takes`);
      const bytes = new Uint8Array(await part.toBuffer());
      files[part.fieldname] = { bytes, fileName: (part.filename || part.fieldname).slice(0, 255) };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        'too_large',
        `file: must be at most ${sizeLabel(request.server.config.storage.uploadMaxBytes)}`,
      );
    }
    if ((error as { code?: string }).code?.startsWith('FST_')) {
      throw new AppError('bad_request', `body: ${(error as Error).message}`);
    }
    throw error;
  }
  for (const [name, spec] of Object.entries(fileSpecs)) {
    if (spec.required && !files[name]) throw new AppError('bad_request', `${name} is required`);
  }
  const parsed = fieldSchema.safeParse(rawFields);
  if (!parsed.success) {
    throw new AppError(
      'bad_request',
      parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join(', '),
    );
  }
  return { fields: parsed.data as z.infer<C['multipart']['fields']>, files };
};
