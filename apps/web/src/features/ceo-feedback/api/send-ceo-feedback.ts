import { type SendCeoFeedbackBody, sendCeoFeedbackContract } from '@heloc/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';

/** POST /service-profile/api/v1/feedback/ceo (docs/product/application-area.md §7). */
export const sendCeoFeedback = (body: SendCeoFeedbackBody) => callContract(sendCeoFeedbackContract, { body });

export const useSendCeoFeedback = () => useMutation({ mutationFn: sendCeoFeedback });
