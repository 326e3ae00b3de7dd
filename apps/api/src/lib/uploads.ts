import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** The OpenAPI description of a multipart upload (DESIGN.md §2: the file is in the field `file`). */
export const MULTIPART_FILE_DOC = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data with the picture in the field `file` (at most UPLOAD_MAX_BYTES, 5 MB by default).',
} as const;

/**
 * Reads the one uploaded file of a multipart request (field `file`) into memory. Too large →
 * 413 (the multipart limit, UPLOAD_MAX_BYTES), not multipart → 415, no file → 400.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the picture as multipart/form-data in the field "file"',
    );
  }
  const part = await request.file();
  if (part?.fieldname !== 'file') {
    throw new AppError('VALIDATION_FAILED', 'Choose a picture to upload', {
      file: 'Choose a picture to upload',
    });
  }
  return part.toBuffer();
}
