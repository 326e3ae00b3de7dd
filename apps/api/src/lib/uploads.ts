// The request's file() and the server's ctx come from these plugins' type augmentations.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type {} from '../plugins/context.ts';
import { AppError } from './app-error.ts';

const tooLarge = (maxBytes: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `That file is too large. Send a picture of at most ${Math.floor(maxBytes / (1024 * 1024)) || 1} MB.`,
  );

const malformed = () =>
  new AppError(
    'BAD_REQUEST',
    'The upload is not a complete multipart/form-data body. Send the picture again.',
  );

/** The parser's own 413s (file, file count, field count) stay 413; anything else it throws is a broken body. */
function uploadError(err: unknown, maxBytes: number): AppError {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: number }).statusCode;
  return status === 413 ? tooLarge(maxBytes) : malformed();
}

/**
 * Reads the one uploaded file of a multipart request (field `file`) into memory. Too large →
 * 413 (the multipart limit, UPLOAD_MAX_BYTES), not multipart → 415, no file → 400, a body cut
 * short or without a boundary → 400.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the picture as multipart/form-data in the field "file"',
    );
  }
  const maxBytes = request.server.ctx.config.UPLOAD_MAX_BYTES;
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') {
      throw new AppError('VALIDATION_FAILED', 'Choose a picture to upload', {
        file: 'Choose a picture to upload',
      });
    }
    const data = await part.toBuffer();
    // The parser can hand over the first UPLOAD_MAX_BYTES without throwing when the limit falls
    // on a chunk boundary; the truncated flag is the reliable signal, so a cut file is never kept.
    if (part.file.truncated) throw tooLarge(maxBytes);
    return data;
  } catch (err) {
    throw uploadError(err, maxBytes);
  }
}
