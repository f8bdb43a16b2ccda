import type { Audience } from '@heloc/domain/contracts';

/**
 * What the route builder checked of a caller before the handler (contract-route.ts): the call's audience, which the
 * caller was admitted to. Set once every check of the audience has passed; null while they run, on a 'public' call
 * (nothing to check), on a route not built from a contract, and on an answer from the answer memory (kept only for a
 * caller who passed the checks when it was made). Tests read it to tell a caller admitted from one refused, whatever
 * the handler answers after; what a check finds (the caller's application, say) is handed to the handler here.
 */
export interface Access {
  audience: Exclude<Audience, 'public'>;
}
