import { INCOME_DOCUMENT_TYPE_LABELS, formatMoney, type IncomeVerificationMethod } from '@heloc/domain';
import type { IncomeOptions } from '@heloc/domain/contracts';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useIncomeOptions } from '../api/get-income-options';
import { applicationPath } from '../../../shared/application-status/destination';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { countLabel, EMPLOYMENT_PHRASES, METHOD_COPY, slugOfDocumentType } from './income-copy';
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

  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  if (error) {
    return (
      <section className="page page--narrow stack" aria-labelledby="income-title">
        <h1 id="income-title">Verify your income</h1>
        <Alert variant="error">{errorMessageOf(error)}</Alert>
        <Button onClick={() => void refetch()} isLoading={isFetching}>
          Try again
        </Button>
      </section>
    );
  }
  if (!options) return <Spinner label="Loading the ways to verify your income" size="lg" />;

  const { latest, lenderRequest } = options;
  const isPending = latest?.status === 'PENDING';
  return (
    <section className="page page--narrow stack income-page" aria-labelledby="income-title">
      <h1 id="income-title">Verify your income</h1>
      <p className="page__lead">
        You told us you earn {formatMoney(options.statedAnnualIncome)} a year
        {options.otherAnnualIncome > 0 && (
          <> (including {formatMoney(options.otherAnnualIncome)} of other income)</>
        )}, {EMPLOYMENT_PHRASES[options.employmentType]}. Before we finalize your line, we confirm that income. Choose
        one of the ways below: you only need one.
      </p>
      {lenderRequest && (
        <Alert variant="warn" title="Your lender needs more from you">
          <p>
            After reviewing your documents, we need{' '}
            {countLabel(INCOME_DOCUMENT_TYPE_LABELS[lenderRequest.documentType], lenderRequest.count)}.
          </p>
          {lenderRequest.commentsToBorrower && <p>“{lenderRequest.commentsToBorrower}”</p>}
          <p>
            <Link to={applicationPath(uuid, 'conditions')}>Answer the request</Link>, or verify your income another way
            below.
          </p>
        </Alert>
      )}
      {isPending && (
        <Alert variant="info" title="We are verifying your income">
          <p>
            We received your {latest.institutionName ?? 'information'} and are checking it now. This usually takes a few
            moments.
          </p>
          <Button variant="secondary" onClick={() => void check.check()}>
            Check status
          </Button>
        </Alert>
      )}
      {check.phase === 'error' && <Alert variant="error">{check.error}</Alert>}
      {check.isUnchanged && isPending && <p role="status">Still verifying. Check again in a moment.</p>}

      <ul className="income-methods" aria-label="Ways to verify your income">
        {options.methods.map((method) => {
          const copy = METHOD_COPY[method];
          return (
            <li key={method} className="income-method">
              <h2>{copy.title}</h2>
              <p>{copy.summary}</p>
              <dl>
                <dt>What you need</dt>
                <dd>
                  {copy.needs}
                  {method === 'DOCUMENT_UPLOAD' && (
                    <ul>
                      {options.documents.map((d) => (
                        <li key={d.type}>{countLabel(INCOME_DOCUMENT_TYPE_LABELS[d.type], d.count)}</li>
                      ))}
                    </ul>
                  )}
                </dd>
                <dt>How long it takes</dt>
                <dd>{copy.takes}</dd>
                <dt>What we see</dt>
                <dd>{copy.weSee}</dd>
                <dt>What we do not see</dt>
                <dd>{copy.weDoNotSee}</dd>
              </dl>
              <Link to={applicationPath(uuid, targetOf(method, options))} className={buttonClassName('primary')}>
                {copy.action}
              </Link>
            </li>
          );
        })}
      </ul>
      <p>
        Your information is sent over an encrypted connection and used only to verify your income for this application.
      </p>
    </section>
  );
}
