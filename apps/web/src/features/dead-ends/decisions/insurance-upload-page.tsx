import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { useReview } from '../api/get-review';
import { applicationPath } from '../../../shared/application-status/destination';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { ReviewUploads } from './review-uploads';
import { useI18n } from '../../../lib/i18n';
import { decisionsMessages as m } from './decisions.messages';
import './decisions.css';

/**
 * insurance/upload: the declarations pages of the homeowners policy and, in a special flood hazard area,
 * the flood policy (INSURANCE_PROOF documents), with the upload pattern of the other upload screens.
 */
export function InsuranceUploadPage() {
  const { uuid = '' } = useParams();
  const { data: state, error } = useReview(uuid, 'insurance');
  const { t, rich, localize, dateTime } = useI18n();
  return (
    <section className="page page--narrow stack" aria-labelledby="insurance-upload-title">
      <h1 id="insurance-upload-title">{t(m.uploadProof)}</h1>
      <p className="page__lead">
        {rich(m.uploadLead, {
          flood: state?.floodInsuranceRequired ? 'yes' : 'no',
          link: (chunks) => <Link to={applicationPath(uuid, 'insurance/requirements')}>{chunks}</Link>,
        })}
      </p>
      {error && <Alert variant="error">{localize(errorMessageOf(error))}</Alert>}
      {!state && !error && <Spinner label={t(m.loading)} size="lg" />}
      {state &&
        (state.open ? (
          <>
            <ReviewUploads uuid={uuid} review="insurance" documents={state.documents} label={t(m.chooseDeclarations)} />
            {state.documents.length > 0 && (
              <Alert variant="success" title={t(m.haveProof)}>
                <p>
                  {state.expectedBy
                    ? t(m.checkWithinBy, { date: dateTime(new Date(state.expectedBy), state.timeZone) })
                    : t(m.checkWithin)}
                </p>
              </Alert>
            )}
          </>
        ) : (
          <Alert variant="info">{t(m.uploadClosed)}</Alert>
        ))}
      <SupportContact />
    </section>
  );
}
