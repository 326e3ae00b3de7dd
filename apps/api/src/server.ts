import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { SchemaTooNewError } from './db/migrate.ts';
import { exposedDevServerWarning } from './lib/loopback.ts';
import { startBanner } from './lib/start-banner.ts';

/** Starts the server on PORT and shuts down gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  let closing = false;
  // Not ready at once, still serving for the drain window (the balancer's check needs it to stop
  // sending new requests), then closing: in-flight requests finish, sockets are told to go
  // elsewhere (1001), jobs in hand finish. Whatever hangs, the process is gone within 10 s.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.readiness.drain();
    app.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'draining: /api/ready answers 503');
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
    app.log.info('shutting down: finishing requests, closing the database');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  if (config.NODE_ENV !== 'test') console.info(startBanner(config, address));
  const exposed = exposedDevServerWarning(config);
  if (exposed) app.log.warn(exposed);
}

main().catch((err) => {
  console.error(err instanceof SchemaTooNewError ? err.message : err);
  process.exit(1);
});
