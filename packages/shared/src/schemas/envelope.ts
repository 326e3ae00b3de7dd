import { z } from 'zod';

/** The success body of DESIGN.md §2 around a data schema, for route response declarations. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}
