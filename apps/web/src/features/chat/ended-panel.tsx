import { CHAT_ALERTS, CHAT_SURVEY_COMMENT_MAX, CHAT_SURVEY_RATINGS, lazySchema } from '@heloc/domain';
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
import { useI18n, zodResolver } from '../../lib/i18n';
import { chatMessages as m } from './chat.messages';

const RATING_VALUES = CHAT_SURVEY_RATINGS.map(String) as [string, ...string[]];
const RATING_OPTIONS = CHAT_SURVEY_RATINGS.map((rating) => ({ value: String(rating), label: String(rating) }));

// docs/product/widgets-and-calculations.md §8: a survey missing data is the general alert's words. The schema's
// messages are keys, worded in the person's language where shown.
const RATING_MISSING = CHAT_ALERTS.general.text;
const COMMENT_TOO_LONG = 'comment-too-long';
const surveySchema = lazySchema(() =>
  z.object({
    rating: z.enum(RATING_VALUES, { error: RATING_MISSING }),
    comment: z.string().max(CHAT_SURVEY_COMMENT_MAX, COMMENT_TOO_LONG),
  }),
);
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
  const { t } = useI18n();
  const problemOf = (message: string | undefined) =>
    message === undefined
      ? undefined
      : message === COMMENT_TOO_LONG
        ? t(m.surveyCommentTooLong, { max: CHAT_SURVEY_COMMENT_MAX })
        : t(m.alertGeneral);
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
        {t(m.endedThanks)}
      </h3>
      <Button onClick={onNewChat}>{t(m.newChat)}</Button>
      {isAnswered ? (
        <p role="status">{t(m.surveyThanks)}</p>
      ) : (
        <form className="stack" onSubmit={onSubmit} noValidate aria-label={t(m.survey)}>
          {survey.isError && <Alert variant="error">{t(m.alertGeneral)}</Alert>}
          <RadioGroupField
            legend={t(m.surveyRating)}
            options={RATING_OPTIONS}
            error={problemOf(formState.errors.rating?.message)}
            {...register('rating')}
          />
          <TextAreaField
            label={t(m.surveyComment)}
            rows={3}
            error={problemOf(formState.errors.comment?.message)}
            {...register('comment')}
          />
          <SubmitButton isLoading={survey.isPending} loadingLabel={t(m.sendingShort)}>
            {t(m.sendSurvey)}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
