import type { NotarySigner } from '@heloc/domain/contracts';

/** Everyone who signs the deed before the notary and whether they have (the caller is marked "you"). */
export function SignerList({ signers }: { signers: readonly NotarySigner[] }) {
  return (
    <ul className="notary-signers">
      {signers.map((signer, index) => (
        <li key={`${signer.name}-${index}`}>
          <span>
            {signer.name}
            {signer.isMe ? ' (you)' : ''}
            {signer.role === 'PRIMARY' ? ', borrower' : ', additional signer'}
          </span>
          <span className={signer.completed ? 'notary-signers__done' : 'notary-signers__pending'}>
            {signer.completed ? 'Notarised' : 'Not yet notarised'}
          </span>
        </li>
      ))}
    </ul>
  );
}
