import { randomUUID } from 'node:crypto';
import type { FundedLineAnswer, LineDrawAnswer } from '@heloc/domain/contracts';
import { monthlyPayment, totalDrawFromAmount } from '@heloc/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ClosingApplicant, applicantWithDisburseAccount, sandboxStatus } from '../../../test/closing-fixtures';
import { appUrl, readStatus } from '../../../test/engine-fixtures';
import { buildTestApp, registerAndLogin } from '../../../test/helper';
import { insertParticipant } from '../../platform/database/participants.repo';
import { sandboxFunding } from '../../workflow/providers/sandbox/funding';

// The funded line and another draw, through the API on a real database; the sandbox bank's transfers are counted:
// the same bank sends the first draw and the later ones.
const bank = sandboxFunding;
let calls = 0;

let app: FastifyInstance;
let dispose: () => Promise<void>;
let funded: ClosingApplicant;

const lineUrl = (uuid: string) => `${appUrl(uuid)}/line`;
const drawsUrl = (uuid: string) => `${appUrl(uuid)}/line/draws`;
const askDraw = (a: ClosingApplicant, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: drawsUrl(a.uuid), headers: a.user.auth, payload });

/** An applicant whose first draw the bank sent: COMPLETE. */
const fundedApplicant = async (): Promise<ClosingApplicant> => {
  const a = await applicantWithDisburseAccount(app);
  await sandboxStatus(app, a.uuid, { checklistStatus: 'FUNDABLE' });
  expect((await readStatus(app, a.user, a.uuid)).checklistStatus).toBe('COMPLETE');
  return a;
};

beforeAll(async () => {
  const disburse = bank.disburse.bind(bank);
  vi.spyOn(bank, 'disburse').mockImplementation(async (request) => {
    calls += 1;
    return disburse(request);
  });
  const built = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
  app = built.app;
  dispose = () => built.close();
  funded = await fundedApplicant();
});

afterAll(async () => {
  vi.restoreAllMocks();
  await dispose();
});

describe('the funded line', () => {
  it('shows the limit, what is drawn and available, the rate of another draw and the next payment', async () => {
    const res = await app.inject({ url: lineUrl(funded.uuid), headers: funded.user.auth });
    expect(res.statusCode).toBe(200);
    const line = res.json<FundedLineAnswer>();
    const drawn = totalDrawFromAmount(funded.drawAmount, funded.originationFee);
    expect(line).toMatchObject({
      creditLimit: funded.lineAmount,
      drawn,
      pending: 0,
      available: Math.round((funded.lineAmount - drawn) * 100) / 100,
      canDraw: true,
      drawRefusal: null,
      minDraw: 500,
      draws: [],
    });
    // The default pricing: prime 7.50% plus the fixed line's additional-draw margin of 1.50%.
    expect(line.drawRate).toEqual({ primeRate: 0.075, margin: 0.015, rate: 0.09 });
    expect(line.nextPayment.amount).toBe(
      monthlyPayment({
        amount: funded.drawAmount,
        originationFee: funded.originationFee,
        annualRate: line.firstDraw.rate,
        termYears: funded.term,
      }),
    );
    expect(line.nextPayment.dueOn > line.firstDraw.fundedOn).toBe(true);
  });

  it('answers 409 before funding and 404 to anyone else', async () => {
    const notFunded = await applicantWithDisburseAccount(app);
    const res = await app.inject({ url: lineUrl(notFunded.uuid), headers: notFunded.user.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: ['Your line is not funded yet.'] });
    const draw = await askDraw(notFunded, { requestId: randomUUID(), amount: 1_000 });
    expect(draw.statusCode).toBe(409);
    expect(draw.json()).toEqual({ errors: ['Your line is not funded yet.'] });
    const stranger = await registerAndLogin(app);
    expect((await app.inject({ url: lineUrl(funded.uuid), headers: stranger.auth })).statusCode).toBe(404);
  });
});

