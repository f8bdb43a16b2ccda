import { RECOVERY_CODE_COUNT, totpCodeSchema } from '@heloc/domain';
import { disableMfaBodySchema, type TotpSetup } from '@heloc/domain/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessageOf } from '../../lib/api-error';
import { useOrg } from '../../lib/org-context';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { accountSettingsKeys } from './api/mfa-keys';
import { useConfirmTotpSetup } from './api/confirm-totp-setup';
import { useDisableMfa } from './api/disable-mfa';
import { useMfaStatus } from './api/get-mfa-status';
import { useStartTotpSetup } from './api/start-totp-setup';

/** "ABCD EFGH ..." : the secret in groups of four, easier to type into an app by hand. */
const groupsOfFour = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Two-step verification: off -> set up an authenticator app (QR code or key, then its first code) ->
 * the recovery codes, shown once -> on, with a way to turn it off (password and a code).
 */
export function TwoStepSection() {
  const status = useMfaStatus();
  const [setup, setSetup] = useState<TotpSetup | undefined>(undefined);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | undefined>(undefined);
  const queryClient = useQueryClient();
  const headingId = useId();

  const body = (() => {
    if (recoveryCodes)
      return (
        <RecoveryCodesStep
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(undefined);
            setSetup(undefined);
            void queryClient.invalidateQueries({ queryKey: accountSettingsKeys.mfa() });
          }}
        />
      );
    if (setup) return <SetupStep setup={setup} onConfirmed={setRecoveryCodes} onCancel={() => setSetup(undefined)} />;
    if (status.isPending) return <Spinner label="Loading your sign-in settings" />;
    if (status.isError) return <Alert variant="error">{errorMessageOf(status.error)}</Alert>;
    if (status.data.twoFactorEnabled) return <OnState recoveryCodesLeft={status.data.recoveryCodesLeft} />;
    return <OffState onStarted={setSetup} />;
  })();

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <div className="row row--spread">
        <h2 id={headingId}>Two-step verification</h2>
        {status.data && !setup && !recoveryCodes && (
          <span className={`mfa-status${status.data.twoFactorEnabled ? ' mfa-status--on' : ''}`}>
            {status.data.twoFactorEnabled ? 'On' : 'Off'}
          </span>
        )}
      </div>
      {body}
    </section>
  );
}

function OffState({ onStarted }: { onStarted: (setup: TotpSetup) => void }) {
  const start = useStartTotpSetup();
  return (
    <>
      <p>
        Protect your account with a second step at sign-in: after your password, you enter a 6-digit code from an
        authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator, 1Password or Authy).
        Someone who learns your password still cannot sign in without your phone.
      </p>
      {start.isError && <Alert variant="error">{errorMessageOf(start.error)}</Alert>}
      <div>
        <Button onClick={() => start.mutate(undefined, { onSuccess: onStarted })} isLoading={start.isPending}>
          Set up two-step verification
        </Button>
      </div>
    </>
  );
}

const confirmSchema = z.object({ code: totpCodeSchema });
type ConfirmInput = z.input<typeof confirmSchema>;
type ConfirmValues = z.output<typeof confirmSchema>;

function SetupStep({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TotpSetup;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const org = useOrg();
  const confirm = useConfirmTotpSetup();
  const [copied, setCopied] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConfirmInput, unknown, ConfirmValues>({
    resolver: zodResolver(confirmSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit((values) =>
    confirm.mutate(values, { onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes) }),
  );

  return (
    <div className="stack">
      <ol className="stack">
        <li>Install an authenticator app on your phone, if you do not have one yet.</li>
        <li className="stack">
          <span>In the app, add an account and scan this QR code.</span>
          <img
            className="mfa-setup__qr"
            src={setup.qrCodeDataUrl}
            alt={`QR code that adds your ${org.orgMetaData.companyNameShort} account to an authenticator app`}
            width={192}
            height={192}
          />
          <span>Cannot scan it? Choose to enter a setup key in the app, and type this key (time-based):</span>
          <code className="mfa-setup__secret" aria-label="Setup key">
            {groupsOfFour(setup.secret)}
          </code>
          <div>
            <Button
              variant="secondary"
              onClick={() =>
                void navigator.clipboard?.writeText(setup.secret).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              Copy setup key
            </Button>
            <span role="status">{copied ? ' Copied' : ''}</span>
          </div>
        </li>
        <li>
          <form onSubmit={onSubmit} noValidate aria-label="Confirm your authenticator app" className="stack">
            <span>Enter the 6-digit code the app now shows, to check it works.</span>
            {confirm.isError && <Alert variant="error">{errorMessageOf(confirm.error)}</Alert>}
            <TextField
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              isRequired
              error={errors.code?.message}
              {...register('code')}
            />
            <div className="row">
              <SubmitButton isLoading={confirm.isPending}>Turn on</SubmitButton>
              <Button variant="link" onClick={onCancel}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const org = useOrg();
  const [copied, setCopied] = useState(false);
  const text = `${org.orgMetaData.companyNameShort} recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="stack">
      <Alert variant="success" title="Two-step verification is on">
        From now on, signing in asks for a code from your app after your password.
      </Alert>
      <h3>Save your recovery codes</h3>
      <p>
        If you lose your phone, each of these {RECOVERY_CODE_COUNT} codes lets you sign in once instead of a code from
        the app. Keep them somewhere safe, like a password manager. This is the only time we show them.
      </p>
      <ul className="mfa-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="row">
        <Button variant="secondary" onClick={download}>
          Download codes
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy codes
        </Button>
        <span role="status">{copied ? 'Copied' : ''}</span>
      </div>
      <div>
        <Button onClick={onDone}>I saved my codes</Button>
      </div>
    </div>
  );
}

type DisableInput = z.input<typeof disableMfaBodySchema>;
type DisableValues = z.output<typeof disableMfaBodySchema>;

function OnState({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const [isTurningOff, setIsTurningOff] = useState(false);
  const disable = useDisableMfa();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DisableInput, unknown, DisableValues>({
    resolver: zodResolver(disableMfaBodySchema),
    defaultValues: { password: '', code: '' },
  });
  const onSubmit = handleSubmit((values) => disable.mutate(values));

  return (
    <>
      <p>
        Signing in asks for a code from your authenticator app after your password. You have {recoveryCodesLeft} unused
        recovery code{recoveryCodesLeft === 1 ? '' : 's'} left.
      </p>
      {recoveryCodesLeft <= 2 && (
        <Alert variant="warn">
          You are running out of recovery codes. Turn two-step verification off and on again to get{' '}
          {RECOVERY_CODE_COUNT} new ones.
        </Alert>
      )}
      {!isTurningOff ? (
        <div>
          <Button variant="secondary" onClick={() => setIsTurningOff(true)}>
            Turn off two-step verification
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Turn off two-step verification" className="stack">
          <p>Your account will be protected by your password only. Confirm it is you:</p>
          {disable.isError && <Alert variant="error">{errorMessageOf(disable.error)}</Alert>}
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            isRequired
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label="Code from the app or a recovery code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            isRequired
            error={errors.code?.message}
            {...register('code')}
          />
          <div className="row">
            <SubmitButton isLoading={disable.isPending}>Turn off</SubmitButton>
            <Button variant="link" onClick={() => setIsTurningOff(false)}>
              Keep it on
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
