import { createHash, randomUUID } from 'node:crypto';
import type { SendCeoFeedbackBody } from '@heloc/domain/contracts';
import type { TokenClaims } from '../../platform/auth/tokens';
import { participationIn } from '../../platform/auth/participation';
import type { ServiceContext } from '../service-context';
import { upsertCeoFeedback } from './ceo-feedback.repo';

/** What makes two sends one feedback: the same topic and words (docs/decisions.md "Feedback, banners and error reports"). */
const contentHash = (body: SendCeoFeedbackBody): string =>
  createHash('sha256').update(`${body.topic}\n${body.message}`).digest('hex');

/**
 * Stores a borrower's feedback to the CEO (docs/product/application-area.md §3, §5.1) with who sent it, from which
 * organisation and page. The application is kept only when the sender takes part in it: a uuid typed by hand names
 * nobody else's file.
 */
export const sendCeoFeedback = async (
  ctx: ServiceContext,
  claims: Pick<TokenClaims, 'identityUuid' | 'orgCode'>,
  body: SendCeoFeedbackBody,
): Promise<{ ok: true }> => {
  // The body names the application: it is kept only for someone who takes part in it (nobody else's file).
  const takesPart =
    body.applicationUuid !== undefined &&
    (await participationIn(ctx.db, body.applicationUuid, claims.identityUuid)) !== undefined;
  await upsertCeoFeedback(ctx.db, {
    uuid: randomUUID(),
    orgCode: claims.orgCode,
    identityUuid: claims.identityUuid,
    applicationUuid: takesPart ? (body.applicationUuid ?? null) : null,
    topic: body.topic,
    message: body.message,
    marketingConsent: body.marketingConsent,
    pathname: body.pathname,
    productType: body.productType,
    contentHash: contentHash(body),
    now: ctx.now(),
  });
  return { ok: true };
};
