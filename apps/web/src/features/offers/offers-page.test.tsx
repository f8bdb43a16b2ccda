import { formatMoney, monthlyPayment, totalDrawFromAmount } from '@heloc/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import type { OfferApplication } from '../../shared/application-status/api/get-application';
import {
  APPLICATION_PATH,
  appPath,
  buildApplication,
  buildLiability,
  buildOffer,
  buildStatus,
  CONFIRM_PATH,
  SELECT_PATH,
  shellBackground,
  STATUS_PATH,
} from '../../testing/application-fixtures';

const renderOffers = async (application: OfferApplication = buildApplication(), routes = {}) => {
  setToken('t');
  const fetch = mockFetch({
    ...shellBackground,
    [STATUS_PATH]: jsonResponse(buildStatus()),
    [APPLICATION_PATH]: jsonResponse(application),
    ...routes,
  });
  const view = renderApp(appPath('product/select'));
  await screen.findByRole('heading', { name: 'Choose your offer' });
  await screen.findByLabelText('Draw amount');
  return { ...view, ...fetch };
};

const amountInput = () => screen.getByLabelText<HTMLInputElement>('Draw amount');
const slider = () => screen.getByRole<HTMLInputElement>('slider', { name: 'Draw slider' });
const shown = (testId: string) => screen.getByTestId(testId).textContent;
const dollars = (value: number) => formatMoney(value, Number.isInteger(value) ? 0 : 2);

