import { type DecidableReviewKey, DECIDABLE_REVIEW_KEYS, REVIEW_EXPLANATION_MAX } from '@heloc/domain';
import { type ReviewExplanationBody, reviewExplanationBodySchema, type ReviewState } from '@heloc/domain/contracts';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useMatches, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FieldError, FieldLabel, fieldClassName } from '../../../ui/field-parts';
import { Spinner } from '../../../ui/spinner';
import { useReview } from '../api/get-review';
import { useSendExplanation } from '../api/send-explanation';
import { StatusCheckPanel } from '../../../shared/application-status/status-check-panel';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { useI18n, zodResolver } from '../../../lib/i18n';
import { decisionsMessages as m } from './decisions.messages';
import { REVIEW_COPY } from './review-copy';
import { ReviewUploads } from './review-uploads';
import './decisions.css';

const reviewOf = (screen: string | undefined): DecidableReviewKey => {
  const key = screen?.replace('review-app/', '');
  return (DECIDABLE_REVIEW_KEYS as readonly string[]).includes(key ?? '') ? (key as DecidableReviewKey) : 'uw';
};

/**
 * review-app/delinquency, uw, incorrect-pin, incorrect-ownership, no-credit: why the application waits for
 * an underwriter, what they need, an explanation and documents to send them, and when to expect the decision. The
 * decision moves the application on (offers, or the adverse action notice); Check status follows it.
 */
export function ReviewPage() {
  const { uuid = '' } = useParams();
  const handle = useMatches().at(-1)?.handle as { screen?: string } | undefined;
  const review = reviewOf(handle?.screen);
  const copy = REVIEW_COPY[review];
  const { data: state, error } = useReview(uuid, review);
  const check = useStatusCheck(uuid);
  const { t, localize } = useI18n();

  return (
    <section className="page page--narrow stack review-page" aria-labelledby="review-title" data-review={review}>
      <h1 id="review-title">{t(copy.title)}</h1>
      <p className="page__lead">{t(copy.why)}</p>
      {error && <Alert variant="error">{localize(errorMessageOf(error))}</Alert>}
      {!state && !error && <Spinner label={t(m.loadingReview)} size="lg" />}
      {state && <ReviewBody uuid={uuid} review={review} state={state} />}
      <SupportContact />
      <StatusCheckPanel check={check} unchangedMessage={t(m.reviewUnchanged)} />
    </section>
  );
}

function ReviewBody({ uuid, review, state }: { uuid: string; review: DecidableReviewKey; state: ReviewState }) {
  const copy = REVIEW_COPY[review];
  const { t, dateTime } = useI18n();
  return (
    <>
      <h2>{t(m.whenTitle)}</h2>
      {state.open ? (
        <p>
          {state.expectedBy
            ? t(m.whenBodyBy, { date: dateTime(new Date(state.expectedBy), state.timeZone) })
            : t(m.whenBody)}
        </p>
      ) : (
        <Alert variant="info">{t(m.reviewClosed)}</Alert>
      )}
      <h2>{t(m.needsTitle)}</h2>
      <ul>
        {copy.needs.map((need) => (
          <li key={need.id}>{t(need)}</li>
        ))}
      </ul>
      {state.open && (
        <>
          <h2>{t(m.explainTitle)}</h2>
          <ExplanationForm uuid={uuid} review={review} state={state} />
          <h2>{t(m.sendDocsTitle)}</h2>
          <ReviewUploads uuid={uuid} review={review} documents={state.documents} />
        </>
      )}
      {!state.open && state.documents.length > 0 && <p>{t(m.documentsSent, { count: state.documents.length })}</p>}
    </>
  );
}

function ExplanationForm({ uuid, review, state }: { uuid: string; review: DecidableReviewKey; state: ReviewState }) {
  const copy = REVIEW_COPY[review];
  const { t, localize, shortDate } = useI18n();
  const send = useSendExplanation(uuid, review);
  const id = useId();
  const form = useForm<ReviewExplanationBody>({
    defaultValues: { explanation: '' },
    resolver: zodResolver(reviewExplanationBodySchema) as unknown as Resolver<ReviewExplanationBody>,
  });
  const fieldError = form.formState.errors.explanation?.message;
  const onSubmit = form.handleSubmit(async ({ explanation }) => {
    await send.mutateAsync(explanation);
    form.reset({ explanation: '' });
  });
  return (
    <>
      {state.explanation && (
        <div className="stack">
          <p>{t(m.explanationSent, { date: state.explainedAt ? shortDate(state.explainedAt) : '' })}</p>
          <p className="review-sent">{state.explanation}</p>
        </div>
      )}
      <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className={fieldClassName(fieldError)}>
          <FieldLabel htmlFor={id} isRequired>
            {state.explanation ? t(m.newExplanation) : t(copy.explanationLabel)}
          </FieldLabel>
          <p id={`${id}-hint`} className="ui-field__hint">
            {t(m.explanationMax, { hint: t(copy.explanationHint), max: REVIEW_EXPLANATION_MAX })}
          </p>
          <textarea
            id={id}
            className="review-explanation"
            maxLength={REVIEW_EXPLANATION_MAX}
            aria-required
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={[`${id}-hint`, fieldError ? `${id}-error` : ''].filter(Boolean).join(' ')}
            {...form.register('explanation')}
          />
          <FieldError id={`${id}-error`} error={fieldError && localize(fieldError)} />
        </div>
        {send.error && <Alert variant="error">{localize(errorMessageOf(send.error))}</Alert>}
        {send.isSuccess && !form.formState.isDirty && <Alert variant="success">{t(m.explanationDone)}</Alert>}
        <div>
          <Button type="submit" isLoading={send.isPending} loadingLabel={t(m.sending)}>
            {t(m.sendExplanation)}
          </Button>
        </div>
      </form>
    </>
  );
}
