import { useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useProfile } from '../../../lib/session';
import { Alert } from '../../../ui/alert';
import { LegalNameForm } from '../../../ui/legal-name-form';
import { Spinner } from '../../../ui/spinner';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import './start.css';

/**
 * /{uuid}/start/profile (docs/product/registration-and-routing.md §4: a profile not yet done): the applicant confirms their legal name as on their
 * government ID, which the credit bureau, the identity check and the closing documents use, then the application
 * routes on by its status. The e-mail and phone are shown for reference: they are changed in account settings.
 */
export function ProfilePage() {
  const { uuid = '' } = useParams();
  const profile = useProfile();
  const check = useStatusCheck(uuid);
  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  const name = profile.data?.name;
  return (
    <section className="page page--narrow stack" aria-labelledby="profile-title">
      <h1 id="profile-title">Tell us about yourself</h1>
      <p className="page__lead">
        Enter your name exactly as it appears on your driver&apos;s license, passport or state ID. We use it for your
        credit report, to verify your identity and on your loan documents.
      </p>
      {profile.error && <Alert variant="error">{errorMessageOf(profile.error)}</Alert>}
      {check.error && <Alert variant="error">{check.error}</Alert>}
      {profile.data ? (
        <>
          <LegalNameForm
            submitLabel="Save and continue"
            onSaved={() => void check.check()}
            defaults={{
              firstName: name?.firstName ?? '',
              middleName: name?.middleName ?? '',
              lastName: name?.lastName ?? '',
            }}
          />
          <dl aria-label="How we reach you">
            <dt>E-mail</dt>
            <dd>{profile.data.email}</dd>
            {profile.data.phoneNumbers?.[0] && (
              <>
                <dt>Phone</dt>
                <dd>{profile.data.phoneNumbers[0].number}</dd>
              </>
            )}
          </dl>
        </>
      ) : (
        !profile.error && <Spinner label="Loading your profile" />
      )}
    </section>
  );
}
