import { formatMoney, formatPercent, type PricingSheet } from '@heloc/domain';
import { type FormEvent, useState } from 'react';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { ConsoleTable } from '../../shared/console-table';
import { usePriceSample } from './api/pricing-sheets';

/**
 * "Price a sample" (docs/pricing.md "Pricing sheets"): credit score, value, liens and state give the offers the draft
 * would make, or the sheet in effect once published. Nothing is stored.
 */
export function SampleSection({ orgCode, draft }: { orgCode: string; draft: PricingSheet | undefined }) {
  const sample = usePriceSample();
  const [fields, setFields] = useState({ creditScore: '760', value: '650000', liens: '200000', state: 'TX' });
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));
  const price = (withDraft: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    sample.mutate({
      orgCode,
      ...(withDraft && draft ? { sheet: draft } : {}),
      creditScore: Number(fields.creditScore),
      propertyValueDollars: Number(fields.value),
      existingLienDollars: Number(fields.liens),
      state: fields.state.trim().toUpperCase(),
    });
  };
  const answer = sample.data;
  return (
    <form className="stack" aria-labelledby="sample-title" onSubmit={price(true)} noValidate>
      <h2 id="sample-title">Price a sample</h2>
      <div className="row">
        <TextField label="Credit score" inputMode="numeric" value={fields.creditScore} onChange={set('creditScore')} />
        <TextField label="Home value ($)" inputMode="numeric" value={fields.value} onChange={set('value')} />
        <TextField label="Liens ($)" inputMode="numeric" value={fields.liens} onChange={set('liens')} />
        <TextField label="State" maxLength={2} value={fields.state} onChange={set('state')} />
      </div>
      <div className="row">
        <Button type="submit" disabled={!draft} isLoading={sample.isPending} loadingLabel="Pricing the sample">
          Price with the draft
        </Button>
        <Button variant="secondary" onClick={() => price(false)()} disabled={sample.isPending}>
          Price with the sheet in effect
        </Button>
      </div>
      {sample.error && <Alert variant="error">{englishErrorOf(sample.error)}</Alert>}
      {answer && (
        <>
          <p data-testid="sample-priced-by">
            {answer.version === null
              ? 'Priced with the draft.'
              : answer.version === 0
                ? 'Priced with the standing pricing.'
                : `Priced with version ${answer.version}.`}
          </p>
          {answer.offers.length === 0 ? (
            <p>No offer: the equity allows no line of the smallest amount.</p>
          ) : (
            <ConsoleTable
              label="Sample offers"
              caption="The offers this applicant would see"
              columns={['Offer', 'Rate', 'Discounts', 'Line', 'Fee']}
            >
              {answer.offers.map((offer) => (
                <tr key={`${offer.term}-${offer.type}`}>
                  <th scope="row">{`${offer.term}-year ${offer.type.toLowerCase()}`}</th>
                  <td>{formatPercent(offer.rate, 3)}</td>
                  <td>
                    {offer.discountList
                      .map((d) => `${d.discountType} ${formatPercent(d.rateWithDiscount, 3)}`)
                      .join(', ') || '—'}
                  </td>
                  <td>{`${formatMoney(offer.min)} to ${formatMoney(offer.max)}`}</td>
                  <td>{formatPercent(offer.originationFee, 2)}</td>
                </tr>
              ))}
            </ConsoleTable>
          )}
        </>
      )}
    </form>
  );
}
