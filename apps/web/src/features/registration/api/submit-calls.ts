import {
  createHelocContract,
  joinWaitlistContract,
  putIdentityAliasContract,
  registerIdentityContract,
  saveUserConsentsContract,
  verifyAbilityToStartContract,
  type CreateHelocBody,
  type JoinWaitlistBody,
  type RegisterIdentityBody,
  type SaveUserConsentsBody,
} from '@heloc/domain/contracts';
import { apiRequest, callContract, fillPath } from '../../../lib/api-client';
import { setToken } from '../../../lib/auth-token';

// The write calls of the registration submit (docs/product/registration-and-routing.md §4, §7), in the order the submit makes them.

export const joinWaitlist = (body: JoinWaitlistBody) => callContract(joinWaitlistContract, { body });

/** Creates the identity; the token comes back in the body (and the Authorization header) and is stored. */
export const registerIdentity = async (organization: string, body: RegisterIdentityBody) => {
  const answer = await callContract(registerIdentityContract, { query: { organization }, body });
  setToken(answer.jwt);
  return answer;
};

export const savePhoneAlias = (phoneNumber: string) =>
  callContract(putIdentityAliasContract, { body: { type: 'Phone', value: phoneNumber } });

export const verifyAbilityToStart = () => callContract(verifyAbilityToStartContract);

/** Create HELOC with the idempotency-key header, so a retry or a double click answers the same application. */
export const createHeloc = (state: string, body: CreateHelocBody, idempotencyKey: string) =>
  apiRequest({
    method: createHelocContract.method,
    path: fillPath(createHelocContract.path),
    query: { state },
    body,
    headers: { 'idempotency-key': idempotencyKey },
    schema: createHelocContract.response[200],
  });

export const saveSmsConsents = (body: SaveUserConsentsBody) => callContract(saveUserConsentsContract, { body });
