import type { NotarySigner } from '@heloc/domain/contracts';
import { useI18n } from '../../../lib/i18n';
import { notaryMessages as m } from './notary.messages';

/** Everyone who signs the deed before the notary and whether they have (the caller is marked "you"). */
export function SignerList({ signers }: { signers: readonly NotarySigner[] }) {
  const { t } = useI18n();
  return (
    <ul className="notary-signers">
      {signers.map((signer, index) => (
        <li key={`${signer.name}-${index}`}>
          <span>{t(m.signer, { name: signer.name, isMe: signer.isMe ? 'yes' : 'no', role: signer.role })}</span>
          <span className={signer.completed ? 'notary-signers__done' : 'notary-signers__pending'}>
            {t(signer.completed ? m.notarisedState : m.notYetNotarised)}
          </span>
        </li>
      ))}
    </ul>
  );
}
