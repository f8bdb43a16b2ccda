import { conditionAction } from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';
import type { MessageDescriptor } from 'react-intl';
import { useI18n } from '../../lib/i18n';
import { signerMessages as m } from './signer.messages';

/** A request's state in the signer's words. */
export const STATE_LABELS: Record<Condition['state'], MessageDescriptor> = {
  NEEDED: m.stateNeeded,
  SUBMITTED: m.stateSubmitted,
  IN_REVIEW: m.stateInReview,
  ACCEPTED: m.stateAccepted,
  REJECTED: m.stateRejected,
};

/** A request's title: the domain's description of its action (in the person's language), else 'A request'. */
export const useConditionTitle = () => {
  const { t, localize } = useI18n();
  return (c: Condition) => {
    const action = conditionAction(c);
    if (!action) return t(m.conditionUntitled);
    const title = action.description.charAt(0).toUpperCase() + action.description.slice(1);
    return localize(title);
  };
};
