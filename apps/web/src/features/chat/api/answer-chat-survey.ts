import { answerChatSurveyContract } from '@heloc/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';

export interface ChatSurveyAnswer {
  token: string;
  rating: number;
  comment?: string | undefined;
}

/** The ended panel's survey: once per chat (a second answer is 409). */
export const answerChatSurvey = ({ token, rating, comment }: ChatSurveyAnswer) =>
  callContract(answerChatSurveyContract, { body: { token, rating, ...(comment ? { comment } : {}) } });

export const useAnswerChatSurvey = () => useMutation({ mutationFn: answerChatSurvey });
