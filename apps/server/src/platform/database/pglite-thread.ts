import path from 'node:path';
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';

/**
 * The embedded PGlite on a data dir, run on a worker thread (pglite-worker.mjs) and used through messages. Opening
 * PGlite (reading its files, compiling its WebAssembly, starting its backend) then runs on the machine's other core
 * while the server's own code loads, instead of after it: `server.ts` starts the thread first of all
 * (docs/decisions.md "PGlite on a thread of its own"). The surface is the part of PGlite's that the Kysely dialect and
 * the notifications use; an in-memory database (`inThisThread`) offers the same one.
 */
export interface PgliteThread {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[]; affectedRows?: number }>;
  /** Starts listening on a channel; answers a function that stops. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Closes PGlite (flushing its data dir) and ends the thread. */
  close(): Promise<void>;
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> };
type Notification = { op: 'notify'; listener: number; payload: string };

/**
 * V8 compiles PGlite's WebAssembly once with its baseline compiler and, by default, again with its optimising one,
 * keeping both: ~60 MB of machine code. The baseline alone answers our queries as fast (measured in
 * docs/decisions.md). A process-wide flag, set before PGlite's module is compiled (in this thread or another); PGlite
 * is the only WebAssembly the server loads.
 */
const useBaselineWasmCompilerOnly = (): void => {
  v8.setFlagsFromString('--liftoff-only');
};

const WORKER_FILE = new URL('./pglite-worker.mjs', import.meta.url);

/** An error from the thread as an Error again, with the fields the callers read (code, constraint...). */
const errorFrom = (plain: Record<string, unknown>): Error => Object.assign(new Error(String(plain.message)), plain);

/**
 * Starts PGlite on `dir` in a new thread, once `after` has settled (another thread on the same directory closing);
 * its first query waits until PGlite is open.
 */
export const startPgliteThread = (dir: string, after?: Promise<unknown>): PgliteThread => {
  useBaselineWasmCompilerOnly();
  const started = (worker: Worker) => {
    worker.on('message', onMessage);
    worker.on('error', endAll);
    worker.on('exit', () => endAll(new Error('Client was closed and is not queryable')));
    return worker;
  };
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  // By listener: a channel can have several (two apps on one database, in the tests).
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 0;
  let ended: Error | undefined;

  const onMessage = (message: Reply | Notification) => {
    if ('op' in message) {
      listeners.get(message.listener)?.(message.payload);
      return;
    }
    const caller = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) caller?.resolve(message.value);
    else caller?.reject(errorFrom(message.error));
  };
  const endAll = (error: Error) => {
    ended = error;
    for (const caller of pending.values()) caller.reject(error);
    pending.clear();
  };
  const opening = after
    ? after.catch(() => {}).then(() => started(new Worker(WORKER_FILE, { workerData: { dir } })))
    : Promise.resolve(started(new Worker(WORKER_FILE, { workerData: { dir } })));

  const call = async (message: Record<string, unknown>): Promise<unknown> => {
    const worker = await opening;
    if (ended) throw ended;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  };

  return {
    query: (sql, params = []) => call({ op: 'query', sql, params }) as ReturnType<PgliteThread['query']>,
    listen: async (channel, onMessage) => {
      const listener = nextId++;
      listeners.set(listener, onMessage);
      await call({ op: 'listen', channel, listener });
      return async () => {
        listeners.delete(listener);
        await call({ op: 'unlisten', listener });
      };
    },
    close: async () => {
      if (ended) return;
      try {
        await call({ op: 'close' });
      } finally {
        await (await opening).terminate();
      }
    },
  };
};

/**
 * An in-memory PGlite (the tests' throwaway databases) in this thread, behind the same surface: a thread would add
 * to every query's time (measured: the server suite ~20% slower) and such a database has no start-up to hide.
 * PGlite's code is loaded with the first one, never in a server on disk.
 */
export const inThisThread = (dir: string): PgliteThread => {
  useBaselineWasmCompilerOnly();
  const opening = import('@electric-sql/pglite').then(
    // PGlite returns int8 as bigint; parsed to a number like the pg driver (database.ts).
    ({ PGlite }) => new PGlite(dir, { parsers: { 20: (value: string) => Number(value) } }),
  );
  return {
    query: async (sql, params) => (await opening).query(sql, params),
    listen: async (channel, onMessage) => (await opening).listen(channel, onMessage),
    close: async () => (await opening).close(),
  };
};

/** Threads started before the server's code loaded, by data dir, waiting for `createDatabase` to take them. */
const early = new Map<string, PgliteThread>();

/** Starts the thread for `dir` now, for `takePgliteThread` to use later (server.ts, first of all). */
export const startPgliteThreadEarly = (dir: string): PgliteThread => {
  const thread = startPgliteThread(dir);
  early.set(path.resolve(dir), thread);
  return thread;
};

/**
 * The thread started early for `dir`, else a new one. A new one opens only after any thread started early on another
 * path has closed: that path could name the same directory (a symbolic link), and two PGlite on one directory would
 * spoil it.
 */
export const takePgliteThread = (dir: string): PgliteThread => {
  const key = path.resolve(dir);
  const started = early.get(key);
  early.delete(key);
  if (started) return started;
  return early.size ? startPgliteThread(dir, closeUntakenPgliteThreads()) : startPgliteThread(dir);
};

/** Closes the threads nobody took (the configuration was refused, or named another directory). */
export const closeUntakenPgliteThreads = async (): Promise<void> => {
  const untaken = [...early.values()];
  early.clear();
  await Promise.all(untaken.map((thread) => thread.close()));
};
