import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isLanguage, type Language, type Partner, partnerSchema } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import { getOrCreateSetting } from '../../platform/database/settings.repo';

/*
 * A partner's draft carried in the address of its preview (docs/organizations.md "Previews"): signed by the server, so
 * no one can draw a lender's pages with a name or colours of their own choosing, and stateless, so any node draws it.
 * The key is one setting every node reads; a preview lasts an hour.
 */

export const PREVIEW_TTL_MS = 60 * 60 * 1000;
const SECRET_SETTING = 'partner_preview_secret';

const secrets = new WeakMap<Db, Promise<string>>();
const secretOf = (db: Db): Promise<string> => {
  let secret = secrets.get(db);
  if (!secret) {
    secret = getOrCreateSetting(db, SECRET_SETTING, () => randomBytes(32).toString('base64url'));
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
};

const signatureOf = (secret: string, payload: string): Buffer => createHmac('sha256', secret).update(payload).digest();

export interface PartnerPreview {
  partner: Partner;
  language: Language;
}

export const signPartnerPreview = async (db: Db, preview: PartnerPreview, now: Date): Promise<string> => {
  // The loan officers are not on the first step; leaving them out keeps the address short.
  const body = { p: { ...preview.partner, loanOfficers: [] }, l: preview.language, e: now.getTime() + PREVIEW_TTL_MS };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${signatureOf(await secretOf(db), payload).toString('base64url')}`;
};

/** The draft a preview's address carries, or undefined when its signature is wrong or it has expired. */
export const readPartnerPreview = async (db: Db, token: string, now: Date): Promise<PartnerPreview | undefined> => {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = signatureOf(await secretOf(db), payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let body: { p?: unknown; l?: unknown; e?: unknown };
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof body;
  } catch {
    return undefined;
  }
  if (typeof body.e !== 'number' || body.e <= now.getTime() || !isLanguage(body.l)) return undefined;
  const partner = partnerSchema.safeParse(body.p);
  return partner.success ? { partner: partner.data, language: body.l } : undefined;
};
