import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useProfile } from '../../lib/session';
import { ClosingSigner } from '../../shared/closing-signer/closing-signer';
import { signerKeys } from './api/signer-keys';
import { SignerPage } from './signer-page';
import { signerPath } from './signer-paths';

/**
 * /heloc-signer/sign: the closing package with the signer's own places (the owner's signature on the deed of trust or
 * mortgage, the receipt of the notice of right to cancel), through the same signing calls as the applicant's.
 */
export function SignerSignPage() {
  const profile = useProfile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = [profile.data?.name?.firstName, profile.data?.name?.lastName].filter(Boolean).join(' ');
  return (
    <SignerPage titleId="signer-sign-title">
      {(application) => (
        <>
          <h1 id="signer-sign-title">Review and sign</h1>
          <p className="page__lead">
            Open each document and scroll to its end, then sign where your name is asked for. Documents without a place
            for you are there to read.
          </p>
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
