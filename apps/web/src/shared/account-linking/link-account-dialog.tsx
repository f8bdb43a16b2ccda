import { type LinkCredentials, linkCredentialsSchema } from '@heloc/domain';
import type { LinkInstitution } from '@heloc/domain/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n, zodResolver, formErrorOf } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { linkAccountMessages as m } from './link-account-dialog.messages';
import './link-account-dialog.css';

export type LinkKind = LinkInstitution['kind'];

export interface LinkAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is linked: a payroll account or a bank account. */
  kind: LinkKind;
  /** The institutions to offer (the API's list for this kind; others are left out). */
  institutions: readonly LinkInstitution[];
  title: string;
  /**
   * Performs the API call with the institution and credentials. Answers null on success (the dialog closes) or the
   * message to show (the dialog stays on the sign-in step with the values kept, so the applicant can retry).
   */
  onSubmit: (credentials: LinkCredentials) => Promise<string | null>;
  /** Unique among mounted dialogs; defaults to `link-<kind>`. */
  id?: string;
}

const WHAT_WE_SEE = { PAYROLL: m.whatWeSeePayroll, BANK: m.whatWeSeeBank } satisfies Record<
  LinkKind,
  (typeof m)[keyof typeof m]
>;

/**
 * The account link dialog (a Radix Dialog through ui/Modal): choose an institution, then sign in to it. The
 * credentials go to the caller's `onSubmit` only, and on to the link provider: never stored, never logged.
 */
export function LinkAccountDialog({
  open,
  onOpenChange,
  kind,
  institutions,
  title,
  onSubmit,
  id,
}: LinkAccountDialogProps) {
  const { t, rich, localize } = useI18n();
  const offered = institutions.filter((institution) => institution.kind === kind);
  const [institution, setInstitution] = useState<LinkInstitution | null>(null);
  const [choice, setChoice] = useState('');
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const groupId = useId();
  const form = useForm<LinkCredentials>({
    resolver: zodResolver(linkCredentialsSchema),
    defaultValues: { institutionId: '', username: '', password: '' },
  });

  const reset = () => {
    setInstitution(null);
    setChoice('');
    setChoiceError(undefined);
    setFailure(null);
    form.reset({ institutionId: '', username: '', password: '' });
  };
  const changeOpen = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const chooseInstitution = () => {
    const chosen = offered.find((i) => i.id === choice);
    if (!chosen) {
      const issue = linkCredentialsSchema.shape.institutionId.safeParse('').error?.issues[0];
      setChoiceError(issue && formErrorOf(issue));
      return;
    }
    setInstitution(chosen);
    form.setValue('institutionId', chosen.id);
  };

  const signIn = form.handleSubmit(async (credentials) => {
    setFailure(null);
    const message = await onSubmit(credentials);
    if (message === null) changeOpen(false);
    else setFailure(message);
  });

  const { errors, isSubmitting } = form.formState;
  return (
    <Modal
      id={id ?? `link-${kind.toLowerCase()}`}
      title={title}
      description={t(WHAT_WE_SEE[kind])}
      isOpen={open}
      onOpenChange={changeOpen}
    >
      {!institution ? (
        <div className="stack link-dialog">
          <fieldset
            className="link-dialog__institutions"
            aria-describedby={choiceError ? `${groupId}-error` : undefined}
          >
            <legend>{t(kind === 'PAYROLL' ? m.choosePayroll : m.chooseBank)}</legend>
            {offered.map((option) => (
              <label key={option.id} className="link-dialog__institution">
                <input
                  type="radio"
                  name={`${groupId}-institution`}
                  value={option.id}
                  checked={choice === option.id}
                  onChange={() => {
                    setChoice(option.id);
                    setChoiceError(undefined);
                  }}
                />
                {option.name}
              </label>
            ))}
            {choiceError && (
              <p id={`${groupId}-error`} className="ui-field__error" role="alert">
                {localize(choiceError)}
              </p>
            )}
          </fieldset>
          <div className="row">
            <Button onClick={chooseInstitution}>{t(m.continue)}</Button>
          </div>
        </div>
      ) : (
        <form className="stack link-dialog" noValidate onSubmit={(event) => void signIn(event)}>
          <p>{rich(m.signInTo, { institution: institution.name, strong: (chunks) => <strong>{chunks}</strong> })}</p>
          <TextField
            label={t(m.username)}
            autoComplete="off"
            isRequired
            error={errors.username?.message && localize(errors.username.message)}
            {...form.register('username')}
          />
          <TextField
            label={t(m.password)}
            type="password"
            autoComplete="off"
            isRequired
            error={errors.password?.message && localize(errors.password.message)}
            {...form.register('password')}
          />
          {failure && (
            <Alert variant="error" title={t(m.couldNotConnect)}>
              {localize(failure)}
            </Alert>
          )}
          <div className="row">
            <SubmitButton isLoading={isSubmitting} loadingLabel={t(m.connecting)}>
              {t(m.connect)}
            </SubmitButton>
            <Button
              variant="secondary"
              onClick={() => {
                setInstitution(null);
                setFailure(null);
              }}
            >
              {t(m.chooseAnother)}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
