import type { Contract, ContractResponse } from '@heloc/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { NO_SESSION, type Audience } from '../../../lib/transport/audience';
import { contractRequest, type ContractInput } from '../../../lib/transport/contract-request';
import { httpBlob, httpCall } from '../../../lib/transport/http-call';

/*
 * The chat's calls (docs/product/chat.md §4; docs/architecture.md "The transport and the socket"). Most go as the
 * customer portal's (lib/api-client.ts: the nonce with the borrower's token, the chat's token in the body). Two kinds
 * carry something of their own, and no refusal of theirs may end the borrower's session: the hours calls name the
 * organisation themselves (public calls of the customer audience), and the attachment calls carry the chat's token
 * (x-chat-token), the chat's own audience.
 */

/** A chat's token (docs/product/chat.md §4): sent as x-chat-token; a refusal is the widget's, never a session's end. */
export const chatTokenAudience = (token: string): Audience => ({
  credentials: 'same-origin',
  credentialHeaders: () => ({ 'x-chat-token': token }),
  ...NO_SESSION,
});

/** A public JSON call of a chat contract with its own headers. */
export const callWithHeaders = <C extends Contract>(
  contract: C,
  input: ContractInput<C> & { headers: Record<string, string> },
): Promise<ContractResponse<C>> =>
  apiRequest({ ...contractRequest(contract, input), headers: input.headers, isPublic: true });

/** A chat contract's call with the chat's token: JSON, or a multipart form as the body. */
export const callWithChatToken = <C extends Contract>(
  token: string,
  contract: C,
  input: ContractInput<C> & { form?: FormData },
): Promise<ContractResponse<C>> =>
  httpCall(chatTokenAudience(token), {
    ...contractRequest(contract, input),
    ...(input.form ? { body: input.form } : {}),
  });

/** A file of a chat contract, fetched with the chat's token, as a Blob. */
export const blobWithChatToken = <C extends Contract>(
  token: string,
  contract: C,
  params: ContractInput<C>['params'],
): Promise<Blob> => {
  const { method, path } = contractRequest(contract, { params });
  return httpBlob(chatTokenAudience(token), { method, path });
};
