import {
  ADVERSE_ACTION_HEADINGS,
  ECOA_NOTICE,
  ecoaAgencySentence,
  FCRA_BUREAU_NOTICE,
  FCRA_SCORE_NOTICE,
  formatDisplayDate,
} from '@heloc/domain';
import type { AdverseActionNotice } from '@heloc/domain/contracts';
import { useMatches, useParams } from 'react-router';
import { Link } from 'react-router';
import { DASHBOARD_PATH } from '../../../lib/public-paths';
import { Alert } from '../../../ui/alert';
import { buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useAdverseActionNotice } from '../api/get-adverse-action-notice';
import { useDocumentUrl } from '../../../shared/application-summary/api/get-summary-document';
import { SupportContact } from '../../../shared/application-status/support-contact';
import './decisions.css';

/** Which of the three decline screens this is (the route handle's `screen`). */
type DeclineScreen = 'error/decline' | 'error/credit' | 'error/income';

const HEADING_OF: Record<DeclineScreen, string | null> = {
  // error/decline: the heading of the decision's own category.
  'error/decline': null,
  'error/credit': ADVERSE_ACTION_HEADINGS.CREDIT,
  'error/income': ADVERSE_ACTION_HEADINGS.INCOME,
};

const dateOf = (iso: string) => formatDisplayDate(new Date(iso));

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

  if (isPending) return <Spinner label="Loading your notice" size="lg" />;
  if (error || !notice) {
    return (
      <section className="page page--narrow stack" aria-labelledby="decline-title">
        <h1 id="decline-title">{HEADING_OF[screen] ?? ADVERSE_ACTION_HEADINGS.OTHER}</h1>
        <p className="page__lead">
          We are unable to offer you a home equity line of credit at this time. Your notice explaining why is being
          prepared and will also be mailed to you within 30 days.
        </p>
        <SupportContact />
      </section>
    );
  }
  return (
    <Notice uuid={uuid} notice={notice} heading={HEADING_OF[screen] ?? ADVERSE_ACTION_HEADINGS[notice.category]} />
  );
}

function Notice({ uuid, notice, heading }: { uuid: string; notice: AdverseActionNotice; heading: string }) {
  const { url, error } = useDocumentUrl(uuid, notice.documentUuid);
  const score = notice.creditScore;
  return (
    <section className="page page--narrow stack adverse-action" aria-labelledby="decline-title">
      <h1 id="decline-title">{heading}</h1>
      <p className="page__lead">
        Thank you for applying for a home equity line of credit with {notice.lender.name}. After careful review we are
        unable to approve your application. This page is your notice of the action we took and the reasons for it; keep
        a copy for your records.
      </p>
      <dl className="notice-facts">
        <dt>Date of notice</dt>
        <dd>{dateOf(notice.decidedAt)}</dd>
        <dt>Applicant</dt>
        <dd>{notice.applicantName}</dd>
        <dt>Property</dt>
        <dd>{notice.propertyAddress}</dd>
        <dt>Action taken</dt>
        <dd>Application declined</dd>
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
            Download your notice (PDF)
          </a>
        ) : (
          notice.documentUuid && !error && <Spinner label="Preparing the PDF" />
        )}
        <Link to={DASHBOARD_PATH} className={buttonClassName('secondary')}>
          Go to dashboard
        </Link>
      </div>
      {error && <Alert variant="error">We could not load the PDF of your notice. Please try again later.</Alert>}

      <section className="notice-section stack" aria-labelledby="reasons-title">
        <h2 id="reasons-title">Why we could not approve your application</h2>
        <p>The principal reasons for our decision are:</p>
        <ol>
          {notice.reasons.map((reason) => (
            <li key={`${reason.code}-${reason.text}`}>{reason.text}</li>
          ))}
        </ol>
      </section>

      {score && (
        <section className="notice-section stack" aria-labelledby="score-title">
          <h2 id="score-title">Your credit score</h2>
          <p>{FCRA_SCORE_NOTICE}</p>
          <dl className="notice-facts">
            <dt>Your credit score</dt>
            <dd className="notice-score">{score.score}</dd>
            <dt>Date</dt>
            <dd>{dateOf(score.scoreDate)}</dd>
            <dt>Scores range</dt>
            <dd>
              from a low of {score.rangeMin} to a high of {score.rangeMax}
            </dd>
            <dt>Score model</dt>
            <dd>{score.model}</dd>
          </dl>
          {score.keyFactors.length > 0 && (
            <>
              <h3>Key factors that adversely affected your credit score</h3>
              <ol>
                {score.keyFactors.map((factor) => (
                  <li key={factor}>{factor}</li>
                ))}
              </ol>
            </>
          )}
          <h3>Your right to your credit report</h3>
          <p>{FCRA_BUREAU_NOTICE}</p>
          <address className="notice-bureau">
            {score.bureau.name}
            <br />
            {score.bureau.address}
            <br />
            Toll-free: <a href={`tel:${score.bureau.phone.replace(/[^\d+]/g, '')}`}>{score.bureau.phone}</a>
            <br />
            {score.bureau.website}
          </address>
        </section>
      )}

      <section className="notice-section stack" aria-labelledby="ecoa-title">
        <h2 id="ecoa-title">Notice: the Equal Credit Opportunity Act</h2>
        <p>
          {ECOA_NOTICE} {ecoaAgencySentence(notice.agency)}
        </p>
      </section>

      <section className="notice-section stack" aria-labelledby="creditor-title">
        <h2 id="creditor-title">Questions about this decision</h2>
        <address>
          {notice.lender.name}
          <br />
          {notice.lender.address}
          {notice.lender.nmls && (
            <>
              <br />
              NMLS ID {notice.lender.nmls}
            </>
          )}
        </address>
        <SupportContact />
      </section>
    </section>
  );
}
