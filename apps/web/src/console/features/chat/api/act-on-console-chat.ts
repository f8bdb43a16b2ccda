import {
  closeConsoleChatContract,
  completeCallbackContract,
  takeConsoleChatContract,
  transferConsoleChatContract,
  type ConsoleChat,
} from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

/** An act on a chat answers the whole chat: it replaces the cached one, and the agents' lists are read again. */
const useChatAct = <A>(call: (args: A) => Promise<ConsoleChat>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (chat) => {
      queryClient.setQueryData(consoleKeys.chat(chat.row.uuid), chat);
      await queryClient.invalidateQueries({ queryKey: consoleKeys.chatLists() });
    },
  });
};

/** docs/product/chat.md §4: take a waiting chat (409 when another agent took it first). */
export const useTakeConsoleChat = () =>
  useChatAct((chatUuid: string) => staffCall(takeConsoleChatContract, { params: { chatUuid } }));

/** Hand the chat to another agent, or back to the queue (toStaffUuid null). */
export const useTransferConsoleChat = (chatUuid: string) =>
  useChatAct((toStaffUuid: string | null) =>
    staffCall(transferConsoleChatContract, { params: { chatUuid }, body: { toStaffUuid } }),
  );

/** End the chat: the borrower sees the ended panel. */
export const useCloseConsoleChat = (chatUuid: string) =>
  useChatAct(() => staffCall(closeConsoleChatContract, { params: { chatUuid } }));

/** A call-back request done once the borrower was called. */
export const useCompleteCallback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (callbackUuid: string) => staffCall(completeCallbackContract, { params: { callbackUuid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.chatLists() }),
  });
};
