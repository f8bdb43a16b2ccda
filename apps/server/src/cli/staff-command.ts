import { parseArgs } from 'node:util';
import { STAFF_SET_UP_LINK_HOURS } from '@heloc/domain';
import { z } from 'zod';
import { buildApp } from '../app';
import { contextOf } from '../modules/service-context';
import { createAdmin } from '../modules/staff/create-admin.service';
import { setUpLinkUrl } from '../modules/staff/staff-member';
import { createClock } from '../platform/config/clock';
import { ConfigError, loadConfig } from '../platform/config/config';
import { pgliteDirIn } from '../platform/config/paths';
import type { Db } from '../platform/database/database';
import { AppError } from '../platform/http/errors';

/*
 * `npm run staff -- create-admin --email ...` (docs/product/operations-console.md §1, README "The console's first
 * admin"): the first admin of the operations console, or a new set-up link for a member who lost access. It opens the
 * database the server uses (DATABASE_URL, else the embedded PGlite in DATA_DIR), runs the migrations, and prints the
 * one-time set-up link on a line of its own.
 */

export const STAFF_COMMAND_USAGE = `Usage: npm run staff -- create-admin --email <email> [--name "<name>"] [--org <code> ...]

  create-admin   Creates an admin of the operations console and prints a one-time set-up link
                 (valid ${STAFF_SET_UP_LINK_HOURS} hours). For an e-mail that is already a member, adds the admin
                 role and prints a new link: following it sets a new password and a new authenticator.
  --email        The admin's e-mail (required).
  --name         The admin's name (default: the part of the e-mail before the @; they choose it on the set-up page).
  --org          An organisation code the admin is scoped to; repeat for several. Default: every organisation.
  --help         Shows this text.

The database is the server's: DATABASE_URL (PostgreSQL), else the embedded database in DATA_DIR. With the embedded
database, stop the server first: only one process may open it at a time. The link starts with PUBLIC_BASE_URL
(default http://localhost:PORT).`;

export interface StaffCommandIo {
  /** The environment (configuration) to read; default process.env. */
  env?: Record<string, string | undefined>;
  stdout?: (line: string) => void;
  stderr?: (line: string) => void;
  /** An open database to use instead of the configured one (tests); left open. */
  db?: Db;
  clock?: () => Date;
  /** Asks whether a server answers on the configured port (default: a request to its health check). */
  serverRunning?: (url: string) => Promise<boolean>;
}

const emailSchema = z.email();

const probeServer = async (url: string): Promise<boolean> => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
};

/** Runs the command; answers the process's exit code (0 done, 1 refused or failed). */
export const runStaffCommand = async (argv: readonly string[], io: StaffCommandIo = {}): Promise<number> => {
  const env = io.env ?? process.env;
  const out = io.stdout ?? ((line: string) => process.stdout.write(`${line}\n`));
  const err = io.stderr ?? ((line: string) => process.stderr.write(`${line}\n`));
  const fail = (message: string, usage = false): number => {
    err(`Error: ${message}`);
    if (usage) err(`\n${STAFF_COMMAND_USAGE}`);
    return 1;
  };

  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        org: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error), true);
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) {
    (values.help ? out : err)(STAFF_COMMAND_USAGE);
    return values.help ? 0 : 1;
  }
  const [command, ...extra] = positionals;
  if (command !== 'create-admin') return fail(`unknown command "${command}"`, true);
  if (extra.length > 0) return fail(`unexpected argument "${extra.join(' ')}"`, true);
  const email = values.email?.trim() ?? '';
  if (!email) return fail('--email is required', true);
  if (!emailSchema.safeParse(email).success) return fail(`"${email}" is not a valid e-mail address`);
  const orgCodes = (values.org ?? []).map((code) => code.trim()).filter(Boolean);

  let config;
  try {
    // Quiet: the output is the link. No sweeper: the command only writes the member.
    config = loadConfig({ LOG_LEVEL: 'warn', ...env, SWEEP_INTERVAL_MS: '0' });
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
  const baseUrl = config.publicBaseUrl ?? `http://localhost:${config.port}`;

  if (!io.db && !config.databaseUrl) {
    // PGlite is one process: opening its directory while the server has it open would corrupt it.
    const running = await (io.serverRunning ?? probeServer)(`http://127.0.0.1:${config.port}/healthz`);
    if (running)
      return fail(
        `a server answers on port ${config.port}. With the embedded database (${pgliteDirIn(config.dataDir)}) ` +
          'stop the server first: only one process may open it at a time.',
      );
  }

  const app = await buildApp({
    config,
    ...(io.db ? { db: io.db } : {}),
    clock: io.clock ?? createClock(config.clockStart),
  });
  try {
    await app.ready();
    const { member, token, created } = await createAdmin(contextOf(app), {
      email,
      ...(values.name !== undefined ? { name: values.name } : {}),
      ...(orgCodes.length ? { orgCodes } : {}),
    });
    out(
      `${created ? 'Created the admin' : 'Issued a new set-up link for'} ${member.name} <${member.email}>, ` +
        `roles ${member.roles.join(', ')}, organisations ${member.orgCodes.join(', ') || '(none)'}.`,
    );
    out(`One-time set-up link (expires in ${STAFF_SET_UP_LINK_HOURS} hours; open it to choose a password):`);
    out(setUpLinkUrl(baseUrl, token));
    return 0;
  } catch (error) {
    if (error instanceof AppError) return fail(error.message);
    throw error;
  } finally {
    await app.close();
  }
};
