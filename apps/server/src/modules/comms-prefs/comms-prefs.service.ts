import type { SaveUserConsentsBody } from '@heloc/domain/contracts';
import { AppError } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import { insertUserConsents } from './comms-prefs.repo';
import { CONSENT_PROMPTS } from './consent-prompts';

/**
 * docs/product/registration-and-routing.md §4, §7: the SMS consent answers. Each is stored with the prompt's type and version and the time, so what
 * was agreed to stays provable.
 */
export const saveUserConsents = async (
  { db, now }: ServiceContext,
  identityUuid: string,
  body: SaveUserConsentsBody,
  knownOrg: boolean,
) => {
  if (!knownOrg) throw new AppError('bad_request', `org: unknown organization ${body.org}`);
  const rows = body.consents.map((consent) => {
    const prompt = CONSENT_PROMPTS.find((p) => p.uuid === consent.consentPromptUuid);
    if (!prompt) throw new AppError('bad_request', `consents: unknown consent prompt ${consent.consentPromptUuid}`);
    return {
      identity_uuid: identityUuid,
      org_code: body.org.toLowerCase(),
      source: body.source,
      product_type: body.productType,
      phone: body.phone,
      email: body.email,
      consent_prompt_uuid: prompt.uuid,
      consent_type: prompt.consentType,
      version: prompt.version,
      opt_in_out: consent.optInOut,
      created_at: now(),
    };
  });
  await insertUserConsents(db, rows);
  return { ok: true as const };
};
