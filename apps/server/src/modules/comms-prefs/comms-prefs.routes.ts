import {
  getConsentPromptContract,
  getHelocConsentTypesContract,
  saveUserConsentsContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../lib/contract-route';
import { AppError } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import { CONSENT_PROMPTS, CONSENT_TYPE_VERSIONS } from './consent-prompts';

/** SMS consent prompts and answers (spec 01 §4, §7), and the consent document types (spec 03 §7). */
export const commsPrefsRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, getConsentPromptContract, async (request) => {
    const prompt = CONSENT_PROMPTS.find((p) => p.consentType === request.params.consentType);
    if (!prompt) throw new AppError('not_found', 'Consent prompt not found');
    return prompt;
  });

  contractRoute(app, getHelocConsentTypesContract, async () => [...CONSENT_TYPE_VERSIONS]);

  // Each answer is stored with the prompt's type and version and the time, so what was agreed to stays provable.
  contractRoute(app, saveUserConsentsContract, async (request) => {
    const auth = requireAuth(request);
    const { body } = request;
    if (!(await app.orgDirectory()).byCode.has(body.org.toLowerCase()))
      throw new AppError('bad_request', `org: unknown organization ${body.org}`);
    const rows = body.consents.map((consent) => {
      const prompt = CONSENT_PROMPTS.find((p) => p.uuid === consent.consentPromptUuid);
      if (!prompt) throw new AppError('bad_request', `consents: unknown consent prompt ${consent.consentPromptUuid}`);
      return {
        identity_uuid: auth.identityUuid,
        org_code: body.org.toLowerCase(),
        source: body.source,
        product_type: body.productType,
        phone: body.phone,
        email: body.email,
        consent_prompt_uuid: prompt.uuid,
        consent_type: prompt.consentType,
        version: prompt.version,
        opt_in_out: consent.optInOut,
        created_at: app.clock(),
      };
    });
    await app.engine.db.insertInto('user_consents').values(rows).execute();
    return { ok: true as const };
  });
};
