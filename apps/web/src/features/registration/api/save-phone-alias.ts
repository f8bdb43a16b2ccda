import { putIdentityAliasContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';

// The identity's phone alias, saved by the registration submit (docs/product/registration-and-routing.md §4, §7).
export const savePhoneAlias = (phoneNumber: string) =>
  callContract(putIdentityAliasContract, { body: { type: 'Phone', value: phoneNumber } });
