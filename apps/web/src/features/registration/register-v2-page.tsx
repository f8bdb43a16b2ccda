import { RegistrationDraftProvider } from './draft/draft-context';
import { RegistrationShell } from './flow/registration-shell';

/** /account/heloc/register-v2: the redesigned registration (docs/product/registration-and-routing.md §2); its steps render in the Outlet. */
export function RegisterV2Page() {
  return (
    <RegistrationDraftProvider>
      <RegistrationShell kind="v2" />
    </RegistrationDraftProvider>
  );
}
