import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../constants.ts';

/**
 * The Idempotency-Key of a write the client may retry (placing an order, paying, a payout, a
 * refund request). Loose: the other headers (authorization) must pass through untouched.
 */
export const ZIdempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z.string().optional().describe('Replays with the same key get the first answer'),
});
