import { endChatContract } from '@heloc/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';

/** The borrower ends their chat; the socket then tells the widget the conversation ended. */
export const endChat = (token: string) => callContract(endChatContract, { body: { token } });

export const useEndChat = () => useMutation({ mutationFn: endChat });