describe('product/select: the offers', () => {
  // The amount a borrower says they need is remembered per application in the browser.
  beforeEach(() => localStorage.clear());

  it('names the rate sheet version that priced the offers (docs/pricing.md "Pricing sheets")', async () => {
    await renderOffers(buildApplication({ pricingSheetVersion: 7 }));
    expect(screen.getByText(/These offers were priced with rate sheet version 7\./)).toBeInTheDocument();
  });

  it('shows each offer with term, rate type, APR, fee, line and discounts, and compares them side by side', async () => {
    await renderOffers();
    const choices = screen.getByRole('group', { name: 'Choose an offer' });
    expect(within(choices).getByRole('radio', { name: '10-year fixed' })).toBeChecked();
    expect(within(choices).getByRole('radio', { name: '20-year variable' })).not.toBeChecked();
    expect(within(choices).getByText('8.250% APR · 5.000% fee · With autopay 8.000%')).toBeInTheDocument();
    expect(within(choices).getByText('8.990% APR · 5.000% fee')).toBeInTheDocument();
    // The line, said once when every offer has the same.
    expect(
      within(choices).getByText(
        'Every offer is a line of credit of $105,000. Payments are for a first draw of $50,000.',
      ),
    ).toBeInTheDocument();
    // Below the fold, it renders right after the offers (offers-page.tsx).
    const table = await screen.findByRole('table', { name: /Compare offers/ });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: '20-year variable' })).toBeInTheDocument();
  });

  it('opens at about half of the largest draw, says so, and shows the line beside the first draw and its payment', async () => {
    await renderOffers();
    // Not the largest draw ($100,000): half of it, where most borrowers start, and the screen says so.
    expect(amountInput()).toHaveValue('$50,000');
    expect(screen.getByRole('heading', { name: 'How much do you need today?' })).toBeInTheDocument();
    expect(screen.getByText(/We started at \$50,000, about half of the most you can draw/)).toBeInTheDocument();
    expect(shown('line-amount')).toBe('$105,000');
    expect(shown('draw-amount')).toBe('$50,000');
    const fixed = { amount: 50_000, originationFee: 0.05, annualRate: 0.0825, termYears: 10 };
    expect(shown('monthly-payment')).toBe(dollars(monthlyPayment(fixed)));
    // Once the borrower sets the amount, the note goes.
    fireEvent.change(slider(), { target: { value: '30000' } });
    expect(screen.queryByText(/We started at/)).not.toBeInTheDocument();
  });

  it('prices each offer for the draw asked for, and follows the amount', async () => {
    await renderOffers();
    const fixed = { amount: 50_000, originationFee: 0.05, annualRate: 0.0825, termYears: 10 };
    const variable = { ...fixed, annualRate: 0.0899, termYears: 20 };
    expect(shown('offer-payment-FIXED-10')).toBe(`${dollars(monthlyPayment(fixed))} a month`);
    expect(shown('offer-payment-VARIABLE-20')).toBe(`${dollars(monthlyPayment(variable))} a month`);
    fireEvent.change(slider(), { target: { value: '20000' } });
    expect(shown('offer-payment-VARIABLE-20')).toBe(
      `${dollars(monthlyPayment({ ...variable, amount: 20_000 }))} a month`,
    );
    // The radio's description carries the payment, so a screen reader hears it with the offer.
    expect(screen.getByRole('radio', { name: '20-year variable' })).toHaveAccessibleDescription(
      new RegExp(`^${dollars(monthlyPayment({ ...variable, amount: 20_000 })).replace('$', '\\$')} a month`),
    );
  });

  it('says the line on each offer when the offers have different lines', async () => {
    await renderOffers(
      buildApplication({
        offers: [buildOffer(), buildOffer({ term: 20, type: 'VARIABLE', max: 90_000, discountList: [] })],
      }),
    );
    const choices = screen.getByRole('group', { name: 'Choose an offer' });
    expect(within(choices).getByText(/· line \$105,000/)).toBeInTheDocument();
    expect(within(choices).getByText(/· line \$90,000/)).toBeInTheDocument();
    expect(within(choices).queryByText(/Every offer is a line/)).not.toBeInTheDocument();
  });

  it('remembers the amount needed today for the application, and starts from a saved choice', async () => {
    const first = await renderOffers();
    fireEvent.focus(amountInput());
    fireEvent.change(amountInput(), { target: { value: '42,000' } });
    first.unmount();
    const again = await renderOffers();
    expect(amountInput()).toHaveValue('$42,000');
    expect(screen.queryByText(/We started at/)).not.toBeInTheDocument();
    again.unmount();

    const saved = buildApplication({
      selectedOffer: {
        term: 20,
        type: 'VARIABLE',
        drawAmount: 61_000,
        payoffPreference: 'PRESERVE',
        paymentMethod: null,
        confirmed: false,
      },
    });
    await renderOffers(saved);
    expect(amountInput()).toHaveValue('$61,000');
    expect(screen.getByRole('radio', { name: '20-year variable' })).toBeChecked();
  });

  it('keeps the slider and the typed amount in sync', async () => {
    await renderOffers();
    expect(amountInput()).toHaveValue('$50,000');
    fireEvent.change(slider(), { target: { value: '50000' } });
    expect(amountInput()).toHaveValue('$50,000');
    fireEvent.focus(amountInput());
    fireEvent.change(amountInput(), { target: { value: '25,000' } });
    expect(slider()).toHaveValue('25000');
    expect(shown('draw-amount')).toBe('$25,000');
  });

  it('clamps an amount out of range, with a message saying so', async () => {
    await renderOffers();
    fireEvent.focus(amountInput());
    fireEvent.change(amountInput(), { target: { value: '500000' } });
    const message = 'The draw must be between $14,286 and $100,000. We set it to $100,000.';
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.blur(amountInput());
    expect(amountInput()).toHaveValue('$100,000');

    fireEvent.focus(amountInput());
    fireEvent.change(amountInput(), { target: { value: '1000' } });
    expect(shown('draw-amount')).toBe('$14,286');
    expect(slider()).toHaveValue('14500');
  });

  it('offers whole-dollar draws: the range rounds inward and the largest draw is the largest whole dollar', async () => {
    const offer = buildOffer({ max: 400_000, minDraw: 14_564.52, maxDraw: 342_266.24 });
    await renderOffers(buildApplication({ offers: [offer] }));
    expect(screen.getByText('Choose from $14,565 to $342,266.')).toBeInTheDocument();
    expect(amountInput()).toHaveValue('$171,000');
    fireEvent.focus(amountInput());
    fireEvent.change(amountInput(), { target: { value: '342,266' } });
    expect(shown('draw-amount')).toBe('$342,266');
    expect(slider()).toHaveAttribute('min', '15000');
    expect(slider()).toHaveAttribute('max', '342000');
    // The figures stay the domain's, for the whole-dollar draw.
    const terms = { originationFee: 0.05, annualRate: 0.0825, termYears: 10 };
    expect(shown('monthly-payment')).toBe(dollars(monthlyPayment({ amount: 342_266, ...terms })));
    expect(shown('total-draw')).toBe(dollars(totalDrawFromAmount(342_266, 0.05)));

    fireEvent.focus(amountInput());
    fireEvent.change(amountInput(), { target: { value: '20,000.60' } });
    expect(shown('draw-amount')).toBe('$20,001');
    fireEvent.change(amountInput(), { target: { value: '1000' } });
    expect(
      screen.getByText('The draw must be between $14,565 and $342,266. We set it to $14,565.'),
    ).toBeInTheDocument();
    expect(shown('draw-amount')).toBe('$14,565');
  });

  it('shows the payment, fee and total draw of the domain calculations, for the chosen offer', async () => {
    await renderOffers();
    fireEvent.change(slider(), { target: { value: '40000' } });
    const fixed = { amount: 40_000, originationFee: 0.05, annualRate: 0.0825, termYears: 10 };
    expect(shown('monthly-payment')).toBe(dollars(monthlyPayment(fixed)));
    expect(shown('total-draw')).toBe(dollars(totalDrawFromAmount(40_000, 0.05)));
    expect(shown('origination-fee')).toBe('$2,000');

    fireEvent.click(screen.getByRole('radio', { name: '20-year variable' }));
    expect(shown('monthly-payment')).toBe(dollars(monthlyPayment({ ...fixed, annualRate: 0.0899, termYears: 20 })));
    const chart = screen.getByRole('img', { name: 'Balance and total paid over the term' });
    expect(chart).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Payments by year' })).getAllByRole('row')).toHaveLength(21);
  });

  it('offers the payoff preference when liens are marked for payoff, and narrows the draw', async () => {
    await renderOffers(buildApplication({ liabilities: [buildLiability(30_000), buildLiability(5_000, null)] }));
    const payoff = screen.getByRole('group', { name: 'Your liens marked for payoff ($30,000)' });
    fireEvent.click(within(payoff).getByRole('radio', { name: 'Pay off my liens from this line' }));
    expect(screen.getByText(/^Choose from \$[\d,]+ to \$70,000\.$/)).toBeInTheDocument();
    fireEvent.click(within(payoff).getByRole('radio', { name: 'Pay off my liens and take the rest as cash' }));
    expect(screen.getByText('Choose from $70,000 to $70,000.')).toBeInTheDocument();
  });

  it('hides the payoff preference when no lien is marked for payoff', async () => {
    await renderOffers(buildApplication({ liabilities: [buildLiability(5_000, null)] }));
    expect(screen.queryByRole('group', { name: /liens marked for payoff/ })).not.toBeInTheDocument();
  });

  it('saves the choice, confirms it, then re-reads the status and routes', async () => {
    let status = buildStatus();
    const order: string[] = [];
    const record = (name: string, answer: () => Response) => () => {
      order.push(name);
      return answer();
    };
    const selected = buildApplication({
      selectedOffer: {
        term: 10,
        type: 'FIXED',
        drawAmount: 60_000,
        payoffPreference: 'PRESERVE',
        paymentMethod: null,
        confirmed: false,
      },
    });
    const { user, location, calls } = await renderOffers(buildApplication(), {
      [STATUS_PATH]: record('status', () => jsonResponse(status)),
      [SELECT_PATH]: record('select', () => jsonResponse(selected)),
      [CONFIRM_PATH]: record('confirm', () => {
        status = buildStatus({ checklistStatus: 'COLLECT_ADDITIONAL_INFO' });
        return jsonResponse(buildStatus({ checklistStatus: 'HARD_CREDIT_PULL' }));
      }),
    });
    fireEvent.change(slider(), { target: { value: '60000' } });
    await user.click(screen.getByRole('button', { name: 'Select this offer' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your offer' })).toBeInTheDocument();
    expect(location()).toBe(appPath('product/select/confirm'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      term: 10,
      type: 'FIXED',
      drawAmount: 60_000,
      payoffPreference: 'PRESERVE',
    });

    order.length = 0;
    await user.click(screen.getByRole('button', { name: 'Confirm offer' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your contact details' })).toBeInTheDocument();
    expect(location()).toBe(appPath('start/contact'));
    expect(order.slice(0, 2)).toEqual(['confirm', 'status']);
  });

  it('shows the server error and stays when saving fails', async () => {
    const { user, location } = await renderOffers(buildApplication(), {
      [SELECT_PATH]: jsonResponse({ errors: ['drawAmount: must be between $14,286 and $100,000'] }, { status: 400 }),
    });
    await user.click(screen.getByRole('button', { name: 'Select this offer' }));
    expect(await screen.findByText('drawAmount: must be between $14,286 and $100,000.')).toBeInTheDocument();
    expect(location()).toBe(appPath('product/select'));
  });

  it('sends the confirm step back to the offers when nothing is saved yet', async () => {
    setToken('t');
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus()),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
    });
    const { location } = renderApp(appPath('product/select/confirm'));
    expect(await screen.findByRole('heading', { name: 'Choose your offer' })).toBeInTheDocument();
    expect(location()).toBe(appPath('product/select'));
  });

  it('respects the verified-offer state the router passes (docs/product/registration-and-routing.md §4)', async () => {
    setToken('t');
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus({ uwDecision: 'APPROVED', uwSubDecision: 'VERIFIED_OFFER' })),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
    });
    const { router } = renderApp(appPath());
    expect(await screen.findByText('Your information is verified')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ uwDecision: 'APPROVED', from: appPath() });
  });
});
