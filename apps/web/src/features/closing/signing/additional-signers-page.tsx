import {
  SIGNER_PROGRESS_LABELS,
  SIGNER_RELATIONSHIP_LABELS,
  SIGNER_RELATIONSHIPS,
  type SignerRelationship,
} from '@heloc/domain';
import { type AdditionalSigner, addSignerBodySchema, inviteSignerBodySchema } from '@heloc/domain/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { Spinner } from '../../../ui/spinner';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import { useAddSigner } from '../api/add-signer';
import { useCoDeedStatus } from '../api/get-co-deed-status';
import { useInviteSigner } from '../api/invite-signer';
import { useRemoveSigner } from '../api/remove-signer';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import './signing.css';

const RELATIONSHIP_OPTIONS = SIGNER_RELATIONSHIPS.map((value) => ({ value, label: SIGNER_RELATIONSHIP_LABELS[value] }));

const nameOf = (s: AdditionalSigner) =>
  [s.firstName, s.lastName].filter(Boolean).join(' ') ||
  (s.relationship === 'SPOUSE' ? 'Your spouse' : 'Another signer');

/**
 * /{uuid}/signing/additional (CO_DEED_REQ, docs/product/registration-and-routing.md §4): everyone else who must sign the closing documents. The
 * applicant sends each an e-mail invitation (a co-owner on title is listed from the title report; a spouse where the
 * state requires one), resends or corrects it, and watches who has signed (the co-deed status call, re-read every
 * 10 s). When everyone has signed the application moves on to the notary and this screen routes there.
 */
export function AdditionalSignersPage() {
  const { uuid = '' } = useParams();
  const status = useCoDeedStatus(uuid);
  const check = useStatusCheck(uuid);
  const runCheck = check.check;
  const routed = useRef(false);
  const hasMovedOn = status.data !== undefined && status.data.checklistStatus !== 'CO_DEED_REQ';

  useEffect(() => {
    if (!hasMovedOn || routed.current) return;
    routed.current = true;
    void runCheck();
  }, [hasMovedOn, runCheck]);

  if (check.phase === 'checking' || hasMovedOn)
    return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  if (status.error) return <Alert variant="error">{errorMessageOf(status.error)}</Alert>;
  if (!status.data) return <Spinner label="Loading who needs to sign" size="lg" />;
  const { signers, spouseRule, canInvite } = status.data;
  const signed = signers.filter((s) => s.progress === 'SIGNED').length;

  return (
    <section className="page page--narrow stack signers-page" aria-labelledby="signers-title">
      <h1 id="signers-title">Other people need to sign</h1>
      <p className="page__lead">
        You have signed your closing documents. Before your line of credit can close, everyone who owns the home or has
        rights in it must sign too. We e-mail each of them a personal link to create a signer account and sign online.
      </p>
      {spouseRule && (
        <Alert variant="info" title="Your spouse must sign">
          <p>
            In your state a spouse must agree to a loan secured by the home, even if they are not on the title or the
            loan ({spouseRule}). Enter your spouse below so we can invite them.
          </p>
        </Alert>
      )}
      <p role="status" aria-live="polite">
        {signers.length === 0
          ? 'No one else is listed yet.'
          : `${signed} of ${signers.length} ${signers.length === 1 ? 'signer has' : 'signers have'} signed.`}
      </p>
      {signers.length > 0 && (
        <ul className="signer-list" aria-label="People who must sign">
          {signers.map((signer) => (
            <SignerCard key={signer.uuid} uuid={uuid} signer={signer} canInvite={canInvite} />
          ))}
        </ul>
      )}
      {canInvite && <AddSignerForm uuid={uuid} />}
      <div className="stack">
        <p>
          We will move your application on automatically as soon as everyone has signed. You can leave this page; we
          will keep your place.
        </p>
        {check.phase === 'error' && <Alert variant="error">{check.error}</Alert>}
        <div>
          <Button variant="secondary" onClick={() => void runCheck()}>
            Check status
          </Button>
        </div>
      </div>
    </section>
  );
}

type InviteInput = z.input<typeof inviteSignerBodySchema>;
type InviteValues = z.output<typeof inviteSignerBodySchema>;

