import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { NotarySession } from '../../../shared/notary-session/notary-session';
import { useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import './notary.css';

/** notary/session: the signed-in applicant's eNotary session (ui/notary), then Continue routes on. */
export function NotarySessionPage() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <section className="page page--narrow stack notary-page" aria-labelledby="session-title">
      <h1 id="session-title">Your eNotary session</h1>
      <NotarySession
        uuid={uuid}
        onLockedOut={() => void navigate('../error', { relative: 'path' })}
        onStatus={(status) => queryClient.setQueryData(applicationKeys.status(uuid), status)}
        done={<DoneStep uuid={uuid} />}
      />
    </section>
  );
}

function DoneStep({ uuid }: { uuid: string }) {
  const next = useStatusCheck(uuid);
  return (
    <div className="stack">
      <Alert variant="success">Your deed is notarised. Your notarial certificate is with your documents.</Alert>
      {next.phase === 'error' && <Alert variant="error">{next.error}</Alert>}
      {next.isUnchanged && (
        <Alert variant="info">We are waiting for the other signers to see the notary. We will e-mail you.</Alert>
      )}
      <div className="row">
        <Button onClick={() => void next.check()} isLoading={next.phase === 'checking'} loadingLabel="Checking status">
          Continue
        </Button>
      </div>
    </div>
  );
}
