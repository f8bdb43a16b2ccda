import { FEEDBACK_TOPICS, type FeedbackForm, type FeedbackTopic, feedbackFormSchema } from '@heloc/domain';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { applicationUuidOf } from '../../lib/early-reads';
import { useI18n, zodResolver } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { RadioGroupField } from '../../ui/radio-group-field';
import { SubmitButton } from '../../ui/submit-button';
import { TextAreaField } from '../../ui/text-area-field';
import { useSendCeoFeedback } from './api/send-ceo-feedback';
import { ceoFeedbackMessages as m } from './ceo-feedback.messages';

/** The topics' labels (FEEDBACK_TOPIC_LABELS' words). */
const TOPIC_LABELS = { IMPROVE: m.topicImprove, COMPLIMENT: m.topicCompliment } satisfies Record<
  FeedbackTopic,
  (typeof m)[keyof typeof m]
>;

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
  const { t, localize } = useI18n();
  const { pathname } = useLocation();
  const topicOptions = FEEDBACK_TOPICS.map((topic) => ({ value: topic, label: t(TOPIC_LABELS[topic]) }));
  const consentOptions = [
    { value: 'YES', label: t(m.yes) },
    { value: 'NO', label: t(m.no) },
  ];
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
    <Modal id="ceo-feedback" title={t(m.title)} isOpen={isOpen} onOpenChange={close}>
      <form noValidate onSubmit={onSubmit} className="stack" aria-label={t(m.title)}>
        <RadioGroupField
          legend={t(m.topicLegend)}
          options={topicOptions}
          error={errors.topic?.message && localize(errors.topic.message)}
          {...form.register('topic')}
        />
        <TextAreaField
          label={t(m.message)}
          hint={t(m.messageHint)}
          rows={5}
          isRequired
          error={errors.message?.message && localize(errors.message.message)}
          {...form.register('message')}
        />
        <RadioGroupField
          legend={t(m.consentQuestion)}
          options={consentOptions}
          error={errors.marketingConsent?.message && localize(errors.marketingConsent.message)}
          {...form.register('marketingConsent')}
        />
        {send.error && (
          <Alert variant="error" isBanner>
            {localize(errorMessageOf(send.error))}
          </Alert>
        )}
        <div className="row">
          <SubmitButton isLoading={send.isPending} loadingLabel={t(m.sending)}>
            {t(m.send)}
          </SubmitButton>
          <Button variant="secondary" onClick={() => close(false)}>
            {t(m.cancel)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
