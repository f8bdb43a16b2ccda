import {
  brandCssVariables,
  formatMoney,
  formatPercent,
  type Language,
  monthlyPayment,
  type Partner,
  previewBrandOf,
} from '@heloc/domain';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { usePreviewPartner } from './api/partners';

/** A language's name in the console's English ("Spanish"), from the browser's own list. */
const languageName = (language: Language) =>
  new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language;

const pricedBy = (version: number | null) =>
  version === null
    ? 'the pricing a new partner starts with'
    : version === 0
      ? 'its standing pricing'
      : `its pricing sheet version ${version}`;

/**
 * "Preview before publishing" (docs/organizations.md "Previews"): the draft as a borrower would meet it, before it is
 * saved: its first registration step as the server draws it from the first paint (in a frame that runs no script),
 * and an offer screen in the draft's colours with the offers its pricing makes a sample applicant in its first state.
 */
export function PartnerPreview({ draft }: { draft: Partner }) {
  const preview = usePreviewPartner();
  const [language, setLanguage] = useState<Language>(draft.languages[0] ?? 'en');
  const [previewed, setPreviewed] = useState<Partner | null>(null);
  const shown = preview.data;
  const show = () => {
    const chosen = draft.languages.includes(language) ? language : (draft.languages[0] ?? 'en');
    preview.mutate({ partner: draft, language: chosen }, { onSuccess: () => setPreviewed(draft) });
  };
  const brand = previewed ? previewBrandOf(previewed) : null;
  return (
    <section className="stack" aria-labelledby="partner-preview-title">
      <h2 id="partner-preview-title">Preview before publishing</h2>
      <p>
        The draft as a borrower would meet it: the first registration step and an offer screen. Nothing is saved; a
        preview shows the draft as it was when asked for.
      </p>
      {draft.languages.length > 1 && (
        <SelectField
          label="Language of the preview"
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
          options={draft.languages.map((l) => ({ value: l, label: languageName(l) }))}
        />
      )}
      <Button variant="secondary" isLoading={preview.isPending} loadingLabel="Drawing the preview" onClick={show}>
        Preview the draft
      </Button>
      {preview.error && <Alert variant="error">{englishErrorOf(preview.error)}</Alert>}
      {shown && previewed && brand && (
        <>
          <h3>First registration step</h3>
          <iframe
            title={`The first registration step of ${previewed.displayName.en}, drawn with the draft`}
            src={shown.firstStepPath}
            width="100%"
            height="520"
            sandbox="allow-same-origin"
          />
          <h3>Offer screen</h3>
          <p data-testid="preview-sample">
            {`Priced for a sample applicant in ${shown.sample.state} (credit score ${shown.sample.creditScore}, home value ${formatMoney(shown.sample.propertyValueDollars)}, liens ${formatMoney(shown.sample.existingLienDollars)}) with ${pricedBy(shown.sample.version)}.`}
          </p>
          <div
            className="partner-preview"
            data-testid="offer-screen-preview"
            style={brandCssVariables(brand) as CSSProperties}
            inert
          >
            <img className="partner-preview__logo" src={brand.logoUrl} alt={brand.logoAlt} />
            <p className="partner-preview__title">Choose your offer</p>
            {shown.sample.offers.length === 0 ? (
              <p>No offer: the sample applicant’s equity allows no line.</p>
            ) : (
              <ul className="partner-preview__offers">
                {shown.sample.offers.map((offer, index) => (
                  <li
                    key={`${offer.type}-${offer.term}`}
                    className={`partner-preview__offer${index === 0 ? ' partner-preview__offer--chosen' : ''}`}
                  >
                    <strong>{`${offer.term}-year ${offer.type.toLowerCase()}`}</strong>
                    <span>
                      {`${formatMoney(
                        monthlyPayment({
                          amount: offer.max,
                          originationFee: offer.originationFee,
                          annualRate: offer.rate,
                          termYears: offer.term,
                        }),
                        2,
                      )} a month for the full line of ${formatMoney(offer.max)}`}
                    </span>
                    <span>{`${formatPercent(offer.rate, 3)} APR · ${formatPercent(offer.originationFee, 2)} fee`}</span>
                  </li>
                ))}
              </ul>
            )}
            <Button>Continue</Button>
            <a href={previewed.links.baseUrl}>{`About ${previewed.shortName}`}</a>
          </div>
        </>
      )}
    </section>
  );
}
