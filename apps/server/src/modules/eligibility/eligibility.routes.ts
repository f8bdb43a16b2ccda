import {
  getStateLicensesContract,
  getStatesEligibilityContract,
  getZipEligibilityContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { allowedStates, excludedZips, requireOrganization, stateLicenses } from './eligibility.service';

/** Public eligibility lookups by orgCode (docs/product/registration-and-routing.md §7, docs/product/widgets-and-calculations.md §7). */
export const eligibilityRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, getStatesEligibilityContract, async (request) => {
    const org = requireOrganization(await app.orgDirectory(), request.query.orgCode);
    return { orgCode: org.orgCode, allowedStates: allowedStates(org) };
  });
  contractRoute(app, getZipEligibilityContract, async (request) => {
    const org = requireOrganization(await app.orgDirectory(), request.query.orgCode);
    return { orgCode: org.orgCode, excludedZips: await excludedZips(contextOf(app), org) };
  });
  contractRoute(app, getStateLicensesContract, async (request) =>
    stateLicenses(requireOrganization(await app.orgDirectory(), request.query.orgCode)),
  );
};
