import { expect, type APIRequestContext } from '@playwright/test';

const SANDBOX = { 'x-sandbox-key': 'sandbox-dev-key' };

/**
 * From the offers to a funded line, by the calls the screens make and the sandbox's control API for the outside
 * parties (docs/sandbox.md): the fixed offer at a middle draw chosen and confirmed, a disbursement account given, the
 * application moved to FUNDABLE, and the funding step's first draw awaited (COMPLETE). `origin` is the server's
 * address when the request context has another (a balancer's, say).
 */
export async function fundFromOffers(
  request: APIRequestContext,
  {
    uuid,
    jwt,
    origin = '',
    holderName = 'Pat Drawer',
  }: { uuid: string; jwt: string; origin?: string; holderName?: string },
) {
  const auth = { authorization: `Bearer ${jwt}` };
  const application = `${origin}/service-application/api/v1/application/heloc/${uuid}`;
  const status = async () =>
    (
      (await (
        await request.get(`${origin}/service-heloc-borrower/api/v1/heloc/${uuid}/status`, { headers: auth })
      ).json()) as { checklistStatus: string }
    ).checklistStatus;
  const move = async (checklistStatus: string) =>
    expect(
      (
        await request.post(`${origin}/sandbox/api/v1/applications/${uuid}/status`, {
          headers: SANDBOX,
          data: { checklistStatus },
        })
      ).ok(),
    ).toBe(true);
  const { offers } = (await (await request.get(application, { headers: auth })).json()) as {
    offers: { term: number; type: string; minDraw: number; maxDraw: number }[];
  };
  const offer = offers.find((o) => o.type === 'FIXED') ?? offers[0]!;
  const choice = {
    term: offer.term,
    type: offer.type,
    drawAmount: Math.round((offer.minDraw + offer.maxDraw) / 2),
    payoffPreference: 'PRESERVE',
  };
  expect((await request.put(`${application}/offer`, { headers: auth, data: choice })).ok()).toBe(true);
  expect((await request.post(`${application}/offer/confirm`, { headers: auth })).ok()).toBe(true);
  await move('DISBURSEMENT_ACCOUNT');
  const account = {
    source: 'MANUAL',
    accountType: 'CHECKING',
    holderName,
    routingNumber: '121000358',
    accountNumber: '000123456789',
    accountNumberConfirm: '000123456789',
  };
  expect((await request.put(`${application}/disburse-account`, { headers: auth, data: account })).ok()).toBe(true);
  await move('FUNDABLE');
  await expect.poll(status, { timeout: 30_000 }).toBe('COMPLETE');
}
