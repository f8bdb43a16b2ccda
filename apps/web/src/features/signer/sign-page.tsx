import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useProfile } from '../../lib/session';
import { ClosingSigner } from '../../shared/closing-signer/closing-signer';
import { signerKeys } from './api/signer-keys';
import { useI18n } from '../../lib/i18n';
import { SignerPage } from './signer-page';
import { signerMessages as m } from './signer.messages';
import { signerPath } from './signer-paths';

/**
 * /heloc-signer/sign: the closing package with the signer's own places (the owner's signature on the deed of trust or
 * mortgage, the receipt of the notice of right to cancel), through the same signing calls as the applicant's.
 */
export function SignerSignPage() {
  const profile = useProfile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const name = [profile.data?.name?.firstName, profile.data?.name?.lastName].filter(Boolean).join(' ');
  return (
    <SignerPage titleId="signer-sign-title">
      {(application) => (
        <>
          <h1 id="signer-sign-title">{t(m.signTitle)}</h1>
          <p className="page__lead">{t(m.signLead)}</p>
          <ClosingSigner
            uuid={application.applicationUuid}
            {...(name ? { signerName: name } : {})}
            onComplete={() => {
              void queryClient.invalidateQueries({ queryKey: signerKeys.all });
              void navigate(signerPath('documents'));
            }}
          />
        </>
      )}
    </SignerPage>
  );
}
