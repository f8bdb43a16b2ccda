import { FEEDBACK_TOPIC_LABELS, formatDisplayDate } from '@heloc/domain';
import { Link } from 'react-router';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { mayDo, useStaffSelf } from '../../shared/api/get-staff-self';
import { useCeoFeedback } from './api/site-messages';
import { consoleFilePath } from '../../shared/console-paths';
import { ConsoleTable } from '../../shared/console-table';
import { useChosenOrg } from '../../shared/org-choice';
import { OrgPicker } from '../../shared/org-picker';
import { useConsoleTitle } from '../../shared/use-console-title';
import './site-screens.css';

/**
 * /console/feedback: what borrowers sent the CEO (docs/product/application-area.md §5.1), newest first, with the
 * topic, whether they let us quote them, the page they wrote from and their application.
 */
export function CeoFeedbackPage() {
  const self = useStaffSelf().data;
  const mayRead = mayDo(self, 'CEO_FEEDBACK_READ');
  const [chosenOrg, setChosen] = useChosenOrg(self?.orgCodes);
  const orgCode = mayRead ? chosenOrg : undefined;
  const feedback = useCeoFeedback(orgCode);
  useConsoleTitle('Feedback to the CEO');

  if (!self) return null;
  return (
    <section className="stack" aria-labelledby="ceo-feedback-title">
      <h1 id="ceo-feedback-title">Feedback to the CEO</h1>
      {!mayRead || !orgCode ? (
        <Alert variant="info">Only an admin reads the feedback to the CEO.</Alert>
      ) : (
        <>
          <OrgPicker orgCodes={self.orgCodes} value={orgCode} onChange={setChosen} />
          {feedback.error && <Alert variant="error">{englishErrorOf(feedback.error)}</Alert>}
          {feedback.isPending && <Spinner label="Loading the feedback" />}
          {feedback.data?.length === 0 && <p>No feedback yet.</p>}
          {feedback.data && feedback.data.length > 0 && (
            <ConsoleTable
              label="Feedback table"
              caption="Feedback, newest first"
              columns={['Date', 'Topic', 'Message', 'From', 'May quote', 'Page', 'Application']}
            >
              {feedback.data.map((row) => (
                <tr key={row.uuid}>
                  <td>{formatDisplayDate(new Date(row.createdAt))}</td>
                  <td>{FEEDBACK_TOPIC_LABELS[row.topic]}</td>
                  <th scope="row" className="console-site__text">
                    {row.message}
                  </th>
                  <td>
                    {row.senderName}
                    <br />
                    {row.senderEmail}
                  </td>
                  <td>{row.marketingConsent ? 'Yes' : 'No'}</td>
                  <td>
                    <code>{row.pathname}</code>
                  </td>
                  <td>
                    {row.applicationUuid ? (
                      <Link to={consoleFilePath(row.applicationUuid)}>Open the application</Link>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </ConsoleTable>
          )}
        </>
      )}
    </section>
  );
}
