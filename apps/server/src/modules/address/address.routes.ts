import { getAddressTypeaheadContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { suggestAddresses } from './typeahead';

/** docs/product/registration-and-routing.md §9, docs/product/widgets-and-calculations.md §7: the address lookup typeahead (public: registration runs before sign-in). */
export const addressRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, getAddressTypeaheadContract, async (request) => ({
    suggestions: suggestAddresses(request.query.query),
  }));
};
