import { maskWalletAddress } from '@heloc/domain';
import { useId } from 'react';
import { useI18n } from '../../lib/i18n';
import { useIdentity } from '../../lib/session';
import { CopyButton } from '../../ui/copy-button';
import { accountSettingsMessages as m } from './account-settings.messages';
import { useWalletAccess } from './api/get-wallet-access';

/**
 * The wallet accounts the signed-in person may act for (docs/product/application-area.md §3, §7: the wallet access
 * call), each with its name and its address masked (§5.2), and a control that copies the whole address and says so
 * for 1 s (§9). Nothing when there is none.
 */
export function WalletSection() {
  const { t } = useI18n();
  const headingId = useId();
  const identity = useIdentity();
  const access = useWalletAccess(identity.data?.uuid);
  const accounts = access.data?.accounts ?? [];
  if (accounts.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(m.walletTitle)}</h2>
      <ul className="settings-wallets">
        {accounts.map(({ account }) => (
          <li key={account.address} className="row settings-wallets__account">
            <span>{account.name}</span>
            <code title={account.address}>{maskWalletAddress(account.address)}</code>
            <CopyButton value={account.address} what={t(m.walletAddressOf, { name: account.name })} />
          </li>
        ))}
      </ul>
    </section>
  );
}
