import { addressSchema, lazySchema } from '@heloc/domain';
import type { Address, PropertyCandidate } from '@heloc/domain/contracts';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useParams } from 'react-router';
import { z } from 'zod';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { SubmitButton } from '../../../ui/submit-button';
import { AddressTypeaheadFields } from '../../../shared/address/address-typeahead-fields';
import { useChooseProperty } from '../api/choose-property';
import { useCorrectPropertyAddress } from '../api/correct-property-address';
import { usePropertyReview } from '../api/get-property-review';
import { useRequestKey } from '../api/retry-request-key';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { useI18n, zodResolver } from '../../../lib/i18n';
import { propertyReviewMessages as m } from './property-review-page.messages';
import './property.css';

const STATUSES = ['NO_PROPERTY_FOUND', 'MULTIPLE_PROPERTIES'];

const oneLine = (a: Address) => [a.street1, a.street2, a.city, `${a.state} ${a.zip}`].filter(Boolean).join(', ');

/**
 * /{uuid}/review-app/property (NO_PROPERTY_FOUND, MULTIPLE_PROPERTIES, docs/product/registration-and-routing.md §4): public records found no property
 * at the address (correct it, with the lookup typeahead, and search again) or several (pick yours: address, owner of
 * record, parcel number). Either way the application then continues to the offers.
 */
export function PropertyReviewPage() {
  const { uuid = '' } = useParams();
  const review = usePropertyReview(uuid);
  const check = useStatusCheck(uuid);
  const { t, localize } = useI18n();
  const routed = useRef(false);
  // Several found and none is the applicant's: their own way on is the corrected address (docs/product/operations-console.md §5).
  const [noneMine, setNoneMine] = useState(false);
  const runCheck = check.check;
  const current = review.data?.status.checklistStatus;
  const isElsewhere = current !== undefined && !STATUSES.includes(current);

  useEffect(() => {
    if (routed.current || !isElsewhere) return;
    routed.current = true;
    void runCheck();
  }, [runCheck, isElsewhere]);

  if (check.phase === 'checking' || isElsewhere) {
    return <ProcessingScreen checklistStatus={check.status?.checklistStatus ?? current} />;
  }
  if (review.error) return <Alert variant="error">{localize(errorMessageOf(review.error))}</Alert>;
  if (!review.data) return <Spinner label={t(m.loading)} size="lg" />;
  const onAnswered = () => {
    setNoneMine(false);
    void check.check();
  };
  return current === 'MULTIPLE_PROPERTIES' && !noneMine ? (
    <ChooseProperty
      uuid={uuid}
      candidates={review.data.candidates}
      onAnswered={onAnswered}
      check={check}
      onNoneMine={() => setNoneMine(true)}
    />
  ) : (
    <CorrectAddress
      uuid={uuid}
      address={review.data.address}
      onAnswered={onAnswered}
      check={check}
      {...(current === 'MULTIPLE_PROPERTIES' ? { onBack: () => setNoneMine(false) } : {})}
    />
  );
}

interface StepProps {
  uuid: string;
  onAnswered: () => void;
  check: ReturnType<typeof useStatusCheck>;
}

const addressFormSchema = lazySchema(() => z.object({ address: addressSchema() }));
interface AddressValues {
  address: { street1: string; street2: string; city: string; state: string; zip: string };
}

