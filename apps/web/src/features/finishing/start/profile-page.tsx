import { useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n';
import { useProfile } from '../../../lib/session';
import { Alert } from '../../../ui/alert';
import { LegalNameForm } from '../../../ui/legal-name-form';
import { Spinner } from '../../../ui/spinner';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { startMessages as m } from './start.messages';
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
  const { t, localize } = useI18n();
  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  const name = profile.data?.name;
  return (
    <section className="page page--narrow stack" aria-labelledby="profile-title">
      <h1 id="profile-title">{t(m.profileTitle)}</h1>
      <p className="page__lead">{t(m.profileLead)}</p>
      {profile.error && <Alert variant="error">{localize(errorMessageOf(profile.error))}</Alert>}
      {check.error && <Alert variant="error">{localize(check.error)}</Alert>}
      {profile.data ? (
        <>
          <LegalNameForm
            submitLabel={t(m.saveAndContinue)}
            onSaved={() => void check.check()}
            defaults={{
              firstName: name?.firstName ?? '',
              middleName: name?.middleName ?? '',
              lastName: name?.lastName ?? '',
            }}
          />
          <dl aria-label={t(m.howWeReachYou)}>
            <dt>{t(m.profileEmail)}</dt>
            <dd>{profile.data.email}</dd>
            {profile.data.phoneNumbers?.[0] && (
              <>
                <dt>{t(m.profilePhone)}</dt>
                <dd>{profile.data.phoneNumbers[0].number}</dd>
              </>
            )}
          </dl>
        </>
      ) : (
        !profile.error && <Spinner label={t(m.loadingProfile)} />
      )}
    </section>
  );
}
