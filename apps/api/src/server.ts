import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
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
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests, closing the database');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
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
  console.error(err);
  process.exit(1);
});
