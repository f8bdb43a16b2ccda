import { RegistrationDraftProvider } from './draft/draft-context';
import { RegistrationShell } from './flow/registration-shell';

/**
 * /account/heloc/register: the original registration's conditional wrapper (docs/product/registration-and-routing.md §2, docs/product/widgets-and-calculations.md §2). It lets a visitor in
 * only with a valid referrer where the organisation requires one, and frames account-setup and support.
 */
export function RegisterPage() {
  return (
    <RegistrationDraftProvider>
      <RegistrationShell kind="original" />
    </RegistrationDraftProvider>
  );
}