/** `onBack`: reached from the properties found (none was the applicant's), with the way back to them. */
function CorrectAddress({
  uuid,
  address,
  onAnswered,
  check,
  onBack,
}: StepProps & { address: Address | null; onBack?: () => void }) {
  const { t, localize } = useI18n();
  const correct = useCorrectPropertyAddress(uuid);
  const [requestKey, renewKey] = useRequestKey();
  const [notFoundAgain, setNotFoundAgain] = useState(false);
  const form = useForm<AddressValues>({
    defaultValues: {
      address: {
        street1: address?.street1 ?? '',
        street2: address?.street2 ?? '',
        city: address?.city ?? '',
        state: address?.state ?? '',
        zip: address?.zip ?? '',
      },
    },
    resolver: zodResolver(addressFormSchema) as unknown as Resolver<AddressValues>,
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit((values) => {
    const parsed = addressFormSchema.parse(values).address;
    correct.mutate(
      { address: { ...parsed, street2: parsed.street2 || null }, requestKey },
      {
        onSuccess: (answer) => {
          renewKey();
          if (answer.status.checklistStatus === 'NO_PROPERTY_FOUND') setNotFoundAgain(true);
          else onAnswered();
        },
      },
    );
  });

  const shown = address ? oneLine(address) : t(m.addressGiven);
  return (
    <section className="page page--narrow stack property-page" aria-labelledby="property-title">
      {onBack ? (
        <>
          <h1 id="property-title">{t(m.correctTitle)}</h1>
          <p className="page__lead">{t(m.correctLead, { address: shown })}</p>
        </>
      ) : (
        <>
          <h1 id="property-title">{t(m.notFoundTitle)}</h1>
          <p className="page__lead">{t(m.notFoundLead, { address: shown })}</p>
        </>
      )}
      {notFoundAgain && (
        <Alert variant="warn" title={t(m.stillTitle)}>
          <p>{t(m.stillBody)}</p>
        </Alert>
      )}
      <FormProvider {...form}>
        <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
          <AddressTypeaheadFields prefix="address" streetLabel={t(m.streetLabel)} />
          {correct.error && <Alert variant="error">{localize(errorMessageOf(correct.error))}</Alert>}
          {check.phase === 'error' && check.error && <Alert variant="error">{localize(check.error)}</Alert>}
          <div className="row">
            <SubmitButton isLoading={correct.isPending} loadingLabel={t(m.searching)}>
              {t(m.searchAgain)}
            </SubmitButton>
            {onBack && (
              <Button variant="secondary" onClick={onBack}>
                {t(m.backToFound)}
              </Button>
            )}
          </div>
        </form>
      </FormProvider>
      <p>{t(m.sameState)}</p>
      <SupportContact />
    </section>
  );
}

function ChooseProperty({
  uuid,
  candidates,
  onAnswered,
  check,
  onNoneMine,
}: StepProps & { candidates: PropertyCandidate[]; onNoneMine: () => void }) {
  const { t, localize } = useI18n();
  const choose = useChooseProperty(uuid);
  const [requestKey, renewKey] = useRequestKey();
  const [apn, setApn] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!apn) {
      setError(t(m.chooseError));
      return;
    }
    choose.mutate(
      { apn, requestKey },
      {
        onSuccess: () => {
          renewKey();
          onAnswered();
        },
      },
    );
  };

  return (
    <section className="page page--narrow stack property-page" aria-labelledby="property-title">
      <h1 id="property-title">{t(m.chooseTitle)}</h1>
      <p className="page__lead">{t(m.chooseLead)}</p>
      <form className="stack" noValidate onSubmit={onSubmit}>
        <fieldset
          className={`ui-field ui-radio-group property-choices${error ? ' ui-field--invalid' : ''}`}
          aria-describedby={error ? 'property-choice-error' : undefined}
        >
          <legend className="ui-field__label">{t(m.found)}</legend>
          {candidates.map((candidate) => (
            <label key={candidate.apn} className="property-choice">
              <input
                type="radio"
                name="property"
                value={candidate.apn}
                checked={apn === candidate.apn}
                onChange={() => {
                  setApn(candidate.apn);
                  setError(undefined);
                }}
              />
              <span className="property-choice__text">
                <strong>{oneLine(candidate.address)}</strong>
                <span>{t(m.owner, { owner: candidate.ownerName ?? t(m.ownerUnknown) })}</span>
                <span>{t(m.parcel, { apn: candidate.apn })}</span>
              </span>
            </label>
          ))}
          {error && (
            <p id="property-choice-error" className="ui-field__error">
              {error}
            </p>
          )}
        </fieldset>
        {choose.error && <Alert variant="error">{localize(errorMessageOf(choose.error))}</Alert>}
        {check.phase === 'error' && check.error && <Alert variant="error">{localize(check.error)}</Alert>}
        <div className="row">
          <SubmitButton isLoading={choose.isPending} loadingLabel={t(m.saving)}>
            {t(m.continue)}
          </SubmitButton>
        </div>
      </form>
      <h2>{t(m.noneTitle)}</h2>
      <p>{t(m.noneBody)}</p>
      <div className="row">
        <Button variant="secondary" onClick={onNoneMine}>
          {t(m.correctMine)}
        </Button>
      </div>
      <SupportContact />
    </section>
  );
}
