import { z } from 'zod';
import { useI18n } from '../../../lib/i18n';
import { useRegistrationDraft } from '../draft/draft-context';
import { AddressFields } from '../fields/address-fields';
import { addressFieldsSchema } from '../fields/field-schemas';
import { StepForm } from './step-form';
import { stepsMessages as m } from './steps.messages';
import { lazySchema } from '@heloc/domain';

const schema = lazySchema(() => z.object({ homeAddress: addressFieldsSchema() }));

/** /register-v2/home-address: where the applicant lives, asked only when the property is not their home (docs/product/registration-and-routing.md §4). */
export function HomeAddressStep() {
  const { draft } = useRegistrationDraft();
  const { t } = useI18n();
  const home = draft.homeAddress;
  return (
    <StepForm
      step="home-address"
      title={t(m.homeAddressTitle)}
      lead={t(m.homeAddressLead)}
      schema={schema}
      defaultValues={{
        homeAddress: {
          street1: home?.street1 ?? '',
          street2: home?.street2 ?? '',
          city: home?.city ?? '',
          state: home?.state ?? '',
          zip: home?.zip ?? '',
        },
      }}
      onValid={(values) => ({ homeAddress: (values as z.infer<typeof schema>).homeAddress })}
    >
      <AddressFields prefix="homeAddress" streetLabel={t(m.homeAddress)} />
    </StepForm>
  );
}
