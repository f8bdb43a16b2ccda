import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../platform/auth/tokens';
import type { Config } from '../platform/config/config';
import type { FieldCipher } from '../platform/crypto';
import type { Db } from '../platform/database/database';
import type { DocumentStore } from '../platform/storage';
import type { Workflow } from '../workflow';

/**
 * The one argument every service function takes first (docs/architecture.md: "one context shape"). A transaction is
 * passed the same way: `inTransaction(ctx, (tx) => ...)` hands the service a context whose `db` is the transaction.
 */
export interface ServiceContext {
  db: Db;
  config: Config;
  /** The current time (tests move it). */
  now: () => Date;
  /** The lending engine's facade. */
  workflow: Workflow;
  tokens: Tokens;
  /** Encrypts and decrypts personal data at rest. */
  cipher: FieldCipher;
  /** Uploaded and generated files. */
  documents: DocumentStore;
}

export const contextOf = (app: FastifyInstance): ServiceContext => ({
  db: app.db,
  config: app.config,
  now: app.clock,
  workflow: app.workflow,
  tokens: app.tokens,
  cipher: app.fieldCipher,
  documents: app.documents,
});

/** Runs `work` in one transaction: one use case, one transaction. */
export const inTransaction = <T>(ctx: ServiceContext, work: (tx: ServiceContext) => Promise<T>): Promise<T> =>
  ctx.db.transaction().execute((trx) => work({ ...ctx, db: trx }));
