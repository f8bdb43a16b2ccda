import { joinWaitlistContract, type JoinWaitlistBody } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';

// The registration submit's first write (docs/product/registration-and-routing.md §4, §7).
export const joinWaitlist = (body: JoinWaitlistBody) => callContract(joinWaitlistContract, { body });
