import { emailSchema, phoneSchema, lazySchema } from '@heloc/domain';
import { z } from 'zod';
import { useI18n } from '../../../lib/i18n';
import { useRegistrationDraft } from '../draft/draft-context';
import { EmailField } from '../fields/email-field';
import { PhoneField } from '../fields/phone-field';
import { StepForm } from './step-form';
import { stepsMessages as m } from './steps.messages';

const schema = lazySchema(() => z.object({ email: emailSchema, phoneNumber: phoneSchema, phoneCountry: z.string() }));

/** /register-v2/phone-and-email (docs/product/registration-and-routing.md §2; skipped when the profile has both, docs/product/registration-and-routing.md §2). */
export function PhoneAndEmailStep() {
  const { draft } = useRegistrationDraft();
  const { t } = useI18n();
  return (
    <StepForm
      step="phone-and-email"
      title={t(m.contactTitle)}
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
