import { buildApp } from './app';
import { createClock } from './platform/config/clock';
import { ConfigError, loadConfig } from './platform/config/config';
import { closeUntakenPgliteThreads } from './platform/database/pglite-thread';

/** Ends the process after a failed start, closing first a database opened early (server.ts) so it stays whole. */
const exitAfterFailedStart = async (): Promise<never> => {
  await closeUntakenPgliteThreads().catch(() => {});
  process.exit(1);
};

/** Loads the configuration, builds the app, listens, and closes everything cleanly on SIGINT/SIGTERM. */
const main = async (): Promise<void> => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return exitAfterFailedStart();
    }
    throw error;
  }

  const app = await buildApp({ config, clock: createClock(config.clockStart) });
  // Opened early on a directory the configuration does not use (DATABASE_URL or DATA_DIR read otherwise).
  await closeUntakenPgliteThreads();
  const { shutdownDrainMs } = config;

  let closingSince: number | undefined;
  const shutdown = async (signal: string) => {
    if (closingSince !== undefined) {
      // The same Ctrl-C often arrives twice (from the terminal and from scripts/start.mjs): ignore a quick repeat.
      // A later one means "stop waiting".
      if (Date.now() - closingSince < 2000) return;
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    closingSince = Date.now();
    app.log.info(`${signal}: closing the server and the database`);
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s after the drain: exiting');
      process.exit(1);
    }, shutdownDrainMs + 10_000);
    timer.unref();
    try {
      // Drain first (platform/http/lifecycle.ts): still serving, health 503, so nothing new is sent here.
      app.lifecycle.draining = true;
      await new Promise((resolve) => setTimeout(resolve, shutdownDrainMs));
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`HELOC app ready at http://${shownHost}:${port}/account/heloc/register-v2`);
  if (config.sandboxMode)
    console.log(
      `Sandbox mode is on (x-sandbox-key: ${config.sandboxKey === 'sandbox-dev-key' ? 'sandbox-dev-key' : 'set'})`,
    );
  if (config.clockStart) console.log(`The clock started at ${config.clockStart.toISOString()} (CLOCK_START)`);
};

/** Starts the server (server.ts calls it once the embedded database is opening). */
export const serve = (): Promise<void> =>
  main().catch(async (error: unknown) => {
    console.error(error);
    await exitAfterFailedStart();
  });
