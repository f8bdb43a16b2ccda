import { putIdentityAliasContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';

// The identity's phone alias, saved by the registration submit and the new authentication mode's sign-up (docs/product/registration-and-routing.md §4, §7).
export const savePhoneAlias = (phoneNumber: string) =>
  callContract(putIdentityAliasContract, { body: { type: 'Phone', value: phoneNumber } });
