import type { RegisterIdentityBody } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../../lib/session';
import { registerIdentity } from '../../../shared/identity/api/register-identity';
import { savePhoneAlias } from '../../../shared/identity/api/save-phone-alias';

/**
 * The new authentication mode's account (docs/product/registration-and-routing.md §2, docs/decisions.md): the
 * identity registration call with e-mail, mobile phone and password, the session kept, then the phone saved as the
 * identity's alias, so the profile the registration reads has both.
 */
export const signUp = async (organization: string, body: RegisterIdentityBody) => {
  const answer = await registerIdentity(organization, body);
  await savePhoneAlias(body.phoneNumber);
  return answer;
};

export const useSignUp = (organization: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterIdentityBody) => signUp(organization, body),
    onSuccess: () => queryClient.removeQueries({ queryKey: sessionKeys.all }),
  });
};
