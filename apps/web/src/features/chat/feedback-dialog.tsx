import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHAT_ALERTS,
  CHAT_FEEDBACK_MAX_LENGTH,
  CHAT_FEEDBACK_REASONS,
  chatBadResponseFeedbackSchema,
  type ChatBadResponseFeedback,
} from '@heloc/domain';
import type { ChatMessage } from '@heloc/domain/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { RadioGroupField } from '../../ui/radio-group-field';
import { SubmitButton } from '../../ui/submit-button';
import { TextAreaField } from '../../ui/text-area-field';
import { useRateChatReply } from './api/rate-chat-reply';

const REASON_OPTIONS = CHAT_FEEDBACK_REASONS.map((reason) => ({ value: reason, label: reason }));

/** 'reason' or 'reason: info' (the info is at most 140 characters, the form's rule). */
export const feedbackMessageOf = ({ reason, additionalInfo }: ChatBadResponseFeedback): string => {
  const info = additionalInfo?.trim();
  return info ? `${reason}: ${info}` : reason;
};

export interface FeedbackDialogProps {
  /** The chatbot answer being rated; closed when null. */
  message: ChatMessage | null;
  conversationId: string;
  senderEmail: string;
  nonce: string | undefined;
  onClose: () => void;
  onRated: (messageUuid: string) => void;
}

/** docs/product/chat.md §1: 'Not helpful' asks a reason (required) and additional info (at most 140 characters). */
export function FeedbackDialog({ message, conversationId, senderEmail, nonce, onClose, onRated }: FeedbackDialogProps) {
  const rate = useRateChatReply();
  const { register, handleSubmit, formState, reset } = useForm<ChatBadResponseFeedback>({
    resolver: zodResolver(chatBadResponseFeedbackSchema),
    defaultValues: { reason: '', additionalInfo: '' },
  });
  const messageUuid = message?.uuid;
  useEffect(() => {
    reset({ reason: '', additionalInfo: '' });
    rate.reset();
    // Each answer opens a fresh form.
  }, [messageUuid]);

  const onSubmit = handleSubmit((values) => {
    if (!message) return;
    rate.mutate(
      {
        questionId: message.uuid,
        conversationId,
        responseToCustomer: message.body,
        feedbackMessage: feedbackMessageOf(values),
        rating: 'BAD',
        senderEmail,
        senderType: 'CUSTOMER',
        ...(nonce ? { nonce } : {}),
      },
      { onSuccess: () => onRated(message.uuid) },
    );
  });

  return (
    <Modal
      id="chat-feedback"
      title="Why was this answer not helpful?"
      isOpen={message !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <form className="stack" onSubmit={onSubmit} noValidate aria-label="Feedback on the answer">
        {rate.isError && <Alert variant="error">{CHAT_ALERTS.general.text}</Alert>}
        <RadioGroupField
          legend="Reason"
          options={REASON_OPTIONS}
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
        <TextAreaField
          label="Additional info (optional)"
          hint={`At most ${CHAT_FEEDBACK_MAX_LENGTH} characters.`}
          rows={3}
          error={formState.errors.additionalInfo?.message}
          {...register('additionalInfo')}
        />
        <div className="chat-dialog__actions">
          <SubmitButton isLoading={rate.isPending} loadingLabel="Sending">
            Send feedback
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
