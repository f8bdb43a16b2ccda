import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONSOLE_REVIEW_KEYS,
  consoleNoteBodySchema,
  type ApplicationFile,
  type ConsoleReviewKey,
} from '@heloc/domain/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useDecideReview } from './api/decide-review';
import { formatDateTime } from '../../shared/console-labels';
import { AdverseReasonsField, reasonsBody, reasonsFormSchema } from './adverse-reasons-field';
import { DocumentViewer } from './document-viewer';
import type { FileSectionProps } from './file-context';
import { TextAreaField } from '../../../ui/text-area-field';
import { lazySchema } from '@heloc/domain';

type Review = ApplicationFile['reviews'][number];

/** The open reviews (docs/product/operations-console.md §4): the borrower's side, then a decision with a note. */
export function ReviewsSection({ file, can }: FileSectionProps) {
  return (
    <section id="file-reviews" className="console-section stack" aria-labelledby="file-reviews-title">
      <h2 id="file-reviews-title">Reviews</h2>
      {file.reviews.length === 0 ? (
        <p>No review is open.</p>
      ) : (
        <ul className="console-list">
          {file.reviews.map((review) => (
            <li key={review.key}>
              <ReviewCard uuid={file.uuid} review={review} mayDecide={can('REVIEW_DECIDE')} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const decisionSchema = lazySchema(() =>
  z.object({
    note: consoleNoteBodySchema.shape.note,
    reasons: reasonsFormSchema,
    otherReason: z.string(),
    creditScore: z
      .string()
      .trim()
      .refine((v) => v === '' || (/^\d{3}$/.test(v) && Number(v) >= 300 && Number(v) <= 850), {
        error: 'Please enter a score from 300 to 850, or leave it empty',
      }),
  }),
);
type DecisionForm = z.input<typeof decisionSchema>;

const isReviewKey = (key: string): key is ConsoleReviewKey => (CONSOLE_REVIEW_KEYS as readonly string[]).includes(key);

function ReviewCard({ uuid, review, mayDecide }: { uuid: string; review: Review; mayDecide: boolean }) {
  const decide = useDecideReview(uuid);
  const { register, handleSubmit, formState, watch } = useForm<DecisionForm>({
    resolver: zodResolver(decisionSchema),
    defaultValues: { note: '', reasons: [], otherReason: '', creditScore: '' },
  });
  const titleId = `review-${review.key}`;
  const send = (decision: 'APPROVE' | 'DECLINE') =>
    handleSubmit((values) => {
      if (!isReviewKey(review.key)) return;
      const score = Number(values.creditScore);
      decide.mutate({
        review: review.key,
        body: {
          decision,
          note: values.note.trim(),
          ...(decision === 'DECLINE' && values.reasons.length > 0
            ? { reasons: reasonsBody(values.reasons, values.otherReason) }
            : {}),
          ...(decision === 'APPROVE' && values.creditScore ? { creditScore: score } : {}),
        },
      });
    });
  return (
    <article className="console-card stack" aria-labelledby={titleId}>
      <h3 id={titleId}>{review.label}</h3>
      <p className="card__meta">Open since {formatDateTime(review.since)}</p>
      <p>
        <strong>The borrower&apos;s explanation:</strong> {review.explanation ?? 'None given.'}
      </p>
      {review.documents.length > 0 && (
        <ul className="console-list" aria-label={`Documents for ${review.label}`}>
          {review.documents.map((document) => (
            <li key={document.uuid}>
              <DocumentViewer applicationUuid={uuid} document={document} />
            </li>
          ))}
        </ul>
      )}
      {mayDecide && (
        <form className="stack" noValidate aria-label={`Decide: ${review.label}`} onSubmit={send('APPROVE')}>
          {decide.error && <Alert variant="error">{englishErrorOf(decide.error)}</Alert>}
          <TextAreaField
            label="Decision note"
            hint="Why you decide so; kept in the audit trail."
            isRequired
            error={formState.errors.note?.message}
            {...register('note')}
          />
          {review.key === 'no-credit' && (
            <TextField
              label="Credit score of the matched file"
              inputMode="numeric"
              hint="For an approval: the score of the credit file you matched by hand."
              error={formState.errors.creditScore?.message}
              {...register('creditScore')}
            />
          )}
          <details>
            <summary>Adverse action reasons (for a decline)</summary>
            <AdverseReasonsField
              legend="Principal reasons the borrower's notice gives"
              register={register('reasons')}
              otherRegister={register('otherReason')}
              showOther={watch('reasons').includes('OTHER')}
              error={formState.errors.reasons?.message}
            />
          </details>
          <div className="console-actions">
            <Button
              type="submit"
              isLoading={decide.isPending && decide.variables?.body.decision === 'APPROVE'}
              loadingLabel="Approving"
              disabled={decide.isPending}
            >
              Approve
            </Button>
            <Button
              variant="secondary"
              isLoading={decide.isPending && decide.variables?.body.decision === 'DECLINE'}
              loadingLabel="Declining"
              disabled={decide.isPending}
              onClick={() => void send('DECLINE')()}
            >
              Decline
            </Button>
          </div>
        </form>
      )}
    </article>
  );
}
