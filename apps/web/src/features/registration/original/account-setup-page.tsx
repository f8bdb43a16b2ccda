import {
  consentsSchema,
  dateOfBirthSchema,
  emailSchema,
  isFeatureEnabled,
  phoneSchema,
  passwordSchema,
  PASSWORDS_DONT_MATCH_MESSAGE,
  REQUIRED_MESSAGE,
} from '@heloc/domain';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { Link, Navigate, useLocation } from 'react-router';
import { z } from 'zod';
import { useI18n, zodResolver } from '../../../lib/i18n';
import { useOrg } from '../../../lib/org-context';
import { BASE_PATH } from '../../../lib/public-paths';
import { redirectTarget } from '../../../lib/redirect';
import { Alert } from '../../../ui/alert';
import { buttonClassName } from '../../../ui/button';
import { lastNameOptions } from '../../../lib/environment';
import { SubmitButton } from '../../../ui/submit-button';
import { useRegistrationDraft } from '../draft/draft-context';
import { ConfirmPasswordField } from '../fields/confirm-password-field';
import { DateOfBirthField } from '../fields/date-of-birth-field';
import { EmailField } from '../fields/email-field';
import { nameFieldsSchema } from '../fields/field-schemas';
import { NameFields } from '../fields/name-fields';
import { PasswordField } from '../fields/password-field';
import { PhoneField } from '../fields/phone-field';
import { SmsConsents } from '../fields/sms-consents';
import { TermsConsents } from '../fields/terms-consents';
import { firstStepMessages } from '../first-step/first-step.messages';
import { useRegistrationFlow } from '../flow/registration-flow';
import { originalMessages as m } from './original.messages';

interface SchemaOptions {
  state: string | undefined;
  ageRestricted: boolean;
  needsContact: boolean;
  needsPassword: boolean;
}

// docs/product/widgets-and-calculations.md §3 "Person (registration)" and §5: the shared person form, without what the visitor already gave.
const accountSchema = ({ state, ageRestricted, needsContact, needsPassword }: SchemaOptions) =>
  nameFieldsSchema(lastNameOptions())
    .extend({
      dob: dateOfBirthSchema({ asOf: new Date(), state, ageRestricted }),
      email: needsContact ? emailSchema : z.string().optional(),
      phoneNumber: needsContact ? phoneSchema : z.string().optional(),
      phoneCountry: z.string().optional(),
      password: needsPassword ? passwordSchema : z.string().optional(),
      confirmPassword: needsPassword ? z.string().min(1, REQUIRED_MESSAGE) : z.string().optional(),
    })
    .extend(consentsSchema.shape)
    .refine((v) => !needsPassword || !v.confirmPassword || v.password === v.confirmPassword, {
      ...PASSWORDS_DONT_MATCH_MESSAGE,
      path: ['confirmPassword'],
    });

/** /register/account-setup (original flow): name, birthdate, contact, password and consents, then submit. */
export function AccountSetupPage() {
  const { draft, updateDraft, passwordRef } = useRegistrationDraft();
  const { options, flags, submission } = useRegistrationFlow();
  const org = useOrg();
  const { t, localize } = useI18n();
  const { search } = useLocation();
  const needsContact = !options.profileHasEmailAndPhone;
  const needsPassword = !options.signedIn;
  const schema = accountSchema({
    state: draft.propertyAddress?.state,
    ageRestricted: org.orgMetaData.variant.isAgeRestricted,
    needsContact,
    needsPassword,
  });
  const two = (n: number | undefined) => (n === undefined ? '' : String(n).padStart(2, '0'));
  const form = useForm({
    resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>),
    defaultValues: {
      firstName: draft.name?.firstName ?? '',
      middleName: draft.name?.middleName ?? '',
      lastName: draft.name?.lastName ?? '',
      suffix: draft.name?.suffix ?? 'N/A',
      dob: { month: two(draft.dob?.month), day: two(draft.dob?.day), year: draft.dob ? String(draft.dob.year) : '' },
      email: draft.email ?? '',
      phoneNumber: draft.phoneNumber ?? '',
      phoneCountry: 'US',
      password: '',
      confirmPassword: '',
      termPrivacyConsent: draft.termPrivacyConsent ?? false,
      communicationConsent: draft.communicationConsent ?? false,
      smsMarketingConsent: draft.smsMarketingConsent ?? false,
      smsTransactionalConsent: draft.smsTransactionalConsent ?? false,
    },
  });

  // docs/product/registration-and-routing.md §4: back to the start without a property street.
  if (!draft.propertyAddress?.street1) return <Navigate to={redirectTarget(`${BASE_PATH}/register`, search)} replace />;

  const onSubmit = form.handleSubmit((raw) => {
    const v = raw as z.infer<typeof schema>;
    if (needsPassword) passwordRef.current = v.password ?? '';
    const next = {
      ...draft,
      name: { firstName: v.firstName, middleName: v.middleName, lastName: v.lastName, suffix: v.suffix },
      dob: v.dob,
      email: needsContact ? v.email : draft.email,
      phoneNumber: needsContact ? v.phoneNumber : draft.phoneNumber,
      termPrivacyConsent: v.termPrivacyConsent,
      communicationConsent: v.communicationConsent,
      smsMarketingConsent: v.smsMarketingConsent === true,
      smsTransactionalConsent: v.smsTransactionalConsent === true,
    };
    updateDraft(next);
    return submission.submit(next);
  });

  return (
    <section className="registration-step" aria-labelledby="account-setup-title">
      <h1 id="account-setup-title">{t(m.accountSetupTitle)}</h1>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="stack">
          <NameFields isReadOnly={draft.isNamePrefilledByProfile === true} />
          <DateOfBirthField isReadOnly={draft.isDobPrefilledByProfile === true} />
          {needsContact && (
            <>
              <EmailField isReadOnly={draft.isEmailPrefilledByProfile === true} />
              <PhoneField />
            </>
          )}
          {needsPassword && (
            <>
              <PasswordField />
              <ConfirmPasswordField />
            </>
          )}
          <SmsConsents showTransactional={isFeatureEnabled(flags, 'sms-transactional-consent')} />
          <TermsConsents />
          {submission.error && <Alert variant="error">{localize(submission.error)}</Alert>}
          <div className="row row--spread registration-actions">
            <Link className={buttonClassName('secondary')} to={redirectTarget(`${BASE_PATH}/register`, search)}>
              {t(m.back)}
            </Link>
            <SubmitButton isLoading={submission.isSubmitting}>{t(firstStepMessages.continue)}</SubmitButton>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
