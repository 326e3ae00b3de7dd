import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

/** Where the server is in its life: load balancers send traffic only to a `ready` one. */
export type ReadinessPhase = 'starting' | 'ready' | 'draining';

export interface Readiness {
  readonly phase: ReadinessPhase;
  /** SIGTERM: answer 503 at /api/ready from now on, while still serving everything else. */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** How long /api/ready waits for the database before calling it unreachable. */
const DATABASE_CHECK_MS = 2000;

/**
 * `GET /api/ready`: 200 when this server can serve (started, migrated, database reachable, not
 * draining), else 503 with the reason. `/api/health` stays the liveness check: the process
 * answers. docs/operations.md says how a balancer uses the two.
 */
export function registerReadiness(app: FastifyInstance): void {
  let phase: ReadinessPhase = 'starting';
  app.decorate('readiness', {
    get phase() {
      return phase;
    },
    drain() {
      phase = 'draining';
    },
  });
  app.addHook('onReady', async () => {
    if (phase === 'starting') phase = 'ready';
  });
}

export function registerReadyRoute(api: FastifyInstance, ctx: AppContext, readiness: Readiness): void {
  api.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (readiness.phase !== 'ready') {
      return reply
        .status(503)
        .send(
          notReady(readiness.phase === 'draining' ? 'The server is shutting down' : 'The server is starting'),
        );
    }
    const reachable = await databaseAnswers(ctx);
    return reachable
      ? { success: true, data: { status: 'ready' } }
      : reply.status(503).send(notReady('The database is not reachable'));
  });
}

function notReady(message: string) {
  return { success: false, error: { code: 'NOT_READY', message } };
}

async function databaseAnswers(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  const check = ctx.db.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
