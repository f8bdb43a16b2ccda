import { UPLOAD_ACCEPT_ATTRIBUTE, uploadProblem, type Message } from '@heloc/domain';
import type { Lien } from '@heloc/domain/contracts';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n';
import { useUploadLienProof } from '../api/upload-lien-proof';
import { liensMessages as m } from './liens.messages';

/** Proof that a lien is already paid, sent as soon as it is chosen (the lien is then marked paid on the server). */
export function LienProofField({ uuid, lien }: { uuid: string; lien: Lien }) {
  const id = useId();
  const upload = useUploadLienProof(uuid);
  const [problem, setProblem] = useState<Message | null>(null);
  const { t, localize } = useI18n();
  const hasProof = lien.payoffStatus === 'PROOF_RECEIVED';
  const found = problem ?? (upload.error ? errorMessageOf(upload.error) : null);
  const error = found ? localize(found) : null;

  const onChange = (file: File | undefined) => {
    const found = uploadProblem(file ?? null);
    setProblem(found);
    if (!found && file) upload.mutate({ lienUuid: lien.uuid, file });
  };

  return (
    <div className={['ui-field', error ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        {t(m.proofLabel, { lender: lien.lenderName })}
      </label>
      <p id={`${id}-hint`} className="ui-field__hint">
        {t(m.proofHint)}
      </p>
      <input
        id={id}
        type="file"
        accept={UPLOAD_ACCEPT_ATTRIBUTE}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.files?.[0])}
      />
      <p aria-live="polite">{upload.isPending ? t(m.uploadingProof) : hasProof ? t(m.proofReceived) : ''}</p>
      {error && (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
