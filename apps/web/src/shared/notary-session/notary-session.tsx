import { zodResolver } from '@hookform/resolvers/zod';
import {
  NOTARY_ID_DOCUMENT_LABELS,
  NOTARY_ID_DOCUMENT_TYPES,
  NOTARY_MESSAGES,
  type NotaryIdDocumentType,
} from '@heloc/domain';
import type { HelocStatus, KnowledgeQuestion, NotarySession as Session } from '@heloc/domain/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, errorMessageOf } from '../../lib/api-error';
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
          Your notary is {session.notaryName} ({session.commission}). Step {STEP_NUMBER[session.step]} of 3.
        </p>
      )}
      {start.error && !isLockedOut(start.error) && <Alert variant="error">{errorMessageOf(start.error)}</Alert>}
      {!session && !start.error && <Spinner label="Connecting you to the notary" />}
      {session?.message && <Alert variant="error">{`${session.message} Tries left: ${session.attemptsLeft}.`}</Alert>}
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

const identitySchema = z.object({
  documentType: z.enum(NOTARY_ID_DOCUMENT_TYPES, { error: NOTARY_MESSAGES.documentTypeRequired }),
  documentLast4: z.string().regex(/^[A-Za-z0-9]{4}$/, { error: NOTARY_MESSAGES.documentLast4 }),
});

function IdentityStep({ uuid, onDone, onRefused }: StepProps) {
  const identity = useNotaryIdentity(uuid);
  const form = useForm<{ documentType: NotaryIdDocumentType; documentLast4: string }>({
    resolver: zodResolver(identitySchema),
  });
  const { errors } = form.formState;
  return (
    <form
      className="stack"
      noValidate
      aria-labelledby="identity-title"
      onSubmit={form.handleSubmit((body) => identity.mutate(body, { onSuccess: onDone, onError: onRefused }))}
    >
      <h2 id="identity-title">Show your ID to the notary</h2>
      <p>Hold your ID up to the camera when the notary asks. Then tell us which ID it is.</p>
      <RadioGroupField
        legend="Which ID are you showing?"
        options={NOTARY_ID_DOCUMENT_TYPES.map((type) => ({ value: type, label: NOTARY_ID_DOCUMENT_LABELS[type] }))}
        error={errors.documentType?.message}
        {...form.register('documentType')}
      />
      <TextField
        label="Last 4 characters of the ID number"
        autoComplete="off"
        maxLength={4}
        isRequired
        error={errors.documentLast4?.message}
        {...form.register('documentLast4')}
      />
      {identity.error && !isLockedOut(identity.error) && (
        <Alert variant="error">{errorMessageOf(identity.error)}</Alert>
      )}
      <div className="row">
        <Button type="submit" isLoading={identity.isPending} loadingLabel="The notary is checking your ID">
          Check my ID
        </Button>
      </div>
    </form>
  );
}

function QuestionsStep({ uuid, questions, onDone, onRefused }: StepProps & { questions: KnowledgeQuestion[] }) {
  const answer = useNotaryAnswers(uuid);
  const form = useForm<Record<string, string>>();
  const [missing, setMissing] = useState(false);
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
      <h2 id="questions-title">Answer a few questions</h2>
      <p>They come from public records and prove that you are the person on the ID.</p>
      {questions.map((q) => (
        <RadioGroupField
          key={q.id}
          legend={q.text}
          options={q.choices.map((c) => ({ value: c.id, label: c.text }))}
          {...form.register(q.id)}
        />
      ))}
      {missing && <Alert variant="error">{NOTARY_MESSAGES.answerEveryQuestion}</Alert>}
      <div className="row">
        <Button type="submit" isLoading={answer.isPending} loadingLabel="Checking your answers">
          Submit answers
        </Button>
      </div>
    </form>
  );
}

const sealSchema = z.object({
  deedSigned: z.boolean().refine((signed) => signed, { error: NOTARY_MESSAGES.deedSignedRequired }),
});

function SealStep({ uuid, onDone, onRefused }: StepProps) {
  const seal = useNotarySeal(uuid);
  const form = useForm<{ deedSigned: boolean }>({ resolver: zodResolver(sealSchema) });
  return (
    <form
      className="stack"
      noValidate
      aria-labelledby="seal-title"
      onSubmit={form.handleSubmit(() => seal.mutate(undefined, { onSuccess: onDone, onError: onRefused }))}
    >
      <h2 id="seal-title">Sign the deed before the notary</h2>
      <p>
        Your identity is confirmed. Sign the deed of trust (or mortgage) while the notary watches; the notary then
        applies the seal and you receive your notarial certificate.
      </p>
      <CheckboxField
        label="I signed the deed of trust in front of the notary"
        error={form.formState.errors.deedSigned?.message}
        {...form.register('deedSigned')}
      />
      {seal.error && <Alert variant="error">{errorMessageOf(seal.error)}</Alert>}
      <div className="row">
        <Button type="submit" isLoading={seal.isPending} loadingLabel="The notary is sealing your deed">
          Ask the notary to seal
        </Button>
      </div>
    </form>
  );
}
