import { FEEDBACK_TOPIC_LABELS, FEEDBACK_TOPICS, type FeedbackForm, feedbackFormSchema } from '@heloc/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { applicationUuidOf } from '../../lib/early-reads';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { RadioGroupField } from '../../ui/radio-group-field';
import { SubmitButton } from '../../ui/submit-button';
import { TextAreaField } from '../../ui/text-area-field';
import { useSendCeoFeedback } from './api/send-ceo-feedback';

/** docs/product/application-area.md §2.4: the modal's title, word for word. */
export const CEO_FEEDBACK_TITLE = 'Share your thoughts with our CEO';

/** docs/product/application-area.md §5.1: what the consent asks (the wording is ours). */
export const MARKETING_CONSENT_QUESTION =
  'May we use your feedback in our marketing, with your first name and last initial?';

const TOPIC_OPTIONS = FEEDBACK_TOPICS.map((topic) => ({ value: topic, label: FEEDBACK_TOPIC_LABELS[topic] }));
const CONSENT_OPTIONS = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
] as const;

/** docs/product/application-area.md §5.1: a failed submit brings the first invalid field into view. */
const scrollToFirstInvalid = (form: HTMLFormElement | null) => {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
};

/**
 * The feedback form to the CEO (docs/product/application-area.md §4.2, §5.1): topic, message and marketing consent,
 * all required. It closes once the send succeeds; a failure keeps it open with the server's message in an error
 * banner.
 */
export function CeoFeedbackModal({
  isOpen,
  onOpenChange,
  onSent,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSent: () => void;
}) {
  const { pathname } = useLocation();
  const send = useSendCeoFeedback();
  const form = useForm<FeedbackForm>({
    resolver: zodResolver(feedbackFormSchema),
    shouldFocusError: true,
  });
  const { errors } = form.formState;

  const close = (open: boolean) => {
    onOpenChange(open);
    if (!open) {
      send.reset();
      form.reset();
    }
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    void form.handleSubmit(
      (values) => {
        const applicationUuid = applicationUuidOf(pathname);
        send.mutate(
          {
            message: values.message,
            topic: values.topic,
            marketingConsent: values.marketingConsent === 'YES',
            pathname,
            productType: 'HELOC',
            ...(applicationUuid ? { applicationUuid } : {}),
          },
          {
            onSuccess: () => {
              close(false);
              onSent();
            },
          },
        );
      },
      () => requestAnimationFrame(() => scrollToFirstInvalid(element)),
    )(event);
  };

  return (
    <Modal id="ceo-feedback" title={CEO_FEEDBACK_TITLE} isOpen={isOpen} onOpenChange={close}>
      <form noValidate onSubmit={onSubmit} className="stack" aria-label={CEO_FEEDBACK_TITLE}>
        <RadioGroupField
          legend="What would you like to share?"
          options={TOPIC_OPTIONS}
          error={errors.topic?.message}
          {...form.register('topic')}
        />
        <TextAreaField
          label="Your message"
          hint="10 to 1000 characters."
          rows={5}
          isRequired
          error={errors.message?.message}
          {...form.register('message')}
        />
        <RadioGroupField
          legend={MARKETING_CONSENT_QUESTION}
          options={CONSENT_OPTIONS}
          error={errors.marketingConsent?.message}
          {...form.register('marketingConsent')}
        />
        {send.error && (
          <Alert variant="error" isBanner>
            {errorMessageOf(send.error)}
          </Alert>
        )}
        <div className="row">
          <SubmitButton isLoading={send.isPending} loadingLabel="Sending">
            Send feedback
          </SubmitButton>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
