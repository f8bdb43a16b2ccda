import { zodResolver } from '@hookform/resolvers/zod';
import {
  contactFormSchema,
  formatPhoneDisplay,
  formatPhoneInput,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUS_WHY,
  MARITAL_STATUSES,
  UNMARRIED_HINT,
  type ContactForm,
} from '@heloc/domain';
import type { ApplicationSummary } from '@heloc/domain/contracts';
import { Controller, FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { useApplicationSummary } from '../../../shared/application-summary/api/get-application-summary';
import { useSaveContact } from '../api/save-details';
import { DetailsLocked, SummaryLoadState } from './details-states';
import { AddressTypeaheadFields } from '../../../shared/address/address-typeahead-fields';
import { oneLineAddress } from './summary-format';
import './start.css';

interface ContactValues {
  email: string;
  phoneNumber: string;
  maritalStatus: string;
  mailingSameAsProperty: boolean | undefined;
  mailingAddress: { street1: string; street2: string; city: string; state: string; zip: string };
}

const MARITAL_OPTIONS = MARITAL_STATUSES.map((value) => ({
  value,
  label:
    value === 'UNMARRIED'
      ? `${MARITAL_STATUS_LABELS[value]} (${UNMARRIED_HINT.toLowerCase()})`
      : MARITAL_STATUS_LABELS[value],
}));

/** The saved contact details, else the registration's (the summary call answers whichever applies). */
const defaultsOf = (summary: ApplicationSummary): ContactValues => {
  const mail = summary.contact.mailingAddress;
  return {
    email: summary.contact.email,
    phoneNumber: summary.contact.phoneNumber ? formatPhoneDisplay(summary.contact.phoneNumber) : '',
    maritalStatus: summary.maritalStatus ?? '',
    mailingSameAsProperty: mail === null ? true : false,
    mailingAddress: {
      street1: mail?.street1 ?? '',
      street2: mail?.street2 ?? '',
      city: mail?.city ?? '',
      state: mail?.state ?? '',
      zip: mail?.zip ?? '',
    },
  };
};

/** /{uuid}/start/contact (COLLECT_ADDITIONAL_INFO): confirm or correct how we reach the applicant; marital status. */
export function ContactPage() {
  const { uuid = '' } = useParams();
  const summary = useApplicationSummary(uuid);
  if (!summary.data) return <SummaryLoadState title="Confirm your contact details" query={summary} />;
  if (summary.data.submitted) return <DetailsLocked uuid={uuid} title="Confirm your contact details" />;
  return <ContactForm uuid={uuid} summary={summary.data} />;
}

function ContactForm({ uuid, summary }: { uuid: string; summary: ApplicationSummary }) {
  const save = useSaveContact(uuid);
  const check = useStatusCheck(uuid);
  const form = useForm<ContactValues>({
    defaultValues: defaultsOf(summary),
    resolver: zodResolver(contactFormSchema) as unknown as Resolver<ContactValues>,
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, watch } = form;
  const { errors } = form.formState;
  const sameAsProperty = watch('mailingSameAsProperty');
  const choiceError = errors.mailingSameAsProperty?.message;

  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;

  const onSubmit = (values: FieldValues) => {
    const parsed = values as ContactForm;
    save.mutate(
      {
        email: parsed.email,
        phoneNumber: parsed.phoneNumber,
        maritalStatus: parsed.maritalStatus,
        mailingAddress: parsed.mailingSameAsProperty ? null : parsed.mailingAddress,
      },
      // The answer is the new status: the check routes on it (start/hmda, or back to the summary after an edit).
      { onSuccess: () => void check.check() },
    );
  };

  return (
    <section className="page page--narrow stack" aria-labelledby="contact-title">
      <h1 id="contact-title">Confirm your contact details</h1>
      <p className="page__lead">
        We filled these in from your registration. We use them to send your documents and to reach you about your
        application, so correct anything that has changed.
      </p>
      <FormProvider {...form}>
        <form className="stack" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          <h2>How we reach you</h2>
          <TextField
            {...register('email')}
            label="Email"
            type="email"
            isRequired
            autoComplete="email"
            error={errors.email?.message}
          />
          <TextField
            {...register('phoneNumber', {
              onChange: (event: { target: HTMLInputElement }) => {
                event.target.value = formatPhoneInput(event.target.value, 'US');
              },
            })}
            label="Mobile phone"
            type="tel"
            inputMode="tel"
            isRequired
            autoComplete="tel-national"
            maxLength={14}
            error={errors.phoneNumber?.message}
          />

          <Controller
            control={control}
            name="mailingSameAsProperty"
            render={({ field }) => (
              <fieldset
                className={`ui-field ui-radio-group${choiceError ? ' ui-field--invalid' : ''}`}
                aria-describedby={choiceError ? 'mailing-choice-error' : undefined}
              >
                <legend className="ui-field__label">Where should we send your mail?</legend>
                <label className="ui-radio-group__option">
                  <input
                    type="radio"
                    name={field.name}
                    checked={field.value === true}
                    onChange={() => field.onChange(true)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />{' '}
                  To the property: {oneLineAddress(summary.property)}
                </label>
                <label className="ui-radio-group__option">
                  <input
                    type="radio"
                    name={field.name}
                    checked={field.value === false}
                    onChange={() => field.onChange(false)}
                    onBlur={field.onBlur}
                  />{' '}
                  To another address
                </label>
                {choiceError && (
                  <p id="mailing-choice-error" className="ui-field__error">
                    {choiceError}
                  </p>
                )}
              </fieldset>
            )}
          />
          {sameAsProperty === false && (
            <AddressTypeaheadFields prefix="mailingAddress" streetLabel="Mailing street address" />
          )}

          <h2>Marital status</h2>
          <p>{MARITAL_STATUS_WHY}</p>
          <RadioGroupField
            {...register('maritalStatus')}
            legend="What is your marital status?"
            options={MARITAL_OPTIONS}
            error={errors.maritalStatus?.message}
          />

          {save.error && <Alert variant="error">{errorMessageOf(save.error)}</Alert>}
          {check.phase === 'error' && <Alert variant="error">{check.error}</Alert>}
          <div className="row">
            <SubmitButton isLoading={save.isPending} loadingLabel="Saving">
              Save and continue
            </SubmitButton>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
