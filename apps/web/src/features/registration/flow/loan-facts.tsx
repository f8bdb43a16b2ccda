import { formatMoney, formatPercent, LOAN_FACTS } from '@heloc/domain';
import { useId, useState } from 'react';
import { useIsWideScreen } from './use-is-wide-screen';

const F = LOAN_FACTS;
const rate = (fraction: number) => formatPercent(fraction, 2);

/**
 * docs/product/widgets-and-calculations.md §1 "Loan facts shown to visitors", with the figures of docs/product/widgets-and-calculations.md §9 (domain LOAN_FACTS). Formatted when first
 * shown, not when the module loads: the first number format of a page costs the browser its locale data (tens of
 * milliseconds on a phone), which the first screen should not pay while the list is collapsed.
 */
let facts: ReadonlyArray<{ term: string; detail: string }> | undefined;
const loanFacts = (): ReadonlyArray<{ term: string; detail: string }> =>
  (facts ??= [
    { term: 'Amounts', detail: `${formatMoney(F.minLoanAmountDollars)} to ${formatMoney(F.maxLoanAmountDollars)}` },
    { term: 'APR', detail: `${rate(F.minAprFraction)} to ${rate(F.maxAprFraction)}` },
    { term: 'Origination fee', detail: `Up to ${rate(F.maxOriginationFeeFraction)}` },
    { term: 'Additional draws', detail: 'Variable rate, indexed to the prime rate plus a margin' },
    {
      term: 'Credit check',
      detail: 'A soft credit pull for your rate check (no effect on your score); a hard pull when you submit',
    },
    { term: 'Timing', detail: 'Five-minute approval and five business day funding' },
    {
      term: 'Valuation fee',
      detail: `${formatMoney(F.valuationFeeDollars)} when no automated valuation is available`,
    },
    { term: 'Manual notarization', detail: formatMoney(F.manualNotaryFeeDollars) },
    {
      term: 'Recording fees',
      detail: `${formatMoney(F.minRecordingFeeDollars)} to ${formatMoney(F.maxRecordingFeeDollars)}`,
    },
    {
      term: 'Recording taxes',
      detail: `${formatMoney(F.minRecordingTaxDollarsPer100k)} to ${formatMoney(F.maxRecordingTaxDollarsPer100k)} per ${formatMoney(100_000)}`,
    },
  ]);

/** docs/product/registration-and-routing.md §1 and §9: the promise shown to visitors. */
export const LOAN_PROMISE = 'Apply in 5 minutes, funding in 5 days';

function FactList({ isListed }: { isListed: boolean }) {
  return (
    <>
      <p className="loan-facts__promise">{LOAN_PROMISE}</p>
      {isListed && (
        <dl className="loan-facts__list">
          {loanFacts().map(({ term, detail }) => (
            <div key={term} className="loan-facts__item">
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

/**
 * The loan facts beside the registration form: an aside in the side column on desktop; on mobile it sits below the
 * form, collapsed in a disclosure so the step stays first.
 */
export function LoanFacts() {
  const headingId = useId();
  const isWide = useIsWideScreen();
  // Collapsed, the list is not shown: it is rendered once the disclosure opens.
  const [isOpen, setIsOpen] = useState(false);
  const heading = (
    <h2 id={headingId} className="loan-facts__heading">
      Loan facts
    </h2>
  );
  return (
    <aside className="loan-facts" aria-labelledby={headingId}>
      {isWide ? (
        <>
          {heading}
          <FactList isListed />
        </>
      ) : (
        <details className="loan-facts__details" onToggle={(event) => setIsOpen(event.currentTarget.open)}>
          <summary>{heading}</summary>
          <FactList isListed={isOpen} />
        </details>
      )}
    </aside>
  );
}
