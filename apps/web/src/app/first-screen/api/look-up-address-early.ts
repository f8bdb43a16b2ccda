import type { AddressSuggestion } from '@heloc/domain/contracts';
import { customerHeaders } from '../../../lib/transport/customer-headers';
import { send } from '../../../lib/transport/send';

/** The path of getAddressTypeaheadContract, without its schemas (the first step's bytes are budgeted). */
export const ADDRESS_LOOKUP_PATH = '/service-address/external/api/v1/typeahead';

const lookupUrl = (query: string) => `${ADDRESS_LOOKUP_PATH}?${new URLSearchParams({ query })}`;

/**
 * The typeahead's suggestions for `query`, asked by the first step's markup before the app has loaded
 * (docs/product/registration-and-routing.md §9); null when the call is refused.
 */
export const lookUpAddressEarly = (
  orgCode: string,
  query: string,
  signal?: AbortSignal,
): Promise<AddressSuggestion[] | null> =>
  send(
    lookupUrl(query),
    { credentials: 'include', headers: customerHeaders({ orgCode, token: null }), signal },
    async (response) => {
      if (!response?.ok) return null;
      const answer = (await response.json()) as { suggestions?: AddressSuggestion[] };
      return Array.isArray(answer.suggestions) ? answer.suggestions : [];
    },
  );

/** The first key tells the server an address is coming: it readies its lookup while the rest is typed. */
export const warmAddressLookup = (orgCode: string, query: string): void => {
  void send(
    lookupUrl(query),
    { credentials: 'include', headers: customerHeaders({ orgCode, token: null }) },
    () => undefined,
  ).catch(() => undefined);
};
