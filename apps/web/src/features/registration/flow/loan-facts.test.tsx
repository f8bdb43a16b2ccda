import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoanFacts, LOAN_PROMISE } from './loan-facts';

const facts = () => screen.getByRole('complementary', { name: 'Loan facts' });
const detailOf = (term: string) => within(facts()).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** A viewport narrower than the side-column breakpoint. */
const stubNarrowScreen = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoanFacts (docs/product/widgets-and-calculations.md §1, §9)', () => {
  it('lists the loan facts with the domain figures in an aside with a heading', () => {
    render(<LoanFacts />);
    expect(within(facts()).getByRole('heading', { level: 2, name: 'Loan facts' })).toBeInTheDocument();
    expect(within(facts()).getByText('Apply in 5 minutes, funding in 5 days')).toBeInTheDocument();
    expect(detailOf('Amounts')).toBe('$15,000 to $400,000');
    expect(detailOf('APR')).toBe('7.60% to 17.20%');
    expect(detailOf('Origination fee')).toBe('Up to 4.99%');
    expect(detailOf('Additional draws')).toMatch(/indexed to the prime rate plus a margin/);
    expect(detailOf('Credit check')).toMatch(/soft credit pull .*no effect on your score.*hard pull when you submit/);
    expect(detailOf('Timing')).toBe('Five-minute approval and five business day funding');
    expect(detailOf('Valuation fee')).toBe('$180 when no automated valuation is available');
    expect(detailOf('Manual notarization')).toBe('$300');
    expect(detailOf('Recording fees')).toBe('$0 to $315');
    expect(detailOf('Recording taxes')).toBe('$0 to $1,400 per $100,000');
  });

  it('is open beside the form on a wide screen', () => {
    render(<LoanFacts />);
    expect(facts().querySelector('details')).toBeNull();
    expect(screen.getByText(LOAN_PROMISE)).toBeVisible();
  });

  it('starts collapsed on a narrow screen and opens from its summary', async () => {
    stubNarrowScreen();
    render(<LoanFacts />);
    const details = facts().querySelector('details');
    expect(details).not.toBeNull();
    expect(details).not.toHaveAttribute('open');
    expect(screen.getByText(LOAN_PROMISE)).not.toBeVisible();
    await userEvent.click(screen.getByRole('heading', { name: 'Loan facts' }));
    expect(details).toHaveAttribute('open');
    expect(screen.getByText(LOAN_PROMISE)).toBeVisible();
    expect(await within(facts()).findByText('$15,000 to $400,000')).toBeVisible();
  });
});
