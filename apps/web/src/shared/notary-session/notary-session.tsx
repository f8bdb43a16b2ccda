import {
  NOTARY_ID_DOCUMENT_LABELS,
  NOTARY_ID_DOCUMENT_TYPES,
  NOTARY_MESSAGES,
  type NotaryIdDocumentType,
  lazySchema,
} from '@heloc/domain';
import type { HelocStatus, KnowledgeQuestion, NotarySession as Session } from '@heloc/domain/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, errorMessageOf } from '../../lib/api-error';
import { useI18n, zodResolver } from '../../lib/i18n';
import { notarySessionMessages as m } from './notary-session.messages';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { RadioGroupField } from '../../ui/radio-group-field';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { useNotaryAnswers } from './api/send-notary-answers';
import { useNotaryIdentity } from './api/send-notary-identity';
import { useNotarySeal } from './api/send-notary-seal';
import { useOverviewChanged } from './api/notary-session-keys';
import { useStartNotarySession } from './api/start-notary-session';

const STEP_NUMBER = { IDENTITY: 1, QUESTIONS: 2, SEAL: 3, DONE: 3 } as const;

const isLockedOut = (error: unknown) => error instanceof ApiError && error.status === 409;

export interface NotarySessionProps {
  /** The application; the signed-in participant takes their own session. */
  uuid: string;
  /** Three refused tries (or a session that cannot open): the caller shows its notary error screen. */
  onLockedOut: () => void;
  /** The application's status after each step (the last seal moves it on). */
  onStatus?: (status: HelocStatus) => void;
  /** What to show once the caller's deed is sealed (a Continue of the screen's own). */
  done: ReactNode;
}

/**
 * The remote online notarisation of the signed-in participant with the sandbox notary: the ID check, the
 * knowledge questions, then the signature before the notary and the seal. Used by notary/session and the signer area.
 */
export function NotarySession({ uuid, onLockedOut, onStatus, done }: NotarySessionProps) {
  const start = useStartNotarySession(uuid);
  const [session, setSession] = useState<Session>();
  const overviewChanged = useOverviewChanged(uuid);
  const { t, localize } = useI18n();
  const refused = (error: unknown) => {
    if (!isLockedOut(error)) return;
    // The overview read before the session no longer holds: the error screen offers what the closed session allows.
    overviewChanged();
    onLockedOut();
  };
  const next = (answer: Session) => {
    setSession(answer);
    onStatus?.(answer.status);
  };

  useEffect(() => {
    // Started once per visit; a reload resumes the same session.
    start.mutate(undefined, { onSuccess: setSession, onError: refused });
  }, [uuid]);

  return (
    <div className="stack notary-session">
      {session && (
        <p>
          {t(m.yourNotary, {
            name: session.notaryName,
            commission: session.commission,
            step: STEP_NUMBER[session.step],
          })}
        </p>
      )}
      {start.error && !isLockedOut(start.error) && (
        <Alert variant="error">{localize(errorMessageOf(start.error))}</Alert>
      )}
      {!session && !start.error && <Spinner label={t(m.connecting)} />}
      {session?.message && (
        <Alert variant="error">
          {t(m.triesLeft, { message: localize(session.message), count: session.attemptsLeft })}
        </Alert>
      )}
      {session?.step === 'IDENTITY' && <IdentityStep uuid={uuid} onDone={next} onRefused={refused} />}
      {session?.step === 'QUESTIONS' && (
        <QuestionsStep uuid={uuid} questions={session.questions} onDone={next} onRefused={refused} />
      )}
      {session?.step === 'SEAL' && <SealStep uuid={uuid} onDone={next} onRefused={refused} />}
      {session?.step === 'DONE' && done}
    </div>
  );
}

interface StepProps {
  uuid: string;
  onDone: (session: Session) => void;
  onRefused: (error: unknown) => void;
}

const identitySchema = lazySchema(() =>
  z.object({
    documentType: z.enum(NOTARY_ID_DOCUMENT_TYPES, NOTARY_MESSAGES.documentTypeRequired),
    documentLast4: z.string().regex(/^[A-Za-z0-9]{4}$/, NOTARY_MESSAGES.documentLast4),
  }),
);

