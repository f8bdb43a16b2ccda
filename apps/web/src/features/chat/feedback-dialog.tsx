import {
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
import type { MessageDescriptor } from 'react-intl';
import { useI18n, zodResolver } from '../../lib/i18n';
import { chatMessages as m } from './chat.messages';

/** The reasons' words (the value sent stays the domain's English reason). */
const REASON_LABELS: Record<(typeof CHAT_FEEDBACK_REASONS)[number], MessageDescriptor> = {
  'The answer was wrong': m.reasonWrong,
  'The answer did not match my question': m.reasonMismatch,
  'The answer was hard to understand': m.reasonHard,
  'I need to talk to a person': m.reasonPerson,
  'Something else': m.reasonOther,
};

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
  const { t, localize } = useI18n();
  const reasonOptions = CHAT_FEEDBACK_REASONS.map((reason) => ({ value: reason, label: t(REASON_LABELS[reason]) }));
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
      title={t(m.feedbackTitle)}
      isOpen={message !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <form className="stack" onSubmit={onSubmit} noValidate aria-label={t(m.feedbackForm)}>
        {rate.isError && <Alert variant="error">{t(m.alertGeneral)}</Alert>}
        <RadioGroupField
          legend={t(m.feedbackReason)}
          options={reasonOptions}
          error={formState.errors.reason?.message && localize(formState.errors.reason.message)}
          {...register('reason')}
        />
        <TextAreaField
          label={t(m.feedbackInfo)}
          hint={t(m.feedbackInfoHint, { max: CHAT_FEEDBACK_MAX_LENGTH })}
          rows={3}
          error={formState.errors.additionalInfo?.message && localize(formState.errors.additionalInfo.message)}
          {...register('additionalInfo')}
        />
        <div className="chat-dialog__actions">
          <SubmitButton isLoading={rate.isPending} loadingLabel={t(m.sendingShort)}>
            {t(m.sendFeedback)}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t(m.cancel)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
