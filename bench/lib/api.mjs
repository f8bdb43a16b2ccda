// The API calls a figure needs to reach a given state: a new identity and a HELOC application at OFFER_SELECTION,
// and the paths of the reads a signed-in screen makes (a console member comes from staff.mjs).
// Bodies follow the contracts in packages/domain/src/contracts (identity.ts, application.ts).
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

export const PASSWORD = 'Harbor!Light2026';
export const statusPath = (uuid) => `/service-heloc-borrower/api/v1/heloc/${uuid}/status`;
export const applicationPath = (uuid) => `/service-application/api/v1/application/heloc/${uuid}`;
export const offersPagePath = (uuid) => `/account/heloc/${uuid}/product/select`;

const call = async (url, init = {}) => {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const text = await res.text();
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
};

/** Registers a new identity in `organization` and answers { email, token }. */
export const registerIdentity = async (baseUrl, organization = 'summit') => {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const { jwt } = await call(`${baseUrl}/identity/api/v1/registration/register?organization=${organization}`, {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD, phoneNumber: '(415) 555-0134' }),
  });
  return { email, token: jwt };
};

/** The create body the registration form sends, for the sandbox's default persona (who gets offers). */
export const helocBody = (email) => ({
  consentListRequest: [
    { type: 'TERMS', version: '2025-01' },
    { type: 'PRIVACY', version: '2025-01' },
  ],
  consentRequests: [
    { type: 'TERMS', agreed: true },
    { type: 'PRIVACY', agreed: true },
    { type: 'SMS', agreed: false },
  ],
  income: { incomePrimary: 120_000, incomeOther: 5_000 },
  profileRequest: {
    firstName: 'Pat',
    lastName: 'Smith',
    dob: { day: 12, month: 3, year: 1978 },
    email,
    phoneNumber: '5125550100',
  },
  propertyListedForSale: false,
  propertyRequest: { street1: '123 Main St', city: 'Austin', state: 'TX', zip: '78701', occupancyType: 'HOME' },
  employmentType: 'FULL_TIME',
});

/** Polls the status call until checklistStatus is `wanted`; answers the last status. */
export const waitForStatus = async (baseUrl, token, uuid, wanted, timeoutMs = 30_000) => {
  const deadline = performance.now() + timeoutMs;
  let status;
  while (performance.now() < deadline) {
    status = await call(`${baseUrl}${statusPath(uuid)}`, { headers: { authorization: `Bearer ${token}` } });
    if (status.checklistStatus === wanted) return status;
    await sleep(100);
  }
  throw new Error(`application stayed at ${status?.checklistStatus ?? 'no status'}, never reached ${wanted}`);
};

/** A new identity with one HELOC application at OFFER_SELECTION: answers { email, token, uuid }. */
export const applicationAtOffers = async (baseUrl) => {
  const identity = await registerIdentity(baseUrl);
  const { uuid } = await call(`${baseUrl}/service-application/api/v3/application/helocs?state=TX`, {
    method: 'POST',
    headers: { authorization: `Bearer ${identity.token}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify(helocBody(identity.email)),
  });
  await waitForStatus(baseUrl, identity.token, uuid, 'OFFER_SELECTION');
  return { ...identity, uuid };
};

// The other reads a signed-in screen makes when it opens (the web's api/ calls; contracts in packages/domain/src/contracts).
export const conditionsPath = (uuid) =>
  `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`;
export const documentsPath = (uuid) => `${applicationPath(uuid)}/documents`;
export const notificationsPath = () => '/service-wallet/secure/api/v3/notifications';
/** The operations console's pipeline, its default page (docs/product/operations-console.md §3). */
export const pipelinePath = () => '/console/api/v1/applications';
export const applicationFilePath = (uuid) => `/console/api/v1/applications/${uuid}`;
