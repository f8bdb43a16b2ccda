import { emailSchema, phoneSchema } from '@heloc/domain';
import { z } from 'zod';
import { useRegistrationDraft } from '../draft/draft-context';
import { EmailField } from '../fields/email-field';
import { PhoneField } from '../fields/phone-field';
import { StepForm } from './step-form';

const schema = z.object({ email: emailSchema, phoneNumber: phoneSchema, phoneCountry: z.string() });

/** /register-v2/phone-and-email (docs/product/registration-and-routing.md §2; skipped when the profile has both, docs/product/registration-and-routing.md §2). */
export function PhoneAndEmailStep() {
  const { draft } = useRegistrationDraft();
  return (
    <StepForm
      step="phone-and-email"
      title="How can we reach you?"
      schema={schema}
      defaultValues={{ email: draft.email ?? '', phoneNumber: draft.phoneNumber ?? '', phoneCountry: 'US' }}
      onValid={(values) => {
        const { email, phoneNumber } = values as z.infer<typeof schema>;
        return { email, phoneNumber };
      }}
    >
      <EmailField isReadOnly={draft.isEmailPrefilledByProfile === true} />
      <PhoneField />
    </StepForm>
  );
}
