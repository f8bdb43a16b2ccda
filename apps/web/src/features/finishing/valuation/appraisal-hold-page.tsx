import { useParams } from 'react-router';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { useValuation } from '../api/get-valuation';
import { StatusCheckPanel } from '../../../shared/application-status/status-check-panel';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { useValuationWords } from './use-valuation-words';
import { valuationMessages as m } from './valuation.messages';
import '../../../ui/valuation-facts.css';

/**
 * /{uuid}/hold (ONSITE_APPRAISAL_BORROWER_PAYMENT, ONSITE_APPRAISAL_PENDING, docs/product/registration-and-routing.md §4): the home needs an appraiser's
 * visit. Says honestly what is happening at each of the two statuses, who pays, how long it takes and what is next.
 */
export function AppraisalHoldPage() {
  const { uuid = '' } = useParams();
  const { data: status } = useApplicationStatus(uuid);
  const valuation = useValuation(uuid);
  const check = useStatusCheck(uuid);
  const { t, appraisalTurnaround } = useValuationWords();
  const coveredByLender = valuation.data?.fee.coveredByLender === true;
  const awaitingPayment = status?.checklistStatus === 'ONSITE_APPRAISAL_BORROWER_PAYMENT';

  return (
    <section className="page page--narrow stack valuation-page" aria-labelledby="hold-title">
      <h1 id="hold-title">{t(m.holdTitle)}</h1>
      <h2>{t(m.whatIsHappening)}</h2>
      <p>{t(m.holdHappening, { turnaround: appraisalTurnaround })}</p>
      {awaitingPayment && !coveredByLender && <p>{t(m.holdPayment)}</p>}
      {awaitingPayment && coveredByLender && <p>{t(m.holdLenderPays)}</p>}
      {!awaitingPayment && <p>{t(m.holdBooked)}</p>}
      <h2>{t(m.whatHappensNext)}</h2>
      <p>{t(m.holdNext)}</p>
      <SupportContact />
      <StatusCheckPanel check={check} unchangedMessage={t(m.holdUnchanged)} />
    </section>
  );
}
