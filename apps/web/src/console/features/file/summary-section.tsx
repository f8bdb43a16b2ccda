import { formatMoney, formatPhoneDisplay } from '@heloc/domain';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useRevealPersonalData, type RevealableField } from './api/reveal-personal-data';
import type { FileSectionProps } from './file-context';

const money = (dollars: number | null | undefined) => (dollars == null ? '—' : formatMoney(dollars));

/** Summary (docs/product/operations-console.md §4): borrower, property, the line, the draw, the offer; personal data masked (§6). */
export function SummarySection({ file, can }: FileSectionProps) {
  const mayReveal = can('PERSONAL_DATA_REVEAL');
  const { borrower, property, line } = file;
  return (
    <section id="file-summary" className="console-section stack" aria-labelledby="file-summary-title">
      <h2 id="file-summary-title">Summary</h2>
      {mayReveal && (
        <p className="card__meta">
          Social Security numbers, dates of birth and account numbers are masked. Reveal one only when you need it: each
          reveal is written to the file&apos;s audit trail with your name.
        </p>
      )}
      <h3>Borrower</h3>
      <dl className="console-facts">
        <dt>Name</dt>
        <dd>{borrower.name}</dd>
        <dt>E-mail</dt>
        <dd>{borrower.email ?? '—'}</dd>
        <dt>Phone</dt>
        <dd>{borrower.phone ? formatPhoneDisplay(borrower.phone) : '—'}</dd>
        <dt>SSN</dt>
        <dd>
          <Masked uuid={file.uuid} field="SSN" label="SSN" masked={borrower.ssn} mayReveal={mayReveal} />
        </dd>
        <dt>Date of birth</dt>
        <dd>
          <Masked
            uuid={file.uuid}
            field="DATE_OF_BIRTH"
            label="date of birth"
            masked={borrower.dateOfBirth}
            mayReveal={mayReveal}
          />
        </dd>
      </dl>
      <h3>Property</h3>
      <dl className="console-facts">
        <dt>Address</dt>
        <dd>{property.address ?? '—'}</dd>
        <dt>Value</dt>
        <dd>{money(property.valueDollars)}</dd>
      </dl>
      <h3>Line, draw and offer</h3>
      {line ? (
        <dl className="console-facts">
          <dt>Line amount</dt>
          <dd>{money(line.lineAmountDollars)}</dd>
          <dt>Draw</dt>
          <dd>{money(line.drawDollars)}</dd>
          <dt>Term</dt>
          <dd>{line.termYears == null ? '—' : `${line.termYears} years`}</dd>
          <dt>Rate</dt>
          <dd>{line.ratePercent == null ? '—' : `${line.ratePercent}%`}</dd>
        </dl>
      ) : (
        <p>No offer chosen yet.</p>
      )}
      {file.pricingSheetVersion !== null && (
        <p data-testid="file-pricing-sheet">
          {file.pricingSheetVersion === 0
            ? 'Offers priced with the standing pricing (no sheet).'
            : `Offers priced with pricing sheet version ${file.pricingSheetVersion}.`}
        </p>
      )}
      <h3>Disbursement account</h3>
      <Masked
        uuid={file.uuid}
        field="DISBURSEMENT_ACCOUNT"
        label="disbursement account"
        masked={file.disbursementAccount}
        mayReveal={mayReveal}
      />
    </section>
  );
}

function Masked({
  uuid,
  field,
  label,
  masked,
  mayReveal,
}: {
  uuid: string;
  field: RevealableField;
  label: string;
  masked: string | null;
  mayReveal: boolean;
}) {
  const reveal = useRevealPersonalData(uuid);
  const value = reveal.data?.value ?? null;
  if (masked === null) return <span>Not given</span>;
  return (
    <span className="console-actions">
      <span>{value ?? masked}</span>
      {mayReveal && value === null && (
        <Button
          variant="link"
          isLoading={reveal.isPending}
          loadingLabel="Revealing"
          aria-label={`Reveal ${label}`}
          onClick={() => reveal.mutate(field)}
        >
          Reveal
        </Button>
      )}
      {reveal.error && <Alert variant="error">{englishErrorOf(reveal.error)}</Alert>}
    </span>
  );
}
