import { getAddressTypeaheadContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { suggestAddresses } from './typeahead';

/** spec 01 §9, 03 §7: the address lookup typeahead (public: registration runs before sign-in). */
export const addressRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, getAddressTypeaheadContract, async (request) => ({
    suggestions: suggestAddresses(request.query.query),
  }));
};
