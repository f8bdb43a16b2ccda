import type { Db } from '../../platform/database/database';

/** The feedback borrowers send the CEO (docs/product/application-area.md §5.1): queries only. */

/**
 * Keeps one feedback: the same sender sending the same content again (a double click, a resent form) keeps the first
 * row, with the latest consent answer and page.
 */
export const upsertCeoFeedback = async (
  db: Db,
  row: {
    uuid: string;
    orgCode: string;
    identityUuid: string;
    applicationUuid: string | null;
    topic: string;
    message: string;
    marketingConsent: boolean;
    pathname: string;
    productType: string;
    contentHash: string;
    now: Date;
  },
): Promise<void> => {
  await db
    .insertInto('ceo_feedback')
    .values({
      uuid: row.uuid,
      org_code: row.orgCode,
      identity_uuid: row.identityUuid,
      application_uuid: row.applicationUuid,
      topic: row.topic,
      message: row.message,
      marketing_consent: row.marketingConsent,
      pathname: row.pathname,
      product_type: row.productType,
      content_hash: row.contentHash,
      created_at: row.now,
    })
    .onConflict((oc) =>
      oc.columns(['identity_uuid', 'content_hash']).doUpdateSet((eb) => ({
        marketing_consent: eb.ref('excluded.marketing_consent'),
        pathname: eb.ref('excluded.pathname'),
      })),
    )
    .execute();
};

/** The latest feedback of the organisations, newest first (the sender's name and e-mail are their owners'). */
export const listCeoFeedback = (db: Db, orgCodes: readonly string[], limit: number) =>
  orgCodes.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('ceo_feedback as f')
        .select([
          'f.uuid',
          'f.org_code',
          'f.topic',
          'f.message',
          'f.marketing_consent',
          'f.pathname',
          'f.application_uuid',
          'f.created_at',
          'f.identity_uuid',
        ])
        .where('f.org_code', 'in', orgCodes)
        .orderBy('f.created_at', 'desc')
        .orderBy('f.uuid')
        .limit(limit)
        .execute();
