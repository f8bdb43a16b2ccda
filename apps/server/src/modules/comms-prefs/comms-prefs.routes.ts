import {
  getConsentPromptContract,
  getHelocConsentTypesContract,
  saveUserConsentsContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { AppError } from '../../platform/http/errors';
import { languageOfRequest } from '../../platform/http/language';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { contextOf } from '../service-context';
import { saveUserConsents } from './comms-prefs.service';
import { CONSENT_PROMPTS, CONSENT_TYPE_VERSIONS, consentPromptIn } from './consent-prompts';

/** SMS consent prompts and answers (docs/product/registration-and-routing.md §4, §7), and the consent document types (docs/product/widgets-and-calculations.md §7). */
export const commsPrefsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, getConsentPromptContract, async (request) => {
    const prompt = CONSENT_PROMPTS.find((p) => p.consentType === request.params.consentType);
    if (!prompt) throw new AppError('not_found', 'Consent prompt not found');
    return consentPromptIn(prompt, languageOfRequest(request));
  });

  contractRoute(app, getHelocConsentTypesContract, async () => [...CONSENT_TYPE_VERSIONS]);

  contractRoute(app, saveUserConsentsContract, async (request) => {
    const knownOrg = (await app.orgDirectory()).byCode.has(request.body.org.toLowerCase());
    return saveUserConsents(ctx, requireAuth(request).identityUuid, request.body, knownOrg);
  });
};
