import { FINAL_TITLE_STATUSES, formatMoney } from '@heloc/domain';
import { useParams } from 'react-router';
import { Alert } from '../../../ui/alert';
import { errorMessageOf } from '../../../lib/api-error';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { useValuation } from '../api/get-valuation';
import { StatusCheckPanel } from '../../../shared/application-status/status-check-panel';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { WaitNotice } from '../../../shared/application-status/wait-notice';
import { bpoTurnaround, formatDay } from './valuation-copy';
import '../../../ui/valuation-facts.css';

const isTitleReview = (status: string | undefined) =>
  (FINAL_TITLE_STATUSES as readonly string[]).includes(status ?? '');

/**
 * /{uuid}/bpo/hold and /{uuid}/bpo/waiting (NAV_BPO_PROCESSING, NAV_RESI_EVAL_PROCESSING and the final title statuses,
 * docs/product/registration-and-routing.md §4): the valuation is with the broker. Says what is happening, since when, how long it usually takes and what
 * comes next; Check status follows the application once the value arrives (the engine's step BPO_VALUATION).
 */
export function ValuationWaitPage() {
  const { uuid = '' } = useParams();
  const { data: status } = useApplicationStatus(uuid);
  const valuation = useValuation(uuid);
  const check = useStatusCheck(uuid);

  if (isTitleReview(status?.checklistStatus)) {
    return (
      <section className="page page--narrow stack valuation-page" aria-labelledby="wait-title">
        <h1 id="wait-title">Your title is being reviewed</h1>
        <h2>What is happening</h2>
        <p>
          A title company is reviewing the final title of your home: who owns it and which loans are recorded against
          it. This usually takes 1 to 3 business days and needs nothing from you.
        </p>
        <WaitNotice
          checklistStatus={status?.checklistStatus}
          since={status?.statusSince}
          propertyState={status?.propertyState}
          sayUsual={false}
        />
        <h2>What happens next</h2>
        <p>As soon as the title is clear your application moves on; select Check status to follow it.</p>
        <SupportContact />
        <StatusCheckPanel check={check} unchangedMessage="The title review is still under way." />
      </section>
    );
  }

  const data = valuation.data;
  return (
    <section className="page page--narrow stack valuation-page" aria-labelledby="wait-title">
      <h1 id="wait-title">Your home is being valued</h1>
      <h2>What is happening</h2>
      <p>
        A licensed local broker is preparing a broker price opinion of your home: they view the outside and compare it
        with recent sales nearby. You do not need to be home. {bpoTurnaround}
      </p>
      <WaitNotice
        checklistStatus={status?.checklistStatus}
        since={status?.statusSince}
        propertyState={status?.propertyState}
        sayUsual={false}
      />
      {valuation.error && <Alert variant="error">{errorMessageOf(valuation.error)}</Alert>}
      {data?.orderedAt && (
        <dl className="valuation-facts">
          <dt>Ordered</dt>
          <dd>{formatDay(data.orderedAt)}</dd>
          {data.expectedBy && (
            <>
              <dt>Expected by</dt>
              <dd>{formatDay(data.expectedBy)}</dd>
            </>
          )}
          {data.estimatedValue !== null && (
            <>
              <dt>Your estimate</dt>
              <dd>{formatMoney(data.estimatedValue)}</dd>
            </>
          )}
          <dt>Valuation fee</dt>
          <dd>
            {data.fee.coveredByLender
              ? 'Paid by your lender'
              : `${formatMoney(data.fee.amountDollars)}, added to your closing costs`}
          </dd>
        </dl>
      )}
      <h2>What happens next</h2>
      <p>
        When the broker’s value arrives we prepare your offers from it straight away, and this page takes you to them
        when you select Check status or come back to your application. If the value is lower than you expected, your
        offers are smaller but you are never obliged to accept them.
      </p>
      <SupportContact />
      <StatusCheckPanel
        check={check}
        unchangedMessage="The broker’s value has not arrived yet. Check again later: your offers appear here as soon as it does."
      />
    </section>
  );
}
