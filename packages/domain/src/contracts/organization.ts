import { z } from 'zod';
import { organizationSchema } from '../org';
import { defineContract } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

export const getOrganizationContract = defineContract({
  method: 'GET',
  path: '/service-organization/api/v1/organization',
  auth: 'public',
  service: 'organization',
  summary:
    'The organisation record resolved for this request from ?org=, the x-org header or the host name (docs/product/registration-and-routing.md §1, docs/product/widgets-and-calculations.md §1). Path is ours: the page carries the record in the spec.',
  querystring: lazySchema(() => z.object({ org: z.string().max(64).optional() })),
  headers: lazySchema(() => z.object({ 'x-org': z.string().max(64).optional() })),
  response: { 200: organizationSchema },
});
