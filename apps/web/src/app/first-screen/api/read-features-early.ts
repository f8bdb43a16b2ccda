import { keepEarlyAnswer } from '../../../lib/early-reads';
import { customerHeaders } from '../../../lib/transport/customer-headers';
import { send } from '../../../lib/transport/send';

/**
 * docs/product/widgets-and-calculations.md §7: the features call of lib/flags.ts (getFeaturesContract), made before
 * the app's code has arrived, through the transport's core (its schemas wait for the app: first-screen-budget.test.ts).
 */
export const FEATURES_PATH = '/service-optimize/external/api/v1/features';

export interface Feature {
  key: string;
  enabled: boolean;
  variables?: Record<string, unknown>;
}

/**
 * The flags of a visitor of `orgCode`, or null when the call fails. The app's own features call, when it starts, takes
 * a copy of a successful answer rather than asking again (one that failed, it asks again).
 */
export const readFeaturesEarly = async (orgCode: string): Promise<Feature[] | null> => {
  const body = JSON.stringify({ optimizeUser: { organization: orgCode } });
  try {
    return await send(
      FEATURES_PATH,
      {
        method: 'POST',
        credentials: 'include',
        headers: customerHeaders({ orgCode, token: null, hasBody: true }),
        body,
      },
      async (response) => {
        if (!response?.ok) return null;
        keepEarlyAnswer(
          { method: 'POST', path: FEATURES_PATH, authorization: null, body },
          Promise.resolve(response.clone()),
        );
        const answer = (await response.json()) as { features?: Feature[] };
        return Array.isArray(answer.features) ? answer.features : null;
      },
    );
  } catch {
    return null;
  }
};
