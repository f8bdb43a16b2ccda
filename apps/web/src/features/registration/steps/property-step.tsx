import { occupancySchema, lazySchema } from '@heloc/domain';
import { z } from 'zod';
import { useI18n } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { useRegistrationDraft } from '../draft/draft-context';
import { firstStepMessages as m } from '../first-step/first-step.messages';
import { AddressFields } from '../fields/address-fields';
import { addressFieldsSchema } from '../fields/field-schemas';
import { OccupancyField } from '../fields/occupancy-field';
import { WaitlistStateNotice } from '../flow/waitlist-state-notice';
import { usePropertyChecks } from '../flow/use-property-checks';
import { DisasterZipNotice } from '../flow/disaster-zip-notice';
import { NotaryNotice } from '../flow/notary-notice';
import { StepForm } from './step-form';

const schema = lazySchema(() =>
  z.object({ propertyAddress: addressFieldsSchema().extend({ occupancyType: occupancySchema }) }),
);
type Values = z.infer<typeof schema>;

/** /register-v2 index: the property address and its occupancy (docs/product/registration-and-routing.md §2, §4, §5). */
export function PropertyStep() {
  const { draft } = useRegistrationDraft();
  const checks = usePropertyChecks();
  const { t, localize } = useI18n();
  const address = draft.propertyAddress;

  const onValid = ({ propertyAddress }: Values) => {
    if (!checks.check(propertyAddress.state)) return false as const;
    // docs/product/registration-and-routing.md §4: with occupancy HOME the home address is cleared.
    return { propertyAddress, homeAddress: propertyAddress.occupancyType === 'HOME' ? undefined : draft.homeAddress };
  };

  return (
    <>
      <StepForm
        step="index"
        title={t(m.title)}
        lead={t(m.lead)}
        schema={schema}
        defaultValues={{
          propertyAddress: {
            street1: address?.street1 ?? '',
            street2: address?.street2 ?? '',
            city: address?.city ?? '',
            state: address?.state ?? '',
            zip: address?.zip ?? '',
            occupancyType: address?.occupancyType ?? null,
          },
        }}
        onValid={(values) => onValid(values as Values)}
      >
        <AddressFields prefix="propertyAddress" streetLabel={t(m.propertyStreet)} />
        <WaitlistStateNotice name="propertyAddress.state" />
        <DisasterZipNotice name="propertyAddress.zip" />
        <NotaryNotice prefix="propertyAddress" />
        <OccupancyField />
        {checks.blockedMessage && <Alert variant="error">{localize(checks.blockedMessage)}</Alert>}
      </StepForm>
      {checks.modals}
    </>
  );
}
