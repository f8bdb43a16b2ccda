import { FINAL_TITLE_STATUSES } from '@heloc/domain';
import { useParams } from 'react-router';
import { Alert } from '../../../ui/alert';
import { errorMessageOf } from '../../../lib/api-error';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { useValuation } from '../api/get-valuation';
import { StatusCheckPanel } from '../../../shared/application-status/status-check-panel';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { WaitNotice } from '../../../shared/application-status/wait-notice';
import { useValuationWords } from './use-valuation-words';
import { valuationMessages as m } from './valuation.messages';
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
  const { t, localize, money, bpoTurnaround, formatDay } = useValuationWords();

  if (isTitleReview(status?.checklistStatus)) {
    return (
      <section className="page page--narrow stack valuation-page" aria-labelledby="wait-title">
        <h1 id="wait-title">{t(m.titleReviewTitle)}</h1>
        <h2>{t(m.whatIsHappening)}</h2>
        <p>{t(m.titleReviewHappening)}</p>
        <WaitNotice
          checklistStatus={status?.checklistStatus}
          since={status?.statusSince}
          propertyState={status?.propertyState}
          sayUsual={false}
        />
        <h2>{t(m.whatHappensNext)}</h2>
        <p>{t(m.titleReviewNext)}</p>
        <SupportContact />
        <StatusCheckPanel check={check} unchangedMessage={t(m.titleReviewUnchanged)} />
      </section>
    );
  }

  const data = valuation.data;
  return (
    <section className="page page--narrow stack valuation-page" aria-labelledby="wait-title">
      <h1 id="wait-title">{t(m.waitTitle)}</h1>
      <h2>{t(m.whatIsHappening)}</h2>
      <p>{t(m.waitHappening, { turnaround: bpoTurnaround })}</p>
      <WaitNotice
        checklistStatus={status?.checklistStatus}
        since={status?.statusSince}
        propertyState={status?.propertyState}
        sayUsual={false}
      />
      {valuation.error && <Alert variant="error">{localize(errorMessageOf(valuation.error))}</Alert>}
      {data?.orderedAt && (
        <dl className="valuation-facts">
          <dt>{t(m.ordered)}</dt>
          <dd>{formatDay(data.orderedAt)}</dd>
          {data.expectedBy && (
            <>
              <dt>{t(m.expectedBy)}</dt>
              <dd>{formatDay(data.expectedBy)}</dd>
            </>
          )}
          {data.estimatedValue !== null && (
            <>
              <dt>{t(m.yourEstimate)}</dt>
              <dd>{money(data.estimatedValue)}</dd>
            </>
          )}
          <dt>{t(m.valuationFee)}</dt>
          <dd>
            {data.fee.coveredByLender ? t(m.paidByLender) : t(m.feeAdded, { fee: money(data.fee.amountDollars) })}
          </dd>
        </dl>
      )}
      <h2>{t(m.whatHappensNext)}</h2>
      <p>{t(m.waitNext)}</p>
      <SupportContact />
      <StatusCheckPanel check={check} unchangedMessage={t(m.waitUnchanged)} />
    </section>
  );
}
