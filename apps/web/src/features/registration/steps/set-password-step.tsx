import { type z } from 'zod';
import { useRegistrationDraft } from '../draft/draft-context';
import { ConfirmPasswordField } from '../fields/confirm-password-field';
import { passwordFieldsSchema } from '../fields/field-schemas';
import { PasswordField } from '../fields/password-field';
import { StepForm } from './step-form';

/** /register-v2/set-password: the password stays in memory, never in the stored draft (docs/product/registration-and-routing.md §2, docs/product/widgets-and-calculations.md §5). */
export function SetPasswordStep() {
  const { passwordRef } = useRegistrationDraft();
  return (
    <StepForm
      step="set-password"
      title="Create your password"
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
