import type { PartnerAnswer } from '@heloc/domain/contracts';
import { formatDateTimeIn } from '@heloc/domain';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useConsoleTitle } from '../../shared/use-console-title';
import { ConsoleTable } from '../../shared/console-table';
import { usePartner, useRestoreBrand, useSavePartner, useSuspendPartner } from './api/partners';
import { PartnerForm } from './partner-form';

const PACIFIC = 'America/Los_Angeles';
const when = (iso: string) => formatDateTimeIn(new Date(iso), PACIFIC);

/**
 * /console/partners/:code: a partner's form, its suspension, its brand versions (restore in one act) and its audit
 * trail (docs/organizations.md "Partners in the console").
 */
export function PartnerPage() {
  const { code = '' } = useParams();
  const partner = usePartner(code);
  useConsoleTitle(`Partner ${code}`);
  return (
    <section className="stack" aria-labelledby="partner-title">
      <h1 id="partner-title">{partner.data ? partner.data.partner.displayName.en : `Partner ${code}`}</h1>
      {partner.error && <Alert variant="error">{englishErrorOf(partner.error)}</Alert>}
      {partner.isPending && <Spinner label="Loading the partner" />}
      {partner.data && <PartnerDetails key={code} answer={partner.data} />}
    </section>
  );
}

function PartnerDetails({ answer }: { answer: PartnerAnswer }) {
  const code = answer.partner.orgCode;
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  const save = useSavePartner(code);
  const suspend = useSuspendPartner(code);
  const restore = useRestoreBrand(code);
  const [saved, setSaved] = useState<string | null>(created ? 'The partner is created: its hosts answer now.' : null);
  return (
    <>
      {saved && <Alert variant="success">{saved}</Alert>}
      {answer.incomplete.length > 0 && (
        <Alert variant="warn">
          <p>This partner was written outside the console and lacks what the form asks for. Complete it and save:</p>
          <ul>
            {answer.incomplete.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      )}
      <p data-testid="partner-status">
        {answer.suspendedAt
          ? `Suspended since ${when(answer.suspendedAt)}: its hosts show a page of their own instead of registration; applicants in progress keep their access.`
          : 'Active: its hosts take registrations.'}
      </p>
      <Button
        variant="secondary"
        isLoading={suspend.isPending}
        loadingLabel="Saving"
        onClick={() =>
          suspend.mutate(!answer.suspendedAt, {
            onSuccess: (a) => setSaved(a.suspendedAt ? 'The partner is suspended.' : 'The partner is reinstated.'),
          })
        }
      >
        {answer.suspendedAt ? 'Reinstate the partner' : 'Suspend the partner'}
      </Button>
      {suspend.error && <Alert variant="error">{englishErrorOf(suspend.error)}</Alert>}

      <PartnerForm
        key={JSON.stringify(answer.partner)}
        initial={answer.partner}
        isNew={false}
        referralLinks={answer.referralLinks}
        saving={save.isPending}
        saveError={save.error}
        onSave={(partner) => save.mutate(partner, { onSuccess: () => setSaved('The partner is saved.') })}
      />

      <section className="stack" aria-labelledby="brand-versions-title">
        <h2 id="brand-versions-title">Brand versions</h2>
        {restore.error && <Alert variant="error">{englishErrorOf(restore.error)}</Alert>}
        <ConsoleTable
          label="Brand versions"
          labelledBy="brand-versions-title"
          columns={['Version', 'Saved', 'By']}
          actions
        >
          {answer.brandVersions.map((v, index) => (
            <tr key={v.version}>
              <th scope="row">
                {v.version}
                {index === 0 ? ' (in use)' : ''}
                {v.restoredFrom ? ` (restores ${v.restoredFrom})` : ''}
              </th>
              <td>{when(v.createdAt)}</td>
              <td>{v.createdBy}</td>
              <td className="console-row-actions">
                {index > 0 && (
                  <Button
                    variant="secondary"
                    aria-label={`Restore brand version ${v.version}`}
                    disabled={restore.isPending}
                    onClick={() =>
                      restore.mutate(v.version, {
                        onSuccess: () => setSaved(`Brand version ${v.version} is restored.`),
                      })
                    }
                  >
                    Restore
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      </section>

      <section className="stack" aria-labelledby="history-title">
        <h2 id="history-title">Audit trail</h2>
        <ConsoleTable label="Audit trail" labelledBy="history-title" columns={['When', 'Who', 'What', 'Changes']}>
          {answer.history.map((entry, index) => (
            <tr key={index}>
              <td>{when(entry.at)}</td>
              <td>{entry.actor}</td>
              <td>{entry.action}</td>
              <td>
                <ul className="console-changes">
                  {entry.changes.slice(0, 20).map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                  {entry.changes.length > 20 && <li>{`… and ${entry.changes.length - 20} more`}</li>}
                </ul>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      </section>
    </>
  );
}
