import { registerIdentityContract, type RegisterIdentityBody } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { setToken } from '../../../lib/auth-token';

/** Creates the identity; the token comes back in the body (and the Authorization header) and is stored. */
export const registerIdentity = async (organization: string, body: RegisterIdentityBody) => {
  const answer = await callContract(registerIdentityContract, { query: { organization }, body });
  setToken(answer.jwt);
  return answer;
};
