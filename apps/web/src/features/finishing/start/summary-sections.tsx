import {
  EMPLOYMENT_TYPE_LABELS,
  formatPercent,
  formatPhoneDisplay,
  HMDA_ANSWERED_LABEL,
  HMDA_NOT_ANSWERED_LABEL,
  MARITAL_STATUS_LABELS,
  monthlyPayment,
  OCCUPANCY_TYPE_LABELS,
  OFFER_TYPE_LABELS,
  originationFeeDollars,
  PAYOFF_PREFERENCE_LABELS,
  totalDrawFromAmount,
} from '@heloc/domain';
import type { ApplicationSummary } from '@heloc/domain/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { applicationPath } from '../../../shared/application-status/destination';
import { money, oneLineAddress } from './summary-format';

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
const offerRows = (offer: NonNullable<ApplicationSummary['offer']>) => {
  const payment = monthlyPayment({
    amount: offer.drawAmount,
    originationFee: offer.originationFee,
    annualRate: offer.rate,
    termYears: offer.term,
  });
  return [
    { label: 'Product', value: `${offer.term}-year ${OFFER_TYPE_LABELS[offer.type].toLowerCase()}` },
    { label: 'Cash draw', value: money(offer.drawAmount) },
    {
      label: 'Origination fee',
      value: `${money(originationFeeDollars(offer.drawAmount, offer.originationFee))} (${formatPercent(offer.originationFee)})`,
    },
    { label: 'Line amount (total draw)', value: money(totalDrawFromAmount(offer.drawAmount, offer.originationFee)) },
    { label: 'Rate', value: `${formatPercent(offer.rate)} APR` },
    { label: 'Term', value: `${offer.term} years` },
    { label: 'Monthly payment', value: <span data-testid="summary-monthly-payment">{money(payment)}</span> },
    { label: 'Existing liens', value: PAYOFF_PREFERENCE_LABELS[offer.payoffPreference] },
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
  const locked = summary.submitted
    ? 'Part of your submitted application: it can no longer change.'
    : 'This can no longer change at this step.';
  const a = summary.applicant;
  const link = (to: string | null, label: string) => (to ? { to: applicationPath(uuid, to), label } : null);
  return (
    <div className="stack summary-sections">
      <SummarySection
        id="summary-property"
        title="Property"
        rows={[
          { label: 'Address', value: oneLineAddress(summary.property) },
          { label: 'How you use it', value: OCCUPANCY_TYPE_LABELS[summary.property.occupancyType] },
        ]}
        note="We priced your offer for this property. For a different property, start a new application."
      />
      <SummarySection
        id="summary-income"
        title="Income and employment"
        rows={[
          { label: 'Employment', value: EMPLOYMENT_TYPE_LABELS[summary.income.employmentType] },
          { label: 'Annual income', value: money(summary.income.statedAnnualIncome) },
          ...(summary.income.otherAnnualIncome
            ? [{ label: 'Other annual income', value: money(summary.income.otherAnnualIncome) }]
            : []),
        ]}
        note="As you stated it. You verify your income in the next step; if it differs, we show you offers for what we verified."
      />
      <SummarySection
        id="summary-offer"
        title="Your offer"
        rows={summary.offer ? offerRows(summary.offer) : [{ label: 'Offer', value: 'No offer confirmed yet' }]}
        edit={link(edits.offer, 'Change your offer')}
        note="You confirmed this offer and we pulled your full credit report for it, so it is locked. If verifying your income changes what we can lend, you will choose again from revised offers."
      />
      <SummarySection
        id="summary-contact"
        title="Contact details"
        rows={[
          { label: 'Name', value: [a.firstName, a.middleName, a.lastName, a.suffix].filter(Boolean).join(' ') },
          { label: 'Email', value: summary.contact.email },
          { label: 'Mobile phone', value: formatPhoneDisplay(summary.contact.phoneNumber) },
          {
            label: 'Mailing address',
            value: summary.contact.mailingAddress
              ? oneLineAddress(summary.contact.mailingAddress)
              : 'Same as the property',
          },
          {
            label: 'Marital status',
            value: summary.maritalStatus ? MARITAL_STATUS_LABELS[summary.maritalStatus] : 'Not given yet',
          },
        ]}
        edit={link(edits.contact, 'Change your contact details')}
        note={locked}
      />
      <SummarySection
        id="summary-hmda"
        title="Demographic information"
        rows={[
          {
            label: 'Ethnicity, race and sex',
            value: summary.hmdaAnswered ? HMDA_ANSWERED_LABEL : HMDA_NOT_ANSWERED_LABEL,
          },
        ]}
        edit={link(edits.hmda, 'Change your demographic answers')}
        note={locked}
      />
    </div>
  );
}
