import { getAddressTypeaheadContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { loadAddressTable, suggestAddresses } from './typeahead';

/** docs/product/registration-and-routing.md §9, docs/product/widgets-and-calculations.md §7: the address lookup typeahead (public: registration runs before sign-in). */
export const addressRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, getAddressTypeaheadContract, async (request) => {
    // A visitor has started on an address (the first registration step asks from the first key): the table is read
    // from the first lookup on, while the rest of the address is typed, though that lookup needs none.
    loadAddressTable();
    return { suggestions: await suggestAddresses(request.query.query) };
  });
};
