import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DecidableReviewKey,
  DECIDABLE_REVIEW_KEYS,
  formatDateTimeIn,
  formatDisplayDate,
  REVIEW_EXPLANATION_MAX,
} from '@heloc/domain';
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

  return (
    <section className="page page--narrow stack review-page" aria-labelledby="review-title" data-review={review}>
      <h1 id="review-title">{copy.title}</h1>
      <p className="page__lead">{copy.why}</p>
      {error && <Alert variant="error">{errorMessageOf(error)}</Alert>}
      {!state && !error && <Spinner label="Loading your review" size="lg" />}
      {state && <ReviewBody uuid={uuid} review={review} state={state} />}
      <SupportContact />
      <StatusCheckPanel check={check} unchangedMessage="The underwriter has not decided yet." />
    </section>
  );
}

function ReviewBody({ uuid, review, state }: { uuid: string; review: DecidableReviewKey; state: ReviewState }) {
  const copy = REVIEW_COPY[review];
  return (
    <>
      <h2>When you’ll hear from us</h2>
      {state.open ? (
        <p>
          An underwriter decides within 2 business days of the last thing you send
          {state.expectedBy ? `: by ${formatDateTimeIn(new Date(state.expectedBy), state.timeZone)}` : ''}. We e-mail
          you as soon as they do, and this page moves on to your offers or to our decision.
        </p>
      ) : (
        <Alert variant="info">This review is closed. Select Check status to see where your application is now.</Alert>
      )}
      <h2>What the underwriter needs</h2>
      <ul>
        {copy.needs.map((need) => (
          <li key={need}>{need}</li>
        ))}
      </ul>
      {state.open && (
        <>
          <h2>Explain in your own words</h2>
          <ExplanationForm uuid={uuid} review={review} state={state} />
          <h2>Send documents</h2>
          <ReviewUploads uuid={uuid} review={review} documents={state.documents} />
        </>
      )}
      {!state.open && state.documents.length > 0 && (
        <p>You sent {state.documents.length === 1 ? '1 document' : `${state.documents.length} documents`}.</p>
      )}
    </>
  );
}

function ExplanationForm({ uuid, review, state }: { uuid: string; review: DecidableReviewKey; state: ReviewState }) {
  const copy = REVIEW_COPY[review];
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
          <p>Your explanation, sent {state.explainedAt ? formatDisplayDate(new Date(state.explainedAt)) : ''}:</p>
          <p className="review-sent">{state.explanation}</p>
        </div>
      )}
      <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className={fieldClassName(fieldError)}>
          <FieldLabel htmlFor={id} isRequired>
            {state.explanation ? 'Send a new explanation' : copy.explanationLabel}
          </FieldLabel>
          <p id={`${id}-hint`} className="ui-field__hint">
            {copy.explanationHint} Up to {REVIEW_EXPLANATION_MAX.toLocaleString('en-US')} characters.
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
          <FieldError id={`${id}-error`} error={fieldError} />
        </div>
        {send.error && <Alert variant="error">{errorMessageOf(send.error)}</Alert>}
        {send.isSuccess && !form.formState.isDirty && <Alert variant="success">Your explanation was sent.</Alert>}
        <div>
          <Button type="submit" isLoading={send.isPending} loadingLabel="Sending">
            Send explanation
          </Button>
        </div>
      </form>
    </>
  );
}
