import { formatDateTimeIn, formatMoney } from '@heloc/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useCancelNotaryReservation } from '../api/cancel-notary-reservation';
import { useNotaryOverview } from '../../../shared/notary-session/api/get-notary-overview';
import { StatusCheckPanel } from '../../../shared/application-status/status-check-panel';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { SignerList } from './signer-list';
import './notary.css';

/**
 * notary/reserve-manual (MANUAL_DEED_SIGNING): the in-person notary appointment: why one is needed, the fee, the
 * reserved time and place with Choose another time and Cancel appointment, or the way to book one. After the
 * appointment the notary reports the deed signed and the status check moves on.
 */
export function NotaryReservePage() {
  const { uuid = '' } = useParams();
  const overview = useNotaryOverview(uuid);
  const cancel = useCancelNotaryReservation(uuid);
  const check = useStatusCheck(uuid);
  const [confirming, setConfirming] = useState(false);
  const o = overview.data;
  const r = o?.reservation;

  return (
    <section className="page page--narrow stack notary-page" aria-labelledby="reserve-title">
      <h1 id="reserve-title">{r ? 'Your notary appointment' : 'Book your notary appointment'}</h1>
      {overview.error && <Alert variant="error">{errorMessageOf(overview.error)}</Alert>}
      {!o && !overview.error && <Spinner label="Loading your notary appointment" />}
      {o && <p>{o.reason}</p>}
      {cancel.isSuccess && !r && <Alert variant="info">Your appointment is cancelled.</Alert>}
      {o && r && (
        <dl className="notary-facts">
          <div>
            <dt>When</dt>
            <dd>{formatDateTimeIn(new Date(r.startsAt), o.timeZone)}</dd>
          </div>
          <div>
            <dt>Where</dt>
            <dd>
              {r.place.name}, {r.place.street1}, {r.place.city}, {r.place.state} {r.place.zip}
            </dd>
          </div>
          <div>
            <dt>Notary</dt>
            <dd>{r.notaryName}</dd>
          </div>
          <div>
            <dt>Notary fee</dt>
            <dd>{formatMoney(r.feeDollars)}, paid at the appointment</dd>
          </div>
        </dl>
      )}
      {o && !r && (
        <p>
          Choose a time and place that suits everyone on the title. The notary&apos;s fee is{' '}
          {formatMoney(o.manualNotaryFeeDollars)}.
        </p>
      )}
      {o && (
        <div className="row">
          <Link to="../schedule-manual" relative="path" className={buttonClassName(r ? 'secondary' : 'primary')}>
            {r ? 'Choose another time' : 'Choose a time and place'}
          </Link>
          {r && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Cancel appointment
            </Button>
          )}
        </div>
      )}
      {cancel.error && <Alert variant="error">{errorMessageOf(cancel.error)}</Alert>}
      {o && (
        <>
          <h2>Who signs before the notary</h2>
          <SignerList signers={o.signers} />
        </>
      )}
      <StatusCheckPanel
        check={check}
        unchangedMessage="The notary has not reported your signing yet. Check again after your appointment."
      />
      <SupportContact />
      <Modal
        id="cancel-notary-appointment"
        title="Cancel your notary appointment?"
        description="You will need a new appointment before your line can close."
        isOpen={confirming}
        onOpenChange={setConfirming}
        actions={
          <>
            <Button
              isLoading={cancel.isPending}
              loadingLabel="Cancelling"
              onClick={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              Yes, cancel the appointment
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        }
      />
    </section>
  );
}
