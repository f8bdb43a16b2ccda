import { AppError } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import { PROPERTY_PROCESSING, propertyRetry, runRetry } from './run-retry';
import type { Participation } from '../../platform/auth/access';

export const CHOICE_WRONG_STATUS_MESSAGE = 'A property can be picked only when we found more than one';
export const NOT_A_CANDIDATE_MESSAGE = 'Please choose one of the properties we found';

/** review-app/property (MULTIPLE_PROPERTIES): the parcel picked among those found; the lookup asks for it. */
export const chooseProperty = (
  ctx: ServiceContext,
  caller: Participation,
  { apn, requestKey }: { apn: string; requestKey: string },
) =>
  runRetry(ctx, caller, requestKey, {
    action: 'PROPERTY_CHOICE',
    from: ['MULTIPLE_PROPERTIES'],
    processing: PROPERTY_PROCESSING,
    wrongStatusMessage: CHOICE_WRONG_STATUS_MESSAGE,
    plan: (row) => {
      const chosen = (row.property_candidates ?? []).find((c) => c.apn === apn);
      if (!chosen) throw new AppError('bad_request', NOT_A_CANDIDATE_MESSAGE);
      return {
        ...propertyRetry,
        extra: {
          property_apn: chosen.apn,
          property_street1: chosen.address.street1,
          property_street2: chosen.address.street2,
          property_city: chosen.address.city,
          property_zip: chosen.address.zip,
        },
      };
    },
  });
