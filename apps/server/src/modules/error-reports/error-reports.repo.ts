import { sql } from 'kysely';
import type { Db } from '../../platform/database/database';

/** The web app's error reports (docs/product/application-area.md §8): queries only. */

/** One report: a new row, or one more of the row it is alike, which takes the latest page, version and stack. */
export const recordClientError = async (
  db: Db,
  row: {
    uuid: string;
    orgCode: string;
    fingerprint: string;
    source: string;
    name: string;
    message: string;
    stack: string | null;
    pathname: string;
    appVersion: string;
    userAgent: string | null;
    now: Date;
  },
): Promise<void> => {
  await db
    .insertInto('client_errors')
    .values({
      uuid: row.uuid,
      org_code: row.orgCode,
      fingerprint: row.fingerprint,
      source: row.source,
      name: row.name,
      message: row.message,
      stack: row.stack,
      pathname: row.pathname,
      app_version: row.appVersion,
      user_agent: row.userAgent,
      count: 1,
      first_seen_at: row.now,
      last_seen_at: row.now,
    })
    .onConflict((oc) =>
      oc.columns(['org_code', 'fingerprint']).doUpdateSet((eb) => ({
        count: sql<number>`client_errors.count + 1`,
        stack: eb.ref('excluded.stack'),
        pathname: eb.ref('excluded.pathname'),
        app_version: eb.ref('excluded.app_version'),
        user_agent: eb.ref('excluded.user_agent'),
        last_seen_at: eb.ref('excluded.last_seen_at'),
      })),
    )
    .execute();
};

/** The organisations' errors, the latest seen first. */
export const listClientErrors = (db: Db, orgCodes: readonly string[], limit: number) =>
  orgCodes.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('client_errors')
        .select([
          'uuid',
          'org_code',
          'source',
          'name',
          'message',
          'stack',
          'pathname',
          'app_version',
          'count',
          'first_seen_at',
          'last_seen_at',
        ])
        .where('org_code', 'in', orgCodes)
        .orderBy('last_seen_at', 'desc')
        .orderBy('uuid')
        .limit(limit)
        .execute();
