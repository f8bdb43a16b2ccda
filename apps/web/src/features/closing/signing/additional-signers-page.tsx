import {
  SIGNER_PROGRESS_LABELS,
  SIGNER_RELATIONSHIP_LABELS,
  SIGNER_RELATIONSHIPS,
  type SignerRelationship,
} from '@heloc/domain';
import { type AdditionalSigner, addSignerBodySchema, inviteSignerBodySchema } from '@heloc/domain/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import type { z } from 'zod';
import type { MessageDescriptor } from 'react-intl';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n, zodResolver } from '../../../lib/i18n';
import { signingMessages as m } from './signing.messages';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { Spinner } from '../../../ui/spinner';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import { useAddSigner } from '../api/add-signer';
import { useCoDeedStatus } from '../../../shared/co-deed/api/get-co-deed-status';
import { useInviteSigner } from '../api/invite-signer';
import { useRemoveSigner } from '../api/remove-signer';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import './signing.css';

type Translate = (descriptor: MessageDescriptor) => string;

const nameOf = (s: AdditionalSigner, t: Translate) =>
  [s.firstName, s.lastName].filter(Boolean).join(' ') ||
  t(s.relationship === 'SPOUSE' ? m.yourSpouse : m.anotherSigner);

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
  const { t, localize } = useI18n();

  useEffect(() => {
    if (!hasMovedOn || routed.current) return;
    routed.current = true;
    void runCheck();
  }, [hasMovedOn, runCheck]);

  if (check.phase === 'checking' || hasMovedOn)
    return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  if (status.error) return <Alert variant="error">{localize(errorMessageOf(status.error))}</Alert>;
  if (!status.data) return <Spinner label={t(m.loadingSigners)} size="lg" />;
  const { signers, spouseRule, canInvite } = status.data;
  const signed = signers.filter((s) => s.progress === 'SIGNED').length;

  return (
    <section className="page page--narrow stack signers-page" aria-labelledby="signers-title">
      <h1 id="signers-title">{t(m.signersTitle)}</h1>
      <p className="page__lead">{t(m.signersLead)}</p>
      {spouseRule && (
        <Alert variant="info" title={t(m.spouseMustSign)}>
          <p>{t(m.spouseRule, { rule: localize(spouseRule) })}</p>
        </Alert>
      )}
      <p role="status" aria-live="polite">
        {signers.length === 0 ? t(m.noOneListed) : t(m.signedCount, { signed, total: signers.length })}
      </p>
      {signers.length > 0 && (
        <ul className="signer-list" aria-label={t(m.peopleWhoMustSign)}>
          {signers.map((signer) => (
            <SignerCard key={signer.uuid} uuid={uuid} signer={signer} canInvite={canInvite} />
          ))}
        </ul>
      )}
      {canInvite && <AddSignerForm uuid={uuid} />}
      <div className="stack">
        <p>{t(m.moveOn)}</p>
        {check.phase === 'error' && <Alert variant="error">{localize(check.error ?? '')}</Alert>}
        <div>
          <Button variant="secondary" onClick={() => void runCheck()}>
            {t(m.checkStatus)}
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
  const { t, localize } = useI18n();
  const errorText = (message: string | undefined) => (message ? localize(message) : undefined);
  const name = nameOf(signer, t);
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
        <h2 id={headingId}>{name}</h2>
        <span className={`signer-badge signer-badge--${signer.progress.toLowerCase()}`}>
          {localize(SIGNER_PROGRESS_LABELS[signer.progress])}
        </span>
      </div>
      <p className="signer-card__meta">
        {localize(SIGNER_RELATIONSHIP_LABELS[signer.relationship])}
        {fromTitle ? t(m.namedOnTitle) : ''}
        {signer.email ? t(m.emailSuffix, { email: signer.email }) : ''}
      </p>
      {sentTo && (
        <Alert variant="success">
          <p>{t(m.invitationSent, { email: sentTo })}</p>
        </Alert>
      )}
      {invite.isError && <Alert variant="error">{localize(errorMessageOf(invite.error))}</Alert>}
      {remove.isError && <Alert variant="error">{localize(errorMessageOf(remove.error))}</Alert>}
      {canInvite && signer.editable && isEditing && (
        <form
          className="stack"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-label={t(m.invite, { name })}
        >
          <div className="signer-form__names">
            <TextField
              label={t(m.firstName)}
              autoComplete="off"
              isRequired
              readOnly={fromTitle && !!signer.firstName}
              error={errorText(formState.errors.firstName?.message)}
              {...register('firstName')}
            />
            <TextField
              label={t(m.lastName)}
              autoComplete="off"
              isRequired
              readOnly={fromTitle && !!signer.lastName}
              error={errorText(formState.errors.lastName?.message)}
              {...register('lastName')}
            />
          </div>
          <TextField
            label={t(m.emailOf, { name })}
            type="email"
            autoComplete="off"
            isRequired
            error={errorText(formState.errors.email?.message)}
            {...register('email')}
          />
          <div>
            <SubmitButton isLoading={invite.isPending} loadingLabel={t(m.sending)}>
              {t(signer.progress === 'NOT_INVITED' ? m.sendInvitation : m.sendNewInvitation)}
            </SubmitButton>
          </div>
        </form>
      )}
      {canInvite && signer.editable && !isEditing && (
        <div className="signer-card__actions">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t(m.resend)}
          </Button>
          {signer.removable && (
            <Button variant="link" isLoading={remove.isPending} onClick={() => remove.mutate(signer.uuid)}>
              {t(m.remove, { name })}
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
  const { t, localize } = useI18n();
  const errorText = (message: string | undefined) => (message ? localize(message) : undefined);
  const relationshipOptions = SIGNER_RELATIONSHIPS.map((value) => ({
    value,
    label: localize(SIGNER_RELATIONSHIP_LABELS[value]),
  }));
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
      <h2 id="add-signer-title">{t(m.addTitle)}</h2>
      <p>{t(m.addText)}</p>
      {sentTo && (
        <Alert variant="success">
          <p>{t(m.invitationSent, { email: sentTo })}</p>
        </Alert>
      )}
      {add.isError && <Alert variant="error">{localize(errorMessageOf(add.error))}</Alert>}
      <div className="signer-form__names">
        <TextField
          label={t(m.firstName)}
          autoComplete="off"
          isRequired
          error={errorText(formState.errors.firstName?.message)}
          {...register('firstName')}
        />
        <TextField
          label={t(m.lastName)}
          autoComplete="off"
          isRequired
          error={errorText(formState.errors.lastName?.message)}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t(m.email)}
        type="email"
        autoComplete="off"
        isRequired
        error={errorText(formState.errors.email?.message)}
        {...register('email')}
      />
      <RadioGroupField
        legend={t(m.relationship)}
        options={relationshipOptions}
        error={errorText(formState.errors.relationship?.message)}
        {...register('relationship')}
      />
      <div>
        <SubmitButton isLoading={add.isPending} loadingLabel={t(m.sending)}>
          {t(m.addAndSend)}
        </SubmitButton>
      </div>
    </form>
  );
}
