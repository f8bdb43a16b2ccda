import type { ConditionLocation } from '@heloc/domain';
import { type ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { useI18n } from '../../lib/i18n';
import { answerPath, isAnswerable, locationOf } from '../../shared/conditions/use-condition-at';
import { openConditions, useConditions } from '../../shared/open-conditions/api/get-conditions';
import { Alert } from '../../ui/alert';
import { buttonClassName } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { STATE_LABELS, useConditionTitle } from './signer-condition-title';
import { SignerPage } from './signer-page';
import { signerPath } from './signer-paths';
import { signerMessages as m } from './signer.messages';

/*
 * The signer's conditions (docs/product/application-area.md §2.2, §4.1): the applicant's list through the same call
 * and cache (shared/open-conditions, shared/conditions), at /heloc-signer/conditions, in the signer area's words.
 */

/** What a signer may answer: documents and a new ID photo (docs/product/application-area.md §2.2); the rest is listed only. */
const SIGNER_LOCATIONS: readonly ConditionLocation[] = ['upload-document', 'identity'];

/** /heloc-signer/conditions: what the lender still needs from the signer. */
export function SignerConditionsPage() {
  return (
    <SignerPage titleId="signer-conditions-title">
      {(application) => <ConditionList uuid={application.applicationUuid} />}
    </SignerPage>
  );
}

function ConditionList({ uuid }: { uuid: string }) {
  const { data, error } = useConditions(uuid);
  const { t, rich, localize } = useI18n();
  const titleOf = useConditionTitle();
  if (error) return <Alert variant="error">{localize(errorMessageOf(error))}</Alert>;
  if (!data) return <Spinner label={t(m.conditionsLoading)} />;
  const open = openConditions(data);
  return (
    <>
      <h1 id="signer-conditions-title">{t(m.conditionsTitle)}</h1>
      {open.length === 0 ? (
        <p className="page__lead">{t(m.conditionsNone)}</p>
      ) : (
        <ul className="signer-list" aria-label={t(m.conditionsOpen)}>
          {open.map((c) => {
            const location = locationOf(c);
            const answerable = isAnswerable(c) && location !== undefined && SIGNER_LOCATIONS.includes(location);
            return (
              <li key={c.uuid} className="stack">
                <p>
                  {rich(m.conditionRow as MessageDescriptor, {
                    b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
                    title: titleOf(c),
                    state: t(STATE_LABELS[c.state]),
                  })}
                </p>
                {c.commentsToBorrower && <p>{c.commentsToBorrower}</p>}
                {c.state === 'REJECTED' && c.rejectionReason && (
                  <p>{t(m.conditionReason, { reason: c.rejectionReason })}</p>
                )}
                {answerable && (
                  <p>
                    <Link className={buttonClassName('secondary')} to={answerPath(signerPath('conditions'), c)}>
                      {t(m.conditionAnswer, { title: titleOf(c) })}
                    </Link>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
