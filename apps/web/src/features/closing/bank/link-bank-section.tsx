import type { LinkCredentials } from '@heloc/domain';
import type { LinkedBankAccount, LinkInstitution } from '@heloc/domain/contracts';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-error';
import { Button } from '../../../ui/button';
import { useLinkBank } from '../api/link-bank';
import { LinkAccountDialog } from '../../../shared/account-linking';
import { masked } from './masked-account';
import { useI18n } from '../../../lib/i18n';
import { bankMessages as m } from './bank.messages';

interface LinkBankSectionProps {
  uuid: string;
  institutions: readonly LinkInstitution[];
  /** The credentials that linked: kept in memory only, to send with the account chosen. */
  onLinked: (credentials: LinkCredentials) => void;
  onChoose: (account: LinkedBankAccount) => void;
  isSaving: boolean;
}

/**
 * bank/disburse's link: the shared link dialog signs in to the bank (through the server and the link provider),
 * then the applicant picks one of the accounts found, shown by name and last 4 digits.
 */
export function LinkBankSection({ uuid, institutions, onLinked, onChoose, isSaving }: LinkBankSectionProps) {
  const link = useLinkBank(uuid);
  const [isOpen, setOpen] = useState(false);
  const [linked, setLinked] = useState<{ institutionName: string; accounts: LinkedBankAccount[] } | null>(null);
  const [chosen, setChosen] = useState<LinkedBankAccount['accountType'] | null>(null);
  const { t, localize } = useI18n();

  // The dialog's contract: null on success (it closes), or the message to show.
  const onSubmit = async (credentials: LinkCredentials): Promise<string | null> => {
    try {
      const answer = await link.mutateAsync(credentials);
      onLinked(credentials);
      setLinked({ institutionName: answer.institution.name, accounts: answer.accounts });
      setChosen(answer.accounts[0]?.accountType ?? null);
      return null;
    } catch (error) {
      return localize(errorMessageOf(error));
    }
  };

  const account = linked?.accounts.find((a) => a.accountType === chosen);
  return (
    <div className="stack bank-link">
      <h2>{t(m.linkTitle)}</h2>
      <p>{t(m.linkText)}</p>
      {!linked && <Button onClick={() => setOpen(true)}>{t(m.linkTitle)}</Button>}
      <LinkAccountDialog
        open={isOpen}
        onOpenChange={setOpen}
        kind="BANK"
        institutions={institutions}
        title={t(m.linkTitle)}
        onSubmit={onSubmit}
      />
      {linked && (
        <fieldset className="ui-field ui-radio-group">
          <legend className="ui-field__label">{t(m.whichAccount, { institution: linked.institutionName })}</legend>
          {linked.accounts.map((a) => (
            <label key={a.accountType} className="ui-radio-group__option">
              <input
                type="radio"
                name="linked-account"
                value={a.accountType}
                checked={chosen === a.accountType}
                onChange={() => setChosen(a.accountType)}
              />
              {t(m.linkedAccount, { name: a.name, mask: masked(a.mask) })}
            </label>
          ))}
        </fieldset>
      )}
      {linked && account && (
        <div className="row">
          <Button onClick={() => onChoose(account)} isLoading={isSaving} loadingLabel={t(m.saving)}>
            {t(m.sendToThisAccount)}
          </Button>
          <Button variant="link" onClick={() => setOpen(true)}>
            {t(m.linkAnother)}
          </Button>
        </div>
      )}
    </div>
  );
}
