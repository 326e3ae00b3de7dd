import { z } from 'zod';

/**
 * The one success body of the API (docs/architecture.md, "One wire contract"): what `ok()`
 * sends, what route schemas declare with `okEnvelope`, and what the web's `api` helper reads.
 * Errors are the other shape, ApiErrorBody in ../errors.ts.
 */
export interface OkEnvelope<T> {
  success: true;
  message?: string;
  data: T;
}

/** OkEnvelope around a data schema, for route response declarations. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}
