import type { FundedLineAnswer, LineDrawAnswer } from '@heloc/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

const UUID = '6f1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f61';
const APPS = 'GET /service-application/api/v1/application/heloc/all';
const LINE = `GET /service-application/api/v1/application/heloc/${UUID}/line`;
const DRAWS = `POST /service-application/api/v1/application/heloc/${UUID}/line/draws`;
const background = {
  'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
  'GET /identity/secure/api/v1_1/identity': jsonResponse({}, { status: 500 }),
  'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 500 }),
};
const application = {
  uuid: UUID,
  loanNumber: 'L-100',
  status: { checklistStatus: 'COMPLETE' },
  property: { state: 'TX' },
  auditFields: { createdDate: '2026-03-04T10:00:00.000Z' },
};
const DOC = '0b6f7b1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
const line = (overrides: Partial<FundedLineAnswer> = {}): FundedLineAnswer => ({
  uuid: UUID,
  loanNumber: 'L-100',
  propertyLabel: '123 Main St, Austin',
  timeZone: 'America/Chicago',
  creditLimit: 100_000,
  drawn: 40_800,
  pending: 0,
  available: 59_200,
  termYears: 10,
  rateType: 'FIXED',
  firstDraw: { amount: 40_000, rate: 0.085, fundedOn: '2026-03-10' },
  drawRate: { primeRate: 0.075, margin: 0.015, rate: 0.09 },
  drawPeriodEndsOn: '2031-03-10',
  minDraw: 500,
  canDraw: true,
  drawRefusal: null,
  nextPayment: { dueOn: '2026-04-10', amount: 505.86 },
  draws: [],
  documents: [
    {
      uuid: DOC,
      kind: 'SIGNED_DOCUMENT',
      fileName: 'home-equity-line-agreement-L-100.pdf',
      createdAt: '2026-03-04T10:00:00.000Z',
    },
  ],
  ...overrides,
});
const funded: LineDrawAnswer = {
  uuid: '7a1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f61',
  requestId: '8b1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f61',
  amount: 5_000,
  rate: 0.09,
  primeRate: 0.075,
  status: 'FUNDED',
  requestedAt: '2026-03-20T15:00:00.000Z',
  fundedAt: '2026-03-20T15:00:01.000Z',
  transferId: 'sbx-tr-0123456789abcdef',
  accountMask: '6789',
  returnReason: null,
  disclosureUuid: '9c1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f61',
};

