import { formatMoney, formatPercent, LOAN_FACTS, MONEY_FORMAT_DEFAULTS } from '@heloc/domain';
import { useId, useMemo, useState } from 'react';
import { firstStepMessages as m } from '../first-step/first-step.messages';
import { ENGLISH_WORDS, type FirstStepWords } from '../first-step/first-step-say';
import { useIsWideScreen } from './use-is-wide-screen';

const F = LOAN_FACTS;

/**
 * docs/product/widgets-and-calculations.md §1 "Loan facts shown to visitors", with the figures of docs/product/widgets-and-calculations.md §9 (domain LOAN_FACTS). Formatted when
 * shown, not when the module loads: the first number format of a page costs the browser its locale data (tens of
 * milliseconds on a phone), which the first screen should not pay while the list is collapsed.
 */
const loanFacts = ({ say, locale }: FirstStepWords): ReadonlyArray<{ term: string; detail: string }> => {
  const money = (dollars: number) =>
    formatMoney(dollars, MONEY_FORMAT_DEFAULTS.precision, MONEY_FORMAT_DEFAULTS.currency, locale);
  const rate = (fraction: number) => formatPercent(fraction, 2, locale);
  return [
    {
      term: say(m.factAmounts),
      detail: say(m.factRange, { min: money(F.minLoanAmountDollars), max: money(F.maxLoanAmountDollars) }),
    },
    { term: say(m.factApr), detail: say(m.factRange, { min: rate(F.minAprFraction), max: rate(F.maxAprFraction) }) },
    { term: say(m.factOriginationFee), detail: say(m.factUpTo, { rate: rate(F.maxOriginationFeeFraction) }) },
    { term: say(m.factAdditionalDraws), detail: say(m.factAdditionalDrawsDetail) },
    { term: say(m.factCreditCheck), detail: say(m.factCreditCheckDetail) },
    { term: say(m.factTiming), detail: say(m.factTimingDetail) },
    { term: say(m.factValuationFee), detail: say(m.factValuationFeeDetail, { fee: money(F.valuationFeeDollars) }) },
    { term: say(m.factManualNotarization), detail: money(F.manualNotaryFeeDollars) },
    {
      term: say(m.factRecordingFees),
      detail: say(m.factRange, { min: money(F.minRecordingFeeDollars), max: money(F.maxRecordingFeeDollars) }),
    },
    {
      term: say(m.factRecordingTaxes),
      detail: say(m.factRecordingTaxesDetail, {
        min: money(F.minRecordingTaxDollarsPer100k),
        max: money(F.maxRecordingTaxDollarsPer100k),
        amount: money(100_000),
      }),
    },
  ];
};

/** docs/product/registration-and-routing.md §1 and §9: the promise shown to visitors. */
export const LOAN_PROMISE = m.loanPromise.defaultMessage;

function FactList({ isListed, words }: { isListed: boolean; words: FirstStepWords }) {
  const facts = useMemo(() => (isListed ? loanFacts(words) : []), [isListed, words]);
  return (
    <>
      <p className="loan-facts__promise">{words.say(m.loanPromise)}</p>
      {isListed && (
        <dl className="loan-facts__list">
          {facts.map(({ term, detail }) => (
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
 * form, collapsed in a disclosure so the step stays first. `words`: its texts (useFirstStepWords() in the app; the
 * first screen's own before the app has loaded).
 */
export function LoanFacts({ words = ENGLISH_WORDS }: { words?: FirstStepWords }) {
  const headingId = useId();
  const isWide = useIsWideScreen();
  // Collapsed, the list is not shown: it is rendered once the disclosure opens.
  const [isOpen, setIsOpen] = useState(false);
  const heading = (
    <h2 id={headingId} className="loan-facts__heading">
      {words.say(m.loanFacts)}
    </h2>
  );
  return (
    <aside className="loan-facts" aria-labelledby={headingId}>
      {isWide ? (
        <>
          {heading}
          <FactList isListed words={words} />
        </>
      ) : (
        <details className="loan-facts__details" onToggle={(event) => setIsOpen(event.currentTarget.open)}>
          <summary>{heading}</summary>
          <FactList isListed={isOpen} words={words} />
        </details>
      )}
    </aside>
  );
}
