// Child processes of a bench run: free loopback ports, temporary data dirs, waiting for /healthz, reading RSS, and
// stopping everything we started, also when a figure throws or the run is interrupted.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const running = new Set();
const tempDirs = new Set();

const isFree = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

let nextPort = 3400;
/** A loopback port nobody listens on, searched upwards from 3400 (never the same one twice in a run). */
export const freePort = async () => {
  for (; nextPort < 3600; nextPort += 1) {
    if (await isFree(nextPort)) return nextPort++;
  }
  throw new Error('no free port between 3400 and 3600');
};

/** A new temporary directory, removed when the run ends. */
export const tempDir = (prefix) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
};

export const removeTempDir = (dir) => {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
};

/**
 * Spawns a process that is stopped by stopAll() at the latest. stderr is kept (last 4 KB) to explain a failure.
 * Inheriting our environment minus DATABASE_URL: a figure that wants PostgreSQL passes it explicitly.
 */
export const startProcess = (command, args, env = {}, { group = false } = {}) => {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: group,
  });
  child.isGroupLeader = group;
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => (output.stdout = (output.stdout + chunk).slice(-4096)));
  child.stderr.on('data', (chunk) => (output.stderr = (output.stderr + chunk).slice(-4096)));
  child.output = output;
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  running.add(child);
  child.exited.then(() => running.delete(child));
  return child;
};

/**
 * SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. A process started with `group` (a
 * wrapper such as npm and the server under it) is signalled as its own process group.
 */
export const stopProcess = async (child, graceMs = 10_000) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const signal = (name) => {
    try {
      if (child.isGroupLeader) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
};

/** Stops every process this run started and removes its temporary directories. */
export const stopAll = async () => {
  await Promise.all([...running].map((child) => stopProcess(child)));
  for (const dir of [...tempDirs]) removeTempDir(dir);
};

/** Polls `url` until it answers 200; resolves with the time it did (performance.now()). */
export const waitForOk = async (url, child, timeoutMs = 60_000, intervalMs = 20) => {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(
        `process exited (${child.exitCode}) before ${url} answered: ${child.output.stderr.trim().slice(-400)}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return performance.now();
    } catch {
      // not listening yet
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
};

/** Resident set size of a process in MB, from /proc/<pid>/status (Linux only; null elsewhere or once it is gone). */
export const rssMb = (pid) => {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
};

/** The pids of a process's children (Linux only). */
export const childPids = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

/** Every process below `pid` (children, grandchildren...), read from /proc. */
export const descendantPids = (pid) => childPids(pid).flatMap((child) => [child, ...descendantPids(child)]);

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Resolves once none of `pids` is running any more (or after `timeoutMs`). */
export const waitUntilGone = async (pids, timeoutMs = 15_000) => {
  const deadline = performance.now() + timeoutMs;
  while (pids.some(isAlive) && performance.now() < deadline) await sleep(50);
};
