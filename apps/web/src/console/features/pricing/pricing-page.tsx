import { formatDateTimeIn, type PricingSheet } from '@heloc/domain';
import type { PricingSheetsAnswer } from '@heloc/domain/contracts';
import { type FormEvent, useState } from 'react';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { mayDo, useStaffSelf } from '../../shared/api/get-staff-self';
import { ConsoleTable } from '../../shared/console-table';
import { useChosenOrg } from '../../shared/org-choice';
import { OrgPicker } from '../../shared/org-picker';
import { useConsoleTitle } from '../../shared/use-console-title';
import { usePricingSheets, usePublishSheet } from './api/pricing-sheets';
import { SampleSection } from './sample-section';
import { checkDraft, draftOf } from './sheet-draft';
import { SheetForm } from './sheet-form';

/**
 * /console/pricing: an organisation's pricing sheets (docs/pricing.md "Pricing sheets"). The versions, newest first,
 * with the one in effect; a new version written from the one in effect, checked as it is typed, effective now or at
 * a Pacific date and time; an earlier version restored in one act; a sample priced with the draft or the sheet in
 * effect.
 */
export function PricingPage() {
  const self = useStaffSelf().data;
  const mayManage = mayDo(self, 'PRICING_MANAGE');
  const [chosenOrg, setChosen] = useChosenOrg(self?.orgCodes);
  const orgCode = mayManage ? chosenOrg : undefined;
  const sheets = usePricingSheets(orgCode);
  useConsoleTitle('Pricing');

  if (!self) return null;
  if (!mayManage || !orgCode) {
    return (
      <section className="stack" aria-labelledby="pricing-title">
        <h1 id="pricing-title">Pricing</h1>
        <Alert variant="info">Only capital-markets staff and admins write pricing sheets.</Alert>
      </section>
    );
  }
  return (
    <section className="stack" aria-labelledby="pricing-title">
      <h1 id="pricing-title">Pricing</h1>
      <p>
        A new version prices every offer made from the moment it takes effect. An offer already made, or already chosen,
        keeps the version that priced it.
      </p>
      <OrgPicker orgCodes={self.orgCodes} value={orgCode} onChange={setChosen} />
      {sheets.error && <Alert variant="error">{englishErrorOf(sheets.error)}</Alert>}
      {sheets.isPending && <Spinner label="Loading the pricing sheets" />}
      {sheets.data && <SheetVersions key={orgCode} answer={sheets.data} />}
    </section>
  );
}

function SheetVersions({ answer }: { answer: PricingSheetsAnswer }) {
  const publish = usePublishSheet();
  const [saved, setSaved] = useState<string | null>(null);
  const inEffect = answer.versions.find((v) => v.version === answer.inEffect);
  const when = (iso: string) => formatDateTimeIn(new Date(iso), answer.timeZone);
  const restore = (version: number) => {
    setSaved(null);
    publish.mutate(
      { orgCode: answer.orgCode, restore: version },
      { onSuccess: (v) => setSaved(`Version ${version} is restored as version ${v.version}, in effect now.`) },
    );
  };
  return (
    <>
      <p data-testid="sheet-in-effect">
        {inEffect
          ? `In effect: version ${inEffect.version}, since ${when(inEffect.effectiveAt)}.`
          : 'In effect: the standing pricing of the organisation (no sheet yet).'}
      </p>
      {saved && <Alert variant="success">{saved}</Alert>}
      {publish.error && <Alert variant="error">{englishErrorOf(publish.error)}</Alert>}
      {answer.versions.length > 0 && (
        <ConsoleTable
          label="Pricing sheet versions"
          caption="Versions, newest first"
          columns={['Version', 'Takes effect (Pacific)', 'Written by', 'Note']}
          actions
        >
          {answer.versions.map((v) => (
            <tr key={v.version}>
              <th scope="row">
                {v.version}
                {v.version === answer.inEffect ? ' (in effect)' : ''}
              </th>
              <td>{when(v.effectiveAt)}</td>
              <td>{v.createdBy}</td>
              <td>{v.note}</td>
              <td className="console-row-actions">
                {v.version !== answer.inEffect && (
                  <Button
                    variant="secondary"
                    aria-label={`Restore version ${v.version}`}
                    onClick={() => restore(v.version)}
                    disabled={publish.isPending}
                  >
                    Restore
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <NewVersionForm
        key={answer.inEffect ?? 0}
        orgCode={answer.orgCode}
        start={inEffect?.sheet ?? answer.standing}
        onSaved={(text) => setSaved(text)}
      />
    </>
  );
}

function NewVersionForm({
  orgCode,
  start,
  onSaved,
}: {
  orgCode: string;
  start: PricingSheet;
  onSaved: (text: string) => void;
}) {
  const publish = usePublishSheet();
  const [draft, setDraft] = useState(() => draftOf(start));
  const [effectiveAt, setEffectiveAt] = useState('');
  const [note, setNote] = useState('');
  const checked = checkDraft(draft);
  const { problems } = checked;
  const sheet = 'sheet' in checked ? checked.sheet : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sheet) return;
    publish.mutate(
      { orgCode, sheet, effectiveAt: effectiveAt === '' ? null : effectiveAt, note },
      {
        onSuccess: (v) =>
          onSaved(effectiveAt === '' ? `Version ${v.version} is in effect now.` : `Version ${v.version} is scheduled.`),
      },
    );
  };

  return (
    <>
      <form className="stack" aria-labelledby="new-sheet-title" onSubmit={submit} noValidate>
        <h2 id="new-sheet-title">Write a new version</h2>
        <p>
          The draft starts from the sheet in effect. Rates, fees and margins are typed as percentages (7.99 for 7.99%),
          amounts in dollars, scores and terms as whole numbers; each field shows its range and is checked as you type.
        </p>
        <SheetForm orgCode={orgCode} draft={draft} problems={problems} onChange={setDraft} />
        <TextField
          label="Takes effect at (Pacific time)"
          hint="Leave empty for now."
          type="datetime-local"
          value={effectiveAt}
          onChange={(event) => setEffectiveAt(event.target.value)}
        />
        <TextField label="Note" maxLength={100} value={note} onChange={(event) => setNote(event.target.value)} />
        {problems.length > 0 && (
          <Alert variant="info" title={`Not publishable yet: ${problems.length} problem(s) to put right`}>
            <ul aria-label="Problems with the sheet">
              {problems.map((problem, index) => (
                <li key={index}>{`${problem.where}: ${problem.message}`}</li>
              ))}
            </ul>
          </Alert>
        )}
        {publish.error && <Alert variant="error">{englishErrorOf(publish.error)}</Alert>}
        <div>
          <Button
            type="submit"
            disabled={problems.length > 0}
            isLoading={publish.isPending}
            loadingLabel="Publishing the sheet"
          >
            Publish this version
          </Button>
        </div>
      </form>
      <SampleSection orgCode={orgCode} draft={sheet} />
    </>
  );
}
