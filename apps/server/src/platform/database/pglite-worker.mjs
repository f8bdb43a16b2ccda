// @ts-check
// The embedded PGlite on a data dir, on a thread of its own (pglite-thread.ts starts it; docs/decisions.md
// "PGlite on a thread of its own"). Plain JavaScript: Node runs it as it is in every mode (the build, `npm run dev`,
// the tests), with no TypeScript loader in the thread.
//
// Messages in: { id, op: 'query', sql, params } | { id, op: 'listen', channel, listener }
//   | { id, op: 'unlisten', listener } | { id, op: 'close' }.
// Messages out: { id, ok: true, value } | { id, ok: false, error } | { op: 'notify', listener, payload }.
// A channel can have several listeners (two apps on one database, in the tests): each has its own number.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker.mjs runs only as a worker thread');
const port = parentPort;

// PGlite returns int8 as bigint; parsed to a number like the pg driver (database.ts).
const pglite = new PGlite(workerData.dir, { parsers: { 20: (/** @type {string} */ value) => Number(value) } });

/**
 * A database error as plain data: its message and every field the caller reads (code, constraint, detail...).
 * PGlite's file system throws objects that are no Error (an errno and a code): their fields make the message.
 */
const plainError = (/** @type {unknown} */ error) => {
  if (error instanceof Error)
    return { ...Object.fromEntries(Object.entries(error)), name: error.name, message: error.message };
  if (error && typeof error === 'object') return { ...error, name: 'Error', message: JSON.stringify(error) };
  return { name: 'Error', message: String(error) };
};

/** @type {Map<number, () => Promise<void>>} */
const stopListening = new Map();

/** @param {{ op: string, sql?: string, params?: unknown[], channel?: string, listener?: number }} message */
const run = async (message) => {
  if (message.op === 'query') {
    const result = await pglite.query(/** @type {string} */ (message.sql), message.params);
    return { rows: result.rows, affectedRows: result.affectedRows };
  }
  const listener = /** @type {number} */ (message.listener);
  if (message.op === 'listen') {
    const channel = /** @type {string} */ (message.channel);
    const stop = await pglite.listen(channel, (payload) => port.postMessage({ op: 'notify', listener, payload }));
    stopListening.set(listener, stop);
    return null;
  }
  if (message.op === 'unlisten') {
    const stop = stopListening.get(listener);
    stopListening.delete(listener);
    await stop?.();
    return null;
  }
  if (message.op === 'close') {
    await pglite.close();
    return null;
  }
  throw new Error(`unknown operation ${message.op}`);
};

port.on('message', (message) => {
  run(message).then(
    (value) => port.postMessage({ id: message.id, ok: true, value }),
    (error) => port.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
});
