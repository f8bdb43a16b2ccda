import { saveUserConsentsContract, type SaveUserConsentsBody } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';

// The SMS consents, saved by the registration submit (docs/product/registration-and-routing.md §4, §7).
export const saveSmsConsents = (body: SaveUserConsentsBody) => callContract(saveUserConsentsContract, { body });
