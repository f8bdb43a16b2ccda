import { z } from 'zod';
import { useRegistrationDraft } from '../draft/draft-context';
import { AddressFields } from '../fields/address-fields';
import { addressFieldsSchema } from '../fields/field-schemas';
import { StepForm } from './step-form';

const schema = z.object({ homeAddress: addressFieldsSchema() });

/** /register-v2/home-address: where the applicant lives, asked only when the property is not their home (docs/product/registration-and-routing.md §4). */
export function HomeAddressStep() {
  const { draft } = useRegistrationDraft();
  const home = draft.homeAddress;
  return (
    <StepForm
      step="home-address"
      title="Where do you live?"
      lead="Your property is not your primary residence, so we also need your home address."
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
      <AddressFields prefix="homeAddress" streetLabel="Home address" />
    </StepForm>
  );
}
