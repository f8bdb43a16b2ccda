import type { CreateHelocBody } from '@heloc/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Registered } from './helper';

export const CREATE_URL = '/service-application/api/v3/application/helocs';
export const statusUrl = (uuid: string) => `/service-heloc-borrower/api/v1/heloc/${uuid}/status`;
export const appUrl = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`;
export const SANDBOX_HEADERS = { 'x-sandbox-key': 'sandbox-dev-key' };

/** The create body the registration form sends (docs/product/registration-and-routing.md §7), for a property in Austin, TX. */
export const helocBody = (
  overrides: {
    lastName?: string;
    state?: string;
    zip?: string;
    city?: string;
    employmentType?: string;
    income?: number;
  } = {},
): CreateHelocBody => ({
  consentListRequest: [
    { type: 'TERMS', version: '2025-01' },
    { type: 'PRIVACY', version: '2025-01' },
  ],
  consentRequests: [
    { type: 'TERMS', agreed: true },
    { type: 'PRIVACY', agreed: true },
    { type: 'SMS', agreed: false },
  ],
  income: { incomePrimary: overrides.income ?? 120_000, incomeOther: 5_000 },
  profileRequest: {
    firstName: 'Pat',
    lastName: overrides.lastName ?? 'Smith',
    dob: { day: 12, month: 3, year: 1978 },
    email: 'pat@example.com',
    phoneNumber: '5125550100',
  },
  propertyListedForSale: false,
  propertyRequest: {
    street1: '123 Main St',
    city: overrides.city ?? 'Austin',
    state: overrides.state ?? 'TX',
    zip: overrides.zip ?? '78701',
    occupancyType: 'HOME',
  },
  employmentType: (overrides.employmentType ?? 'FULL_TIME') as CreateHelocBody['employmentType'],
});

/** Creates an application through the API and answers its uuid. */
export const createHeloc = async (
  app: FastifyInstance,
  user: Registered,
  overrides: Parameters<typeof helocBody>[0] = {},
  headers: Record<string, string> = {},
): Promise<string> => {
  const state = overrides.state ?? 'TX';
  const res = await app.inject({
    method: 'POST',
    url: `${CREATE_URL}?state=${state}`,
    headers: { ...user.auth, ...headers },
    payload: helocBody(overrides),
  });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<{ uuid: string }>().uuid;
};

export const readStatus = async (app: FastifyInstance, user: Registered, uuid: string) => {
  const res = await app.inject({ url: statusUrl(uuid), headers: user.auth });
  if (res.statusCode !== 200) throw new Error(`status failed: ${res.statusCode} ${res.body}`);
  return res.json<{
    checklistStatus: string;
    uwDecision: string | null;
    uwSubDecision: string | null;
    bpo: string | null;
  }>();
};