function IdentityStep({ uuid, onDone, onRefused }: StepProps) {
  const identity = useNotaryIdentity(uuid);
  const form = useForm<{ documentType: NotaryIdDocumentType; documentLast4: string }>({
    resolver: zodResolver(identitySchema),
  });
  const { errors } = form.formState;
  const { t, localize } = useI18n();
  const errorText = (message: string | undefined) => (message ? localize(message) : undefined);
  return (
    <form
      className="stack"
      noValidate
      aria-labelledby="identity-title"
      onSubmit={form.handleSubmit((body) => identity.mutate(body, { onSuccess: onDone, onError: onRefused }))}
    >
      <h2 id="identity-title">{t(m.identityTitle)}</h2>
      <p>{t(m.identityText)}</p>
      <RadioGroupField
        legend={t(m.whichId)}
        options={NOTARY_ID_DOCUMENT_TYPES.map((type) => ({
          value: type,
          label: localize(NOTARY_ID_DOCUMENT_LABELS[type]),
        }))}
        error={errorText(errors.documentType?.message)}
        {...form.register('documentType')}
      />
      <TextField
        label={t(m.last4)}
        autoComplete="off"
        maxLength={4}
        isRequired
        error={errorText(errors.documentLast4?.message)}
        {...form.register('documentLast4')}
      />
      {identity.error && !isLockedOut(identity.error) && (
        <Alert variant="error">{localize(errorMessageOf(identity.error))}</Alert>
      )}
      <div className="row">
        <Button type="submit" isLoading={identity.isPending} loadingLabel={t(m.checkingId)}>
          {t(m.checkId)}
        </Button>
      </div>
    </form>
  );
}

function QuestionsStep({ uuid, questions, onDone, onRefused }: StepProps & { questions: KnowledgeQuestion[] }) {
  const answer = useNotaryAnswers(uuid);
  const form = useForm<Record<string, string>>();
  const [missing, setMissing] = useState(false);
  const { t, localize } = useI18n();
  return (
    <form
      className="stack"
      noValidate
      aria-labelledby="questions-title"
      onSubmit={form.handleSubmit((values) => {
        const answers = questions.map((q) => ({ questionId: q.id, choiceId: values[q.id] ?? '' }));
        if (answers.some((a) => !a.choiceId)) return setMissing(true);
        setMissing(false);
        form.reset();
        answer.mutate({ answers }, { onSuccess: onDone, onError: onRefused });
      })}
    >
      <h2 id="questions-title">{t(m.questionsTitle)}</h2>
      <p>{t(m.questionsText)}</p>
      {questions.map((q) => (
        <RadioGroupField
          key={q.id}
          legend={localize(q.text)}
          options={q.choices.map((c) => ({ value: c.id, label: localize(c.text) }))}
          {...form.register(q.id)}
        />
      ))}
      {missing && <Alert variant="error">{localize(NOTARY_MESSAGES.answerEveryQuestion)}</Alert>}
      <div className="row">
        <Button type="submit" isLoading={answer.isPending} loadingLabel={t(m.checkingAnswers)}>
          {t(m.submitAnswers)}
        </Button>
      </div>
    </form>
  );
}

const sealSchema = lazySchema(() =>
  z.object({
    deedSigned: z.boolean().refine((signed) => signed, NOTARY_MESSAGES.deedSignedRequired),
  }),
);

function SealStep({ uuid, onDone, onRefused }: StepProps) {
  const seal = useNotarySeal(uuid);
  const form = useForm<{ deedSigned: boolean }>({ resolver: zodResolver(sealSchema) });
  const { t, localize } = useI18n();
  const deedError = form.formState.errors.deedSigned?.message;
  return (
    <form
      className="stack"
      noValidate
      aria-labelledby="seal-title"
      onSubmit={form.handleSubmit(() => seal.mutate(undefined, { onSuccess: onDone, onError: onRefused }))}
    >
      <h2 id="seal-title">{t(m.sealTitle)}</h2>
      <p>{t(m.sealText)}</p>
      <CheckboxField
        label={t(m.deedSigned)}
        error={deedError ? localize(deedError) : undefined}
        {...form.register('deedSigned')}
      />
      {seal.error && <Alert variant="error">{localize(errorMessageOf(seal.error))}</Alert>}
      <div className="row">
        <Button type="submit" isLoading={seal.isPending} loadingLabel={t(m.sealing)}>
          {t(m.askSeal)}
        </Button>
      </div>
    </form>
  );
}
