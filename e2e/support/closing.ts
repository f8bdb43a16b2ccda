import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createApplication, useToken } from './application';
import { registerIdentity } from './identity';

const APP = '/service-application/api/v1/application/heloc';
const statusUrl = (uuid: string) => `/service-heloc-borrower/api/v1/heloc/${uuid}/status`;
const SANDBOX = { 'x-sandbox-key': 'sandbox-dev-key' };

interface Offer {
  term: number;
  type: string;
  minDraw: number;
  maxDraw: number;
}

/** A new applicant at bank/confirm with both bank choices made (the screens before are other journeys). */
export async function applicantAtBankConfirm(request: APIRequestContext, page: Page, lastName = 'Signer') {
  const { jwt } = await registerIdentity(request);
  const auth = { authorization: `Bearer ${jwt}` };
  const uuid = await createApplication(request, jwt, lastName);
  await request.get(statusUrl(uuid), { headers: auth });
  const { offers } = (await (await request.get(`${APP}/${uuid}`, { headers: auth })).json()) as { offers: Offer[] };
  const offer = offers.find((o) => o.type === 'FIXED')!;
  const drawAmount = Math.round((offer.minDraw + offer.maxDraw) / 2);
  const offerBody = { term: offer.term, type: offer.type, drawAmount, payoffPreference: 'PRESERVE' };
  expect((await request.put(`${APP}/${uuid}/offer`, { headers: auth, data: offerBody })).ok()).toBe(true);
  expect((await request.post(`${APP}/${uuid}/offer/confirm`, { headers: auth })).ok()).toBe(true);
  await request.get(statusUrl(uuid), { headers: auth });
  const moved = await request.post(`/sandbox/api/v1/applications/${uuid}/status`, {
    headers: SANDBOX,
    data: { checklistStatus: 'AUTOPAY_ACCOUNT' },
  });
  expect(moved.ok()).toBe(true);
  const account = '000123456789';
  const disburse = await request.put(`${APP}/${uuid}/disburse-account`, {
    headers: auth,
    data: {
      source: 'MANUAL',
      accountType: 'CHECKING',
      holderName: `Pat ${lastName}`,
      routingNumber: '121000358',
      accountNumber: account,
      accountNumberConfirm: account,
    },
  });
  expect(disburse.ok()).toBe(true);
  const autopay = await request.put(`${APP}/${uuid}/autopay`, {
    headers: auth,
    data: { enroll: false, useDisburseAccount: false },
  });
  expect(autopay.ok()).toBe(true);
  await useToken(page, jwt);
  await page.goto(`/account/heloc/${uuid}/bank/confirm`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your bank accounts' })).toBeVisible();
  return uuid;
}
