import { z } from 'zod';
import { defineContract } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

export const healthSchema = lazySchema(() =>
  z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'error']) }),
);
export type Health = z.infer<typeof healthSchema>;

export const healthzContract = defineContract({
  method: 'GET',
  path: '/healthz',
  auth: 'public',
  service: 'health',
  summary:
    'Liveness and database reachability for load balancers (ours: not in the spec). 503 when the database does not ' +
    'answer, or while the node drains before a shutdown.',
  response: { 200: healthSchema, 503: healthSchema },
  // Load balancers poll it often from a few addresses: never rate limited.
  limits: { bodyLimitBytes: 1024, perAddressRateLimit: false },
});
