import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolUse } from '../database/database';

/** What the scheduler has left to do at one instant (workflow/scheduler). */
export interface SchedulerBacklog {
  /** Processing steps due and not yet applied. */
  due: number;
  /** Of those, the ones due for longer than LATE_AFTER_SECONDS. */
  late: number;
  /** Seconds since the oldest of them fell due; 0 when none is. */
  oldestDueSeconds: number;
}

/** A step due this long and still not applied counts as late: the sweep (SWEEP_INTERVAL_MS) runs every second. */
export const LATE_AFTER_SECONDS = 60;

/** Most time one scrape waits for one reading (a database query) before reporting without it. */
const READ_TIMEOUT_MS = 2000;

type Reading<T> = () => T | Promise<T>;

/**
 * One app's metrics (docs/operations.md "Metrics and alerts"): its own registry, not prom-client's global one, so
 * several apps in one process (the tests) never share a series. Counters are counted as things happen; gauges are
 * read when the metrics are scraped, from the readings their owners register here (nothing on a request's path).
 */
export const createMetrics = () => {
  const registry = new Registry();
  const registers = [registry];

  /**
   * A node memory's lookups, counted as found (result="hit") or not (result="miss"). A lookup is on every remembered
   * call's path, twice on the console's: it adds one to a number, which joins the series when they are scraped.
   */
  const lookupCounter = (name: string, help: string) => {
    let hits = 0;
    let misses = 0;
    new Counter({
      name,
      help,
      labelNames: ['result'] as const,
      registers,
      collect() {
        this.labels('hit').inc(hits);
        this.labels('miss').inc(misses);
        hits = 0;
        misses = 0;
      },
    });
    return { hit: () => void (hits += 1), miss: () => void (misses += 1) };
  };

  const emailsSent = new Counter({
    name: 'heloc_emails_sent_total',
    help: 'E-mails handed to the transport (outbox or smtp), by result (ok or failed).',
    labelNames: ['transport', 'result'] as const,
    registers,
  });

  const chatSockets = new Gauge({
    name: 'heloc_chat_sockets',
    help: 'Chat sockets open on this node, by kind (borrower or agent).',
    labelNames: ['kind'] as const,
    registers,
  });
  const stepsDue = new Gauge({
    name: 'heloc_scheduler_steps_due',
    help: 'Processing steps due and not yet applied (all nodes, from the database).',
    registers,
  });
  const stepsLate = new Gauge({
    name: 'heloc_scheduler_steps_late',
    help: `Processing steps due for more than ${LATE_AFTER_SECONDS} s and not yet applied.`,
    registers,
  });
  const oldestDue = new Gauge({
    name: 'heloc_scheduler_oldest_due_seconds',
    help: 'Seconds since the oldest processing step not yet applied fell due (0 when none is due).',
    registers,
  });
  const outboxEmails = new Gauge({
    name: 'heloc_email_outbox_emails',
    help: 'E-mails kept in the outbox table instead of being sent (EMAIL_TRANSPORT=outbox).',
    registers,
  });
  const poolConnections = new Gauge({
    name: 'heloc_db_pool_connections',
    help: 'Database connections of this node, by state (in_use or idle); PGlite has one.',
    labelNames: ['state'] as const,
    registers,
  });
  const poolMax = new Gauge({
    name: 'heloc_db_pool_max_connections',
    help: 'Most database connections this node opens (DATABASE_POOL_SIZE; 1 for PGlite).',
    registers,
  });
  const poolWaiting = new Gauge({
    name: 'heloc_db_pool_waiting',
    help: 'Callers of this node waiting for a database connection.',
    registers,
  });

  /** Each gauge's reading, run at every scrape; a reading that fails or is slow leaves its gauges without a sample. */
  const readings: { name: string; read: () => Promise<void>; reset: () => void }[] = [];
  const reading = <T>(name: string, read: Reading<T>, set: (value: T) => void, gauges: Gauge[]) => {
    readings.push({
      name,
      read: async () => set(await read()),
      reset: () => gauges.forEach((gauge) => gauge.reset()),
    });
  };

  let defaultsOn = false;
  return {
    registry,
    /** The status call's memory (workflow/status/status-cache.ts): one lookup, found or not. */
    statusMemory: lookupCounter(
      'heloc_status_memory_lookups_total',
      'Status reads answered from the node memory (result="hit") or read from the database (result="miss").',
    ),
    /** The remembered reads' memory (platform/http/answer-memory.ts): one lookup, found or not. */
    answerMemory: lookupCounter(
      'heloc_answer_memory_lookups_total',
      'Remembered reads (application, conditions, documents, notifications, the console pipeline and file) answered from the node memory (result="hit") or made again (result="miss").',
    ),
    emailSent: (transport: string, ok: boolean) => emailsSent.labels(transport, ok ? 'ok' : 'failed').inc(),
    readChatSockets: (read: Reading<{ borrower: number; agent: number }>) =>
      reading(
        'chat sockets',
        read,
        ({ borrower, agent }) => {
          chatSockets.labels('borrower').set(borrower);
          chatSockets.labels('agent').set(agent);
        },
        [chatSockets],
      ),
    readScheduler: (read: Reading<SchedulerBacklog>) =>
      reading(
        'scheduler',
        read,
        (backlog) => {
          stepsDue.set(backlog.due);
          stepsLate.set(backlog.late);
          oldestDue.set(backlog.oldestDueSeconds);
        },
        [stepsDue, stepsLate, oldestDue],
      ),
    /** How many e-mails the outbox table holds (platform/email). */
    readOutbox: (read: Reading<number>) =>
      reading('e-mail outbox', read, (emails) => outboxEmails.set(emails), [outboxEmails]),
    readPool: (read: Reading<PoolUse | undefined>) =>
      reading(
        'database pool',
        read,
        (use) => {
          if (!use) return;
          poolConnections.labels('in_use').set(use.inUse);
          poolConnections.labels('idle').set(use.idle);
          poolMax.set(use.max);
          poolWaiting.set(use.waiting);
        },
        [poolConnections, poolMax, poolWaiting],
      ),
    /** prom-client's process and Node.js series (CPU, memory, event loop lag, GC), only on a node that serves them. */
    collectDefaults() {
      if (defaultsOn) return;
      defaultsOn = true;
      collectDefaultMetrics({ register: registry });
    },
    /**
     * Runs every reading at once (each at most READ_TIMEOUT_MS), then answers the exposition text. Answers the
     * readings that failed, by name, for the log.
     */
    async scrape(): Promise<{ text: string; failed: { name: string; error: unknown }[] }> {
      const failed: { name: string; error: unknown }[] = [];
      await Promise.all(
        readings.map(async ({ name, read, reset }) => {
          let timer: NodeJS.Timeout | undefined;
          try {
            await Promise.race([
              read(),
              new Promise<never>((_, reject) => {
                timer = setTimeout(() => reject(new Error(`no answer in ${READ_TIMEOUT_MS} ms`)), READ_TIMEOUT_MS);
              }),
            ]);
          } catch (error) {
            reset();
            failed.push({ name, error });
          } finally {
            clearTimeout(timer);
          }
        }),
      );
      return { text: await registry.metrics(), failed };
    },
  };
};

export type Metrics = ReturnType<typeof createMetrics>;
