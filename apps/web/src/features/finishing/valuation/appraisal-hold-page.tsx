import { useParams } from 'react-router';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { useValuation } from '../api/get-valuation';
import { StatusCheckPanel } from '../../../shared/application-status/status-check-panel';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { appraisalTurnaround } from './valuation-copy';
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
  const coveredByLender = valuation.data?.fee.coveredByLender === true;
  const awaitingPayment = status?.checklistStatus === 'ONSITE_APPRAISAL_BORROWER_PAYMENT';

  return (
    <section className="page page--narrow stack valuation-page" aria-labelledby="hold-title">
      <h1 id="hold-title">Your home needs an on-site appraisal</h1>
      <h2>What is happening</h2>
      <p>
        Your line needs a full appraisal: a licensed appraiser visits your home, inside and out, and writes a report of
        its value. {appraisalTurnaround}
      </p>
      {awaitingPayment && !coveredByLender && (
        <p>
          Before the visit can be booked, the appraisal fee has to be paid. A specialist calls you within one business
          day to tell you the exact fee, take the payment and agree a time for the visit. You can also call us now.
        </p>
      )}
      {awaitingPayment && coveredByLender && (
        <p>Your lender pays for the appraisal. We are booking the appraiser and will call you to agree a time.</p>
      )}
      {!awaitingPayment && (
        <p>
          The appraisal is booked. The appraiser contacts you to confirm the visit; after it, we wait for their report.
        </p>
      )}
      <h2>What happens next</h2>
      <p>When the report arrives we update your offers with the appraised value and this page takes you to them.</p>
      <SupportContact />
      <StatusCheckPanel
        check={check}
        unchangedMessage="The appraisal is still in progress. Check again later, or call us to ask where it stands."
      />
    </section>
  );
}
