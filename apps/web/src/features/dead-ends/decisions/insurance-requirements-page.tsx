import { formatMoney } from '@heloc/domain';
import { Link, useParams } from 'react-router';
import { useOrg } from '../../../lib/org-context';
import { Alert } from '../../../ui/alert';
import { buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useReview } from '../api/get-review';
import { applicationPath } from '../../../shared/application-status/destination';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { MAX_DEDUCTIBLE_DOLLARS, mortgageeClause, NFIP_MAX_BUILDING_COVERAGE_DOLLARS } from './insurance-copy';
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
  const clause = mortgageeClause(lender, org.orgMetaData.mailingAddress);
  return (
    <section className="page page--narrow stack" aria-labelledby="insurance-title">
      <h1 id="insurance-title">Insurance requirements</h1>
      <p className="page__lead">
        Your home secures your line of credit, so it must stay insured while the line is open. Before your line opens we
        need proof of the insurance below.
      </p>
      <h2>Homeowners insurance</h2>
      <ul>
        <li>
          A homeowners (hazard) policy covering fire and extended coverage, in force on your closing date and for at
          least the next 12 months.
        </li>
        <li>
          Dwelling coverage of at least the lower of the cost to rebuild your home or the total of your mortgage and
          your full line of credit.
        </li>
        <li>A deductible of no more than {formatMoney(MAX_DEDUCTIBLE_DOLLARS)}.</li>
        <li>
          {lender} named on the policy as mortgagee (second mortgagee if you have a first mortgage): “{clause}”.
        </li>
      </ul>
      <h2>Flood insurance</h2>
      {error && <Alert variant="error">We could not load your flood zone. Please try again later.</Alert>}
      {!state && !error && <Spinner label="Loading your flood zone" />}
      {state &&
        (state.floodInsuranceRequired ? (
          <>
            <Alert variant="warn" title={`Your home is in flood zone ${state.floodZone ?? ''}`}>
              <p>This is a special flood hazard area on FEMA’s maps: federal law requires flood insurance.</p>
            </Alert>
            <ul>
              <li>
                A National Flood Insurance Program (NFIP) policy or a private flood policy that meets federal
                requirements.
              </li>
              <li>
                Building coverage of at least the lowest of: the total of your mortgage and your full line of credit,
                the most the NFIP offers ({formatMoney(NFIP_MAX_BUILDING_COVERAGE_DOLLARS)}), or the cost to rebuild
                your home.
              </li>
              <li>{lender} named on the flood policy as mortgagee too.</li>
            </ul>
          </>
        ) : (
          <p>
            {state.floodZone
              ? `Your home is in flood zone ${state.floodZone}, outside FEMA’s special flood hazard areas: flood insurance is not required, though you may choose to buy it.`
              : 'We have not received your flood zone determination yet. If it places your home in a special flood hazard area, flood insurance will be required and we will tell you here.'}
          </p>
        ))}
      <h2>How to send your proof</h2>
      <p>
        Ask your insurance agent for the declarations page of each policy showing the coverage, the deductible, the
        policy dates and {lender} as mortgagee, then upload it.
      </p>
      <div className="row">
        <Link to={applicationPath(uuid, 'insurance/upload')} className={buttonClassName('primary')}>
          Upload proof of insurance
        </Link>
      </div>
      <SupportContact />
    </section>
  );
}
