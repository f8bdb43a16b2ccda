import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONDITION_CATEGORIES,
  conditionActionApplies,
  DOCUMENT_TYPES,
  fileActionApplies,
  isConditionOpen,
  lazySchema,
} from '@heloc/domain';
import {
  consoleNoteBodySchema,
  consoleRaiseConditionBodySchema,
  consoleRejectConditionBodySchema,
  type StaffCondition,
} from '@heloc/domain/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { SelectField } from '../../../ui/select-field';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import { useAcceptCondition } from './api/accept-condition';
import { useClearCondition } from './api/clear-condition';
import { useRaiseCondition } from './api/raise-condition';
import { useRejectCondition } from './api/reject-condition';
import { CheckGroup } from '../../shared/check-group';
import {
  CONDITION_CATEGORY_LABELS,
  CONDITION_STATE_STAFF_LABELS,
  conditionCategoryLabel,
  DOCUMENT_TYPE_LABELS,
  formatDateTime,
} from '../../shared/console-labels';
import { ConditionAnswers } from './condition-answers';
import type { FileSectionProps } from './file-context';
import { TextAreaField } from '../../../ui/text-area-field';

/**
 * The conditions (docs/product/operations-console.md §4): each with its state and the borrower's answer; a member
 * who manages conditions accepts an answer, rejects it with a reason the borrower reads, or clears the condition
 * with a note, and raises new ones.
 */
export function ConditionsSection({ file, can }: FileSectionProps) {
  const mayManage = can('CONDITION_MANAGE');
  const open = file.conditions.filter((c) => isConditionOpen(c.state));
  const cleared = file.conditions.filter((c) => !isConditionOpen(c.state));
  return (
    <section id="file-conditions" className="console-section stack" aria-labelledby="file-conditions-title">
      <h2 id="file-conditions-title">Conditions</h2>
      {file.conditions.length === 0 && <p>No conditions on this file.</p>}
      {open.length > 0 && (
        <ul className="console-list" aria-label="Open conditions">
          {open.map((condition) => (
            <ConditionCard key={condition.uuid} uuid={file.uuid} condition={condition} mayManage={mayManage} />
          ))}
        </ul>
      )}
      {cleared.length > 0 && (
        <>
          <h3>Cleared</h3>
          <ul className="console-list" aria-label="Cleared conditions">
            {cleared.map((condition) => (
              <ConditionCard key={condition.uuid} uuid={file.uuid} condition={condition} mayManage={false} />
            ))}
          </ul>
        </>
      )}
      {mayManage && fileActionApplies('CONDITION_RAISE', file.checklistStatus) && (
        <RaiseConditionForm uuid={file.uuid} />
      )}
    </section>
  );
}

