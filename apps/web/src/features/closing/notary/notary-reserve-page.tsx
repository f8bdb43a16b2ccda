import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n';
import { notaryMessages as m } from './notary.messages';
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
  const { t, localize, money, dateTime } = useI18n();
  const o = overview.data;
  const r = o?.reservation;

  return (
    <section className="page page--narrow stack notary-page" aria-labelledby="reserve-title">
      <h1 id="reserve-title">{t(r ? m.yourAppointment : m.bookAppointment)}</h1>
      {overview.error && <Alert variant="error">{localize(errorMessageOf(overview.error))}</Alert>}
      {!o && !overview.error && <Spinner label={t(m.loadingAppointment)} />}
      {o && <p>{localize(o.reason)}</p>}
      {cancel.isSuccess && !r && <Alert variant="info">{t(m.appointmentCancelled)}</Alert>}
      {o && r && (
        <dl className="notary-facts">
          <div>
            <dt>{t(m.when)}</dt>
            <dd>{dateTime(new Date(r.startsAt), o.timeZone)}</dd>
          </div>
          <div>
            <dt>{t(m.where)}</dt>
            <dd>
              {t(m.place, {
                name: r.place.name,
                street: r.place.street1,
                city: r.place.city,
                state: r.place.state,
                zip: r.place.zip,
              })}
            </dd>
          </div>
          <div>
            <dt>{t(m.notary)}</dt>
            <dd>{r.notaryName}</dd>
          </div>
          <div>
            <dt>{t(m.notaryFee)}</dt>
            <dd>{t(m.feePaidAt, { fee: money(r.feeDollars) })}</dd>
          </div>
        </dl>
      )}
      {o && !r && <p>{t(m.chooseSuits, { fee: money(o.manualNotaryFeeDollars) })}</p>}
      {o && (
        <div className="row">
          <Link to="../schedule-manual" relative="path" className={buttonClassName(r ? 'secondary' : 'primary')}>
            {t(r ? m.chooseAnotherTime : m.chooseTimePlace)}
          </Link>
          {r && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t(m.cancelAppointment)}
            </Button>
          )}
        </div>
      )}
      {cancel.error && <Alert variant="error">{localize(errorMessageOf(cancel.error))}</Alert>}
      {o && (
        <>
          <h2>{t(m.whoSigns)}</h2>
          <SignerList signers={o.signers} />
        </>
      )}
      <StatusCheckPanel check={check} unchangedMessage={t(m.notReported)} />
      <SupportContact />
      <Modal
        id="cancel-notary-appointment"
        title={t(m.cancelTitle)}
        description={t(m.cancelDescription)}
        isOpen={confirming}
        onOpenChange={setConfirming}
        actions={
          <>
            <Button
              isLoading={cancel.isPending}
              loadingLabel={t(m.cancelling)}
              onClick={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              {t(m.yesCancel)}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t(m.keepIt)}
            </Button>
          </>
        }
      />
    </section>
  );
}
