import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { SANDBOX_HEADERS, appUrl, createHeloc, type helocBody, readStatus } from './engine-fixtures';
import { type Registered, registerAndLogin } from './helper';

// An applicant with a confirmed offer and a disbursement account, moved by the sandbox control API to a
// status of the closing after the signing (GEN_NOTARY_DISCLOSURE, FUNDABLE, ...).

export const DISBURSE_ROUTING = '121000358';
export const DISBURSE_ACCOUNT = '000123456789';

export interface ClosingApplicant {
  user: Registered;
  uuid: string;
  drawAmount: number;
  originationFee: number;
  rate: number;
  term: number;
  lineAmount: number;
}

export const sandboxStatus = async (app: FastifyInstance, uuid: string, payload: Record<string, unknown>) => {
  const res = await app.inject({
    method: 'POST',
    url: `/sandbox/api/v1/applications/${uuid}/status`,
    headers: SANDBOX_HEADERS,
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ checklistStatus: string }>();
};

export const moveClock = async (app: FastifyInstance, uuid: string, advanceMs: number) => {
  const res = await app.inject({
    method: 'POST',
    url: `/sandbox/api/v1/applications/${uuid}/clock`,
    headers: SANDBOX_HEADERS,
    payload: { advanceMs },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ checklistStatus: string }>();
};

export const applicantWithDisburseAccount = async (
  app: FastifyInstance,
  property: Parameters<typeof helocBody>[0] = {},
  /** Lets the processing delay pass (a node with PROCESSING_DELAY_MS > 0): called before each step is read. */
  tick: () => void = () => {},
): Promise<ClosingApplicant> => {
  const user = await registerAndLogin(app);
  const uuid = await createHeloc(app, user, property);
  for (let step = 0; step < 2; step += 1) {
    tick();
    await readStatus(app, user, uuid);
  }
  const { offers } = (await app.inject({ url: appUrl(uuid), headers: user.auth })).json<{
    offers: {
      term: number;
      type: string;
      minDraw: number;
      maxDraw: number;
      max: number;
      originationFee: number;
      rate: number;
    }[];
  }>();
  const offer = offers.find((o) => o.type === 'FIXED')!;
  const drawAmount = Math.round((offer.minDraw + offer.maxDraw) / 2);
  const selected = await app.inject({
    method: 'PUT',
    url: `${appUrl(uuid)}/offer`,
    headers: user.auth,
    payload: { term: offer.term, type: offer.type, drawAmount, payoffPreference: 'PRESERVE' },
  });
  expect(selected.statusCode).toBe(200);
  await app.inject({ method: 'POST', url: `${appUrl(uuid)}/offer/confirm`, headers: user.auth });
  await sandboxStatus(app, uuid, { checklistStatus: 'DISBURSEMENT_ACCOUNT' });
  const disburse = await app.inject({
    method: 'PUT',
    url: `${appUrl(uuid)}/disburse-account`,
    headers: user.auth,
    payload: {
      source: 'MANUAL',
      accountType: 'CHECKING',
      holderName: 'Pat Smith',
      routingNumber: DISBURSE_ROUTING,
      accountNumber: DISBURSE_ACCOUNT,
      accountNumberConfirm: DISBURSE_ACCOUNT,
    },
  });
  expect(disburse.statusCode).toBe(200);
  return {
    user,
    uuid,
    drawAmount,
    originationFee: offer.originationFee,
    rate: offer.rate,
    term: offer.term,
    lineAmount: offer.max,
  };
};
