import { Link, useParams } from 'react-router';
import { useOrg } from '../../../lib/org-context';
import { Alert } from '../../../ui/alert';
import { buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useReview } from '../api/get-review';
import { applicationPath } from '../../../shared/application-status/destination';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { MAX_DEDUCTIBLE_DOLLARS, mortgageeClause, NFIP_MAX_BUILDING_COVERAGE_DOLLARS } from './insurance-copy';
import { useI18n } from '../../../lib/i18n';
import { decisionsMessages as m } from './decisions.messages';
import './decisions.css';

/**
 * insurance/requirements: the homeowners insurance a lender requires before the line opens and, when the
 * flood certificate puts the home in a special flood hazard area (zones A and V, e.g. AE), flood insurance.
 */
export function InsuranceRequirementsPage() {
  const { uuid = '' } = useParams();
  const org = useOrg();
  const { data: state, error } = useReview(uuid, 'insurance');
  const lender = org.orgMetaData.companyName;
  const { t, money } = useI18n();
  const clauseText = mortgageeClause(lender, org.orgMetaData.mailingAddress);
  const clause = t(clauseText.message, clauseText.values);
  return (
    <section className="page page--narrow stack" aria-labelledby="insurance-title">
      <h1 id="insurance-title">{t(m.insuranceTitle)}</h1>
      <p className="page__lead">{t(m.insuranceLead)}</p>
      <h2>{t(m.homeownersTitle)}</h2>
      <ul>
        <li>{t(m.homeowners1)}</li>
        <li>{t(m.homeowners2)}</li>
        <li>{t(m.homeowners3, { amount: money(MAX_DEDUCTIBLE_DOLLARS) })}</li>
        <li>{t(m.homeowners4, { lender, clause })}</li>
      </ul>
      <h2>{t(m.floodInsuranceTitle)}</h2>
      {error && <Alert variant="error">{t(m.floodZoneError)}</Alert>}
      {!state && !error && <Spinner label={t(m.loadingFloodZone)} />}
      {state &&
        (state.floodInsuranceRequired ? (
          <>
            <Alert variant="warn" title={t(m.inZone, { zone: state.floodZone ?? '' })}>
              <p>{t(m.hazardArea)}</p>
            </Alert>
            <ul>
              <li>{t(m.flood1)}</li>
              <li>{t(m.flood2, { amount: money(NFIP_MAX_BUILDING_COVERAGE_DOLLARS) })}</li>
              <li>{t(m.flood3, { lender })}</li>
            </ul>
          </>
        ) : (
          <p>{state.floodZone ? t(m.zoneNotRequired, { zone: state.floodZone }) : t(m.zoneUnknown)}</p>
        ))}
      <h2>{t(m.proofTitle)}</h2>
      <p>{t(m.proofBody, { lender })}</p>
      <div className="row">
        <Link to={applicationPath(uuid, 'insurance/upload')} className={buttonClassName('primary')}>
          {t(m.uploadProof)}
        </Link>
      </div>
      <SupportContact />
    </section>
  );
}