beforeEach(() => {
  // jsdom has no object URLs: a document link gets a stand-in.
  URL.createObjectURL = vi.fn(() => 'blob:document');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => sessionStorage.clear());

describe('a funded line on the dashboard', () => {
  it('shows the limit, what is drawn and available, the next payment and the documents', async () => {
    setToken('t');
    mockFetch({ ...background, [APPS]: jsonResponse([application]), [LINE]: jsonResponse(line()) });
    renderApp('/dashboard');
    const card = await screen.findByTestId('funded-line');
    expect(within(card).getByRole('heading', { name: 'Line of credit #L-100' })).toBeInTheDocument();
    const fact = (term: string) => within(card).getByText(term).nextElementSibling?.textContent;
    expect(fact('Credit limit')).toBe('$100,000');
    expect(fact('Drawn')).toBe('$40,800');
    expect(fact('Available to draw')).toBe('$59,200');
    expect(fact('Next payment')).toBe('$505.86 due Friday, April 10, 2026');
    expect(within(card).getByText('Signed document: home-equity-line-agreement-L-100.pdf')).toBeInTheDocument();
    expect(
      within(card).getByText(/today 9\.00%, the prime rate of 7\.50% plus your margin of 1\.50%/),
    ).toBeInTheDocument();
  });

  it('says why another draw cannot be asked for', async () => {
    setToken('t');
    const refusal = 'Your whole line is drawn: nothing is available to draw.';
    mockFetch({
      ...background,
      [APPS]: jsonResponse([application]),
      [LINE]: jsonResponse(line({ available: 0, canDraw: false, drawRefusal: refusal })),
    });
    renderApp('/dashboard');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draw now' })).not.toBeInTheDocument();
  });

  it("shows nothing of a line that is not the caller's (a co-signer: 404)", async () => {
    setToken('t');
    mockFetch({
      ...background,
      [APPS]: jsonResponse([application]),
      [LINE]: jsonResponse({ errors: ['Not found'] }, { status: 404 }),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Continue HELOC application #L-100' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Lines of credit' })).toBeEmptyDOMElement());
  });
});

describe('the draw form', () => {
  it('checks the amount before asking', async () => {
    setToken('t');
    const { calls } = mockFetch({ ...background, [APPS]: jsonResponse([application]), [LINE]: jsonResponse(line()) });
    renderApp('/dashboard');
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: /Amount to draw/ });
    await user.type(amount, '400');
    await user.click(screen.getByRole('button', { name: 'Draw now' }));
    expect(await screen.findByText('The smallest draw is $500.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '60000');
    await user.click(screen.getByRole('button', { name: 'Draw now' }));
    expect(await screen.findByText('You can draw up to $59,200.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url.includes('/line/draws'))).toHaveLength(0);
  });

  it('asks once per draw, resends the same request id after a failure, and shows the draw funded', async () => {
    setToken('t');
    let attempts = 0;
    const { calls } = mockFetch({
      ...background,
      [APPS]: jsonResponse([application]),
      [LINE]: jsonResponse(line()),
      [`GET /service-application/api/v1/application/heloc/${UUID}/documents/${funded.disclosureUuid}`]: () =>
        new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
      [DRAWS]: () => {
        attempts += 1;
        if (attempts === 1) return jsonResponse({ errors: ['Something went wrong'] }, { status: 500 });
        return jsonResponse({
          draw: funded,
          line: line({ drawn: 45_800, available: 54_200, draws: [funded] }),
        });
      },
    });
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Amount to draw/ }), '$5,000');
    await user.click(screen.getByRole('button', { name: 'Draw now' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Draw now' }));
    expect(await screen.findByText('Your draw is funded')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST' && c.url.includes('/line/draws'));
    expect(posts).toHaveLength(2);
    const [first, second] = posts.map((c) => c.body as { requestId: string; amount: number });
    expect(first).toEqual({ requestId: expect.any(String), amount: 5_000 });
    expect(second!.requestId).toBe(first!.requestId);
    const card = screen.getByTestId('funded-line');
    expect(within(card).getByText('Available to draw').nextElementSibling?.textContent).toBe('$54,200');
    expect(
      within(card).getByText(/\$5,000 at 9\.00% variable, asked 03\/20\/2026: sent to your account ending 6789/),
    ).toBeInTheDocument();
    expect(await within(card).findByRole('link', { name: 'Draw disclosure for $5,000' })).toHaveAttribute(
      'download',
      'draw-disclosure.pdf',
    );
  });

  it('asks about a draw left on its way with its own request id', async () => {
    setToken('t');
    const pending = { ...funded, status: 'PENDING' as const, fundedAt: null, transferId: null, disclosureUuid: null };
    const { calls } = mockFetch({
      ...background,
      [APPS]: jsonResponse([application]),
      [LINE]: jsonResponse(line({ pending: 5_000, available: 54_200, canDraw: false, draws: [pending] })),
      [DRAWS]: () => jsonResponse({ draw: funded, line: line({ drawn: 45_800, available: 54_200, draws: [funded] }) }),
    });
    renderApp('/dashboard');
    const user = userEvent.setup();
    expect(
      await screen.findByText('Your draw of $5,000 is on its way to your account ending 6789.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check on my draw' }));
    await waitFor(() => expect(screen.getByText('Your draw is funded')).toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST' && c.url.includes('/line/draws'));
    expect(post?.body).toEqual({ requestId: pending.requestId, amount: 5_000 });
  });
});
