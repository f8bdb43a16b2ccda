import {
  PARTNER_FLAG_KEYS,
  PARTNER_VARIANTS,
  type Partner,
  type PartnerFlagKey,
  type PartnerVariantKey,
} from '@heloc/domain';
import { type FormEvent, useState } from 'react';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { BrandSection } from './brand-section';
import { draftProblems, statesOf } from './partner-draft';
import { PartnerPreview } from './partner-preview';

const FLAG_CHOICES = [
  ['', 'Default'],
  ['on', 'On'],
  ['off', 'Off'],
] as const;

/**
 * The partner form (docs/organizations.md "Partners in the console"): every field partnerships staff set, checked as
 * the server checks it (the domain's partnerSchema) when saved, the brand's contrast as it is typed.
 */
export function PartnerForm({
  initial,
  isNew,
  referralLinks = {},
  onSave,
  saving,
  saveError,
}: {
  initial: Partner;
  isNew: boolean;
  referralLinks?: Record<string, string>;
  onSave: (partner: Partner) => void;
  saving: boolean;
  saveError: unknown;
}) {
  const [draft, setDraft] = useState<Partner>(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const set = (change: Partial<Partner>) => setDraft((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblems(draft);
    setProblems(found);
    if (found.length === 0) onSave(draft);
  };
  const setState = (index: number, change: Partial<Partner['states'][number]>) =>
    set({ states: draft.states.map((row, i) => (i === index ? { ...row, ...change } : row)) });
  const setOfficer = (index: number, change: Partial<Partner['loanOfficers'][number]>) =>
    set({ loanOfficers: draft.loanOfficers.map((row, i) => (i === index ? { ...row, ...change } : row)) });
  const setFlag = (key: PartnerFlagKey, choice: string) => {
    const flags = { ...draft.flags };
    if (choice === '') delete flags[key];
    else flags[key] = choice === 'on';
    set({ flags });
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Partner">
      <fieldset className="stack">
        <legend>The partner</legend>
        <div className="console-grid">
          <TextField
            label="Code"
            value={draft.orgCode}
            disabled={!isNew}
            hint="Small letters, digits, hyphens; it cannot change later"
            onChange={(e) => {
              const code = e.target.value.trim().toLowerCase();
              set({ orgCode: code, canonicalOrgCode: isNew ? code : draft.canonicalOrgCode });
            }}
          />
          <TextField
            label="Canonical code"
            value={draft.canonicalOrgCode}
            hint="The main brand's code for an entity of it; else its own"
            onChange={(e) => set({ canonicalOrgCode: e.target.value.trim().toLowerCase() })}
          />
          <TextField
            label="Display name (English)"
            value={draft.displayName.en}
            onChange={(e) => set({ displayName: { ...draft.displayName, en: e.target.value } })}
          />
          <TextField
            label="Display name (Spanish)"
            value={draft.displayName.es}
            onChange={(e) => set({ displayName: { ...draft.displayName, es: e.target.value } })}
          />
          <TextField label="Short name" value={draft.shortName} onChange={(e) => set({ shortName: e.target.value })} />
          <TextField label="NMLS number" value={draft.nmls} onChange={(e) => set({ nmls: e.target.value.trim() })} />
        </div>
        <TextAreaField
          label="Host names"
          hint="One a line, e.g. apply.example.com"
          defaultValue={draft.hosts.join('\n')}
          onChange={(e) =>
            set({
              hosts: e.target.value
                .split('\n')
                .map((h) => h.trim())
                .filter(Boolean),
            })
          }
        />
        <div className="console-grid">
          <TextField
            label="Main site"
            value={draft.links.baseUrl}
            onChange={(e) => set({ links: { ...draft.links, baseUrl: e.target.value } })}
          />
          <TextField
            label="Privacy policy link"
            value={draft.links.privacyPolicyUrl}
            hint="Empty: the app's own page"
            onChange={(e) => set({ links: { ...draft.links, privacyPolicyUrl: e.target.value } })}
          />
          <TextField
            label="Terms link"
            value={draft.links.termsOfUseUrl}
            hint="Empty: the app's own page"
            onChange={(e) => set({ links: { ...draft.links, termsOfUseUrl: e.target.value } })}
          />
          <TextField
            label="Support phone"
            value={draft.support.phone}
            onChange={(e) => set({ support: { ...draft.support, phone: e.target.value } })}
          />
          <TextField
            label="Support e-mail"
            value={draft.support.email}
            onChange={(e) => set({ support: { ...draft.support, email: e.target.value.trim() } })}
          />
          <TextField
            label="Support hours"
            value={draft.support.hours}
            onChange={(e) => set({ support: { ...draft.support, hours: e.target.value } })}
          />
        </div>
        <div className="console-grid">
          {(['en', 'es'] as const).map((language) => (
            <CheckboxField
              key={language}
              label={language === 'en' ? 'Offers English' : 'Offers Spanish'}
              checked={draft.languages.includes(language)}
              onChange={(e) =>
                set({
                  languages: e.target.checked
                    ? [...draft.languages, language]
                    : draft.languages.filter((l) => l !== language),
                })
              }
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="stack">
        <legend>States served</legend>
        {draft.states.map((row, index) => (
          <div className="console-grid" key={index}>
            <TextField
              label={`State ${index + 1}`}
              value={row.state}
              maxLength={2}
              onChange={(e) => setState(index, { state: e.target.value.trim().toUpperCase() })}
            />
            <TextField
              label={`Licence number in state ${index + 1}`}
              value={row.licence}
              onChange={(e) => setState(index, { licence: e.target.value })}
            />
            <Button variant="secondary" onClick={() => set({ states: draft.states.filter((_, i) => i !== index) })}>
              {`Remove state ${index + 1}`}
            </Button>
          </div>
        ))}
        <Button variant="secondary" onClick={() => set({ states: [...draft.states, { state: '', licence: '' }] })}>
          Add a state
        </Button>
      </fieldset>

      <fieldset className="stack">
        <legend>Loan officers</legend>
        {draft.loanOfficers.map((officer, index) => (
          <div className="console-grid" key={officer.uuid ?? `new-${index}`}>
            <TextField
              label={`Loan officer ${index + 1}: name`}
              value={officer.name}
              onChange={(e) => setOfficer(index, { name: e.target.value })}
            />
            <TextField
              label={`Loan officer ${index + 1}: NMLS`}
              value={officer.nmls}
              onChange={(e) => setOfficer(index, { nmls: e.target.value.trim() })}
            />
            <TextField
              label={`Loan officer ${index + 1}: states`}
              hint="e.g. CA, OR"
              defaultValue={officer.states.join(', ')}
              onBlur={(e) => setOfficer(index, { states: statesOf(e.target.value) })}
            />
            <p>
              {officer.uuid && referralLinks[officer.uuid]
                ? `Referral link: ${referralLinks[officer.uuid]}`
                : 'Referral link: given once saved.'}
            </p>
            <Button
              variant="secondary"
              onClick={() => set({ loanOfficers: draft.loanOfficers.filter((_, i) => i !== index) })}
            >
              {`Remove loan officer ${index + 1}`}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() => set({ loanOfficers: [...draft.loanOfficers, { name: '', nmls: '', states: [] }] })}
        >
          Add a loan officer
        </Button>
      </fieldset>

      <fieldset className="stack">
        <legend>Variant</legend>
        <div className="console-grid">
          {(Object.keys(PARTNER_VARIANTS) as PartnerVariantKey[]).map((key) => (
            <CheckboxField
              key={key}
              label={PARTNER_VARIANTS[key]}
              checked={draft.variant[key]}
              onChange={(e) => set({ variant: { ...draft.variant, [key]: e.target.checked } })}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="stack">
        <legend>Feature flags</legend>
        <div className="console-grid">
          {PARTNER_FLAG_KEYS.map((key) => (
            <label key={key}>
              {key}{' '}
              <select
                value={draft.flags[key] === undefined ? '' : draft.flags[key] ? 'on' : 'off'}
                onChange={(e) => setFlag(key, e.target.value)}
              >
                {FLAG_CHOICES.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </fieldset>

      <BrandSection brand={draft.brand} onChange={(brand) => set({ brand })} />
      <PartnerPreview draft={draft} />

      {problems.length > 0 && (
        <Alert variant="error">
          <p>The partner is not saved yet:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      {saveError ? <Alert variant="error">{englishErrorOf(saveError)}</Alert> : null}
      <Button type="submit" isLoading={saving} loadingLabel="Saving">
        {isNew ? 'Create the partner' : 'Save the partner'}
      </Button>
    </form>
  );
}
