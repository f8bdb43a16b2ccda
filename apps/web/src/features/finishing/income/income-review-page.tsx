import type { IncomeVerificationMethod } from '@heloc/domain';
import type { IncomeOptions } from '@heloc/domain/contracts';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useIncomeOptions } from '../api/get-income-options';
import { applicationPath } from '../../../shared/application-status/destination';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { METHOD_COPY, slugOfDocumentType } from './income-copy';
import { incomeMessages as m } from './income.messages';
import './income.css';

/** Where each way of verifying leads (relative to /{uuid}/). */
const targetOf = (method: IncomeVerificationMethod, options: IncomeOptions): string => {
  if (method === 'PAYROLL_LINK') return 'income/link/payroll';
  if (method === 'BANK_LINK') return 'income/link/bank';
  if (method === 'EMPLOYER_VERIFICATION') return 'income/employer-verification';
  return `income/upload/${slugOfDocumentType(options.documents[0]?.type ?? 'PAYSTUB')}`;
};

/**
 * /{uuid}/income/review (INCOME_VERIFICATION): the ways to verify income that fit the applicant's employment type and
 * income sources, each explained; what the lender asked for, if anything; an attempt still being verified.
 */
export function IncomeReviewPage() {
  const { uuid = '' } = useParams();
  const { data: options, error, refetch, isFetching } = useIncomeOptions(uuid);
  const check = useStatusCheck(uuid);
  const { t, localize, money } = useI18n();

  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  if (error) {
    return (
      <section className="page page--narrow stack" aria-labelledby="income-title">
        <h1 id="income-title">{t(m.reviewTitle)}</h1>
        <Alert variant="error">{localize(errorMessageOf(error))}</Alert>
        <Button onClick={() => void refetch()} isLoading={isFetching}>
          {t(m.tryAgain)}
        </Button>
      </section>
    );
  }
  if (!options) return <Spinner label={t(m.loadingWays)} size="lg" />;

  const { latest, lenderRequest } = options;
  const isPending = latest?.status === 'PENDING';
  return (
    <section className="page page--narrow stack income-page" aria-labelledby="income-title">
      <h1 id="income-title">{t(m.reviewTitle)}</h1>
      <p className="page__lead">
        {t(m.reviewLead, {
          income: money(options.statedAnnualIncome),
          other: options.otherAnnualIncome > 0 ? t(m.includingOther, { amount: money(options.otherAnnualIncome) }) : '',
          employment: t(m.employment, { type: options.employmentType }),
        })}
      </p>
      {lenderRequest && (
        <Alert variant="warn" title={t(m.lenderNeedsMore)}>
          <p>
            {t(m.lenderAsked, {
              documents: t(m.documentCount, { type: lenderRequest.documentType, count: lenderRequest.count }),
            })}
          </p>
          {lenderRequest.commentsToBorrower && <p>{t(m.quoted, { comments: lenderRequest.commentsToBorrower })}</p>}
          <p>
            <Link to={applicationPath(uuid, 'conditions')}>{t(m.answerRequest)}</Link>
            {t(m.answerRequestRest)}
          </p>
        </Alert>
      )}
      {isPending && (
        <Alert variant="info" title={t(m.verifyingTitle)}>
          <p>
            {latest.institutionName
              ? t(m.receivedFrom, { institution: latest.institutionName })
              : t(m.receivedInformation)}
          </p>
          <Button variant="secondary" onClick={() => void check.check()}>
            {t(m.checkStatus)}
          </Button>
        </Alert>
      )}
      {check.phase === 'error' && <Alert variant="error">{localize(check.error ?? '')}</Alert>}
      {check.isUnchanged && isPending && <p role="status">{t(m.stillVerifying)}</p>}

      <ul className="income-methods" aria-label={t(m.waysLabel)}>
        {options.methods.map((method) => {
          const copy = METHOD_COPY[method];
          return (
            <li key={method} className="income-method">
              <h2>{t(copy.title)}</h2>
              <p>{t(copy.summary)}</p>
              <dl>
                <dt>{t(m.whatYouNeed)}</dt>
                <dd>
                  {t(copy.needs)}
                  {method === 'DOCUMENT_UPLOAD' && (
                    <ul>
                      {options.documents.map((d) => (
                        <li key={d.type}>{t(m.documentCount, { type: d.type, count: d.count })}</li>
                      ))}
                    </ul>
                  )}
                </dd>
                <dt>{t(m.howLong)}</dt>
                <dd>{t(copy.takes)}</dd>
                <dt>{t(m.whatWeSee)}</dt>
                <dd>{t(copy.weSee)}</dd>
                <dt>{t(m.whatWeDoNotSee)}</dt>
                <dd>{t(copy.weDoNotSee)}</dd>
              </dl>
              <Link to={applicationPath(uuid, targetOf(method, options))} className={buttonClassName('primary')}>
                {t(copy.action)}
              </Link>
            </li>
          );
        })}
      </ul>
      <p>{t(m.encrypted)}</p>
    </section>
  );
}
