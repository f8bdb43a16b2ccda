import type { WithdrawApplication } from '@heloc/domain/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { useI18n } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useWithdrawApplication } from './api/withdraw-application';
import { applicationPath } from '../application-status/destination';
import { withdrawMessages as m } from './withdraw-button.messages';

export interface WithdrawButtonProps {
  uuid: string;
  /** The button's text ('Withdraw my application', 'No thanks, withdraw'). */
  label: string;
  /** What leaving means here, said in the confirmation before anything happens. */
  consequence: string;
  reason: NonNullable<WithdrawApplication['reason']>;
}

/**
 * Leaving a screen that waits on the applicant's decision: a confirmation that says what withdrawing does,
 * then the application is closed (CANCELLED) and the root screen says so. Nothing happens without the confirmation.
 */
export function WithdrawButton({ uuid, label, consequence, reason }: WithdrawButtonProps) {
  const { t, localize } = useI18n();
  const [isOpen, setOpen] = useState(false);
  const withdraw = useWithdrawApplication(uuid);
  const navigate = useNavigate();

  const confirm = () =>
    withdraw.mutate(
      { confirm: true, reason },
      { onSuccess: () => void navigate(applicationPath(uuid, ''), { replace: true }) },
    );

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        id="withdraw-application"
        title={t(m.title)}
        description={consequence}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          if (!open) withdraw.reset();
        }}
        actions={
          <>
            <Button variant="primary" onClick={confirm} isLoading={withdraw.isPending} loadingLabel={t(m.withdrawing)}>
              {t(m.confirm)}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t(m.keep)}
            </Button>
          </>
        }
      >
        <p>{t(m.explanation)}</p>
        {withdraw.error && <Alert variant="error">{localize(errorMessageOf(withdraw.error))}</Alert>}
      </Modal>
    </>
  );
}
