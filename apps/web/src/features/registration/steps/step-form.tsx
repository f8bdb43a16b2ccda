import {
  consentsSchema,
  getRegistrationSteps,
  isFeatureEnabled,
  nextRegistrationStep,
  resolveRegistrationStep,
  type RegistrationStep,
} from '@heloc/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { SIGN_UP_PATH } from '../../../lib/public-paths';
import { useI18n, zodResolver } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { SubmitButton } from '../../../ui/submit-button';
import { useRegistrationDraft } from '../draft/draft-context';
import type { RegistrationDraft } from '../draft/registration-draft';
import { SmsConsents } from '../fields/sms-consents';
import { TermsConsents } from '../fields/terms-consents';
import { useFirstStepHandoff } from '../first-step/first-step-handoff';
import { useRegistrationFlow } from '../flow/registration-flow';
import { isLastRegistrationStep, previousRegistrationStep, stepHref } from '../flow/step-navigation';
import { firstStepMessages } from '../first-step/first-step.messages';
import { prefetchSteps } from './step-modules';
import { stepsMessages as m } from './steps.messages';

const CONSENT_KEYS = [
  'termPrivacyConsent',
  'communicationConsent',
  'smsMarketingConsent',
  'smsTransactionalConsent',
] as const;

export interface StepFormProps {
  step: RegistrationStep;
  title: string;
  lead?: string;
  schema: z.ZodType;
  defaultValues: FieldValues;
  /** Turns the valid values into a draft patch; `false` stays on the step (a modal or a warning took over). */
  onValid: (values: FieldValues) => Partial<RegistrationDraft> | false;
  children: ReactNode;
}

/**
 * One step of /register-v2 (docs/product/registration-and-routing.md §2, §4): its form validated by the domain schemas, Back and Continue. The last
 * step of this visitor's flow also carries the consents and submits the registration.
 */
export function StepForm({ step, title, lead, schema, defaultValues, onValid, children }: StepFormProps) {
  const { t, localize } = useI18n();
  const { draft, updateDraft } = useRegistrationDraft();
  const { options, flags, submission } = useRegistrationFlow();
  const navigate = useNavigate();
  const { search } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const state = {
    propertyStreet1: draft.propertyAddress?.street1,
    occupancyType: draft.propertyAddress?.occupancyType,
  };
  const isLast = isLastRegistrationStep(step, state, options);
  const consentDefaults = Object.fromEntries(CONSENT_KEYS.map((key) => [key, draft[key] ?? false]));
  // Going back keeps what was typed: values left unchecked by Back win over the stored ones.
  const initial = { ...defaultValues, ...(isLast ? consentDefaults : {}), ...draft.typed?.[step] };
  const form = useForm({
    resolver: zodResolver(
      (isLast ? z.intersection(schema, consentsSchema) : schema) as z.ZodType<FieldValues, FieldValues>,
    ),
    defaultValues: initial,
  });

  // A prefill (profile, offer code, affiliate) can land after the step first rendered: show it unless the user typed.
  const defaultsKey = JSON.stringify(initial);
  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ ...form.getValues(), ...(JSON.parse(defaultsKey) as FieldValues) });
  }, [defaultsKey, form]);

  // The first step may take over from its preview: what was typed there carries over, and so does the caret.
  const hasRestoredFocus = useFirstStepHandoff(form, formRef);

  // Move focus to the new step's heading so keyboard and screen-reader users start at the top.
  useEffect(() => {
    if (!hasRestoredFocus.current) heading.current?.focus();
  }, [step, hasRestoredFocus]);

  // The step Continue leads to loads while the visitor fills this one in (after the property step, either of the two
  // that its occupancy picks).
  const nextSteps = (['HOME', 'SECONDARY'] as const)
    .map((occupancyType) => nextRegistrationStep(step, { propertyStreet1: 'x', occupancyType }, options))
    .filter((next) => next !== 'submit');
  const nextStepsKey = [...new Set(nextSteps)].join(' ');
  useEffect(
    () => (nextStepsKey ? prefetchSteps(nextStepsKey.split(' ') as RegistrationStep[]) : undefined),
    [nextStepsKey],
  );

  // docs/product/registration-and-routing.md §4: the flow returns to the start if no property street is set.
  if (resolveRegistrationStep(step, state) !== step) return <Navigate to={stepHref('index', search)} replace />;

  // A step this visitor skips (contact, password: signed in or new auth mode) hands over to their last step; not
  // while a submit runs or shows its outcome, since creating the identity signs the visitor in mid-submit.
  const steps = getRegistrationSteps(options);
  const isSubmitBusy = submission.isSubmitting || submission.error !== undefined || submission.modal !== undefined;
  if (!steps.includes(step) && !isSubmitBusy)
    return <Navigate to={stepHref(steps[steps.length - 1]!, search)} replace />;

  const previous = previousRegistrationStep(step, state, options);
  const onSubmit = form.handleSubmit((values) => {
    const patch = onValid(values);
    if (patch === false) return;
    const consents = isLast ? Object.fromEntries(CONSENT_KEYS.map((key) => [key, values[key] === true])) : {};
    const { [step]: _done, ...typed } = draft.typed ?? {};
    const next = { ...draft, ...patch, ...consents, typed };
    updateDraft(next);
    // docs/product/registration-and-routing.md §2: in the new authentication mode the steps ask no contact nor
    // password; a visitor without a session makes the account (or logs in) first, and comes back here to submit.
    if (isLast && options.newAuthMode && !options.signedIn) {
      void navigate(`${SIGN_UP_PATH}?redirectUrl=${encodeURIComponent(stepHref(step, search))}`);
      return undefined;
    }
    if (isLast) return submission.submit(next);
    const target = nextRegistrationStep(
      step,
      { propertyStreet1: next.propertyAddress?.street1, occupancyType: next.propertyAddress?.occupancyType },
      options,
    );
    if (target !== 'submit') void navigate(stepHref(target, search));
  });

  return (
    <section className="registration-step" aria-labelledby="registration-step-title">
      <h1 id="registration-step-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {lead && <p className="page__lead">{lead}</p>}
      <FormProvider {...form}>
        <form ref={formRef} noValidate onSubmit={onSubmit} className="stack">
          {children}
          {isLast && (
            <>
              <SmsConsents showTransactional={isFeatureEnabled(flags, 'sms-transactional-consent')} />
              <TermsConsents />
            </>
          )}
          {isLast && submission.error && <Alert variant="error">{localize(submission.error)}</Alert>}
          <div className="row row--spread registration-actions">
            {previous ? (
              <Button
                variant="secondary"
                onClick={() => {
                  const { password: _p, confirmPassword: _c, ...values } = form.getValues();
                  updateDraft({ typed: { ...draft.typed, [step]: values } });
                  void navigate(stepHref(previous, search));
                }}
              >
                {t(m.back)}
              </Button>
            ) : (
              <span />
            )}
            <SubmitButton isLoading={submission.isSubmitting}>{t(firstStepMessages.continue)}</SubmitButton>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