function ConditionCard({
  uuid,
  condition,
  mayManage,
}: {
  uuid: string;
  condition: StaffCondition;
  mayManage: boolean;
}) {
  const [action, setAction] = useState<'reject' | 'clear' | null>(null);
  const accept = useAcceptCondition(uuid);
  const titleId = `condition-${condition.uuid}`;
  const numDocs = condition.xtraData?.numDocsRequired;
  // Only the acts the condition's state allows (the domain's CONDITION_ACTIONS_BY_STATE): no Accept before an answer.
  const may = {
    accept: mayManage && conditionActionApplies('ACCEPT', condition.state),
    reject: mayManage && conditionActionApplies('REJECT', condition.state),
    clear: mayManage && conditionActionApplies('CLEAR', condition.state),
  };
  return (
    <li>
      <article className="console-card stack" aria-labelledby={titleId}>
        <h3 id={titleId}>{conditionCategoryLabel(condition.categoryEnum)}</h3>
        <p>
          <strong>State:</strong> {CONDITION_STATE_STAFF_LABELS[condition.state]} · raised{' '}
          {formatDateTime(condition.created)}
          {condition.resolved && <> · cleared {formatDateTime(condition.resolved)}</>}
        </p>
        {condition.requestDocuments.length > 0 && (
          <p>
            <strong>Requested:</strong> {condition.requestDocuments.map((d) => DOCUMENT_TYPE_LABELS[d]).join(', ')}
            {numDocs ? ` (${numDocs} ${numDocs === 1 ? 'document' : 'documents'})` : ''}
          </p>
        )}
        {condition.internalNotes && (
          <p>
            <strong>Internal notes:</strong> {condition.internalNotes}
          </p>
        )}
        {condition.commentsToBorrower && (
          <p>
            <strong>To the borrower:</strong> {condition.commentsToBorrower}
          </p>
        )}
        {condition.answers.length > 0 ? (
          <>
            <h4>The borrower&apos;s answers</h4>
            <ConditionAnswers
              applicationUuid={uuid}
              answers={condition.answers}
              actions={
                (may.accept || may.reject) && (
                  <>
                    {accept.error && <Alert variant="error">{englishErrorOf(accept.error)}</Alert>}
                    <div className="console-actions">
                      {may.accept && (
                        <Button
                          isLoading={accept.isPending}
                          loadingLabel="Accepting"
                          disabled={action !== null}
                          onClick={() => accept.mutate(condition.uuid)}
                        >
                          Accept
                        </Button>
                      )}
                      {may.reject && (
                        <Button
                          variant="secondary"
                          aria-expanded={action === 'reject'}
                          disabled={accept.isPending}
                          onClick={() => setAction(action === 'reject' ? null : 'reject')}
                        >
                          Reject
                        </Button>
                      )}
                    </div>
                    {action === 'reject' && (
                      <RejectForm uuid={uuid} conditionUuid={condition.uuid} onDone={() => setAction(null)} />
                    )}
                  </>
                )
              }
            />
          </>
        ) : (
          isConditionOpen(condition.state) && <p>The borrower has sent nothing for it yet.</p>
        )}
        {may.clear && (
          <>
            <div className="console-actions">
              <Button
                variant="secondary"
                aria-expanded={action === 'clear'}
                disabled={accept.isPending}
                onClick={() => setAction(action === 'clear' ? null : 'clear')}
              >
                Clear
              </Button>
            </div>
            {action === 'clear' && (
              <ClearForm uuid={uuid} conditionUuid={condition.uuid} onDone={() => setAction(null)} />
            )}
          </>
        )}
      </article>
    </li>
  );
}

function RejectForm({ uuid, conditionUuid, onDone }: { uuid: string; conditionUuid: string; onDone: () => void }) {
  const reject = useRejectCondition(uuid);
  return (
    <ConditionTextForm
      title="Reject the answer"
      label="Reason the borrower reads"
      hint="Say what is wrong and what to send instead; the borrower can answer again."
      text={consoleRejectConditionBodySchema.shape.reason}
      mutation={reject}
      loadingLabel="Rejecting"
      onSend={(reason) => reject.mutate({ conditionUuid, reason }, { onSuccess: onDone })}
      onDone={onDone}
    />
  );
}

function ClearForm({ uuid, conditionUuid, onDone }: { uuid: string; conditionUuid: string; onDone: () => void }) {
  const clear = useClearCondition(uuid);
  return (
    <ConditionTextForm
      title="Clear the condition"
      label="Why it is cleared (internal note)"
      text={consoleNoteBodySchema.shape.note}
      mutation={clear}
      loadingLabel="Clearing"
      onSend={(note) => clear.mutate({ conditionUuid, note }, { onSuccess: onDone })}
      onDone={onDone}
    />
  );
}

