import {
  ADVERSE_ACTION_HEADINGS,
  ECOA_NOTICE,
  ecoaAgencySentence,
  FCRA_BUREAU_NOTICE,
  FCRA_SCORE_NOTICE,
  type Message,
  reasonMessageOf,
} from '@heloc/domain';
import type { AdverseActionNotice } from '@heloc/domain/contracts';
import { useMatches, useParams } from 'react-router';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { DASHBOARD_PATH } from '../../../lib/public-paths';
import { Alert } from '../../../ui/alert';
import { buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useAdverseActionNotice } from '../api/get-adverse-action-notice';
import { useDocumentUrl } from '../../../shared/application-summary/api/get-summary-document';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { adverseActionMessages as m } from './adverse-action-page.messages';
import '../decisions/decisions.css';

/** Which of the three decline screens this is (the route handle's `screen`). */
type DeclineScreen = 'error/decline' | 'error/credit' | 'error/income';

const HEADING_OF: Record<DeclineScreen, Message | null> = {
  // error/decline: the heading of the decision's own category.
  'error/decline': null,
  'error/credit': ADVERSE_ACTION_HEADINGS.CREDIT,
  'error/income': ADVERSE_ACTION_HEADINGS.INCOME,
};

/**
 * error/decline, error/credit, error/income: the adverse action notice of the recorded decision, as
 * Regulation B (12 CFR 1002.9) and the FCRA (§615(a)) require: the principal reasons, the credit score used with its
 * range, key factors and the bureau's contact details, the right to a free report within 60 days and to dispute, and
 * the ECOA notice; the same notice as a PDF.
 */
export function AdverseActionPage() {
  const { uuid = '' } = useParams();
  const handle = useMatches().at(-1)?.handle as { screen?: DeclineScreen } | undefined;
  const screen = handle?.screen ?? 'error/decline';
  const { data: notice, error, isPending } = useAdverseActionNotice(uuid);
  const { t, localize } = useI18n();

  if (isPending) return <Spinner label={t(m.loading)} size="lg" />;
  if (error || !notice) {
    return (
      <section className="page page--narrow stack" aria-labelledby="decline-title">
        <h1 id="decline-title">{localize(HEADING_OF[screen] ?? ADVERSE_ACTION_HEADINGS.OTHER)}</h1>
        <p className="page__lead">{t(m.noNotice)}</p>
        <SupportContact />
      </section>
    );
  }
  return (
    <Notice uuid={uuid} notice={notice} heading={HEADING_OF[screen] ?? ADVERSE_ACTION_HEADINGS[notice.category]} />
  );
}

function Notice({ uuid, notice, heading }: { uuid: string; notice: AdverseActionNotice; heading: Message }) {
  const { url, error } = useDocumentUrl(uuid, notice.documentUuid);
  const score = notice.creditScore;
  const { t, localize, rich, shortDate } = useI18n();
  return (
    <section className="page page--narrow stack adverse-action" aria-labelledby="decline-title">
      <h1 id="decline-title">{localize(heading)}</h1>
      <p className="page__lead">{t(m.lead, { lender: notice.lender.name })}</p>
      <dl className="notice-facts">
        <dt>{t(m.dateOfNotice)}</dt>
        <dd>{shortDate(notice.decidedAt)}</dd>
        <dt>{t(m.applicant)}</dt>
        <dd>{notice.applicantName}</dd>
        <dt>{t(m.property)}</dt>
        <dd>{notice.propertyAddress}</dd>
        <dt>{t(m.actionTaken)}</dt>
        <dd>{t(m.declined)}</dd>
      </dl>
      <div className="row">
        {notice.documentUuid && url ? (
          <a
            href={url}
            download="adverse-action-notice.pdf"
            target="_blank"
            rel="noopener"
            className={buttonClassName('secondary')}
          >
            {t(m.download)}
          </a>
        ) : (
          notice.documentUuid && !error && <Spinner label={t(m.preparingPdf)} />
        )}
        <Link to={DASHBOARD_PATH} className={buttonClassName('secondary')}>
          {t(m.dashboard)}
        </Link>
      </div>
      {error && <Alert variant="error">{t(m.pdfError)}</Alert>}

      <section className="notice-section stack" aria-labelledby="reasons-title">
        <h2 id="reasons-title">{t(m.reasonsTitle)}</h2>
        <p>{t(m.reasonsLead)}</p>
        <ol>
          {notice.reasons.map((reason) => (
            <li key={`${reason.code}-${reason.text}`}>{localize(reasonMessageOf(reason))}</li>
          ))}
        </ol>
      </section>

      {score && (
        <section className="notice-section stack" aria-labelledby="score-title">
          <h2 id="score-title">{t(m.scoreTitle)}</h2>
          <p>{localize(FCRA_SCORE_NOTICE)}</p>
          <dl className="notice-facts">
            <dt>{t(m.score)}</dt>
            <dd className="notice-score">{score.score}</dd>
            <dt>{t(m.date)}</dt>
            <dd>{shortDate(score.scoreDate)}</dd>
            <dt>{t(m.range)}</dt>
            <dd>{t(m.rangeValue, { min: score.rangeMin, max: score.rangeMax })}</dd>
            <dt>{t(m.model)}</dt>
            <dd>{score.model}</dd>
          </dl>
          {score.keyFactors.length > 0 && (
            <>
              <h3>{t(m.keyFactors)}</h3>
              <ol>
                {score.keyFactors.map((factor) => (
                  <li key={factor}>{localize(factor)}</li>
                ))}
              </ol>
            </>
          )}
          <h3>{t(m.reportRight)}</h3>
          <p>{localize(FCRA_BUREAU_NOTICE)}</p>
          <address className="notice-bureau">
            {score.bureau.name}
            <br />
            {score.bureau.address}
            <br />
            {rich(m.tollFree, {
              phone: score.bureau.phone,
              tel: (chunks) => <a href={`tel:${score.bureau.phone.replace(/[^\d+]/g, '')}`}>{chunks}</a>,
            })}
            <br />
            {score.bureau.website}
          </address>
        </section>
      )}

      <section className="notice-section stack" aria-labelledby="ecoa-title">
        <h2 id="ecoa-title">{t(m.ecoaTitle)}</h2>
        <p>{t(m.ecoa, { notice: localize(ECOA_NOTICE), agency: localize(ecoaAgencySentence(notice.agency)) })}</p>
      </section>

      <section className="notice-section stack" aria-labelledby="creditor-title">
        <h2 id="creditor-title">{t(m.questionsTitle)}</h2>
        <address>
          {notice.lender.name}
          <br />
          {notice.lender.address}
          {notice.lender.nmls && (
            <>
              <br />
              {t(m.nmls, { nmls: notice.lender.nmls })}
            </>
          )}
        </address>
        <SupportContact />
      </section>
    </section>
  );
}
