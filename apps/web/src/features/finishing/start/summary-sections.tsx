import {
  EMPLOYMENT_TYPE_LABELS,
  formatPhoneDisplay,
  HMDA_ANSWERED_LABEL,
  HMDA_NOT_ANSWERED_LABEL,
  MARITAL_STATUS_LABELS,
  OWNERSHIP_TYPE_LABELS,
  monthlyPayment,
  OCCUPANCY_TYPE_LABELS,
  originationFeeDollars,
  PAYOFF_PREFERENCE_LABELS,
  totalDrawFromAmount,
} from '@heloc/domain';
import type { ApplicationSummary } from '@heloc/domain/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { applicationPath } from '../../../shared/application-status/destination';
import { useI18n } from '../../../lib/i18n';
import { startMessages as m } from './start.messages';
import { moneyPrecision, oneLineAddress } from './summary-format';

/** Where each section can be changed now: a screen to link to, or why it can no longer change. */
export interface SectionEdits {
  contact: string | null;
  hmda: string | null;
  offer: string | null;
}

interface SectionProps {
  id: string;
  title: string;
  rows: readonly { label: string; value: ReactNode }[];
  /** The screen (relative to /{uuid}/) that changes this section, with the link's words. */
  edit?: { to: string; label: string } | null;
  /** Shown instead of a link when the section can no longer change. */
  note?: string;
}

function SummarySection({ id, title, rows, edit, note }: SectionProps) {
  return (
    <section className="summary-section" aria-labelledby={id}>
      <div className="summary-section__head">
        <h2 id={id}>{title}</h2>
        {edit && (
          <Link to={edit.to} className="summary-section__edit">
            {edit.label}
          </Link>
        )}
      </div>
      <dl className="summary-section__rows">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {!edit && note && <p className="summary-section__note">{note}</p>}
    </section>
  );
}

/** The offer's figures from the domain's calculations (docs/product/widgets-and-calculations.md §9): fee, line (total draw), payment. */
const offerRows = (offer: NonNullable<ApplicationSummary['offer']>, i18n: ReturnType<typeof useI18n>) => {
  const { t, localize, percent } = i18n;
  const money = (dollars: number) => i18n.money(dollars, moneyPrecision(dollars));
  const payment = monthlyPayment({
    amount: offer.drawAmount,
    originationFee: offer.originationFee,
    annualRate: offer.rate,
    termYears: offer.term,
  });
  return [
    { label: t(m.product), value: t(m.productValue, { term: offer.term, type: offer.type }) },
    { label: t(m.cashDraw), value: money(offer.drawAmount) },
    {
      label: t(m.originationFee),
      value: t(m.originationFeeValue, {
        amount: money(originationFeeDollars(offer.drawAmount, offer.originationFee)),
        percent: percent(offer.originationFee),
      }),
    },
    { label: t(m.lineAmount), value: money(totalDrawFromAmount(offer.drawAmount, offer.originationFee)) },
    { label: t(m.rate), value: t(m.rateValue, { rate: percent(offer.rate) }) },
    { label: t(m.term), value: t(m.termValue, { term: offer.term }) },
    { label: t(m.monthlyPayment), value: <span data-testid="summary-monthly-payment">{money(payment)}</span> },
    { label: t(m.existingLiens), value: localize(PAYOFF_PREFERENCE_LABELS[offer.payoffPreference]) },
  ];
};

/** Everything the applicant told us and chose, each section with its edit link while it may change. */
export function SummarySections({
  uuid,
  summary,
  edits,
}: {
  uuid: string;
  summary: ApplicationSummary;
  edits: SectionEdits;
}) {
  const i18n = useI18n();
  const { t, localize } = i18n;
  const money = (dollars: number) => i18n.money(dollars, moneyPrecision(dollars));
  const locked = summary.submitted ? t(m.lockedSubmitted) : t(m.lockedAtStep);
  const a = summary.applicant;
  const link = (to: string | null, label: string) => (to ? { to: applicationPath(uuid, to), label } : null);
  return (
    <div className="stack summary-sections">
      <SummarySection
        id="summary-property"
        title={t(m.property)}
        rows={[
          { label: t(m.address), value: oneLineAddress(summary.property) },
          { label: t(m.howYouUseIt), value: localize(OCCUPANCY_TYPE_LABELS[summary.property.occupancyType]) },
          {
            label: t(m.ownershipRow),
            value: summary.ownershipType ? localize(OWNERSHIP_TYPE_LABELS[summary.ownershipType]) : t(m.notGivenYet),
          },
        ]}
        note={t(m.propertyNote)}
      />
      <SummarySection
        id="summary-income"
        title={t(m.incomeTitle)}
        rows={[
          { label: t(m.employment), value: localize(EMPLOYMENT_TYPE_LABELS[summary.income.employmentType]) },
          { label: t(m.annualIncome), value: money(summary.income.statedAnnualIncome) },
          ...(summary.income.otherAnnualIncome
            ? [{ label: t(m.otherAnnualIncome), value: money(summary.income.otherAnnualIncome) }]
            : []),
        ]}
        note={t(m.incomeNote)}
      />
      <SummarySection
        id="summary-offer"
        title={t(m.offerTitle)}
        rows={summary.offer ? offerRows(summary.offer, i18n) : [{ label: t(m.offer), value: t(m.noOffer) }]}
        edit={link(edits.offer, t(m.changeOffer))}
        note={t(m.offerNote)}
      />
      <SummarySection
        id="summary-contact"
        title={t(m.contactTitle)}
        rows={[
          { label: t(m.name), value: [a.firstName, a.middleName, a.lastName, a.suffix].filter(Boolean).join(' ') },
          { label: t(m.email), value: summary.contact.email },
          { label: t(m.mobilePhone), value: formatPhoneDisplay(summary.contact.phoneNumber) },
          {
            label: t(m.mailingAddress),
            value: summary.contact.mailingAddress
              ? oneLineAddress(summary.contact.mailingAddress)
              : t(m.sameAsProperty),
          },
          {
            label: t(m.maritalStatus),
            value: summary.maritalStatus ? localize(MARITAL_STATUS_LABELS[summary.maritalStatus]) : t(m.notGivenYet),
          },
        ]}
        edit={link(edits.contact, t(m.changeContact))}
        note={locked}
      />
      <SummarySection
        id="summary-hmda"
        title={t(m.hmdaTitle)}
        rows={[
          {
            label: t(m.hmdaRow),
            value: localize(summary.hmdaAnswered ? HMDA_ANSWERED_LABEL : HMDA_NOT_ANSWERED_LABEL),
          },
        ]}
        edit={link(edits.hmda, t(m.changeHmda))}
        note={locked}
      />
    </div>
  );
}
