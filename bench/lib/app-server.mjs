// The real HELOC server for a figure: its own port and temporary data dir, sandbox delays at 0, quiet logs. Started as
// `node apps/server/dist/server.js` (the build `npm start` runs, rebuilt first when older than its sources) directly,
// so child.pid is the server process itself (for RSS).
import { SERVER_ENTRY, ensureServerBuild, serverNodeOptions } from '../../scripts/build-server.mjs';
import { freePort, removeTempDir, startProcess, stopProcess, tempDir, waitForOk } from './processes.mjs';

/**
 * Starts the server and waits for /healthz. `databaseUrl` unset = embedded PGlite in a new temporary data dir.
 * Answers { baseUrl, child, pid, stop }.
 */
export const startAppServer = async ({ databaseUrl, env = {} } = {}) => {
  await ensureServerBuild();
  const port = await freePort();
  const dataDir = tempDir('heloc-bench-data-');
  // Run as `npm start` runs it (scripts/start.mjs), Node options included.
  const child = startProcess(process.execPath, [...serverNodeOptions({ DATABASE_URL: databaseUrl }), SERVER_ENTRY], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PROCESSING_DELAY_MS: '0',
    LOG_LEVEL: 'warn',
    SANDBOX_MODE: 'true',
    // The figures load the server from this machine: loopback is not rate limited (docs/configuration.md).
    RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    await stopProcess(child);
    removeTempDir(dataDir);
  };
  try {
    await waitForOk(`${baseUrl}/healthz`, child, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, child, pid: child.pid, stop };
};

/** Runs `use(server)` against a fresh server and always stops it. */
export const withAppServer = async (options, use) => {
  const server = await startAppServer(options);
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
};
