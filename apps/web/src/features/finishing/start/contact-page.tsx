import {
  contactFormSchema,
  formatPhoneDisplay,
  formatPhoneInput,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUS_WHY,
  MARITAL_STATUSES,
  OWNERSHIP_TYPE_LABELS,
  OWNERSHIP_TYPES,
  UNMARRIED_HINT,
  type ContactForm,
} from '@heloc/domain';
import type { ApplicationSummary } from '@heloc/domain/contracts';
import { Controller, FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n, zodResolver } from '../../../lib/i18n';
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
import { startMessages as m } from './start.messages';
import { oneLineAddress } from './summary-format';
import './start.css';

interface ContactValues {
  email: string;
  phoneNumber: string;
  maritalStatus: string;
  ownershipType: string;
  mailingSameAsProperty: boolean | undefined;
  mailingAddress: { street1: string; street2: string; city: string; state: string; zip: string };
}

/** The saved contact details, else the registration's (the summary call answers whichever applies). */
const defaultsOf = (summary: ApplicationSummary): ContactValues => {
  const mail = summary.contact.mailingAddress;
  return {
    email: summary.contact.email,
    phoneNumber: summary.contact.phoneNumber ? formatPhoneDisplay(summary.contact.phoneNumber) : '',
    maritalStatus: summary.maritalStatus ?? '',
    ownershipType: summary.ownershipType ?? '',
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

/**
 * /{uuid}/start/contact (COLLECT_ADDITIONAL_INFO): confirm or correct how we reach the applicant; marital status; how
 * they hold title (sole, joint, trust: docs/product/registration-and-routing.md §3).
 */
export function ContactPage() {
  const { uuid = '' } = useParams();
  const summary = useApplicationSummary(uuid);
  const { t } = useI18n();
  if (!summary.data) return <SummaryLoadState title={t(m.contactPageTitle)} query={summary} />;
  if (summary.data.submitted) return <DetailsLocked uuid={uuid} title={t(m.contactPageTitle)} />;
  return <ContactForm uuid={uuid} summary={summary.data} />;
}

function ContactForm({ uuid, summary }: { uuid: string; summary: ApplicationSummary }) {
  const save = useSaveContact(uuid);
  const check = useStatusCheck(uuid);
  const { t, localize } = useI18n();
  const maritalOptions = MARITAL_STATUSES.map((value) => ({
    value,
    label:
      value === 'UNMARRIED'
        ? t(m.maritalWithHint, {
            label: localize(MARITAL_STATUS_LABELS[value]),
            hint: localize(UNMARRIED_HINT).toLowerCase(),
          })
        : localize(MARITAL_STATUS_LABELS[value]),
  }));
  const ownershipOptions = OWNERSHIP_TYPES.map((value) => ({
    value,
    label: localize(OWNERSHIP_TYPE_LABELS[value]),
  }));
  const form = useForm<ContactValues>({
    defaultValues: defaultsOf(summary),
    resolver: zodResolver(contactFormSchema) as unknown as Resolver<ContactValues>,
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, watch } = form;
  const { errors } = form.formState;
  const sameAsProperty = watch('mailingSameAsProperty');
  const choiceError = errors.mailingSameAsProperty?.message && localize(errors.mailingSameAsProperty.message);

  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;

  const onSubmit = (values: FieldValues) => {
    const parsed = values as ContactForm;
    save.mutate(
      {
        email: parsed.email,
        phoneNumber: parsed.phoneNumber,
        maritalStatus: parsed.maritalStatus,
        ownershipType: parsed.ownershipType,
        mailingAddress: parsed.mailingSameAsProperty ? null : parsed.mailingAddress,
      },
      // The answer is the new status: the check routes on it (start/hmda, or back to the summary after an edit).
      { onSuccess: () => void check.check() },
    );
  };

  return (
    <section className="page page--narrow stack" aria-labelledby="contact-title">
      <h1 id="contact-title">{t(m.contactPageTitle)}</h1>
      <p className="page__lead">{t(m.contactLead)}</p>
      <FormProvider {...form}>
        <form className="stack" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          <h2>{t(m.howWeReachYou)}</h2>
          <TextField
            {...register('email')}
            label={t(m.email)}
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
            label={t(m.mobilePhone)}
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
                <legend className="ui-field__label">{t(m.whereMail)}</legend>
                <label className="ui-radio-group__option">
                  <input
                    type="radio"
                    name={field.name}
                    checked={field.value === true}
                    onChange={() => field.onChange(true)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                  {t(m.toProperty, { address: oneLineAddress(summary.property) })}
                </label>
                <label className="ui-radio-group__option">
                  <input
                    type="radio"
                    name={field.name}
                    checked={field.value === false}
                    onChange={() => field.onChange(false)}
                    onBlur={field.onBlur}
                  />
                  {t(m.toAnotherAddress)}
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
            <AddressTypeaheadFields prefix="mailingAddress" streetLabel={t(m.mailingStreet)} />
          )}

          <h2>{t(m.maritalStatus)}</h2>
          <p>{localize(MARITAL_STATUS_WHY)}</p>
          <RadioGroupField
            {...register('maritalStatus')}
            legend={t(m.maritalQuestion)}
            options={maritalOptions}
            error={errors.maritalStatus?.message}
          />

          <h2>{t(m.ownershipTitle)}</h2>
          <p>{t(m.ownershipWhy)}</p>
          <RadioGroupField
            {...register('ownershipType')}
            legend={t(m.ownershipQuestion)}
            options={ownershipOptions}
            error={errors.ownershipType?.message}
          />

          {save.error && <Alert variant="error">{localize(errorMessageOf(save.error))}</Alert>}
          {check.phase === 'error' && <Alert variant="error">{localize(check.error ?? '')}</Alert>}
          <div className="row">
            <SubmitButton isLoading={save.isPending} loadingLabel={t(m.saving)}>
              {t(m.saveAndContinue)}
            </SubmitButton>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
