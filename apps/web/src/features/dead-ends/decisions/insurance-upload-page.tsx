import { formatDateTimeIn } from '@heloc/domain';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { useReview } from '../api/get-review';
import { applicationPath } from '../../../shared/application-status/destination';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { ReviewUploads } from './review-uploads';
import './decisions.css';

/**
 * insurance/upload: the declarations pages of the homeowners policy and, in a special flood hazard area,
 * the flood policy (INSURANCE_PROOF documents), with the upload pattern of the other upload screens.
 */
export function InsuranceUploadPage() {
  const { uuid = '' } = useParams();
  const { data: state, error } = useReview(uuid, 'insurance');
  return (
    <section className="page page--narrow stack" aria-labelledby="insurance-upload-title">
      <h1 id="insurance-upload-title">Upload proof of insurance</h1>
      <p className="page__lead">
        Upload the declarations page of your homeowners insurance policy
        {state?.floodInsuranceRequired ? ' and of your flood insurance policy' : ''}. It must show the coverage, the
        deductible, the policy dates and us as mortgagee.{' '}
        <Link to={applicationPath(uuid, 'insurance/requirements')}>See insurance requirements</Link>
      </p>
      {error && <Alert variant="error">{errorMessageOf(error)}</Alert>}
      {!state && !error && <Spinner label="Loading" size="lg" />}
      {state &&
        (state.open ? (
          <>
            <ReviewUploads
              uuid={uuid}
              review="insurance"
              documents={state.documents}
              label="Choose your declarations pages"
            />
            {state.documents.length > 0 && (
              <Alert variant="success" title="We have your proof of insurance">
                <p>
                  Our team checks it within 2 business days
                  {state.expectedBy ? `, by ${formatDateTimeIn(new Date(state.expectedBy), state.timeZone)}` : ''}. We
                  will contact you if anything is missing.
                </p>
              </Alert>
            )}
          </>
        ) : (
          <Alert variant="info">Your application is closed: there is nothing more to upload.</Alert>
        ))}
      <SupportContact />
    </section>
  );
}
