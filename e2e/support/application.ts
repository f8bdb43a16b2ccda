import type { APIRequestContext, Page } from '@playwright/test';

/** The key under which the web app keeps the Bearer token (apps/web/src/lib/auth-token.ts). */
const TOKEN_KEY = 'heloc.jwt';

/** Creates a HELOC application through the real API, as the registration form would (docs/product/registration-and-routing.md §7). */
export async function createApplication(
  request: APIRequestContext,
  jwt: string,
  lastName = 'Smith',
  state = 'TX',
  place: { city: string; zip: string } = { city: 'Austin', zip: '78701' },
  /** More fields of the creation body, e.g. a `referrerId` (docs/product/registration-and-routing.md §5). */
  extra: Record<string, unknown> = {},
) {
  const response = await request.post(`/service-application/api/v3/application/helocs?state=${state}`, {
    headers: { authorization: `Bearer ${jwt}` },
    data: {
      consentListRequest: [
        { type: 'TERMS', version: '2025-01' },
        { type: 'PRIVACY', version: '2025-01' },
      ],
      consentRequests: [
        { type: 'TERMS', agreed: true },
        { type: 'PRIVACY', agreed: true },
      ],
      income: { incomePrimary: 120_000, incomeOther: 0 },
      profileRequest: {
        firstName: 'Pat',
        lastName,
        dob: { day: 12, month: 3, year: 1978 },
        email: 'pat@example.com',
        phoneNumber: '5125550100',
      },
      propertyListedForSale: false,
      propertyRequest: { street1: '123 Main St', city: place.city, state, zip: place.zip, occupancyType: 'HOME' },
      employmentType: 'FULL_TIME',
      ...extra,
    },
  });
  if (!response.ok()) throw new Error(`create failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { uuid: string }).uuid;
}

/** Signs the browser in with a token, as a stored session would. */
export async function useToken(page: Page, jwt: string) {
  await page.addInitScript(([key, token]) => window.localStorage.setItem(key!, token!), [TOKEN_KEY, jwt]);
}
