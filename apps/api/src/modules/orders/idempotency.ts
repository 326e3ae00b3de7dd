import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_HEADER } from '@mingle/shared/constants';
import type { ApiErrorBody } from '@mingle/shared/errors';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError, RetryLaterError } from '../../lib/app-error.ts';
import * as repo from './idempotency.repository.ts';

/** How long a replay waits for the first request before answering IDEMPOTENCY_IN_PROGRESS. */
const WAIT_FOR_FIRST_MS = 20_000;
/**
 * The first request holds its key by a lease it renews every second while it runs; one that
 * stops renewing died with its server, and a replay takes the key over when the lease ends, so a
 * retry gets through within a few seconds (docs/adr/0004-idempotency-keys.md).
 */
const LEASE_SECONDS = 3;
const RENEW_EVERY_MS = 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/**
 * Handed to the call: `record` marks the key done inside the transaction of the call's effect,
 * naming what it created (the order). If the server dies after that commit and before the
 * answer is stored, a replay answers from the record at once instead of waiting for a first
 * request that will never finish. Without an Idempotency-Key it does nothing.
 */
export interface IdempotencyOutcome {
  record(tx: Queryable, resourceId: string): Promise<void>;
}

const NO_KEY: IdempotencyOutcome = { record: async () => undefined };

/** JSON with sorted keys, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function errorBody(err: AppError): ApiErrorBody {
  return {
    success: false,
    error: err.fields
      ? { code: err.code, message: err.message, fields: err.fields }
      : { code: err.code, message: err.message },
  };
}

/**
 * Runs a money-creating call at most once per (user, Idempotency-Key, route). The first request
 * stores its answer (success or a 4xx refusal); replays get the stored answer, and a replay that
 * arrives while the first is still running waits for it. The same key with another body is 422.
 * A 5xx, a 429 or an unexpected failure forgets the key, so the client may retry with it; a
 * first request that died (its lease ran out) is taken over by the next replay.
 */
export async function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  run: (outcome: IdempotencyOutcome) => Promise<T>,
  replay?: (resourceId: string) => Promise<T>,
): Promise<T> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return run(NO_KEY);
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The Idempotency-Key header must be 1 to 200 visible characters',
      {
        'Idempotency-Key': 'Use 1 to 200 visible characters, e.g. a UUID',
      },
    );
  }
  const route = `${request.method} ${(request.url.split('?')[0] ?? '').replace(/^\/api\/v\d+/, '')}`;
  const requestHash = createHash('sha256').update(canonical(request.body)).digest('hex');
  const started = Date.now();

  for (;;) {
    const claimId = randomUUID();
    const claimed = await repo.claimKey(db, { userId, key, route }, requestHash, claimId, LEASE_SECONDS);
    if (claimed) return runFirst(db, { userId, key, route }, claimId, request.log, run);

    const stored = await repo.storedKey(db, { userId, key, route });
    if (!stored) continue;
    if (stored.request_hash !== requestHash) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used with a different request; use a new key',
      );
    }
    if (stored.status === 'done' && stored.response_status === null && stored.resource_id && replay) {
      // The effect committed; its answer was not stored (yet, or ever): answer from the record.
      reply.header('idempotent-replayed', 'true');
      return replay(stored.resource_id);
    }
    if (stored.status === 'done' && stored.response_status !== null) {
      reply.header('idempotent-replayed', 'true');
      reply.status(stored.response_status ?? 200);
      // The stored answer of this same route: a T, or a 4xx error body sent with its status.
      return stored.response_body as T;
    }
    if (Date.now() - started > WAIT_FOR_FIRST_MS) {
      throw new AppError(
        'IDEMPOTENCY_IN_PROGRESS',
        'The first request with this Idempotency-Key is still running',
      );
    }
    await sleep(25 + Math.random() * 25);
  }
}

/**
 * Renews the key's lease until the returned function is called. Each renewal waits for the one
 * before, so a server that stalls or dies stops renewing and its key is freed.
 */
function holdLease(db: Db, id: repo.KeyId, claimId: string, log: FastifyBaseLogger): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const renew = async () => {
    try {
      if (stopped || !(await repo.renewLease(db, id, claimId, LEASE_SECONDS))) return;
    } catch (err) {
      log.warn({ err }, 'could not renew an Idempotency-Key lease');
    }
    if (!stopped) timer = setTimeout(renew, RENEW_EVERY_MS).unref();
  };
  timer = setTimeout(renew, RENEW_EVERY_MS).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

async function runFirst<T>(
  db: Db,
  id: repo.KeyId,
  claimId: string,
  log: FastifyBaseLogger,
  run: (outcome: IdempotencyOutcome) => Promise<T>,
): Promise<T> {
  const outcome: IdempotencyOutcome = {
    record: async (tx, resourceId) => {
      // This request stalled past its lease and a retry took the key: its effect rolls back.
      if (!(await repo.recordEffect(tx, id, claimId, resourceId))) {
        throw new AppError(
          'IDEMPOTENCY_IN_PROGRESS',
          'A retry with this Idempotency-Key took over this request',
        );
      }
    },
  };
  const release = holdLease(db, id, claimId, log);
  try {
    const body = await run(outcome);
    await repo.storeAnswer(db, id, claimId, 200, body);
    return body;
  } catch (err) {
    // A key whose effect was recorded keeps it, so a retry never repeats the effect. "Try again
    // later" (429) is no answer for good: the retry after the wait must be able to succeed.
    if (err instanceof AppError && err.status < 500 && !(err instanceof RetryLaterError)) {
      await repo.storeRefusal(db, id, claimId, err.status, errorBody(err));
    } else {
      await repo.forgetKey(db, id, claimId);
    }
    throw err;
  } finally {
    release();
  }
}

/** Keys older than a day are forgotten (Stripe keeps them 24 hours too). */
export async function deleteOldIdempotencyKeys(db: Db): Promise<void> {
  await repo.deleteKeysOlderThanADay(db);
}