function SignerCard({ uuid, signer, canInvite }: { uuid: string; signer: AdditionalSigner; canInvite: boolean }) {
  const invite = useInviteSigner(uuid);
  const remove = useRemoveSigner(uuid);
  const [isEditing, setEditing] = useState(signer.progress === 'NOT_INVITED');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fromTitle = signer.source === 'TITLE';
  const { register, handleSubmit, formState } = useForm<InviteInput, unknown, InviteValues>({
    resolver: zodResolver(inviteSignerBodySchema),
    defaultValues: { firstName: signer.firstName ?? '', lastName: signer.lastName ?? '', email: signer.email ?? '' },
  });
  const headingId = `signer-${signer.uuid}`;
  const onSubmit = handleSubmit((values) =>
    invite.mutate(
      { signerUuid: signer.uuid, ...values },
      {
        onSuccess: () => {
          setSentTo(values.email);
          setEditing(false);
        },
      },
    ),
  );

  return (
    <li className="signer-card stack" aria-labelledby={headingId}>
      <div className="signer-card__head">
        <h2 id={headingId}>{nameOf(signer)}</h2>
        <span className={`signer-badge signer-badge--${signer.progress.toLowerCase()}`}>
          {SIGNER_PROGRESS_LABELS[signer.progress]}
        </span>
      </div>
      <p className="signer-card__meta">
        {SIGNER_RELATIONSHIP_LABELS[signer.relationship]}
        {fromTitle ? ' (named on your title report)' : ''}
        {signer.email ? ` · ${signer.email}` : ''}
      </p>
      {sentTo && (
        <Alert variant="success">
          <p>We sent an invitation to {sentTo}.</p>
        </Alert>
      )}
      {invite.isError && <Alert variant="error">{errorMessageOf(invite.error)}</Alert>}
      {remove.isError && <Alert variant="error">{errorMessageOf(remove.error)}</Alert>}
      {canInvite && signer.editable && isEditing && (
        <form
          className="stack"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-label={`Invite ${nameOf(signer)}`}
        >
          <div className="signer-form__names">
            <TextField
              label="First name"
              autoComplete="off"
              isRequired
              readOnly={fromTitle && !!signer.firstName}
              error={formState.errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label="Last name"
              autoComplete="off"
              isRequired
              readOnly={fromTitle && !!signer.lastName}
              error={formState.errors.lastName?.message}
              {...register('lastName')}
            />
          </div>
          <TextField
            label={`Email of ${nameOf(signer)}`}
            type="email"
            autoComplete="off"
            isRequired
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <div>
            <SubmitButton isLoading={invite.isPending} loadingLabel="Sending">
              {signer.progress === 'NOT_INVITED' ? 'Send invitation' : 'Send a new invitation'}
            </SubmitButton>
          </div>
        </form>
      )}
      {canInvite && signer.editable && !isEditing && (
        <div className="signer-card__actions">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Resend or change e-mail
          </Button>
          {signer.removable && (
            <Button variant="link" isLoading={remove.isPending} onClick={() => remove.mutate(signer.uuid)}>
              Remove {nameOf(signer)}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

type AddInput = z.input<typeof addSignerBodySchema>;
type AddValues = z.output<typeof addSignerBodySchema>;

function AddSignerForm({ uuid }: { uuid: string }) {
  const add = useAddSigner(uuid);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<AddInput, unknown, AddValues>({
    resolver: zodResolver(addSignerBodySchema),
    defaultValues: { firstName: '', lastName: '', email: '', relationship: undefined as unknown as SignerRelationship },
  });
  const onSubmit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        setSentTo(values.email);
        reset();
      },
    }),
  );
  return (
    <form
      className="stack signer-add"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="add-signer-title"
    >
      <h2 id="add-signer-title">Add someone else who must sign</h2>
      <p>
        Add anyone else who owns the home or must agree to the loan, such as a co-owner or your spouse. We e-mail them
        an invitation right away.
      </p>
      {sentTo && (
        <Alert variant="success">
          <p>We sent an invitation to {sentTo}.</p>
        </Alert>
      )}
      {add.isError && <Alert variant="error">{errorMessageOf(add.error)}</Alert>}
      <div className="signer-form__names">
        <TextField
          label="First name"
          autoComplete="off"
          isRequired
          error={formState.errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="off"
          isRequired
          error={formState.errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        isRequired
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <RadioGroupField
        legend="How is this person related to the home?"
        options={RELATIONSHIP_OPTIONS}
        error={formState.errors.relationship?.message}
        {...register('relationship')}
      />
      <div>
        <SubmitButton isLoading={add.isPending} loadingLabel="Sending">
          Add and send invitation
        </SubmitButton>
      </div>
    </form>
  );
}
