import { RECOVERY_CODE_COUNT, totpCodeSchema, lazySchema } from '@heloc/domain';
import { disableMfaBodySchema, type TotpSetup } from '@heloc/domain/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessageOf } from '../../lib/api-error';
import { useI18n, zodResolver } from '../../lib/i18n';
import { useOrg } from '../../lib/org-context';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { accountSettingsMessages as m } from './account-settings.messages';
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
  const { t, localize } = useI18n();

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
    if (status.isPending) return <Spinner label={t(m.loading)} />;
    if (status.isError) return <Alert variant="error">{localize(errorMessageOf(status.error))}</Alert>;
    if (status.data.twoFactorEnabled) return <OnState recoveryCodesLeft={status.data.recoveryCodesLeft} />;
    return <OffState onStarted={setSetup} />;
  })();

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <div className="row row--spread">
        <h2 id={headingId}>{t(m.twoStepTitle)}</h2>
        {status.data && !setup && !recoveryCodes && (
          <span className={`mfa-status${status.data.twoFactorEnabled ? ' mfa-status--on' : ''}`}>
            {t(status.data.twoFactorEnabled ? m.on : m.off)}
          </span>
        )}
      </div>
      {body}
    </section>
  );
}

function OffState({ onStarted }: { onStarted: (setup: TotpSetup) => void }) {
  const start = useStartTotpSetup();
  const { t, localize } = useI18n();
  return (
    <>
      <p>{t(m.offLead)}</p>
      {start.isError && <Alert variant="error">{localize(errorMessageOf(start.error))}</Alert>}
      <div>
        <Button onClick={() => start.mutate(undefined, { onSuccess: onStarted })} isLoading={start.isPending}>
          {t(m.setUp)}
        </Button>
      </div>
    </>
  );
}

const confirmSchema = lazySchema(() => z.object({ code: totpCodeSchema }));
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
  const { t, localize } = useI18n();
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
        <li>{t(m.install)}</li>
        <li className="stack">
          <span>{t(m.scan)}</span>
          <img
            className="mfa-setup__qr"
            src={setup.qrCodeDataUrl}
            alt={t(m.qrAlt, { company: org.orgMetaData.companyNameShort })}
            width={192}
            height={192}
          />
          <span>{t(m.cannotScan)}</span>
          <code className="mfa-setup__secret" aria-label={t(m.setupKey)}>
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
              {t(m.copySetupKey)}
            </Button>
            <span role="status">{copied ? t(m.copiedKey) : ''}</span>
          </div>
        </li>
        <li>
          <form onSubmit={onSubmit} noValidate aria-label={t(m.confirmForm)} className="stack">
            <span>{t(m.enterCode)}</span>
            {confirm.isError && <Alert variant="error">{localize(errorMessageOf(confirm.error))}</Alert>}
            <TextField
              label={t(m.codeFromApp)}
              inputMode="numeric"
              autoComplete="one-time-code"
              isRequired
              error={errors.code?.message}
              {...register('code')}
            />
            <div className="row">
              <SubmitButton isLoading={confirm.isPending}>{t(m.turnOn)}</SubmitButton>
              <Button variant="link" onClick={onCancel}>
                {t(m.cancel)}
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
  const { t } = useI18n();
  const title = t(m.recoveryFileTitle, { company: org.orgMetaData.companyNameShort });
  const text = `${title}\n\n${codes.join('\n')}\n`;
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
      <Alert variant="success" title={t(m.isOnTitle)}>
        {t(m.isOnBody)}
      </Alert>
      <h3>{t(m.saveCodes)}</h3>
      <p>{t(m.saveCodesLead, { count: RECOVERY_CODE_COUNT })}</p>
      <ul className="mfa-codes" aria-label={t(m.recoveryCodes)}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="row">
        <Button variant="secondary" onClick={download}>
          {t(m.downloadCodes)}
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
          {t(m.copyCodes)}
        </Button>
        <span role="status">{copied ? t(m.copied) : ''}</span>
      </div>
      <div>
        <Button onClick={onDone}>{t(m.savedCodes)}</Button>
      </div>
    </div>
  );
}

type DisableInput = z.input<typeof disableMfaBodySchema>;
type DisableValues = z.output<typeof disableMfaBodySchema>;

function OnState({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const [isTurningOff, setIsTurningOff] = useState(false);
  const disable = useDisableMfa();
  const { t, localize } = useI18n();
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
      <p>{t(m.onLead, { count: recoveryCodesLeft })}</p>
      {recoveryCodesLeft <= 2 && <Alert variant="warn">{t(m.runningOut, { count: RECOVERY_CODE_COUNT })}</Alert>}
      {!isTurningOff ? (
        <div>
          <Button variant="secondary" onClick={() => setIsTurningOff(true)}>
            {t(m.turnOffButton)}
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t(m.turnOffButton)} className="stack">
          <p>{t(m.turnOffLead)}</p>
          {disable.isError && <Alert variant="error">{localize(errorMessageOf(disable.error))}</Alert>}
          <TextField
            label={t(m.password)}
            type="password"
            autoComplete="current-password"
            isRequired
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label={t(m.codeOrRecovery)}
            autoComplete="one-time-code"
            autoCapitalize="none"
            isRequired
            error={errors.code?.message}
            {...register('code')}
          />
          <div className="row">
            <SubmitButton isLoading={disable.isPending}>{t(m.turnOff)}</SubmitButton>
            <Button variant="link" onClick={() => setIsTurningOff(false)}>
              {t(m.keepOn)}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
