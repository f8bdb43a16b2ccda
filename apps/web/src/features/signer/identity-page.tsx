import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { useProfile } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { Spinner } from '../../ui/spinner';
import { LegalNameForm } from '../../ui/legal-name-form';
import { useI18n } from '../../lib/i18n';
import { SignerPage } from './signer-page';
import { signerMessages as m } from './signer.messages';
import { signerPath } from './signer-paths';

/**
 * /heloc-signer/identity: the signer confirms their legal name as on their government ID (it is printed under their
 * signature and checked by the notary). The applicant's ID check (identity) belongs to the borrower's
 * IDENTITY_VERIFICATION step; a signer's ID is checked by the notary at the online session.
 */
export function SignerIdentityPage() {
  const profile = useProfile();
  const navigate = useNavigate();
  const { t, localize } = useI18n();
  return (
    <SignerPage titleId="signer-identity-title">
      {() => (
        <>
          <h1 id="signer-identity-title">{t(m.identityTitle)}</h1>
          <p className="page__lead">{t(m.identityLead)}</p>
          {profile.error && <Alert variant="error">{localize(errorMessageOf(profile.error))}</Alert>}
          {profile.data ? (
            <LegalNameForm
              submitLabel={t(m.identitySubmit)}
              onSaved={() => void navigate(signerPath('sign'))}
              defaults={{
                firstName: profile.data.name?.firstName ?? '',
                middleName: profile.data.name?.middleName ?? '',
                lastName: profile.data.name?.lastName ?? '',
              }}
            />
          ) : (
            !profile.error && <Spinner label={t(m.identityLoading)} />
          )}
        </>
      )}
    </SignerPage>
  );
}
