import { verifyAbilityToStartContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';

// Whether the identity may start an application (docs/product/registration-and-routing.md §4, §7).
export const verifyAbilityToStart = () => callContract(verifyAbilityToStartContract);
