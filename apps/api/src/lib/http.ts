import type { OkEnvelope } from '@mingle/shared/schemas/envelope';

/** Wraps a route's answer in the one success body (OkEnvelope). */
export function ok<T>(data: T, message?: string): OkEnvelope<T> {
  return message === undefined ? { success: true, data } : { success: true, message, data };
}
