import { Navigate, Link, useParams } from 'react-router';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useIncomeOptions } from '../api/get-income-options';
import { useLinkIncome } from '../api/link-income';
import { LinkAccountDialog, rememberLinkReturn } from '../../../shared/account-linking';
import { applicationPath } from '../../../shared/application-status/destination';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { LINK_TYPE_SLUGS, type LinkTypeSlug, METHOD_COPY } from './income-copy';
import { incomeMessages as m } from './income.messages';
import { useAfterIncomeStep } from './use-after-income-step';
import './income.css';

const isLinkType = (type: string | undefined): type is LinkTypeSlug => !!type && Object.hasOwn(LINK_TYPE_SLUGS, type);

/**
 * /{uuid}/income/link/{payroll|bank}: what linking shares, then the link dialog. A linked account is verified by the
 * engine (VERIFY_INCOME); the status check then routes on (identity, revised offers, or a decline).
 */
export function IncomeLinkPage() {
  const { uuid = '', type } = useParams();
  if (!isLinkType(type)) return <Navigate to={applicationPath(uuid, 'income/review')} replace />;
  return <IncomeLink uuid={uuid} type={type} />;
}

function IncomeLink({ uuid, type }: { uuid: string; type: LinkTypeSlug }) {
  const method = LINK_TYPE_SLUGS[type];
  const kind = type === 'payroll' ? 'PAYROLL' : 'BANK';
  const copy = METHOD_COPY[method];
  const { data: options, error } = useIncomeOptions(uuid);
  const link = useLinkIncome(uuid);
  const check = useStatusCheck(uuid);
  const afterLink = useAfterIncomeStep(uuid, check);
  const [isOpen, setOpen] = useState(false);
  const { t, localize } = useI18n();
  const reviewPath = applicationPath(uuid, 'income/review');

  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  if (error) return <Alert variant="error">{localize(errorMessageOf(error))}</Alert>;
  if (!options) return <Spinner label={t(m.loading)} size="lg" />;

  const open = () => {
    // docs/product/widgets-and-calculations.md §2: an OAuth return route continues with the stored application.
    rememberLinkReturn(uuid);
    setOpen(true);
  };
  const submit = async (credentials: { institutionId: string; username: string; password: string }) => {
    try {
      const answer = await link.mutateAsync({ method, ...credentials });
      void afterLink(answer.status);
    } catch (failure) {
      return localize(errorMessageOf(failure));
    }
    return null;
  };

  return (
    <section className="page page--narrow stack income-page" aria-labelledby="income-link-title">
      <h1 id="income-link-title">{t(copy.title)}</h1>
      <p className="page__lead">{t(copy.summary)}</p>
      {!options.methods.includes(method) ? (
        <Alert variant="warn" title={t(m.notOffered)}>
          <p>
            {t(m.notOfferedText)} <Link to={reviewPath}>{t(m.seeTheWays)}</Link>
            {t(m.period)}
          </p>
        </Alert>
      ) : (
        <>
          <h2>{t(m.howItWorks)}</h2>
          <ol>
            <li>{t(m.chooseProvider, { kind })}</li>
            <li>{t(m.signIn)}</li>
            <li>{t(m.weRead)}</li>
          </ol>
          <dl className="income-method">
            <dt>{t(m.whatWeSee)}</dt>
            <dd>{t(copy.weSee)}</dd>
            <dt>{t(m.whatWeDoNotSee)}</dt>
            <dd>{t(copy.weDoNotSee)}</dd>
          </dl>
          {check.phase === 'error' && <Alert variant="error">{localize(check.error ?? '')}</Alert>}
          <div className="row">
            <Button onClick={open}>{t(copy.action)}</Button>
            <Link to={reviewPath} className={buttonClassName('secondary')}>
              {t(m.chooseAnotherWay)}
            </Link>
          </div>
          <LinkAccountDialog
            open={isOpen}
            onOpenChange={setOpen}
            kind={kind}
            institutions={options.institutions}
            title={t(copy.title)}
            onSubmit={submit}
            id={`income-link-${type}`}
          />
        </>
      )}
    </section>
  );
}
