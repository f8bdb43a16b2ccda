import { partnersFileSchema } from '@heloc/domain/contracts';
import { type ChangeEvent, useState } from 'react';
import { Link } from 'react-router';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { mayDo, useStaffSelf } from '../../shared/api/get-staff-self';
import { CONSOLE_PARTNERS_PATH, consolePartnerPath } from '../../shared/console-paths';
import { ConsoleTable } from '../../shared/console-table';
import { useConsoleTitle } from '../../shared/use-console-title';
import { useExportPartners, useImportPartners, usePartners } from './api/partners';

/**
 * /console/partners: the member's partner organisations (docs/organizations.md "Partners in the console"), a new one,
 * and the list as one JSON file to take away or bring.
 */
export function PartnersPage() {
  const self = useStaffSelf().data;
  const mayManage = mayDo(self, 'PARTNERS_MANAGE');
  useConsoleTitle('Partners');
  if (!self) return null;
  return (
    <section className="stack" aria-labelledby="partners-title">
      <h1 id="partners-title">Partners</h1>
      {mayManage ? <PartnerList /> : <Alert variant="info">Only partnerships staff and admins manage partners.</Alert>}
    </section>
  );
}

function PartnerList() {
  const partners = usePartners();
  return (
    <>
      <p>
        <Link className={buttonClassName('primary')} to={`${CONSOLE_PARTNERS_PATH}/new`}>
          New partner
        </Link>
      </p>
      {partners.error && <Alert variant="error">{englishErrorOf(partners.error)}</Alert>}
      {partners.isPending && <Spinner label="Loading the partners" />}
      {partners.data && (
        <ConsoleTable label="Partners" caption="Your partners" columns={['Code', 'Name', 'Hosts', 'States', 'Status']}>
          {partners.data.partners.map((p) => (
            <tr key={p.orgCode}>
              <th scope="row">
                <Link to={consolePartnerPath(p.orgCode)}>{p.orgCode}</Link>
              </th>
              <td>{p.displayName}</td>
              <td>{p.hosts.join(', ')}</td>
              <td>{p.states.length > 8 ? `${p.states.length} states` : p.states.join(', ')}</td>
              <td>{p.suspendedAt ? 'Suspended' : 'Active'}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <PartnersFile />
    </>
  );
}

/** The list as JSON: downloaded, or brought from a file (every entry checked before anything is written). */
function PartnersFile() {
  const exporting = useExportPartners();
  const importing = useImportPartners();
  const [problem, setProblem] = useState<string | null>(null);
  const download = () =>
    exporting.mutate(undefined, {
      onSuccess: (file) => {
        const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
        const link = document.createElement('a');
        link.href = url;
        link.download = 'partners.json';
        link.click();
        URL.revokeObjectURL(url);
      },
    });
  const bring = async (event: ChangeEvent<HTMLInputElement>) => {
    setProblem(null);
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    let value: unknown;
    try {
      value = JSON.parse(await chosen.text());
    } catch {
      return setProblem('The file is not valid JSON.');
    }
    const parsed = partnersFileSchema.safeParse(value);
    if (!parsed.success)
      return setProblem(
        parsed.error.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join(' '),
      );
    importing.mutate(parsed.data);
  };
  return (
    <section className="stack" aria-labelledby="partners-file-title">
      <h2 id="partners-file-title">Import and export</h2>
      <p>Take your partners as one JSON file (brand images included), or bring a list at once.</p>
      <Button variant="secondary" onClick={download} isLoading={exporting.isPending} loadingLabel="Exporting">
        Export partners
      </Button>
      <label>
        Import partners (JSON){' '}
        <input type="file" accept="application/json,.json" onChange={(event) => void bring(event)} />
      </label>
      {problem && <Alert variant="error">{problem}</Alert>}
      {(exporting.error ?? importing.error) && (
        <Alert variant="error">{englishErrorOf(exporting.error ?? importing.error)}</Alert>
      )}
      {importing.data && (
        <Alert variant="success">
          {`Imported: ${importing.data.created.length} created, ${importing.data.updated.length} updated.`}
        </Alert>
      )}
    </section>
  );
}
