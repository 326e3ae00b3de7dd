import { z } from 'zod';
import { defineJob } from '../../jobs/job-kind.ts';

/**
 * One slice (about a second's worth) of a blast's sending. `generation` names the worker that
 * holds the blast's lease; the key keeps one job per slice of a generation.
 */
export const blastSendJob = defineJob({
  name: 'text-blasts.send',
  payload: z.object({
    blastId: z.uuid(),
    generation: z.number().int().min(0),
    slice: z.number().int().min(0).default(0),
  }),
  dedupeKey: (p) => `text-blast:${p.blastId}:${p.generation}:${p.slice}`,
});

/**
 * The safety net: messages in flight on a server that stopped are reported unknown and the
 * blast carries on.
 */
export const blastSweepJob = defineJob({ name: 'text-blasts.sweep', payload: z.object({}), everyMs: 5000 });
