import { needsIncomeConfirmation, occupancySchema, lazySchema } from '@heloc/domain';
import { useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { useI18n, zodResolver } from '../../../lib/i18n';
import { BASE_PATH } from '../../../lib/public-paths';
import { redirectTarget } from '../../../lib/redirect';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { SubmitButton } from '../../../ui/submit-button';
import { useRegistrationDraft } from '../draft/draft-context';
import { firstStepMessages } from '../first-step/first-step.messages';
import { useFirstStepHandoff } from '../first-step/first-step-handoff';
import { AddressFields } from '../fields/address-fields';
import {
  addressFieldsSchema,
  forSaleFieldSchema,
  forSaleFieldValue,
  incomeFieldsSchema,
} from '../fields/field-schemas';
import { ForSaleField } from '../fields/for-sale-field';
import { IncomeFields } from '../fields/income-fields';
import { OccupancyField } from '../fields/occupancy-field';
import { DisasterZipNotice } from '../flow/disaster-zip-notice';
import { WaitlistStateNotice } from '../flow/waitlist-state-notice';
import { usePropertyChecks } from '../flow/use-property-checks';
import { stepsMessages } from '../steps/steps.messages';
import { originalMessages as m } from './original.messages';

// docs/product/registration-and-routing.md §4: the home address is asked (and checked) only when the occupancy is not HOME.
const schema = lazySchema(() =>
  z
    .object({
      propertyAddress: addressFieldsSchema().extend({ occupancyType: occupancySchema }),
      homeAddress: z.unknown(),
      isListedForSale: forSaleFieldSchema,
    })
    .and(incomeFieldsSchema)
    .superRefine((values, ctx) => {
      if (values.propertyAddress.occupancyType === 'HOME') return;
      const home = addressFieldsSchema().safeParse(values.homeAddress);
      for (const issue of home.error?.issues ?? [])
        ctx.addIssue({ ...issue, path: ['homeAddress', ...issue.path] } as z.core.$ZodRawIssue);
    }),
);
type Values = z.infer<typeof schema>;

function HomeAddressWhenNeeded() {
  const { t } = useI18n();
  const occupancy = useWatch({ name: 'propertyAddress.occupancyType' }) as string | null;
  if (!occupancy || occupancy === 'HOME') return null;
  return <AddressFields prefix="homeAddress" streetLabel={t(m.homeAddress)} />;
}

/** /register (original flow), first step: property, occupancy, home address, for-sale and income (docs/product/registration-and-routing.md §2-5). */
export function PropertyIncomePage() {
  const { draft, updateDraft } = useRegistrationDraft();
  const navigate = useNavigate();
  const { search } = useLocation();
  const checks = usePropertyChecks();
  const { t, localize } = useI18n();
  const [pendingIncome, setPendingIncome] = useState<number>();
  const confirmed = useRef<number | undefined>(undefined);
  const address = (a: typeof draft.homeAddress) => ({
    street1: a?.street1 ?? '',
    street2: a?.street2 ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    zip: a?.zip ?? '',
  });
  const form = useForm({
    resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>),
    defaultValues: {
      propertyAddress: {
        ...address(draft.propertyAddress),
        occupancyType: draft.propertyAddress?.occupancyType ?? null,
      },
      homeAddress: address(draft.homeAddress),
      isListedForSale: forSaleFieldValue(draft.isListedForSale),
      employmentType: draft.income?.employmentType ?? '',
      income: draft.income?.income ?? draft.prefillIncome ?? '',
      otherIncome: draft.income?.otherIncome ?? '',
    },
  });

  // Takes over from the first-step preview when one is on screen (what was typed, the caret).
  const formRef = useRef<HTMLFormElement>(null);
  useFirstStepHandoff(form, formRef);

  const onSubmit = form.handleSubmit((raw) => {
    const values = raw as Values;
    if (!checks.check(values.propertyAddress.state)) return;
    if (needsIncomeConfirmation(values.income) && confirmed.current !== values.income)
      return setPendingIncome(values.income);
    const isHome = values.propertyAddress.occupancyType === 'HOME';
    updateDraft({
      propertyAddress: values.propertyAddress,
      homeAddress: isHome ? undefined : (values.homeAddress as typeof draft.homeAddress),
      isListedForSale: values.isListedForSale,
      hasSaleStatusBeenSet: true,
      income: { income: values.income, otherIncome: values.otherIncome, employmentType: values.employmentType },
      hasIncomeBeenSet: true,
    });
    void navigate(redirectTarget(`${BASE_PATH}/register/account-setup`, search));
  });

  return (
    <section className="registration-step" aria-labelledby="register-title">
      <h1 id="register-title">{t(firstStepMessages.title)}</h1>
      <FormProvider {...form}>
        <form ref={formRef} noValidate onSubmit={onSubmit} className="stack">
          <AddressFields prefix="propertyAddress" streetLabel={t(firstStepMessages.propertyStreet)} />
          <WaitlistStateNotice name="propertyAddress.state" />
          <DisasterZipNotice name="propertyAddress.zip" />
          <OccupancyField />
          <HomeAddressWhenNeeded />
          <ForSaleField />
          <IncomeFields />
          {pendingIncome !== undefined && (
            <Alert variant="warn">
              <p>{t(stepsMessages.incomeConfirmation)}</p>
              <Button type="submit" variant="secondary" onClick={() => (confirmed.current = pendingIncome)}>
                {t(stepsMessages.confirm)}
              </Button>
            </Alert>
          )}
          {checks.blockedMessage && <Alert variant="error">{localize(checks.blockedMessage)}</Alert>}
          <div className="row row--spread registration-actions">
            <span />
            <SubmitButton>{t(firstStepMessages.continue)}</SubmitButton>
          </div>
        </form>
      </FormProvider>
      {checks.modals}
    </section>
  );
}