/** A decision on a condition that needs words (a reject's reason, a clear's note): one field, send or cancel. */
function ConditionTextForm({
  title,
  label,
  hint,
  text,
  mutation,
  loadingLabel,
  onSend,
  onDone,
}: {
  title: string;
  label: string;
  hint?: string;
  text: z.ZodType<string, string>;
  mutation: { isPending: boolean; error: Error | null };
  loadingLabel: string;
  onSend: (text: string) => void;
  onDone: () => void;
}) {
  const { register, handleSubmit, formState } = useForm<{ text: string }>({
    resolver: zodResolver(z.object({ text })),
    defaultValues: { text: '' },
  });
  return (
    <form className="stack" noValidate aria-label={title} onSubmit={handleSubmit((values) => onSend(values.text))}>
      {mutation.error && <Alert variant="error">{englishErrorOf(mutation.error)}</Alert>}
      <TextAreaField
        label={label}
        hint={hint}
        isRequired
        error={formState.errors.text?.message}
        {...register('text')}
      />
      <div className="console-actions">
        <SubmitButton isLoading={mutation.isPending} loadingLabel={loadingLabel}>
          {title}
        </SubmitButton>
        <Button variant="link" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const raiseFormSchema = lazySchema(() =>
  z.object({
    categoryEnum: z.enum(CONDITION_CATEGORIES, { error: 'Please choose a category' }),
    requestDocuments: z.array(z.enum(DOCUMENT_TYPES)),
    numDocsRequired: z
      .string()
      .trim()
      .regex(/^(|[1-9]|1\d|20)$/, { error: 'Please enter a number from 1 to 20, or leave it empty' }),
    internalNotes: z.string(),
    // Required, with the server's own rule: a category alone tells the borrower nothing.
    commentsToBorrower: consoleRaiseConditionBodySchema.shape.commentsToBorrower,
  }),
);
type RaiseForm = z.input<typeof raiseFormSchema>;

const CATEGORY_OPTIONS = CONDITION_CATEGORIES.map((value) => ({ value, label: CONDITION_CATEGORY_LABELS[value] }));
const EMPTY_RAISE: RaiseForm = {
  categoryEnum: '' as RaiseForm['categoryEnum'],
  requestDocuments: [],
  numDocsRequired: '',
  internalNotes: '',
  commentsToBorrower: '',
};

function RaiseConditionForm({ uuid }: { uuid: string }) {
  const raise = useRaiseCondition(uuid);
  const { register, handleSubmit, formState, reset } = useForm<RaiseForm>({
    resolver: zodResolver(raiseFormSchema),
    defaultValues: EMPTY_RAISE,
  });
  const onSubmit = handleSubmit((values) => {
    raise.mutate(
      {
        categoryEnum: values.categoryEnum,
        requestDocuments: values.requestDocuments,
        numDocsRequired: values.numDocsRequired ? Number(values.numDocsRequired) : null,
        internalNotes: values.internalNotes.trim() || null,
        commentsToBorrower: values.commentsToBorrower,
      },
      {
        onSuccess: () => reset(EMPTY_RAISE),
      },
    );
  });
  return (
    <form className="stack" noValidate aria-labelledby="raise-condition-title" onSubmit={onSubmit}>
      <h3 id="raise-condition-title">Raise a condition</h3>
      {raise.isSuccess && <Alert variant="success">The condition is raised; the borrower sees it now.</Alert>}
      {raise.error && <Alert variant="error">{englishErrorOf(raise.error)}</Alert>}
      <SelectField
        label="Category"
        placeholder="Choose a category"
        options={CATEGORY_OPTIONS}
        isRequired
        error={formState.errors.categoryEnum?.message}
        {...register('categoryEnum')}
      />
      <CheckGroup legend="Documents requested">
        {DOCUMENT_TYPES.map((type) => (
          <CheckboxField key={type} label={DOCUMENT_TYPE_LABELS[type]} value={type} {...register('requestDocuments')} />
        ))}
      </CheckGroup>
      <TextField
        label="Number of documents"
        inputMode="numeric"
        hint="Optional: how many files the borrower must send (1 to 20)."
        error={formState.errors.numDocsRequired?.message}
        {...register('numDocsRequired')}
      />
      <TextAreaField
        label="Notes (internal)"
        hint="What the lender needs and why; never shown to the borrower."
        {...register('internalNotes')}
      />
      <TextAreaField
        label="Request the borrower reads"
        hint="What the borrower must send or do, in their words: they read it on their conditions screen."
        isRequired
        error={formState.errors.commentsToBorrower?.message}
        {...register('commentsToBorrower')}
      />
      <SubmitButton isLoading={raise.isPending} loadingLabel="Raising">
        Raise the condition
      </SubmitButton>
    </form>
  );
}
