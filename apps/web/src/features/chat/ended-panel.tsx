import { zodResolver } from '@hookform/resolvers/zod';
import { CHAT_ALERTS, CHAT_ENDED_THANKS, CHAT_SURVEY_COMMENT_MAX, CHAT_SURVEY_RATINGS } from '@heloc/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { RadioGroupField } from '../../ui/radio-group-field';
import { SubmitButton } from '../../ui/submit-button';
import { TextAreaField } from '../../ui/text-area-field';
import { useAnswerChatSurvey } from './api/answer-chat-survey';

const RATING_VALUES = CHAT_SURVEY_RATINGS.map(String) as [string, ...string[]];
const RATING_OPTIONS = CHAT_SURVEY_RATINGS.map((rating) => ({ value: String(rating), label: String(rating) }));

// docs/product/widgets-and-calculations.md §8: a survey missing data is the general alert's words.
const surveySchema = z.object({
  rating: z.enum(RATING_VALUES, { error: CHAT_ALERTS.general.text }),
  comment: z.string().max(CHAT_SURVEY_COMMENT_MAX, `Please use ${CHAT_SURVEY_COMMENT_MAX} characters or fewer`),
});
type SurveyFields = z.infer<typeof surveySchema>;

export interface EndedPanelProps {
  token: string;
  surveyAnswered: boolean;
  onNewChat: () => void;
}

/** docs/product/chat.md §1: the ended panel: thanks, 'Start a new chat', and the survey (1 to 5, a comment). */
export function EndedPanel({ token, surveyAnswered, onNewChat }: EndedPanelProps) {
  const survey = useAnswerChatSurvey();
  const [isAnswered, setIsAnswered] = useState(surveyAnswered);
  const { register, handleSubmit, formState } = useForm<SurveyFields>({
    resolver: zodResolver(surveySchema),
    defaultValues: { comment: '' },
  });
  const onSubmit = handleSubmit((values) =>
    survey.mutate(
      { token, rating: Number(values.rating), comment: values.comment.trim() || undefined },
      {
        onSuccess: () => setIsAnswered(true),
        // Answered already (another tab): the thanks all the same.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setIsAnswered(true);
        },
      },
    ),
  );

  return (
    <section className="chat-ended stack" aria-labelledby="chat-ended-title" data-testid="chat-ended">
      <h3 id="chat-ended-title" className="chat-ended__title" tabIndex={-1}>
        {CHAT_ENDED_THANKS}
      </h3>
      <Button onClick={onNewChat}>Start a new chat</Button>
      {isAnswered ? (
        <p role="status">Thank you for your feedback.</p>
      ) : (
        <form className="stack" onSubmit={onSubmit} noValidate aria-label="Chat survey">
          {survey.isError && <Alert variant="error">{CHAT_ALERTS.general.text}</Alert>}
          <RadioGroupField
            legend="How was your chat? (1 poor, 5 excellent)"
            options={RATING_OPTIONS}
            error={formState.errors.rating?.message}
            {...register('rating')}
          />
          <TextAreaField
            label="Comment (optional)"
            rows={3}
            error={formState.errors.comment?.message}
            {...register('comment')}
          />
          <SubmitButton isLoading={survey.isPending} loadingLabel="Sending">
            Send survey
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