describe('another draw', () => {
  it('says what is wrong with the amount', async () => {
    const cases: [unknown, string][] = [
      [undefined, 'amount is required'],
      ['a thousand', 'amount: Enter the amount to draw.'],
      [1_000.5, 'amount: Enter a whole dollar amount.'],
      [499, 'amount: The smallest draw is $500.'],
    ];
    for (const [amount, message] of cases) {
      const res = await askDraw(funded, { requestId: randomUUID(), amount });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: string[] }>().errors).toContain(message);
    }
    const line = (await app.inject({ url: lineUrl(funded.uuid), headers: funded.user.auth })).json<FundedLineAnswer>();
    const tooMuch = await askDraw(funded, { requestId: randomUUID(), amount: Math.floor(line.available) + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      errors: [`You can draw up to $${Math.floor(line.available).toLocaleString('en-US')}.`],
    });
    expect(calls).toBe(1); // the first draw only
  });

  it('sends it once through the funding provider, however often it is asked, and stores its disclosure', async () => {
    const requestId = randomUUID();
    const before = calls;
    const [first, second] = await Promise.all([
      askDraw(funded, { requestId, amount: 5_000 }),
      askDraw(funded, { requestId, amount: 5_000 }),
    ]);
    const again = await askDraw(funded, { requestId, amount: 5_000 });
    for (const res of [first, second, again]) expect(res.statusCode).toBe(200);
    const draws = [first, second, again].map((r) => r.json<{ draw: LineDrawAnswer }>().draw);
    expect(new Set(draws.map((d) => d.uuid)).size).toBe(1);
    const draw = draws[2]!;
    expect(draw).toMatchObject({ amount: 5_000, rate: 0.09, primeRate: 0.075, status: 'FUNDED', accountMask: '6789' });
    expect(calls - before).toBe(1);
    const sent = bank.transfers().filter((t) => t.applicationUuid === funded.uuid);
    expect(sent.map((t) => t.amountDollars)).toEqual([funded.drawAmount, 5_000]);
    expect(draw.transferId).toBe(sent[1]!.transferId);

    const line = (await app.inject({ url: lineUrl(funded.uuid), headers: funded.user.auth })).json<FundedLineAnswer>();
    expect(line.draws).toHaveLength(1);
    expect(line.drawn).toBe(totalDrawFromAmount(funded.drawAmount, funded.originationFee) + 5_000);
    const disclosure = line.documents.find((d) => d.uuid === draw.disclosureUuid);
    expect(disclosure).toMatchObject({ kind: 'DRAW_DISCLOSURE' });
    const pdf = await app.inject({
      url: `${appUrl(funded.uuid)}/documents/${draw.disclosureUuid}`,
      headers: funded.user.auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is refused while another draw is on its way', async () => {
    const a = await fundedApplicant();
    // A draw recorded but not yet answered by the bank (a failure between the two steps).
    await app.db
      .insertInto('line_draws')
      .values({
        uuid: randomUUID(),
        application_uuid: a.uuid,
        request_id: randomUUID(),
        requested_by: a.user.identityUuid,
        amount_dollars: 1_000,
        prime_rate: 0.075,
        margin: 0.015,
        rate: 0.09,
        status: 'PENDING',
        idempotency_key: `${a.uuid}:draw:pending`,
        account_last4: '6789',
        transfer_id: null,
        return_reason: null,
        disclosure_document_uuid: null,
        requested_at: new Date(),
        funded_at: null,
      })
      .execute();
    const line = (await app.inject({ url: lineUrl(a.uuid), headers: a.user.auth })).json<FundedLineAnswer>();
    expect(line).toMatchObject({ canDraw: false, pending: 1_000 });
    const res = await askDraw(a, { requestId: randomUUID(), amount: 1_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errors: ['Your last draw is still on its way. You can ask for another once it is funded.'],
    });
  });

  it('is asked by the primary borrower only', async () => {
    const signer = await registerAndLogin(app);
    await insertParticipant(app.db, funded.uuid, signer.identityUuid, 'ADDITIONAL_SIGNER');
    const before = calls;
    const res = await app.inject({
      method: 'POST',
      url: drawsUrl(funded.uuid),
      headers: signer.auth,
      payload: { requestId: randomUUID(), amount: 1_000 },
    });
    expect(res.statusCode).toBe(404);
    expect(calls).toBe(before);
  });
});
