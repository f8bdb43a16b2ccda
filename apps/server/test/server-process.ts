import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/platform/config/config';
import { until } from './until';

/*
 * The real server as a separate process, for the fault tests: what a SIGKILL, a SIGTERM or a database
 * that goes away does can only be shown on a process, not on `app.inject`.
 */

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** What the process wrote to stderr and stdout, for a failing assertion's message. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `apps/server/src/server.ts` with `env` on a free port and waits until /healthz answers 200. */
export const startServerProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // Not 'test': the sweeper runs as in production.
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SANDBOX_MODE: 'true',
      RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'no-web-build'),
      ...env,
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
      return fetch(`${url}/healthz`).then(
        (r) => r.status === 200,
        () => false,
      );
    },
    { timeout: 60_000, interval: 200, explain: () => `server not ready in 60 s:\n${output}` },
  );
  return {
    url,
    child,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};

/** The Debian PostgreSQL server binaries (initdb, pg_ctl), newest first; undefined when not installed. */
export const postgresBinDir = (): string | undefined => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
};

export interface ThrowawayPostgres {
  url: string;
  start: () => void;
  /** `immediate` is a crash as far as clients know: every connection is cut at once. */
  stop: (mode?: 'fast' | 'immediate') => void;
  dispose: () => void;
}

/**
 * A PostgreSQL server of its own, on its own port and data directory, started from Debian's binaries (initdb refuses
 * to run as root, so as the `postgres` user then).
 */
export const startThrowawayPostgres = async (bin: string): Promise<ThrowawayPostgres> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heloc-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (file: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, file), args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => void run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = (mode: 'fast' | 'immediate' = 'fast') => void run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    dispose() {
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
