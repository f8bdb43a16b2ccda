import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../ui/alert';
import { useI18n } from '../../../lib/i18n';
import { notaryMessages as m } from './notary.messages';
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
  const { t } = useI18n();
  return (
    <section className="page page--narrow stack notary-page" aria-labelledby="session-title">
      <h1 id="session-title">{t(m.sessionTitle)}</h1>
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
  const { t, localize } = useI18n();
  return (
    <div className="stack">
      <Alert variant="success">{t(m.notarised)}</Alert>
      {next.phase === 'error' && <Alert variant="error">{localize(next.error ?? '')}</Alert>}
      {next.isUnchanged && <Alert variant="info">{t(m.waitingOthers)}</Alert>}
      <div className="row">
        <Button
          onClick={() => void next.check()}
          isLoading={next.phase === 'checking'}
          loadingLabel={t(m.checkingStatus)}
        >
          {t(m.continue)}
        </Button>
      </div>
    </div>
  );
}
