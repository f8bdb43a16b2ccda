import { type z } from 'zod';
import { useI18n } from '../../../lib/i18n';
import { useRegistrationDraft } from '../draft/draft-context';
import { ConfirmPasswordField } from '../fields/confirm-password-field';
import { passwordFieldsSchema } from '../fields/field-schemas';
import { PasswordField } from '../fields/password-field';
import { StepForm } from './step-form';
import { stepsMessages as m } from './steps.messages';

/** /register-v2/set-password: the password stays in memory, never in the stored draft (docs/product/registration-and-routing.md §2, docs/product/widgets-and-calculations.md §5). */
export function SetPasswordStep() {
  const { passwordRef } = useRegistrationDraft();
  const { t } = useI18n();
  return (
    <StepForm
      step="set-password"
      title={t(m.passwordTitle)}
      schema={passwordFieldsSchema}
      defaultValues={{ password: '', confirmPassword: '' }}
      onValid={(values) => {
        passwordRef.current = (values as z.infer<typeof passwordFieldsSchema>).password;
        return {};
      }}
    >
      <PasswordField />
      <ConfirmPasswordField />
    </StepForm>
  );
}
