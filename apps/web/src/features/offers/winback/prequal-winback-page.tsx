import type { Requalification } from '@heloc/domain/contracts';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useAcceptRequalification } from '../api/accept-requalification';
import { useRequalification } from '../api/get-requalification';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { useScreenGuard } from '../../../shared/application-status/use-screen-guard';
import { WithdrawButton } from '../../../shared/withdraw/withdraw-button';
import { TermHintFor } from '../../../shared/term-hints/term-hint-for';
import '../../../ui/valuation-facts.css';
import { winbackMessages as m } from './prequal-winback-page.messages';

/**
 * /{uuid}/product/prequal-winback (CLTV_LIEN_POSITION_REQUALIFY, docs/product/registration-and-routing.md §4): the title search found liens the credit
 * report did not show, so the line sits behind more debt. A lower line still qualifies: the applicant accepts it and
 * sees the offers, or leaves (withdraws, after a confirmation).
 */
export function PrequalWinbackPage() {
  const { uuid = '' } = useParams();
  const { check, hasMovedOn } = useScreenGuard(uuid, ['CLTV_LIEN_POSITION_REQUALIFY']);
  const requalification = useRequalification(uuid);
  const accept = useAcceptRequalification(uuid);
  const { t, localize, money: formatMoney } = useI18n();

  if (check.phase === 'checking' || hasMovedOn) {
    return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  }
  if (requalification.error) return <Alert variant="error">{localize(errorMessageOf(requalification.error))}</Alert>;
  if (!requalification.data) return <Spinner label={t(m.loading)} size="lg" />;
  const r: Requalification = requalification.data;
  const found = r.titleLienDollars - r.reportedLienDollars;

  return (
    <section className="page page--narrow stack" aria-labelledby="winback-title">
      <h1 id="winback-title">{t(m.title)}</h1>
      <h2>{t(m.changedTitle)}</h2>
      <p>
        {t(m.changed, {
          found: formatMoney(found),
          total: formatMoney(r.titleLienDollars),
          position: r.lienPosition,
          value: formatMoney(r.propertyValueDollars),
        })}
        <TermHintFor term="cltv" />
      </p>
      <dl className="valuation-facts">
        <dt>{t(m.before)}</dt>
        <dd>{formatMoney(r.previousMaxLine)}</dd>
        <dt>{t(m.now)}</dt>
        <dd>
          <strong>{formatMoney(r.newMaxLine)}</strong>
        </dd>
      </dl>
      <p>{t(m.paidOff)}</p>
      <h2>{t(m.canDoTitle)}</h2>
      <p>{t(m.canDo, { amount: formatMoney(r.newMaxLine) })}</p>
      {accept.error && <Alert variant="error">{localize(errorMessageOf(accept.error))}</Alert>}
      {check.phase === 'error' && <Alert variant="error">{check.error && localize(check.error)}</Alert>}
      <div className="row">
        <Button
          onClick={() =>
            accept.mutate(undefined, {
              onSuccess: () => void check.check({ previousStatus: 'CLTV_LIEN_POSITION_REQUALIFY' }),
            })
          }
          isLoading={accept.isPending}
          loadingLabel={t(m.preparing)}
        >
          {t(m.see)}
        </Button>
        <WithdrawButton
          uuid={uuid}
          label={t(m.withdraw)}
          reason="LINE_TOO_LOW"
          consequence={t(m.consequence, { amount: formatMoney(r.newMaxLine) })}
        />
      </div>
      <SupportContact />
    </section>
  );
}
