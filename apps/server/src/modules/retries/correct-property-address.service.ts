import { AppError } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import { PROPERTY_PROCESSING, propertyRetry, runRetry } from './run-retry';
import type { Participation } from '../../platform/auth/access';

export const ADDRESS_WRONG_STATUS_MESSAGE =
  'Your address can be corrected only while we look for your property (none found, or none of several is yours)';
export const otherStateMessage = (state: string) =>
  `Your property must be in ${state}, the state of this application. To apply for a property in another state, ` +
  'start a new application.';

interface AddressInput {
  street1: string;
  street2?: string | null | undefined;
  city: string;
  state: string;
  zip: string;
}

/**
 * review-app/property (NO_PROPERTY_FOUND, or MULTIPLE_PROPERTIES when none of those found is the applicant's: their own
 * way forward, docs/product/operations-console.md §5): the corrected address, in the application's state, re-runs the
 * lookup.
 */
export const correctPropertyAddress = (
  ctx: ServiceContext,
  caller: Participation,
  { address, requestKey }: { address: AddressInput; requestKey: string },
) =>
  runRetry(ctx, caller, requestKey, {
    action: 'PROPERTY_ADDRESS',
    from: ['NO_PROPERTY_FOUND', 'MULTIPLE_PROPERTIES'],
    processing: PROPERTY_PROCESSING,
    wrongStatusMessage: ADDRESS_WRONG_STATUS_MESSAGE,
    plan: (row) => {
      // The state decided the lender's licence, eligibility and pricing of this application: it stays.
      if (row.property_state && address.state !== row.property_state) {
        throw new AppError('bad_request', otherStateMessage(row.property_state));
      }
      return {
        ...propertyRetry,
        extra: {
          property_street1: address.street1.trim(),
          property_street2: address.street2?.trim() || null,
          property_city: address.city.trim(),
          property_zip: address.zip,
          property_apn: null,
        },
      };
    },
  });
