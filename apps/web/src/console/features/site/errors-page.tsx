import { formatDisplayDate } from '@heloc/domain';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { mayDo, useStaffSelf } from '../../shared/api/get-staff-self';
import { useClientErrors } from './api/site-messages';
import { ConsoleTable } from '../../shared/console-table';
import { formatDateTime } from '../../shared/console-labels';
import { useChosenOrg } from '../../shared/org-choice';
import { OrgPicker } from '../../shared/org-picker';
import { useConsoleTitle } from '../../shared/use-console-title';
import './site-screens.css';

const SOURCE_LABELS = {
  window: 'Page error',
  unhandledrejection: 'Unhandled rejection',
  boundary: 'Error screen',
} as const;

/**
 * /console/errors: the errors the web app reported (docs/product/application-area.md §8), the latest first, each
 * with how many reports alike came in, the page and the app version of the latest.
 */
export function ClientErrorsPage() {
  const self = useStaffSelf().data;
  const mayRead = mayDo(self, 'ERROR_REPORTS_READ');
  const [chosenOrg, setChosen] = useChosenOrg(self?.orgCodes);
  const orgCode = mayRead ? chosenOrg : undefined;
  const errors = useClientErrors(orgCode);
  useConsoleTitle('App errors');

  if (!self) return null;
  return (
    <section className="stack" aria-labelledby="client-errors-title">
      <h1 id="client-errors-title">App errors</h1>
      {!mayRead || !orgCode ? (
        <Alert variant="info">Only an admin reads the app's error reports.</Alert>
      ) : (
        <>
          <OrgPicker orgCodes={self.orgCodes} value={orgCode} onChange={setChosen} />
          {errors.error && <Alert variant="error">{englishErrorOf(errors.error)}</Alert>}
          {errors.isPending && <Spinner label="Loading the error reports" />}
          {errors.data?.length === 0 && <p>No errors reported.</p>}
          {errors.data && errors.data.length > 0 && (
            <ConsoleTable
              label="Errors table"
              caption="Errors, the latest first"
              columns={['Last seen', 'Message', 'Kind', 'Page', 'App version', 'Reports', 'First seen']}
            >
              {errors.data.map((row) => (
                <tr key={row.uuid}>
                  <td>{formatDateTime(row.lastSeenAt)}</td>
                  <th scope="row" className="console-site__text">
                    {row.name}: {row.message}
                    {row.stack && (
                      <details>
                        <summary>Stack</summary>
                        <pre className="console-site__stack">{row.stack}</pre>
                      </details>
                    )}
                  </th>
                  <td>{SOURCE_LABELS[row.source]}</td>
                  <td>
                    <code>{row.pathname}</code>
                  </td>
                  <td>{row.appVersion}</td>
                  <td>{row.count}</td>
                  <td>{formatDisplayDate(new Date(row.firstSeenAt))}</td>
                </tr>
              ))}
            </ConsoleTable>
          )}
        </>
      )}
    </section>
  );
}
